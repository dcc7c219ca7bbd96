import styled from 'styled-components';
import { containerLayout } from './Container';

/** Vertical rhythm for a page's main area, shared by every screen. */
export const PageSection = styled.section`
  ${containerLayout}
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  letter-spacing: -0.01em;
`;

export const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
`;

export const Lead = styled.p`
  max-width: 62ch;
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
