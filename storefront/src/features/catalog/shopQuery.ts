import { CATEGORIES, type Category } from '../../lib/constants/categories';
import { parsePriceRange } from '../../lib/constants/priceRanges';
import type { ListProductOptionCountsApiArg, ListProductsApiArg } from '../../api/generated';
import { readSort, sortArgs, type SortKey } from './sorting';

export const SHOP_PAGE_SIZE = 20;

export type StockFilter = 'hide' | 'last';

/** The shop's availability choices (address `stock=`); none shows sold-out pieces in their place. */
export const STOCK_FILTERS: { value: StockFilter | undefined; label: string }[] = [
  { value: undefined, label: 'Show all' },
  { value: 'last', label: 'In stock first' },
  { value: 'hide', label: 'In stock only' },
];

export interface ShopFilters {
  category: 'all' | Category;
  priceRange: string;
  page: number;
  /** Sold-out products: left out or listed last; undefined shows them in their place. */
  stock?: StockFilter;
  /** The list's order; 'newest' (the API's default) when the address names none. */
  sort: SortKey;
  /** Option values ticked, as the API takes them ('Size:Large'); address `option=`, repeated. */
  options: string[];
}

/** The option values of an address (`option=Size:Large`, repeated), each once, malformed ones left out. */
export function readOptions(params: URLSearchParams): string[] {
  const seen = new Set<string>();
  return params.getAll('option').filter((option) => {
    const key = option.toLowerCase();
    if (!/^[^:]+:.+$/.test(option) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The address with these option values in place of its own. */
export function writeOptions(params: URLSearchParams, options: string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('option');
  for (const option of options) next.append('option', option);
  return next;
}

/** Reads the shop's filters from the address query; anything unknown falls back to the default. */
export function readShopFilters(params: URLSearchParams): ShopFilters {
  const rawCategory = (params.get('category') ?? '').replace(/\+/g, ' ');
  const category = CATEGORIES.find((name) => name.toLowerCase() === rawCategory.toLowerCase()) ?? 'all';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    category,
    priceRange: params.get('priceRange') ?? '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    stock: STOCK_FILTERS.find((choice) => choice.value && choice.value === params.get('stock'))?.value,
    sort: readSort(params),
    options: readOptions(params),
  };
}

/** The address query for a set of filters; defaults are left out so a clean shop has a clean address. */
export function writeShopFilters(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.priceRange) params.set('priceRange', filters.priceRange);
  if (filters.stock) params.set('stock', filters.stock);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return writeOptions(params, filters.options);
}

/** The product list request for the shop's filters. */
export function shopListArgs(filters: ShopFilters): ListProductsApiArg {
  const { minPrice, maxPrice } = parsePriceRange(filters.priceRange);
  const args: ListProductsApiArg = { page: filters.page, limit: SHOP_PAGE_SIZE, ...sortArgs(filters.sort) };
  if (filters.category !== 'all') args.category = filters.category;
  if (minPrice !== undefined) args.minPrice = String(minPrice);
  if (maxPrice !== undefined) args.maxPrice = String(maxPrice);
  if (filters.stock) args.outOfStock = filters.stock;
  if (filters.options.length > 0) args.option = filters.options;
  return args;
}

/** The option counts request for the shop's category and price range (the options' own choice aside). */
export function optionCountArgs(filters: ShopFilters): ListProductOptionCountsApiArg {
  const { category, minPrice, maxPrice } = shopListArgs(filters);
  return { category, minPrice, maxPrice };
}

/** 'Showing 21 to 40 of 72 products' for the page on screen. */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return 'Showing 0 to 0 of 0 products';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total} products`;
}
