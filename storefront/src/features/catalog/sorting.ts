import type { ListProductsApiArg, ProductDto } from '../../api/generated';

/** The shop's sort orders, as kept in the address (`sort=`); 'relevance' is the search page's own. */
export type SortKey = 'relevance' | 'newest' | 'price-asc' | 'price-desc' | 'name' | 'rating';

interface SortOption {
  value: SortKey;
  label: string;
  /** How the product list API sorts it; the search API has no sort (see sortProducts). */
  api?: Required<Pick<ListProductsApiArg, 'sortBy' | 'sortOrder'>>;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'newest', label: 'Newest', api: { sortBy: 'createdAt', sortOrder: 'desc' } },
  { value: 'price-asc', label: 'Price: low to high', api: { sortBy: 'price', sortOrder: 'asc' } },
  { value: 'price-desc', label: 'Price: high to low', api: { sortBy: 'price', sortOrder: 'desc' } },
  { value: 'name', label: 'Name: A to Z', api: { sortBy: 'name', sortOrder: 'asc' } },
  { value: 'rating', label: 'Top rated', api: { sortBy: 'rating', sortOrder: 'desc' } },
];

/** Search results come best match first unless the shopper picks another order. */
export const SEARCH_SORT_OPTIONS: readonly SortOption[] = [
  { value: 'relevance', label: 'Best match' },
  ...SORT_OPTIONS,
];

/** The order named in the address, if it is one of `options`; otherwise the first (the default). */
export function readSort(params: URLSearchParams, options: readonly SortOption[] = SORT_OPTIONS): SortKey {
  const named = params.get('sort');
  return options.find((option) => option.value === named)?.value ?? options[0].value;
}

/** The address with this order; the default is left out so a plain page keeps a plain address. */
export function writeSort(params: URLSearchParams, sort: SortKey, options: readonly SortOption[] = SORT_OPTIONS) {
  const next = new URLSearchParams(params);
  if (sort === options[0].value) next.delete('sort');
  else next.set('sort', sort);
  return next;
}

/** sortBy and sortOrder for the product list API; nothing for the API's own default (newest). */
export function sortArgs(sort: SortKey): Pick<ListProductsApiArg, 'sortBy' | 'sortOrder'> {
  if (sort === 'newest') return {};
  return SORT_OPTIONS.find((option) => option.value === sort)?.api ?? {};
}

type Sortable = Pick<ProductDto, 'name' | 'price' | 'rating' | 'createdAt'>;

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' });

/**
 * Sorts a result list in the browser, for the search API, which answers best match first and
 * has no sort of its own. Ties keep the order they came in (Array.prototype.sort is stable).
 */
export function sortProducts<T extends Sortable>(products: readonly T[], sort: SortKey): T[] {
  const list = [...products];
  switch (sort) {
    case 'newest':
      return list.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    case 'price-asc':
      return list.sort((a, b) => a.price - b.price);
    case 'price-desc':
      return list.sort((a, b) => b.price - a.price);
    case 'name':
      return list.sort(byName);
    case 'rating':
      return list.sort((a, b) => b.rating - a.rating);
    default:
      return list;
  }
}
