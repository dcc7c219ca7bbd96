import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../app/theme';
import { Pagination } from './Pagination';
import { clampPage, paginationPages } from './paginationPages';

function renderPager(page: number, totalPages: number) {
  const onPageChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </ThemeProvider>,
  );
  return onPageChange;
}

describe('paginationPages', () => {
  it('lists every page when there are few', () => {
    expect(paginationPages(1, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationPages(1, 0)).toEqual([]);
  });

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(paginationPages(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(paginationPages(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(paginationPages(12, 12)).toEqual([1, 'gap', 11, 12]);
  });

  it('keeps the page between 1 and the last page', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
  });
});

describe('Pagination', () => {
  it('disables Previous on the first page and moves on with Next or a number', () => {
    const onPageChange = renderPager(1, 4);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('disables Next on the last page', () => {
    const onPageChange = renderPager(4, 4);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows nothing for a single page', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
