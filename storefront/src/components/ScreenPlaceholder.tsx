import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from './useDocumentTitle';
import { Lead, PageSection, PageTitle } from './PageSection';

interface ScreenPlaceholderProps {
  title: string;
  children?: ReactNode;
}

const Note = styled(Lead)`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Holds a route's place with the screen's name until the screen itself is built. */
export function ScreenPlaceholder({ title, children }: ScreenPlaceholderProps) {
  useDocumentTitle(title);
  return (
    <PageSection>
      <PageTitle>{title}</PageTitle>
      <Note>{children ?? 'This part of the shop is being prepared.'}</Note>
    </PageSection>
  );
}
