import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Eyebrow } from '../../components/PageSection';
import { PageLoader } from '../../components/PageLoader';

// Pieces shared by the screens of the customer dashboard.

const HeaderRow = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  font-size: clamp(1.75rem, 3.2vw, 2.5rem);
  line-height: 1.15;
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Kicker = styled(Eyebrow)`
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

interface ScreenHeaderProps {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
}

/** The title block at the top of a dashboard screen. */
export function ScreenHeader({ eyebrow, title, subtitle, action }: ScreenHeaderProps) {
  return (
    <HeaderRow>
      <div>
        {eyebrow && <Kicker>{eyebrow}</Kicker>}
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {action}
    </HeaderRow>
  );
}

/** A white card with a soft edge, the basic surface of the dashboard. */
export const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.soft};
`;

export const PanelTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Loading text for a dashboard screen, announced politely to screen readers. */
export function ScreenLoader({ label }: { label: string }) {
  return <PageLoader label={label} />;
}

/** A bordered panel holding an empty or error state. */
export const StatePanel = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Term/definition pairs in two columns on wider screens. */
export const DetailList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content 1fr;
  }

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;

/** Read by screen readers, not shown. */
export { VisuallyHidden } from '../../components/VisuallyHidden';
