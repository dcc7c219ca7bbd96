export type PageItem = number | 'gap';

/**
 * The numbered buttons of a pager: every page when there are few, otherwise the first, the last
 * and the pages around the current one with gaps between.
 */
export function paginationPages(current: number, totalPages: number, around = 1): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const start = Math.max(2, current - around);
  const end = Math.min(totalPages - 1, current + around);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < totalPages - 1) items.push('gap');
  items.push(totalPages);
  return items;
}

/** Keeps a page number between 1 and the last page. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, totalPages));
}
