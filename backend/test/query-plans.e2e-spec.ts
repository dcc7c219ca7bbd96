import { DataSource } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { ProductsService } from '../src/modules/catalog/products.service';
import { toProductQuery } from '../src/modules/catalog/dto/product-query.dto';
import { OrdersService } from '../src/modules/orders/orders.service';
import { StatsService } from '../src/modules/stats/stats.service';
import { preparedStatements } from '../src/database/prepared';
import { ADDRESS } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

/** Tables that grow with the shop: a read of them must never scan them whole. */
const LARGE_TABLES = ['products', 'orders', 'order_items', 'reviews', 'users', 'page_views_daily'];

interface Captured {
  sql: string;
  params: unknown[];
}

function seqScans(plan: unknown, found: string[] = []): string[] {
  if (Array.isArray(plan)) plan.forEach((p) => seqScans(p, found));
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (node['Node Type'] === 'Seq Scan' && LARGE_TABLES.includes(String(node['Relation Name']))) {
      found.push(String(node['Relation Name']));
    }
    Object.values(node).forEach((value) => seqScans(value, found));
  }
  return found;
}

/**
 * Scans that read a large table whole: sequential ones, and index scans with no condition (with
 * sequential scans priced out, the planner walks a whole index instead). For statements without
 * a LIMIT, where such a walk is no cheaper than the scan.
 */
function wholeScans(plan: unknown, large: readonly string[], found: string[] = []): string[] {
  if (Array.isArray(plan)) plan.forEach((p) => wholeScans(p, large, found));
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    const type = String(node['Node Type']);
    const whole = type === 'Seq Scan' || (/^Index (Only )?Scan$/.test(type) && !node['Index Cond']);
    if (whole && large.includes(String(node['Relation Name']))) found.push(`${type} on ${node['Relation Name']}`);
    Object.values(node).forEach((value) => wholeScans(value, large, found));
  }
  return found;
}

/** Tables an aggregate of the plan reads rows of (a count(*) over products, say). */
function aggregatedTables(plan: unknown, found: string[] = [], underAggregate = false): string[] {
  if (Array.isArray(plan)) plan.forEach((p) => aggregatedTables(p, found, underAggregate));
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    const inside = underAggregate || node['Node Type'] === 'Aggregate';
    if (inside && typeof node['Relation Name'] === 'string') found.push(node['Relation Name']);
    Object.values(node).forEach((value) => aggregatedTables(value, found, inside));
  }
  return found;
}

/**
 * The plans of the list, search and stats queries, with sequential scans priced out: a
 * "Seq Scan" that is still chosen means no index can serve the query, which at 100,000
 * products or 1,000,000 orders would be a scan per request.
 */
describe('query plans of the catalogue and the dashboard', () => {
  let shop: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    const admin = await shop.createUser({ role: 'admin' });
    const products = shop.app.get(ProductsService);
    for (const [i, category] of ['Mirrors', 'Tables', 'Wall Art'].entries()) {
      await products.create(
        { name: `Walnut Piece ${i}`, category, price: 500 + i * 700, image: '/uploads/a.webp' },
        admin.user.id,
      );
    }
  });
  afterAll(() => shop.close());

  async function capture(work: () => Promise<unknown>): Promise<Captured[]> {
    const captured: Captured[] = [];
    const original = PostgresQueryRunner.prototype.query;
    jest.spyOn(PostgresQueryRunner.prototype, 'query').mockImplementation(function (
      this: PostgresQueryRunner,
      ...args: Parameters<PostgresQueryRunner['query']>
    ) {
      if (/^\s*(SELECT|WITH)/i.test(args[0]))
        captured.push({ sql: args[0], params: (args[1] as unknown[] | undefined) ?? [] });
      return original.apply(this, args);
    });
    try {
      await work();
    } finally {
      jest.restoreAllMocks();
    }
    return captured;
  }

  async function scansOf(statements: Captured[]): Promise<string[]> {
    expect(statements.length).toBeGreaterThan(0);
    const runner = db.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      const found: string[] = [];
      for (const { sql, params } of statements) {
        const [row] = await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        found.push(...seqScans(row['QUERY PLAN']));
      }
      return found;
    } finally {
      await runner.query('RESET enable_seqscan');
      await runner.release();
    }
  }

  const list = (query: Record<string, string>) => () =>
    shop.app.get(ProductsService).list(toProductQuery(query as never, { limit: 20 }));

  it.each([
    ['newest first', {}],
    [
      'a category by price',
      { category: 'Mirrors', minPrice: '500', maxPrice: '3000', sortBy: 'price', sortOrder: 'asc', page: '2' },
    ],
    ['by rating', { sortBy: 'rating', sortOrder: 'desc' }],
    ['by name', { sortBy: 'name', sortOrder: 'asc' }],
    ['by price across categories', { sortBy: 'price', sortOrder: 'desc', minPrice: '100' }],
  ])('lists products (%s) through indexes', async (_name, query) => {
    expect(await scansOf(await capture(list(query)))).toEqual([]);
  });

  it('takes the count of the whole catalogue and of one category from the kept counters', async () => {
    const products = shop.app.get(ProductsService);
    const admin = await shop.createUser({ role: 'admin' });
    for (let i = 0; i < 12; i++) {
      const category = i % 3 === 0 ? 'Mirrors' : 'Table Decor';
      await products.create(
        { name: `Counted ${i}`, category, price: 900 + i, image: '/uploads/a.webp' },
        admin.user.id,
      );
    }
    await products.remove(
      (await products.list(toProductQuery({ category: 'Mirrors' } as never, { limit: 1 }))).products[0].id,
    );
    for (const [query, where, values] of [
      [{}, '', []],
      [{ category: 'Mirrors' }, 'WHERE category = $1', ['Mirrors']],
      [{ category: 'Table Decor', page: '2' }, 'WHERE category = $1', ['Table Decor']],
    ] as const) {
      const [{ count }] = await db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM products ${where}`, [
        ...values,
      ]);
      expect((await list(query)()).totalProducts).toBe(count);
      const plans = [];
      for (const { sql, params } of await capture(list(query))) {
        const [row] = await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        plans.push(row['QUERY PLAN']);
      }
      // Only the counters are counted: no aggregate reads the products themselves. A set, since
      // the capture also sees what the shop reads meanwhile (another read of the counters).
      expect(new Set(aggregatedTables(plans))).toEqual(new Set(['shop_counters']));
    }
    // A price range is no kept count: those rows are counted, through the index.
    const filtered = await capture(list({ category: 'Mirrors', minPrice: '500' }));
    const [row] = await db.query(`EXPLAIN (FORMAT JSON) ${filtered[0].sql}`, filtered[0].params);
    expect(aggregatedTables(row['QUERY PLAN'])).toContain('products');
  });

  it('sorts a category within a price range from the index alone', async () => {
    const [{ sql, params }] = await capture(
      list({ category: 'Mirrors', minPrice: '100', maxPrice: '5000', sortBy: 'rating', sortOrder: 'desc' }),
    );
    const runner = db.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      await runner.query('SET enable_bitmapscan = off');
      const [row] = await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const scans = JSON.stringify(row['QUERY PLAN']).match(/"Node Type":"[A-Za-z ]*Scan"/g);
      expect(scans).toEqual(['"Node Type":"Index Only Scan"', '"Node Type":"Index Only Scan"']);
    } finally {
      await runner.query('RESET ALL');
      await runner.release();
    }
  });

  it('searches through the full-text and trigram indexes', async () => {
    const products = shop.app.get(ProductsService);
    expect(await scansOf(await capture(() => products.search('walnut mirror')))).toEqual([]);
    expect(await scansOf(await capture(() => products.search('walnt')))).toEqual([]);
  });

  it('keeps the prepared statements of cart changes and checkout on indexes, in their generic plans', async () => {
    // A checkout makes the statements it prepares (stock, cart, outbox) on first use.
    const { user } = await shop.createUser();
    const [product] = (await shop.app.get(ProductsService).list(toProductQuery({} as never, { limit: 1 }))).products;
    await shop.app.get(OrdersService).place(user, {
      products: [{ productId: product.id, quantity: 1 }],
      amount: (Number(product.price) * 1.1).toFixed(2),
      email: user.email,
      paymentMethod: 'COD',
      shippingAddress: ADDRESS,
    });
    const statements = preparedStatements();
    expect(statements.filter((text) => text.includes('INSERT INTO stock_movements'))).toHaveLength(1);
    const runner = db.createQueryRunner();
    const found: string[] = [];
    try {
      // After its fifth run, PostgreSQL may keep a prepared statement's generic plan, made without
      // the values: it must still find its rows through an index.
      await runner.query('SET enable_seqscan = off');
      await runner.query('SET plan_cache_mode = force_generic_plan');
      for (const [i, text] of statements.entries()) {
        await runner.query(`PREPARE plan_check_${i} AS ${text}`);
        const [{ count }] = await runner.query(
          `SELECT coalesce(array_length(parameter_types, 1), 0) AS count FROM pg_prepared_statements WHERE name = $1`,
          [`plan_check_${i}`],
        );
        const nulls = Array.from({ length: Number(count) }, () => 'NULL').join(', ');
        const [row] = await runner.query(`EXPLAIN (FORMAT JSON) EXECUTE plan_check_${i}${nulls ? `(${nulls})` : ''}`);
        found.push(...wholeScans(row['QUERY PLAN'], [...LARGE_TABLES, 'cart_items']).map((scan) => `${scan}: ${text}`));
      }
    } finally {
      await runner.query('DEALLOCATE ALL');
      await runner.query('RESET ALL');
      await runner.release();
    }
    expect(found).toEqual([]);
  });

  it('computes the dashboard and the admin order list without scanning orders', async () => {
    expect(await scansOf(await capture(() => shop.app.get(StatsService).adminStats()))).toEqual([]);
    expect(await scansOf(await capture(() => shop.app.get(OrdersService).listAll({})))).toEqual([]);
  });
});
