import styled from 'styled-components';
import { SmallButton } from './adminUi';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/** 'Showing 11 to 20 of 72 results' for a page of a list; 0 to 0 when the list is empty. */
export function showingText(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total} results`;
}

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous and Next through a paged list; each is disabled at its end. */
export function Pager({ page, pageSize, total, totalPages, onPage }: PagerProps) {
  return (
    <Bar aria-label="Pages">
      <span>{showingText(page, pageSize, total)}</span>
      <Buttons>
        <SmallButton type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </SmallButton>
        <SmallButton type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </SmallButton>
      </Buttons>
    </Bar>
  );
}
