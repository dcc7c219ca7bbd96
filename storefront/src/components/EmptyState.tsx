import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Eyebrow } from './PageSection';

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
`;

const IconRing = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const Kicker = styled(Eyebrow)`
  margin: 0 0 -${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Message = styled.p`
  max-width: 46ch;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

interface EmptyStateProps {
  icon?: ReactNode;
  eyebrow?: string;
  title: string;
  message?: ReactNode;
  /** Heading level, so the panel fits wherever it sits in the page outline. */
  headingLevel?: 'h1' | 'h2';
  action?: ReactNode;
}

/** A calm centred panel for confirmations, empty lists and sign-in prompts. */
export function EmptyState({ icon, eyebrow, title, message, headingLevel = 'h2', action }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon && <IconRing>{icon}</IconRing>}
      {eyebrow && <Kicker>{eyebrow}</Kicker>}
      <Title as={headingLevel}>{title}</Title>
      {message && <Message>{message}</Message>}
      {action}
    </Wrapper>
  );
}
