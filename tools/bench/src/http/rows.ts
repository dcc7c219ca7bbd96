import { CART_ADDITIONS_EACH, CART_LINES, type Fixtures, SHOPPERS } from './fixtures';
import type { HttpPlan } from './load-plan';
import { CATEGORIES, FINISHES, KINDS, STYLES } from './catalogue-words';

/** A budget: the least share of a yardstick's rate, the most SQL round trips, the slowest p99. */
export interface Budget {
  ofBare?: number;
  ofConstant?: number;
  /** A write row's share of `pgbench -N`'s transactions/s with as many clients, in the same run. */
  ofPgbench?: number;
  maxSqlRoundTrips?: number;
  maxP99Ms?: number;
}

export interface BenchRow {
  name: string;
  /** The app's constant endpoint, the yardstick of the other rows. */
  constant?: boolean;
  /**
   * A cold row: each request asked once, no warm-up of its paths (the database path, not the
   * answer cache), beside a bare `pg` client sending the SQL the API sent. The name of its hot row.
   */
  coldOf?: string;
  budget: Budget;
  plan: Omit<HttpPlan, 'baseUrl' | 'connections' | 'warmupSeconds' | 'seconds'> & { connections?: number };
}

const HOT_FINISHES = [
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
const HOT_KINDS = [
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
/** The four sorts each way: the cold lists' (enough paths for ten seconds and their warm-up). */
const BOTH_WAYS = ['price', 'rating', 'createdAt', 'name'].flatMap((key) =>
  ['asc', 'desc'].map((order) => `sortBy=${key}&sortOrder=${order}`),
);

/** One letter swapped with the next, the commonest typo: "marble" -> "marbel". */
function typo(word: string): string {
  const at = Math.max(1, word.length - 2);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

function searchTerms(): string[] {
  const terms = ['walnut mirror'];
  for (const finish of HOT_FINISHES) for (const kind of HOT_KINDS) terms.push(`${finish} ${kind}`);
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

/** The bench's option values (shop-dataset.ts): sizes on two thirds of the products, finishes on one. */
const OPTION_FILTERS = ['Size:Large', 'Size:Small', 'Finish:Walnut', 'Size:Medium&option=Size:Large'];

/** Lists filtered by an option value: every category and all, three sorts, pages 1–10. */
function optionListPaths(): string[] {
  const paths: string[] = [];
  for (const option of OPTION_FILTERS)
    for (const category of [null, ...CATEGORIES])
      for (const sort of SORTS.slice(0, 3))
        for (let page = 1; page <= 10; page += 3)
          paths.push(
            `/api/product?${category ? `category=${encodeURIComponent(category)}&` : ''}option=${option}&${sort}&page=${page}&limit=20`,
          );
  return paths;
}

/** 13,440 lists by option: one or two options, all or a category, eight sorts, pages 1–40. */
function coldOptionListPaths(): string[] {
  const options = [
    'Size:Large',
    'Size:Small',
    'Size:Medium',
    'Finish:Walnut',
    'Finish:Natural',
    'Size:Large&option=Finish:Walnut',
  ];
  const paths: string[] = [];
  for (const option of options)
    for (const category of [null, ...CATEGORIES])
      for (const sort of BOTH_WAYS)
        for (let page = 1; page <= 40; page++)
          paths.push(
            `/api/product?${category ? `category=${encodeURIComponent(category)}&` : ''}option=${option}&${sort}&page=${page}&limit=20`,
          );
  return shuffled(paths);
}

const encodeQuery = (term: string) => `/api/product/search?query=${encodeURIComponent(term)}`;

/** The same items in a random order. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const listPath = (query: Record<string, string | number>) =>
  `/api/product?${Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')}`;
const sortQuery = (sort: string) => Object.fromEntries(new URLSearchParams(sort));

/** 30,000 lists: the six categories × 40 price ranges × the five sorts × pages 1–25. */
function coldFilteredListPaths(): string[] {
  const paths: string[] = [];
  for (const category of CATEGORIES)
    for (const min of [199, 500, 800, 1000, 1500, 2000, 3000, 5000])
      for (const width of [1000, 2000, 3500, 6000, 12000])
        for (const sort of SORTS)
          for (let page = 1; page <= 25; page++)
            paths.push(
              listPath({ category, minPrice: min, maxPrice: min + width, ...sortQuery(sort), page, limit: 20 }),
            );
  return shuffled(paths);
}

/** 16,800 lists: the whole catalogue or a category × eight sorts × pages 1–100 × the three ways with sold-out pieces. */
function coldListPaths(): string[] {
  const paths: string[] = [];
  for (const category of [null, ...CATEGORIES])
    for (const sort of BOTH_WAYS)
      for (let page = 1; page <= 100; page++)
        for (const outOfStock of ['show', 'hide', 'last'])
          paths.push(listPath({ ...(category ? { category } : {}), ...sortQuery(sort), page, limit: 20, outOfStock }));
  return shuffled(paths);
}

/** 10,560 searches for what the catalogue holds: finish and kind, style and kind, finish, style and kind. */
function coldSearchTerms(): string[] {
  const kinds = Object.values(KINDS).flat();
  const terms: string[] = [];
  for (const kind of kinds) {
    for (const finish of FINISHES) terms.push(`${finish} ${kind}`);
    for (const style of STYLES) terms.push(`${style} ${kind}`);
    for (const finish of FINISHES) for (const style of STYLES) terms.push(`${finish} ${style} ${kind}`);
  }
  return terms.map((term) => term.toLowerCase());
}

/** The same searches, each twice with one typo: in two of its words (the words in turn). */
function coldTypoTerms(): string[] {
  const terms = coldSearchTerms().flatMap((term, i) =>
    [i, i + 1].map((n) => {
      const words = term.split(' ');
      const at = n % words.length;
      // A typo needs a word of three letters or more to be forgiven.
      const word = words[at].length >= 3 ? at : words.findIndex((w) => w.length >= 3);
      words[word] = typo(words[word]);
      return words.join(' ');
    }),
  );
  return [...new Set(terms)];
}

/** Products of the hot product-page row. */
const HOT_PRODUCTS = 5_000;

/** Cold rows' budgets (the catalogue issue): at 100,000 products, with the deal on part of them. */
const COLD_LIST: Budget = { ofConstant: 0.05, maxP99Ms: 250, maxSqlRoundTrips: 2 };
const COLD_DETAIL: Budget = { ofConstant: 0.15, maxSqlRoundTrips: 2 };
const COLD_SEARCH: Budget = { ofConstant: 0.05, maxP99Ms: 250 };

const LIST_DEFAULTS: Record<string, string> = { page: '1', sortBy: 'createdAt', sortOrder: 'desc', outOfStock: 'show' };

/** A path as the shop reads it: its parameters in one order, the list's defaults filled in. */
function canonical(path: string): string {
  const url = new URL(path, 'http://bench');
  const given = [...url.searchParams];
  const defaults = Object.entries(url.pathname === '/api/product' ? LIST_DEFAULTS : {}).filter(
    ([key]) => !url.searchParams.has(key),
  );
  // A repeated key (option=) keeps each of its values.
  const query = [...defaults, ...given].map(([key, value]) => `${key}=${value}`).sort();
  return `${url.pathname}?${query.join('&')}`;
}

/** The cold run of a read row: other paths, each asked once. */
function cold(hot: BenchRow, what: string, budget: Budget, paths: string[]): BenchRow {
  return {
    name: `${hot.name.replace(/ \(.*\)$/, '')} cold (${what})`,
    coldOf: hot.name,
    budget,
    plan: { ...hot.plan, paths, cold: true },
  };
}

export function benchRows(fx: Fixtures): BenchRow[] {
  const shoppers = fx.shoppers;
  const list: BenchRow = {
    name: 'GET /api/product?limit=20 (pages, sorts)',
    budget: { ofConstant: 0.6, maxSqlRoundTrips: 2 },
    plan: { method: 'GET', paths: listPaths(), headers: {} },
  };
  const filtered: BenchRow = {
    name: 'GET /api/product?category&minPrice&maxPrice&sortBy&page (filters)',
    budget: { ofConstant: 0.6, maxSqlRoundTrips: 2 },
    plan: { method: 'GET', paths: filteredListPaths(), headers: {} },
  };
  const byOption: BenchRow = {
    name: 'GET /api/product?option&category&sortBy&page (option filters)',
    budget: { ofConstant: 0.6, maxSqlRoundTrips: 2 },
    plan: { method: 'GET', paths: optionListPaths(), headers: {} },
  };
  // At most half the catalogue, so that the cold row has products of its own (the smoke shop has 3,000).
  const hotProducts = fx.productIds.slice(0, Math.min(HOT_PRODUCTS, fx.everyProductId.length / 2));
  const detail: BenchRow = {
    name: `GET /api/product/{id} (${hotProducts.length.toLocaleString('en')} products)`,
    budget: { ofConstant: 0.6, maxSqlRoundTrips: 2 },
    plan: { method: 'GET', paths: hotProducts.map((id) => `/api/product/${id}`), headers: {} },
  };
  const search: BenchRow = {
    name: 'GET /api/product/search (walnut mirror, 220 terms)',
    budget: { ofConstant: 0.3 },
    plan: { method: 'GET', paths: searchTerms().map(encodeQuery), headers: {} },
  };
  const typoSearch: BenchRow = {
    name: 'GET /api/product/search, one typo (marbel vase, 220 terms)',
    budget: { ofConstant: 0.3 },
    plan: { method: 'GET', paths: typoTerms().map(encodeQuery), headers: {} },
  };
  const rows: BenchRow[] = [
    {
      name: 'GET / (index.html, constant)',
      constant: true,
      budget: { ofBare: 0.35 },
      plan: { method: 'GET', paths: ['/'], headers: { accept: 'text/html' } },
    },
    { name: 'GET /api/health', budget: {}, plan: { method: 'GET', paths: ['/api/health'], headers: {} } },
    list,
    cold(list, 'all or a category, 8 sorts, pages 1–100, {count} URLs', COLD_LIST, coldListPaths()),
    filtered,
    cold(filtered, 'category, price range, 5 sorts, pages 1–25, {count} URLs', COLD_LIST, coldFilteredListPaths()),
    byOption,
    cold(
      byOption,
      'one or two options, all or a category, 8 sorts, pages 1–40, {count} URLs',
      COLD_LIST,
      coldOptionListPaths(),
    ),
    detail,
    cold(
      detail,
      'the other products in random order, {count}',
      COLD_DETAIL,
      fx.everyProductId.map((id) => `/api/product/${id}`),
    ),
    search,
    cold(search, '{count} terms', COLD_SEARCH, shuffled(coldSearchTerms()).map(encodeQuery)),
    typoSearch,
    cold(typoSearch, '{count} terms', COLD_SEARCH, shuffled(coldTypoTerms()).map(encodeQuery)),
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
      budget: { ofPgbench: 0.2 },
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
      // What Manage Orders asks for its first page: 20 summary rows.
      name: 'GET /api/orders?view=summary&limit=20 (admin, first page)',
      budget: { ofConstant: 0.3 },
      plan: { method: 'GET', paths: ['/api/orders?view=summary&limit=20'], headers: {}, tokens: [fx.adminToken] },
    },
    {
      name: 'POST /api/orders/create-order (COD, 10 connections)',
      budget: { ofPgbench: 0.1 },
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
  // No cold row asks what a hot row asked (and so may find in the answer cache).
  const asked = new Set(rows.filter((row) => !row.coldOf).flatMap((row) => row.plan.paths.map(canonical)));
  for (const row of rows.filter((row) => row.coldOf)) {
    row.plan.paths = row.plan.paths.filter((path) => !asked.has(canonical(path)));
    row.name = row.name.replace('{count}', row.plan.paths.length.toLocaleString('en'));
  }
  return rows;
}
