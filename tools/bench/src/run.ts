import 'reflect-metadata';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource, EntityManager } from 'typeorm';
import { createBenchDatabase } from './bench-database';
import { DatasetSize, generateCatalogue, generateOrders, generatePageViews, generateUsers } from './dataset';
import { BenchOptions, benchOptions, BenchOptionsError } from './options';
import { medianMs, printTable, timed } from './timing';
import {
  addDays,
  type AppConfig,
  EARNING_ORDER,
  MemoryRateLimitStorage,
  MONTHLY_EARNINGS,
  PageViewsService,
  RateLimitService,
  shopDate,
  shopYear,
  StatsService,
  User,
  Transactions,
  UsersService,
} from './shop';

/**
 * `npm run bench`: the reporting queries of the admin dashboard and the page-view report on
 * a generated shop (200,000 orders and 10,000,000 page views by default). Each figure is a
 * median, shown against a `SELECT 1` round trip measured in the same run and, for the
 * queries an index serves, against the same query with index use turned off.
 */

/** The straightforward way to bucket a year's earnings, kept here as a yardstick. */
const MONTHS_GROUPED_PER_ROW = `
  SELECT EXTRACT(MONTH FROM created_at AT TIME ZONE 'Asia/Kolkata')::int AS month, SUM(amount)::text AS earnings
  FROM orders
  WHERE created_at >= make_timestamptz($1, 1, 1, 0, 0, 0, 'Asia/Kolkata')
    AND created_at < make_timestamptz($1 + 1, 1, 1, 0, 0, 0, 'Asia/Kolkata')
    AND ${EARNING_ORDER}
  GROUP BY 1`;

const FULL_SCANS = ['enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan'];

async function withFullScans<T>(db: DataSource, work: () => Promise<T>): Promise<T> {
  for (const setting of FULL_SCANS) await db.query(`SET ${setting} = off`);
  try {
    return await work();
  } finally {
    for (const setting of FULL_SCANS) await db.query(`RESET ${setting}`);
  }
}

/** Runs work with the partial earnings index gone, inside a transaction that puts it back. */
async function withoutEarningsIndex<T>(db: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const rollback = new Error('rollback');
  let result: T | undefined;
  await db
    .transaction(async (manager) => {
      await manager.query('DROP INDEX orders_earnings_created_idx');
      result = await work(manager);
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
  return result as T;
}

interface Row {
  name: string;
  ms: number;
  /** The same work without index use, when measured. */
  fullScanMs?: number;
}

async function measure(db: DataSource, options: BenchOptions, size: DatasetSize): Promise<Row[]> {
  const stats = new StatsService(
    db,
    new UsersService(db.getRepository(User), new Transactions(db, new EventEmitter2())),
  );
  const shopUrl = 'https://shop.bench.example';
  const pageViews = new PageViewsService(
    db,
    { publicUrl: shopUrl, corsOrigins: [] } as unknown as AppConfig,
    new RateLimitService(new MemoryRateLimitStorage()),
  );
  // Each view from an address of its own, so the per-address daily cap never drops one.
  let visitor = 0;
  const nextVisitor = () => `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`;
  const runs = options.runs;
  // A full year of history: last year's months are all populated.
  const year = shopYear() - 1;
  const [busiest] = await db.query<{ user_id: string }[]>(
    'SELECT user_id FROM orders GROUP BY user_id ORDER BY count(*) DESC LIMIT 1',
  );
  const today = shopDate();
  const browser = {
    origin: shopUrl,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  };

  const rows: Row[] = [];
  const add = async (name: string, work: () => Promise<unknown>, compareWithFullScan = false) => {
    const ms = await medianMs(runs, work);
    const fullScanMs = compareWithFullScan ? await withFullScans(db, () => medianMs(runs, work)) : undefined;
    rows.push({ name, ms, fullScanMs });
  };

  await add('SELECT 1 (round trip)', () => db.query('SELECT 1'));
  await add(`admin-stats (${size.orders.toLocaleString('en-IN')} orders)`, () => stats.adminStats(year), true);
  await add('  monthly earnings of a year', () => db.query(MONTHLY_EARNINGS, [year]), true);
  const withoutIndex = await withoutEarningsIndex(db, (manager) =>
    medianMs(runs, () => manager.query(MONTHLY_EARNINGS, [year])),
  );
  rows.push({ name: '  same, created_at index only', ms: withoutIndex });
  await add('  same, grouped by month per row', () => db.query(MONTHS_GROUPED_PER_ROW, [year]), true);
  await add('user-stats (busiest shopper)', () => stats.userStats(busiest.user_id), true);
  await add(`pageviews, 30 days (${size.pageViews.toLocaleString('en-IN')} views)`, () => pageViews.report({}), true);
  await add('pageviews, 366 days', () => pageViews.report({ to: today, from: addDays(today, -365) }), true);
  await add('record one page view', () =>
    pageViews.record({ route: '/shop/:id', path: '/shop' }, { ...browser, ip: nextVisitor() }),
  );
  return rows;
}

function report(rows: Row[], options: BenchOptions): void {
  const baseline = rows[0].ms;
  console.log(`\nMedians of ${options.runs} runs after a warm-up; ratio = time / SELECT 1 round trip.\n`);
  printTable(
    ['case', 'ms', 'x SELECT 1', 'no-index ms', 'index speed-up'],
    rows.map((row) => [
      row.name,
      row.ms.toFixed(2),
      (row.ms / baseline).toFixed(1),
      row.fullScanMs === undefined ? '' : row.fullScanMs.toFixed(2),
      row.fullScanMs === undefined ? '' : `${(row.fullScanMs / row.ms).toFixed(1)}x`,
    ]),
  );
}

async function main(): Promise<void> {
  const options = benchOptions(process.env);
  const size: DatasetSize = {
    users: Math.max(100, Math.round(options.orders / 20)),
    products: 500,
    orders: options.orders,
    pageViews: options.pageViews,
    days: 3 * 365,
    routes: 40,
  };
  console.log('Creating a benchmark database and running the migrations');
  const bench = await createBenchDatabase(options.serverUrl, [User]);
  try {
    const db = bench.dataSource;
    console.log(`Generating data in ${bench.name}`);
    await timed(`${size.users} users`, () => generateUsers(db, size));
    await timed(`${size.products} products and ${size.users * 5} reviews`, () => generateCatalogue(db, size));
    await timed(`${size.orders} orders with their items`, () => generateOrders(db, size));
    await timed(`${size.pageViews} page views as ${size.days * size.routes} daily rows`, () =>
      generatePageViews(db, size),
    );
    await timed('VACUUM ANALYZE', () => db.query('VACUUM ANALYZE'));
    console.log('Timing');
    report(await measure(db, options, size), options);
  } finally {
    await bench.drop();
    console.log(`\nDropped ${bench.name}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof BenchOptionsError ? err.message : err);
  process.exit(1);
});
