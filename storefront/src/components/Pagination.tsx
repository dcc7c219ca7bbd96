import styled, { css } from 'styled-components';
import { clampPage, paginationPages } from './paginationPages';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 40px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  transition:
    background ${({ theme }) => theme.transition},
    border-color ${({ theme }) => theme.transition};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }

  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.colors.accent};
      background: ${theme.colors.accent};
      color: #fff;
    `}
`;

const Gap = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** Previous, numbered pages and Next. Nothing to show for a single page. */
export function Pagination({ page, totalPages, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = clampPage(page, totalPages);
  const go = (target: number) => {
    const next = clampPage(target, totalPages);
    if (next !== current) onPageChange(next);
  };
  return (
    <Nav aria-label={label}>
      <PageButton type="button" onClick={() => go(current - 1)} disabled={current <= 1}>
        Previous
      </PageButton>
      {paginationPages(current, totalPages).map((item, index) =>
        item === 'gap' ? (
          <Gap key={`gap-${index}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <PageButton
            key={item}
            type="button"
            $current={item === current}
            aria-current={item === current ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => go(item)}
          >
            {item}
          </PageButton>
        ),
      )}
      <PageButton type="button" onClick={() => go(current + 1)} disabled={current >= totalPages}>
        Next
      </PageButton>
    </Nav>
  );
}
