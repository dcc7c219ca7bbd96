import { CART_ADDITIONS_EACH, CART_LINES, type Fixtures, SHOPPERS } from './fixtures';
import type { LoadPlan } from './load-plan';

/** A budget: the least share of a yardstick's req/s, and the most SQL round trips. */
export interface Budget {
  ofBare?: number;
  ofConstant?: number;
  maxSqlRoundTrips?: number;
}

export interface BenchRow {
  name: string;
  /** The app's constant endpoint, the yardstick of the other rows. */
  constant?: boolean;
  budget: Budget;
  plan: Omit<LoadPlan, 'baseUrl' | 'connections' | 'warmupSeconds' | 'seconds'> & { connections?: number };
}

const FINISHES = [
  'walnut',
  'teak',
  'sheesham',
  'marble',
  'brass',
  'copper',
  'cane',
  'terracotta',
  'jute',
  'bamboo',
  'ceramic',
  'onyx',
  'rosewood',
  'iron',
  'glass',
  'acacia',
];
const KINDS = [
  'mirror',
  'vase',
  'bowl',
  'tray',
  'coffee table',
  'side table',
  'wall plate',
  'canvas',
  'wall shelf',
  'ledge',
  'table lamp',
  'clock',
  'planter',
  'candle stand',
];
const CATEGORIES = ['Mirrors', 'Table Decor', 'Tables', 'Wall Art', 'Wall Shelves', 'Table Top'];
const PRICE_RANGES = [
  [500, 3000],
  [199, 1500],
  [1000, 6000],
  [3000, 12000],
];
const SORTS = [
  'sortBy=price&sortOrder=asc',
  'sortBy=price&sortOrder=desc',
  'sortBy=rating&sortOrder=desc',
  'sortBy=createdAt&sortOrder=desc',
  'sortBy=name&sortOrder=asc',
];

/** One letter swapped with the next, the commonest typo: "marble" -> "marbel". */
function typo(word: string): string {
  const at = Math.max(1, word.length - 2);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

function searchTerms(): string[] {
  const terms = ['walnut mirror'];
  for (const finish of FINISHES) for (const kind of KINDS) terms.push(`${finish} ${kind}`);
  return [...new Set(terms)];
}

function typoTerms(): string[] {
  return ['marbel vase', ...searchTerms().map((term) => term.replace(/^\S+/, (word) => typo(word)))];
}

function listPaths(): string[] {
  const paths: string[] = ['/api/product?limit=20'];
  for (let page = 1; page <= 100; page++)
    paths.push(`/api/product?limit=20&page=${page}&${SORTS[page % SORTS.length]}`);
  return paths;
}

function filteredListPaths(): string[] {
  const paths = [
    '/api/product?category=Mirrors&minPrice=500&maxPrice=3000&sortBy=price&sortOrder=asc&page=40&limit=20',
  ];
  for (const category of CATEGORIES)
    for (const [min, max] of PRICE_RANGES)
      for (const sort of SORTS.slice(0, 3))
        for (let page = 1; page <= 40; page += 3)
          paths.push(
            `/api/product?category=${encodeURIComponent(category)}&minPrice=${min}&maxPrice=${max}&${sort}&page=${page}&limit=20`,
          );
  return paths;
}

const encodeQuery = (term: string) => `/api/product/search?query=${encodeURIComponent(term)}`;

export function benchRows(fx: Fixtures): BenchRow[] {
  const shoppers = fx.shoppers;
  return [
    {
      name: 'GET / (index.html, constant)',
      constant: true,
      budget: { ofBare: 0.35 },
      plan: { method: 'GET', paths: ['/'], headers: { accept: 'text/html' } },
    },
    { name: 'GET /api/health', budget: {}, plan: { method: 'GET', paths: ['/api/health'], headers: {} } },
    {
      name: 'GET /api/product?limit=20 (pages, sorts)',
      budget: { ofConstant: 0.6, maxSqlRoundTrips: 2 },
      plan: { method: 'GET', paths: listPaths(), headers: {} },
    },
    {
      name: 'GET /api/product?category&minPrice&maxPrice&sortBy&page (filters)',
      budget: { ofConstant: 0.6, maxSqlRoundTrips: 2 },
      plan: { method: 'GET', paths: filteredListPaths(), headers: {} },
    },
    {
      name: 'GET /api/product/{id} (5,000 products)',
      budget: { ofConstant: 0.6, maxSqlRoundTrips: 2 },
      plan: { method: 'GET', paths: fx.productIds.map((id) => `/api/product/${id}`), headers: {} },
    },
    {
      name: 'GET /api/product/search (walnut mirror, 220 terms)',
      budget: { ofConstant: 0.3 },
      plan: { method: 'GET', paths: searchTerms().map(encodeQuery), headers: {} },
    },
    {
      name: 'GET /api/product/search, one typo (marbel vase, 220 terms)',
      budget: { ofConstant: 0.3 },
      plan: { method: 'GET', paths: typoTerms().map(encodeQuery), headers: {} },
    },
    {
      name: `GET /api/cart/{userId} (${CART_LINES} lines, ${SHOPPERS.toLocaleString('en')} shoppers)`,
      budget: { ofConstant: 0.3 },
      plan: {
        method: 'GET',
        paths: [],
        headers: {},
        tokens: shoppers.map((s) => s.token),
        perConnection: shoppers.map((s) => ({ paths: [`/api/cart/${s.id}`] })),
      },
    },
    {
      name: `POST /api/cart/add (${CART_LINES} + ${CART_ADDITIONS_EACH} lines, ${SHOPPERS.toLocaleString('en')} shoppers)`,
      budget: { ofConstant: 0.3 },
      plan: {
        method: 'POST',
        paths: ['/api/cart/add'],
        headers: {},
        tokens: shoppers.map((s) => s.token),
        perConnection: fx.cartProducts.map((ids) => ({
          bodies: ids.map((productId) => JSON.stringify({ productId, quantity: 1 })),
        })),
      },
    },
    {
      name: 'GET /api/stats/admin-stats',
      budget: { ofConstant: 0.3 },
      plan: { method: 'GET', paths: ['/api/stats/admin-stats'], headers: {}, tokens: [fx.adminToken] },
    },
    {
      name: 'GET /api/orders (admin, first page)',
      budget: { ofConstant: 0.3 },
      plan: { method: 'GET', paths: ['/api/orders'], headers: {}, tokens: [fx.adminToken] },
    },
    {
      name: 'POST /api/orders/create-order (COD, 10 connections)',
      budget: { ofConstant: 0.1 },
      plan: {
        method: 'POST',
        paths: ['/api/orders/create-order'],
        headers: {},
        connections: 10,
        idempotencyKeys: true,
        tokens: shoppers.slice(0, fx.orderBodies.length).map((s) => s.token),
        perConnection: fx.orderBodies.map((body) => ({ bodies: [body] })),
      },
    },
  ];
}
