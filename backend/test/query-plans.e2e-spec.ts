import { DataSource } from 'typeorm';
import { ProductsService } from '../src/modules/catalog/products.service';
import { DealsService } from '../src/modules/deals/deals.service';
import { toProductQuery } from '../src/modules/catalog/dto/product-query.dto';
import { OrdersService } from '../src/modules/orders/orders.service';
import { TrackingService } from '../src/modules/orders/tracking/tracking.service';
import { StatsService } from '../src/modules/stats/stats.service';
import { preparedStatements } from '../src/database/prepared';
import { addDefaultVariants, ADDRESS } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';
import { sentSql } from './sent-sql';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { encodeCursor } from '../src/common/http/cursor-page';
import { UsersService } from '../src/modules/auth/users.service';
import { CouponsService } from '../src/modules/cart/coupons.service';
import { StockService } from '../src/modules/catalog/stock.service';
import { RefundLedger } from '../src/modules/orders/refund-ledger.service';
import { WebhooksService } from '../src/modules/webhooks/webhooks.service';

/** Tables that grow with the shop: a read of them must never scan them whole. */
const LARGE_TABLES = ['products', 'orders', 'order_items', 'reviews', 'users', 'page_views_daily'];

interface Captured {
  sql: string;
  params: unknown[];
}

/** Which capture a query belongs to: the shop's timers (a webhook poll) query meanwhile too. */
const capturing = new AsyncLocalStorage<Captured[]>();

/** The statements (reads) that `work` sends to PostgreSQL, with their parameters. */
async function capture(work: () => Promise<unknown>): Promise<Captured[]> {
  const mine: Captured[] = [];
  return capturing.run(mine, () =>
    sentSql(work, ({ sql }) => capturing.getStore() === mine && /^\s*(SELECT|WITH)/i.test(sql)),
  );
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
 * sequential scans priced out, the planner walks a whole index instead). An index walk with no
 * filter straight under a Limit (a page of the listing in the index's order) stops at the limit.
 */
function wholeScans(plan: unknown, large: readonly string[], found: string[] = [], underLimit = false): string[] {
  if (Array.isArray(plan)) plan.forEach((p) => wholeScans(p, large, found, underLimit));
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    const type = String(node['Node Type']);
    const paged = underLimit && !node['Filter'];
    const whole = type === 'Seq Scan' || (/^Index (Only )?Scan$/.test(type) && !node['Index Cond'] && !paged);
    if (whole && large.includes(String(node['Relation Name']))) found.push(`${type} on ${node['Relation Name']}`);
    // Its children (the values of its Plans) are straight under it.
    Object.values(node).forEach((value) => wholeScans(value, large, found, type === 'Limit'));
  }
  return found;
}

/** Tables an aggregate of the plan reads rows of (a count(*) over products, say). */
function aggregatedTables(plan: unknown, found: string[] = [], underAggregate = false): string[] {
  if (Array.isArray(plan)) plan.forEach((p) => aggregatedTables(p, found, underAggregate));
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    // A correlated subquery (a product's stock, the sum of its variants') runs once per row of
    // the page: it counts nothing.
    if (node['Parent Relationship'] === 'SubPlan') return found;
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

  // Each check resets only the settings it set: RESET ALL would also take back the page cost on
  // the connection that ran the migrations (it began before the database's setting, 1733003300900).
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

  /** A COD order of one piece of `product`: checkout prepares its statements on first use. */
  const placeOne = (user: Parameters<OrdersService['place']>[0], product: { id: string; price: number | string }) =>
    shop.app.get(OrdersService).place(user, {
      products: [{ productId: product.id, quantity: 1 }],
      amount: (Number(product.price) * 1.1).toFixed(2),
      email: user.email,
      paymentMethod: 'COD',
      shippingAddress: ADDRESS,
    });

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
      // the capture also sees what the call starts meanwhile (another read of the counters).
      expect(new Set(aggregatedTables(plans))).toEqual(new Set(['shop_counters']));
    }
    // A price range is counted from the kept bands it covers whole; only the prices beyond its
    // outermost ₹100 edges are counted in the products' index.
    for (const [query, tables] of [
      [{ category: 'Mirrors', minPrice: '500' }, ['product_price_bands']],
      [{ category: 'Mirrors', minPrice: '500', maxPrice: '1500' }, ['product_price_bands']],
      [{ category: 'Mirrors', minPrice: '450', maxPrice: '2000' }, ['product_price_bands', 'products']],
      [{ minPrice: '500', maxPrice: '2050.50' }, ['product_price_bands', 'products']],
    ] as const) {
      const filtered = await capture(list(query));
      const [row] = await db.query(`EXPLAIN (FORMAT JSON) ${filtered[0].sql}`, filtered[0].params);
      expect(new Set(aggregatedTables(row['QUERY PLAN']))).toEqual(new Set(tables));
    }
  });

  it('sorts a category within a price range from the index alone', async () => {
    const [{ sql, params }] = await capture(
      list({ category: 'Mirrors', minPrice: '100', maxPrice: '4950', sortBy: 'rating', sortOrder: 'desc' }),
    );
    const runner = db.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      await runner.query('SET enable_bitmapscan = off');
      const [row] = await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const scans = productScans(row['QUERY PLAN'][0].Plan);
      // The count of the prices above the range's last ₹100 edge and the page's ids from the
      // listing's index; then the page's rows by id.
      const byId = (scan: ProductScan) => scan.index === 'products_pkey';
      expect(scans.filter((scan) => !byId(scan)).map((scan) => scan.type)).toEqual([
        'Index Only Scan',
        'Index Only Scan',
      ]);
      expect(scans.filter(byId).map((scan) => scan.type)).toEqual(['Index Scan']);
    } finally {
      await runner.query('RESET enable_seqscan; RESET enable_bitmapscan');
      await runner.release();
    }
  });

  it('searches through the full-text and trigram indexes', async () => {
    const products = shop.app.get(ProductsService);
    expect(await scansOf(await capture(() => products.search('walnut mirror')))).toEqual([]);
    expect(await scansOf(await capture(() => products.search('walnt')))).toEqual([]);
  });

  it('reads the full-text index again only for a query with a word corrected', async () => {
    const products = shop.app.get(ProductsService);
    /** How many times the search statement read the full-text index (a node never run has no loops). */
    const textIndexReads = async (text: string) => {
      const [{ sql, params }] = await capture(() => products.search(text));
      const [row] = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
      const reads = (node: PlanNode): number =>
        (node['Index Name'] === 'products_search_idx' && Number(node['Actual Loops']) > 0 ? 1 : 0) +
        (node.Plans ?? []).reduce((sum, child) => sum + reads(child), 0);
      return reads((row['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan);
    };
    // Fewer matches than a page, so the words are looked up in the vocabulary.
    expect(await textIndexReads('walnut piece')).toBe(1);
    expect(await textIndexReads('walnt piece')).toBe(2);
  });

  it('comes to one generic plan for the pricing read, stock move, cart and session reads, whatever their arrays', async () => {
    const { user } = await shop.createUser();
    const { products } = await shop.app.get(ProductsService).list(toProductQuery({} as never, { limit: 3 }));
    const stocked = products[0];
    await shop.app.get(StockService).set({ productId: stocked.id }, 50, { actorId: user.id });
    await placeOne(user, stocked);
    const statements = preparedStatements();
    const checks = {
      pricing_check: statements.find((text) => text.includes('AS line(product_id, variant_id, n)')),
      move_check: statements.find((text) => text.includes('INSERT INTO stock_movements')),
      cart_check: statements.find((text) => text.includes('FROM cart_items') && text.includes('"lineId"')),
      session_check: statements.find((text) => text.includes('token_version AS "tokenVersion"')),
    };
    const [{ variants }] = await db.query(
      `SELECT array_agg(id::text) AS variants FROM product_variants WHERE product_id = $1`,
      [stocked.id],
    );
    // Two more shoppers, so that the cart and session reads are asked for one, two and three.
    const others = [(await shop.createUser()).user.id, (await shop.createUser()).user.id];
    const ids = (list: string[]) => `ARRAY[${list.map((id) => `'${id}'`).join(', ')}]::uuid[]`;
    const runner = db.createQueryRunner();
    try {
      await runner.startTransaction();
      for (const [name, text] of Object.entries(checks)) await runner.query(`PREPARE ${name} AS ${text}`);
      // One line (or shopper), then two, three: each call as many as its request has.
      for (let i = 0; i < 8; i++) {
        const lines = products.slice(0, 1 + (i % 3)).map((product) => product.id);
        const shoppers = [user.id, ...others].slice(0, 1 + (i % 3));
        await runner.query(
          `EXECUTE pricing_check(${ids(lines)}, ARRAY[${lines.map(() => 'NULL').join(', ')}]::uuid[])`,
        );
        await runner.query(
          `EXECUTE move_check(${ids([stocked.id])}, ${ids(variants)}, ARRAY[-1], 'order', NULL, NULL, 'plan check')`,
        );
        await runner.query(`EXECUTE cart_check(${ids(shoppers)})`);
        await runner.query(`EXECUTE session_check(${ids(shoppers)})`);
      }
      const plans = await runner.query(
        `SELECT name, generic_plans::int AS generic FROM pg_prepared_statements WHERE name LIKE '%_check' ORDER BY name`,
      );
      expect(plans.map((plan: { name: string }) => plan.name)).toEqual(Object.keys(checks).sort());
      expect(plans.filter((plan: { generic: number }) => plan.generic === 0)).toEqual([]);
    } finally {
      await runner.rollbackTransaction();
      for (const name of Object.keys(checks)) await runner.query(`DEALLOCATE ${name}`).catch(() => undefined);
      await runner.release();
    }
  });

  it('keeps the prepared statements of cart changes and checkout on indexes, in their generic plans', async () => {
    // A checkout makes the statements it prepares (stock, cart, outbox) on first use.
    const { user } = await shop.createUser();
    const [product] = (await shop.app.get(ProductsService).list(toProductQuery({} as never, { limit: 1 }))).products;
    await placeOne(user, product);
    // The admin table's pages, in each of their prepared shapes.
    for (const filter of [
      {},
      { status: 'pending' },
      { paymentStatus: 'paid' },
      { status: 'shipped', paymentStatus: 'paid' },
    ] as const) {
      await shop.app.get(OrdersService).listSummaries({ ...filter, limit: 20 });
    }
    const statements = preparedStatements();
    // The stock move (stockMoveSql) alone, and inside the statement that writes an order.
    expect(statements.filter((text) => text.includes('INSERT INTO stock_movements'))).toHaveLength(2);
    expect(statements.filter((text) => text.includes('AS item_count'))).toHaveLength(4);
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
      // Only its own: the pool's connection keeps the shop's prepared statements for later tests.
      for (const i of statements.keys()) await runner.query(`DEALLOCATE plan_check_${i}`).catch(() => undefined);
      await runner.query('RESET enable_seqscan; RESET plan_cache_mode');
      await runner.release();
    }
    expect(found).toEqual([]);
  });

  /** Nodes of a plan of this type over one of `tables` (or over anything, for a Sort). */
  function nodesOf(plan: unknown, type: string, tables: readonly string[] | null, found: string[] = []): string[] {
    if (Array.isArray(plan)) plan.forEach((p) => nodesOf(p, type, tables, found));
    else if (plan && typeof plan === 'object') {
      const node = plan as Record<string, unknown>;
      if (node['Node Type'] === type && (tables === null || tables.includes(String(node['Relation Name'])))) {
        found.push(`${type} ${node['Relation Name'] ?? ''}`);
      }
      Object.values(node).forEach((value) => nodesOf(value, type, tables, found));
    }
    return found;
  }

  it('walks the sync lists through their keyset indexes, from the start, a date or a cursor', async () => {
    const walked = [...LARGE_TABLES, 'coupons', 'stock_movements', 'refunds', 'webhook_deliveries', 'payments'];
    const admin = await shop.createUser({ role: 'admin' });
    const [{ id: endpoint }] = await db.query<{ id: string }[]>(
      `INSERT INTO webhook_endpoints (url, secret, events) VALUES ('https://erp.example/hook', 's', '{order.created}') RETURNING id`,
    );
    const [product] = (await shop.app.get(ProductsService).list(toProductQuery({} as never, { limit: 1 }))).products;
    const at = '2025-01-31T18:30:00.000000Z';
    const syncs = (list: string) => [
      {},
      { updated_since: '2025-01-31T18:30:00Z', limit: 500 },
      { cursor: encodeCursor(list, at, randomUUID()), limit: 2 },
    ];
    // [what, the walk, whether the index also gives the order (a shopper's few rows are sorted)]
    const walks: [string, (sync: object) => Promise<unknown>, boolean][] = [
      ['products', (sync) => shop.app.get(ProductsService).changed(sync), true],
      ['users', (sync) => shop.app.get(UsersService).changed(sync), true],
      ['coupons', (sync) => shop.app.get(CouponsService).changed(sync), true],
      ['refunds', (sync) => shop.app.get(RefundLedger).changed(sync), true],
      ['stock-movements', (sync) => shop.app.get(StockService).historySince({}, sync), true],
      [
        `stock-movements:${product.id}`,
        (sync) => shop.app.get(StockService).historySince({ productId: product.id }, sync),
        true,
      ],
      [`webhook-deliveries:${endpoint}`, (sync) => shop.app.get(WebhooksService).deliveriesSince(endpoint, sync), true],
      ['orders', (sync) => shop.app.get(OrdersService).changedSince(undefined, sync), true],
      ['orders:shipped', (sync) => shop.app.get(OrdersService).changedSince('shipped', sync), true],
      [
        `orders-of-email:${admin.user.email}`,
        (sync) => shop.app.get(OrdersService).listByEmailSince(admin.user, admin.user.email, sync),
        false,
      ],
      [
        `orders-of-user:${admin.user.id}`,
        (sync) => shop.app.get(OrdersService).listByEmailSince({ ...admin.user, role: 'user' }, admin.user.email, sync),
        false,
      ],
      [
        `payments-of-user:${admin.user.id}`,
        (sync) => shop.app.get(OrdersService).paymentsSince({ ...admin.user, role: 'user' }, admin.user.email, sync),
        true,
      ],
    ];
    const runner = db.createQueryRunner();
    const found: string[] = [];
    try {
      for (const [list, work, ordered] of walks) {
        for (const sync of syncs(list)) {
          const pages = (await capture(() => work(sync))).filter((s) => s.sql.includes('sync_at'));
          expect(pages).toHaveLength(1);
          // As at a million rows: on these few, a scan and a sort would cost less than the index.
          // A Sort still chosen means no index gives the walk's order.
          await runner.query('SET enable_seqscan = off');
          await runner.query('SET enable_bitmapscan = off');
          await runner.query('SET enable_sort = off');
          const [row] = await runner.query(`EXPLAIN (FORMAT JSON) ${pages[0].sql}`, pages[0].params);
          await runner.query('RESET enable_seqscan; RESET enable_bitmapscan; RESET enable_sort');
          const plan = row['QUERY PLAN'];
          const wrong = [...nodesOf(plan, 'Seq Scan', walked), ...(ordered ? nodesOf(plan, 'Sort', null) : [])];
          found.push(...wrong.map((node) => `${list} ${JSON.stringify(sync)}: ${node}`));
        }
      }
    } finally {
      await runner.release();
    }
    expect(found).toEqual([]);
  });

  it("reads a page of one variant's stock history from the variant's index, in its order", async () => {
    const [product] = (await shop.app.get(ProductsService).list(toProductQuery({} as never, { limit: 1 }))).products;
    const [{ id: variantId }] = await db.query<{ id: string }[]>(
      `SELECT id FROM product_variants WHERE product_id = $1`,
      [product.id],
    );
    const stock = shop.app.get(StockService);
    const runner = db.createQueryRunner();
    const found: string[] = [];
    try {
      for (const filter of [{ variantId }, { productId: product.id, variantId }]) {
        const [page] = await capture(() => stock.history({ ...filter, page: 1, limit: 20 }));
        // As at a million movements: a Sort means the index does not give the order, and a walk
        // of the whole history by seq (a scan with no condition) reads every other variant's too.
        await runner.query('SET enable_seqscan = off');
        await runner.query('SET enable_bitmapscan = off');
        await runner.query('SET enable_sort = off');
        const [row] = await runner.query(`EXPLAIN (FORMAT JSON) ${page.sql}`, page.params);
        await runner.query('RESET enable_seqscan; RESET enable_bitmapscan; RESET enable_sort');
        const plan = row['QUERY PLAN'];
        const wrong = [...nodesOf(plan, 'Sort', null), ...wholeScans(plan, ['stock_movements'])];
        found.push(...wrong.map((node) => `${JSON.stringify(filter)}: ${node}`));
      }
    } finally {
      await runner.release();
    }
    expect(found).toEqual([]);
  });

  it('computes the dashboard and the admin order list without scanning orders', async () => {
    expect(await scansOf(await capture(() => shop.app.get(StatsService).adminStats()))).toEqual([]);
    expect(await scansOf(await capture(() => shop.app.get(OrdersService).listAll({})))).toEqual([]);
    const summaries = () => shop.app.get(OrdersService).listSummaries({ limit: 20, page: 3 });
    expect(await scansOf(await capture(summaries))).toEqual([]);
  });

  it.each([
    ['by order number', { q: '#C67C499B' }],
    ['by e-mail', { q: 'asha@exam' }],
    ['by name', { q: 'asha verma' }],
    ['by phone', { q: '+91 98765 43210' }],
    ['by payment status', { paymentStatus: 'failed' }],
    ['by status and payment status', { status: 'pending', paymentStatus: 'unpaid' }],
    ['by days placed', { from: '2025-03-01', to: '2025-03-31' }],
    ['by search within a status and days', { q: 'asha', status: 'shipped', from: '2025-03-01' }],
  ] as const)('searches and filters the admin order list (%s) through indexes', async (_name, filter) => {
    const orders = shop.app.get(OrdersService);
    expect(await scansOf(await capture(() => orders.listAll(filter)))).toEqual([]);
    expect(await scansOf(await capture(() => orders.listSummaries({ ...filter, limit: 20 })))).toEqual([]);
  });

  it('counts the admin order list by status and payment status from the kept counters', async () => {
    // Orders in every state, written as other paths write them: inserted, then some updated and deleted.
    await db.query(
      `INSERT INTO orders (email, status, payment_method, payment_status, subtotal, tax, amount, shipping_address)
       SELECT 'counted' || n || '@example.com', (ARRAY['pending', 'processing', 'cancelled'])[1 + n % 3], 'COD',
              (ARRAY['unpaid', 'paid', 'failed', 'refunded'])[1 + n % 4], 100, 18, 118, '{}'
       FROM generate_series(1, 40) AS n`,
    );
    await db.query(`UPDATE orders SET status = 'shipped', payment_status = 'paid' WHERE email LIKE 'counted1%'`);
    await db.query(`DELETE FROM orders WHERE email LIKE 'counted2%'`);
    const orders = shop.app.get(OrdersService);
    for (const filter of [
      { paymentStatus: 'paid' },
      { paymentStatus: 'failed' },
      { status: 'shipped', paymentStatus: 'paid' },
      { status: 'pending', paymentStatus: 'refunded' },
      { status: 'cancelled' },
    ] as const) {
      const [{ count }] = await db.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM orders WHERE ($1::text IS NULL OR status = $1) AND
           ($2::text IS NULL OR payment_status = $2)`,
        ['status' in filter ? filter.status : null, 'paymentStatus' in filter ? filter.paymentStatus : null],
      );
      expect((await orders.listAll(filter)).count).toBe(count);
      expect((await orders.listSummaries({ ...filter, limit: 20 })).count).toBe(count);
      const plans = [];
      for (const { sql, params } of await capture(() => orders.listAll(filter))) {
        const [row] = await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        plans.push(row['QUERY PLAN']);
      }
      // No aggregate reads the orders: only the counters are summed.
      expect(new Set(aggregatedTables(plans))).toEqual(new Set(['shop_counters']));
    }
  });

  it('finds an order for the tracking form by its number through an index', async () => {
    const tracking = shop.app.get(TrackingService);
    const look = () => tracking.byNumber({ orderNumber: '#C67C499B', contact: 'asha@example.com' }).catch(() => null);
    expect(await scansOf(await capture(look))).toEqual([]);
  });

  it('plans with the cost of reading a page from memory or an SSD', async () => {
    const [{ random_page_cost: cost }] = await db.query(`SHOW random_page_cost`);
    expect(cost).toBe('1.1');
  });

  it("merges orders' search trigrams from a pending list of 64 kB, not 4 MB", async () => {
    const [index] = await db.query(`SELECT reloptions FROM pg_class WHERE relname = 'orders_search_trgm_idx'`);
    expect(index.reloptions).toEqual(['fastupdate=on', 'gin_pending_list_limit=64']);
  });
});

/** A plan node as EXPLAIN (ANALYZE, FORMAT JSON) gives it. */
type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** A scan of products in a plan, with the rows it read (kept and filtered out, over its loops). */
interface ProductScan {
  type: string;
  index: string | null;
  read: number;
  counted: boolean;
  /** Rows an index-only scan still read from the table (not known to be visible to all). */
  heapFetches: number;
}

function productScans(node: PlanNode, counted = false, found: ProductScan[] = []): ProductScan[] {
  const inCount = counted || node['Node Type'] === 'Aggregate';
  if (node['Relation Name'] === 'products') {
    const loops = Number(node['Actual Loops'] ?? 1);
    const read = (Number(node['Actual Rows']) + Number(node['Rows Removed by Filter'] ?? 0)) * loops;
    found.push({
      type: String(node['Node Type']),
      index: (node['Index Name'] as string) ?? null,
      read,
      counted: inCount,
      heapFetches: Number(node['Heap Fetches'] ?? 0),
    });
  }
  for (const child of node.Plans ?? []) productScans(child, inCount, found);
  return found;
}

/**
 * The listing and search at the size the bench runs them (100,000 products, a deal on half the
 * categories), planned by PostgreSQL as it would plan them in production: no planner setting
 * is changed. A page reads a bounded number of rows through an index whatever its sort, filter
 * and depth; a count reads the kept counters or the index entries of its price range only.
 */
const SIZE = `{"name": "Size", "values": ["Small", "Large"]}`;
const FINISH = `{"name": "Finish", "values": ["Natural", "Walnut"]}`;

describe('query plans of the listing at 100,000 products, a deal on', () => {
  const PRODUCTS = 100_000;
  /**
   * A category holds a sixth of the catalogue: no page reads half of one (before the paid price
   * was kept, every filtered page read all of its category, and sorted it). A deep page of a
   * sort other than price within a range walks that sort's index past the rows outside the range.
   */
  const PAGE_READ_LIMIT = PRODUCTS / 6 / 2;
  let shop: TestApp;
  let db: DataSource;
  const timings: string[] = [];

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    // 360 distinct prices, ratings on a tenth, a fortieth sold out, a third made to order.
    await db.query(
      `INSERT INTO products (name, description, category, price, image, rating, review_count, created_at)
       SELECT (ARRAY['Walnut','Brass','Teak','Marble','Mango Wood','Copper','Sheesham','Jute'])[1 + n % 8] || ' ' ||
              (ARRAY['Carved','Round','Hammered','Inlaid','Rustic','Etched','Painted','Woven'])[1 + (n / 8) % 8] || ' ' ||
              (ARRAY['Mirror','Vase','Table','Panel','Shelf','Tray'])[1 + n % 6] || ' No. ' || n,
              'Made by artisans in ' || (ARRAY['Jaipur','Moradabad','Saharanpur','Channapatna'])[1 + n % 4] || '.',
              (ARRAY['Mirrors','Table Decor','Tables','Wall Art','Wall Shelves','Table Top'])[1 + n % 6],
              (199 + (n * 37) % 120 * 100 + (n % 3) * 49)::numeric(12,2), '/uploads/p.webp',
              CASE WHEN n % 10 = 0 THEN round(1 + (n * 7) % 400 / 100.0, 2) ELSE 0 END,
              CASE WHEN n % 10 = 0 THEN 1 + n % 30 ELSE 0 END,
              now() - (n % 8760) * interval '1 hour'
       FROM generate_series(1, $1::int) AS n`,
      [PRODUCTS],
    );
    await addDefaultVariants(db);
    await db.query(
      `UPDATE product_variants v SET stock = CASE WHEN x.n % 3 = 0 THEN NULL WHEN x.n % 40 = 1 THEN 0 ELSE 1 + x.n % 20 END
       FROM (SELECT id, substring(name from 'No\\. (\\d+)$')::int AS n FROM products) AS x WHERE x.id = v.product_id`,
    );
    // Options on two thirds: Size (Small, Large) on a third, Size and Finish (Natural, Walnut; three
    // of the pairs) on a third, each variant at its product's price and stock, in place of its
    // default variant: the kept price and sold-out state stay as they were.
    await db.query(
      `UPDATE products p SET options = CASE WHEN x.n % 3 = 1 THEN '[${SIZE}]'::jsonb ELSE '[${SIZE}, ${FINISH}]'::jsonb END
       FROM (SELECT id, substring(name from 'No\\. (\\d+)$')::int AS n FROM products) AS x
       WHERE x.id = p.id AND x.n % 3 <> 0`,
    );
    await db.query(
      `INSERT INTO product_variants (product_id, sku, option_values, price, old_price, stock, position)
       SELECT p.id, 'OV-' || upper(replace(p.id::text, '-', '')) || '-' || v.position, v.vals, p.price, p.old_price, d.stock, v.position
       FROM products p JOIN product_variants d ON d.product_id = p.id AND d.option_values = '[]' CROSS JOIN LATERAL (VALUES ('["Small"]'::jsonb, 1, 1), ('["Large"]', 2, 1),
         ('["Small", "Natural"]', 1, 2), ('["Large", "Natural"]', 2, 2), ('["Large", "Walnut"]', 3, 2)) AS v(vals, position, options)
       WHERE jsonb_array_length(p.options) = v.options`,
    );
    await db.query(
      `DELETE FROM product_variants v USING products p WHERE p.id = v.product_id AND p.options <> '[]' AND v.option_values = '[]'`,
    );
    await shop.app.get(DealsService).save({
      title: 'Diwali',
      discount: 20,
      endDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      categories: ['Mirrors', 'Wall Art', 'Tables'],
      isActive: true,
    });
    await db.query('VACUUM ANALYZE products');
  }, 600_000);
  afterAll(async () => {
    if (process.env.SHOW_PLAN_TIMINGS) console.log(timings.join('\n'));
    await shop.close();
  });

  async function explained(work: () => Promise<unknown>): Promise<{ scans: ProductScan[]; ms: number }[]> {
    const statements = await capture(work);
    const plans = [];
    for (const { sql, params } of statements.filter((s) => /\bproducts\b/.test(s.sql))) {
      const [row] = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
      const [{ Plan, 'Execution Time': ms }] = row['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[];
      plans.push({ scans: productScans(Plan), ms });
    }
    return plans;
  }

  const SORTS = ['createdAt', 'price', 'name', 'rating'].flatMap((sortBy) =>
    ['asc', 'desc'].map((sortOrder) => ({ sortBy, sortOrder })),
  );
  const categories: Record<string, string>[] = [{}, { category: 'Wall Art' }, { category: 'Table Top' }];
  const ranges: Record<string, string>[] = [{}, { minPrice: '600', maxPrice: '2100' }];
  const shapes: Record<string, string>[] = SORTS.flatMap((sort) =>
    categories.flatMap((category) =>
      ranges.flatMap((range) => ['1', '25'].map((page) => ({ ...sort, ...category, ...range, page, limit: '20' }))),
    ),
  );
  const hidden: Record<string, string>[] = SORTS.flatMap((sort) =>
    ['hide', 'last'].flatMap((outOfStock) => [
      { ...sort, category: 'Wall Art', minPrice: '600', maxPrice: '2100', page: '25', limit: '20', outOfStock },
      { ...sort, page: '100', limit: '20', outOfStock },
    ]),
  );

  it.each([...shapes, ...hidden].map((query) => [new URLSearchParams(query).toString(), query]))(
    'lists %s reading a bounded number of rows through indexes',
    async (_label, query) => {
      const products = shop.app.get(ProductsService);
      const statements = await explained(() => products.list(toProductQuery(query as never, { limit: 20 })));
      // One statement: the count, the page's ids, its rows and the deal.
      expect(statements).toHaveLength(1);
      const [{ scans, ms }] = statements;
      timings.push(`${_label}: ${ms.toFixed(1)} ms`);
      expect(scans.filter((scan) => !scan.type.startsWith('Index') && !scan.type.startsWith('Bitmap'))).toEqual([]);
      expect(scans.filter((scan) => !scan.counted && scan.read > PAGE_READ_LIMIT)).toEqual([]);
      // A count reads no row of products (the kept counters) or the entries of its range only.
      const [{ count }] = await db.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM products WHERE ($1::text IS NULL OR category = $1)
           AND paid_price BETWEEN coalesce($2::numeric, 0) AND coalesce($3::numeric, 1e10)
           AND ($4::text IS NULL OR NOT sold_out)`,
        [
          query.category ?? null,
          query.minPrice ?? null,
          query.maxPrice ?? null,
          query.outOfStock === 'hide' ? 'hide' : null,
        ],
      );
      for (const scan of scans.filter((s) => s.counted)) expect(scan.read).toBeLessThanOrEqual(count + 100);
      expect((await products.list(toProductQuery(query as never, { limit: 20 }))).totalProducts).toBe(count);
    },
  );

  const optionShapes: Record<string, string | string[]>[] = [
    { option: 'Size:Large' },
    // Table Decor and Wall Shelves sell by size, Tables and Table Top by size and finish, the others one way.
    { option: 'Size:Large', category: 'Wall Shelves', sortBy: 'price', sortOrder: 'asc', page: '25' },
    { option: 'Finish:Walnut', sortBy: 'rating', sortOrder: 'desc', page: '10' },
    // In a category, its own index: the catalogue's reads the other categories' products too.
    { option: 'Finish:Walnut', category: 'Tables', sortBy: 'rating', sortOrder: 'desc', page: '15' },
    { option: 'Size:Small', category: 'Table Decor', sortBy: 'price', sortOrder: 'asc', page: '15' },
    { option: ['Finish:Natural', 'Finish:Walnut'], category: 'Table Top', sortBy: 'name', sortOrder: 'asc' },
    { option: 'Finish:Walnut', minPrice: '600', maxPrice: '2100', sortBy: 'price', sortOrder: 'desc' },
    // Two options: one variant having both values.
    { option: ['Size:Large', 'Finish:Walnut'], category: 'Tables', sortBy: 'price', sortOrder: 'desc', page: '10' },
    { option: ['Finish:Natural', 'Size:Small'], sortBy: 'name', sortOrder: 'asc', page: '25' },
    { option: ['Size:Large', 'Finish:Walnut'], category: 'Table Top', sortBy: 'rating', sortOrder: 'desc' },
    {
      option: ['Size:Large', 'Size:Small', 'Finish:Natural'],
      category: 'Tables',
      sortBy: 'createdAt',
      sortOrder: 'desc',
      page: '3',
    },
    { option: ['Size:Large', 'Finish:Walnut'], minPrice: '600', maxPrice: '2100', sortBy: 'price', sortOrder: 'asc' },
  ];

  it.each(optionShapes.map((query) => [JSON.stringify(query), query]))(
    'filters by option %s through the option tags, counting exactly',
    async (_label, query) => {
      const products = shop.app.get(ProductsService);
      const statements = await capture(() => products.list(toProductQuery(query as never, { limit: 20 })));
      expect(statements).toHaveLength(1);
      const plans = [];
      for (const { sql, params } of statements) {
        const [row] = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
        const [{ Plan, 'Execution Time': ms }] = row['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[];
        plans.push(Plan);
        timings.push(`${_label}: ${ms.toFixed(1)} ms`);
      }
      const scans = plans.flatMap((plan) => productScans(plan));
      expect(scans.filter((scan) => scan.type === 'Seq Scan')).toEqual([]);
      expect(scans.filter((scan) => !scan.counted && scan.read > PAGE_READ_LIMIT)).toEqual([]);
      // A category's page walks the category's own sort index, not the catalogue's past the others
      // (the page's rows are then read by id).
      const walked = scans.filter((s) => !s.counted && s.type.startsWith('Index') && s.index !== 'products_pkey');
      if (query.category) expect(walked.filter((scan) => !scan.index?.startsWith('products_category_'))).toEqual([]);
      // The sort index carries the option tags: the walk reads no product's row to filter it.
      expect(walked.filter((scan) => scan.type === 'Index Scan')).toEqual([]);
      // The products with a variant that can be sold having a value of each option filtered.
      const values = ([] as string[]).concat(query.option);
      const groups = new Map<string, string[]>();
      for (const value of values) {
        const name = value.split(':')[0].toLowerCase();
        groups.set(name, [...(groups.get(name) ?? []), value.toLowerCase()]);
      }
      // One value, or one value of each option, is counted from the kept counts; other filters
      // find their products by the GIN index.
      const oneTag = [...groups.values()].every((tags) => tags.length === 1) && !query.minPrice;
      // Other filters count from an index: the GIN index's entries of the values, or the entries
      // of the category or price range in a sort index, which carries the tags (no product's row).
      if (oneTag) expect(aggregatedTables(plans[0])).not.toContain('products');
      const counts = scans.filter((s) => s.counted);
      expect(counts.filter((s) => s.type !== 'Index Only Scan' && !s.type.startsWith('Bitmap'))).toEqual([]);
      expect(counts.filter((s) => s.heapFetches > 100)).toEqual([]);

      const [{ count }] = await db.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM products p
         WHERE ($1::text IS NULL OR category = $1)
           AND paid_price BETWEEN coalesce($2::numeric, 0) AND coalesce($3::numeric, 1e10)
           AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND (v.stock IS NULL OR v.stock > 0)
             AND (SELECT bool_and(EXISTS (
                   SELECT 1 FROM jsonb_array_elements_text(v.option_values) WITH ORDINALITY AS e(value, i)
                   WHERE lower(p.options -> (e.i - 1)::int ->> 'name') || ':' || lower(e.value) = ANY(g.tags)))
                  FROM jsonb_to_recordset($4::jsonb) AS g(tags text[])))`,
        [
          query.category ?? null,
          query.minPrice ?? null,
          query.maxPrice ?? null,
          JSON.stringify([...groups.values()].map((tags) => ({ tags }))),
        ],
      );
      expect(count).toBeGreaterThan(0);
      // A count reads the rows of the products it counts at most, never the rest of their category.
      const rowReads = scans.filter((s) => s.counted && s.type !== 'Index Only Scan');
      for (const scan of rowReads) expect(scan.read).toBeLessThanOrEqual(count + 100);
      expect((await products.list(toProductQuery(query as never, { limit: 20 }))).totalProducts).toBe(count);
    },
  );

  // A list without a price range or option filter is prepared once per connection: PostgreSQL
  // must come to keep its generic plan (planning each call cost more than running it), and that
  // plan must read a bounded number of rows at any page.
  const unranged = SORTS.flatMap((sort) =>
    ([{}, { category: 'Wall Art' }] as Record<string, string>[]).flatMap((category) =>
      ['show', 'hide', 'last'].map((outOfStock) => ({ ...sort, ...category, outOfStock, limit: '20' })),
    ),
  );
  it.each(unranged.map((query) => [new URLSearchParams(query).toString(), query]))(
    'keeps one generic plan for the list %s, reading a bounded number of rows',
    async (_label, query) => {
      const products = shop.app.get(ProductsService);
      const pages: Captured[] = [];
      for (const page of ['1', '25', '100']) {
        pages.push(...(await capture(() => products.list(toProductQuery({ ...query, page } as never, { limit: 20 })))));
      }
      expect(new Set(pages.map((page) => page.sql)).size).toBe(1);
      const runner = db.createQueryRunner();
      try {
        await runner.query(`PREPARE list_shape AS ${pages[0].sql}`);
        // EXECUTE takes its values as literals: a category's name or a number.
        const args = (params: unknown[]) =>
          params
            .map((value) => (typeof value === 'number' ? value : `'${String(value).replace(/'/g, "''")}'`))
            .join(', ');
        for (let i = 0; i < 8; i++) await runner.query(`EXECUTE list_shape(${args(pages[i % pages.length].params)})`);
        const [{ generic }] = await runner.query(
          `SELECT generic_plans::int AS generic FROM pg_prepared_statements WHERE name = 'list_shape'`,
        );
        expect(generic).toBeGreaterThan(0);
        for (const { params } of pages) {
          const [row] = await runner.query(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE list_shape(${args(params)})`);
          const scans = productScans((row['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan);
          expect(scans.filter((scan) => !scan.type.startsWith('Index'))).toEqual([]);
          expect(scans.filter((scan) => !scan.counted && scan.read > PAGE_READ_LIMIT)).toEqual([]);
        }
      } finally {
        await runner.query('DEALLOCATE list_shape').catch(() => undefined);
        await runner.release();
      }
    },
  );

  it.each(['walnut mirror', 'walnt mirror', 'marbel tray', 'Brass Round Vase No. 4242'])(
    'searches %s through the full-text and trigram indexes',
    async (text) => {
      const statements = await explained(() => shop.app.get(ProductsService).search(text));
      timings.push(`search ${text}: ${statements.map((s) => `${s.ms.toFixed(1)} ms`).join(' + ')}`);
      const scans = statements.flatMap((s) => s.scans);
      expect(scans.filter((scan) => scan.type === 'Seq Scan')).toEqual([]);
      expect(scans.filter((scan) => scan.read > PAGE_READ_LIMIT)).toEqual([]);
    },
  );
});
