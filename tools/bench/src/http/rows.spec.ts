import type { Fixtures } from './fixtures';
import { benchRows } from './rows';

const ids = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`);

function rowsFor(products: number) {
  const everyProductId = ids(products);
  const fixtures: Fixtures = {
    adminToken: 'admin',
    shoppers: [{ id: ids(1)[0], email: 'shopper1@bench.example', token: 'shopper' }],
    productIds: everyProductId.slice(0, 5_000),
    everyProductId,
    cartProducts: [ids(2)],
    orderBodies: ['{}'],
  };
  return benchRows(fixtures);
}

describe('benchRows', () => {
  it('gives every catalogue read row a cold twin', () => {
    const rows = rowsFor(3_000);
    const twins = rows.filter((row) => row.coldOf).map((row) => row.coldOf);
    expect(twins).toEqual([
      'GET /api/product?limit=20 (pages, sorts)',
      'GET /api/product?category&minPrice&maxPrice&sortBy&page (filters)',
      'GET /api/product?option&category&sortBy&page (option filters)',
      'GET /api/product/{id} (1,500 products)',
      'GET /api/product/search (walnut mirror, 220 terms)',
      'GET /api/product/search, one typo (marbel vase, 220 terms)',
    ]);
    for (const name of twins) expect(rows.some((row) => row.name === name)).toBe(true);
  });

  it("asks each cold path once, and none a hot row asks, however the query's parameters are ordered", () => {
    const rows = rowsFor(3_000);
    const hot = new Set(rows.filter((row) => !row.coldOf).flatMap((row) => row.plan.paths));
    for (const row of rows.filter((row) => row.coldOf)) {
      expect(new Set(row.plan.paths).size).toBe(row.plan.paths.length);
      expect(row.plan.paths.filter((path) => hot.has(path))).toEqual([]);
      expect(row.plan.cold).toBe(true);
    }
    // The hot list's first page sorted by price, asked the other way round and with the default spelt out.
    const cold = rows.find((row) => row.coldOf?.includes('(pages, sorts)'))!;
    expect(cold.plan.paths).not.toContain('/api/product?sortBy=price&sortOrder=desc&page=1&limit=20&outOfStock=show');
  });

  it('has more distinct requests than a cold row can make in its seconds at its budget', () => {
    const rows = rowsFor(100_000);
    const count = (part: string) => rows.find((row) => row.coldOf && row.name.includes(part))!.plan.paths.length;
    expect(count('category, price range')).toBe(30_000);
    expect(count('pages 1–100')).toBeGreaterThan(10_000);
    expect(count('the other products')).toBe(95_000);
    expect(count('/search cold')).toBeGreaterThan(10_000);
    expect(count('one typo cold')).toBeGreaterThan(10_000);
  });

  it('judges the writes against pgbench and the cold reads by their budgets', () => {
    const rows = rowsFor(3_000);
    const budget = (part: string) => rows.find((row) => row.name.includes(part))!.budget;
    expect(budget('POST /api/orders/create-order')).toEqual({ ofPgbench: 0.1 });
    expect(budget('POST /api/cart/add')).toEqual({ ofPgbench: 0.2 });
    expect(budget('category, price range')).toEqual({ ofConstant: 0.05, maxP99Ms: 250, maxSqlRoundTrips: 2 });
    expect(budget('the other products')).toEqual({ ofConstant: 0.15, maxSqlRoundTrips: 2 });
    expect(budget('one typo cold')).toEqual({ ofConstant: 0.05, maxP99Ms: 250 });
  });
});
