import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migratedConnection } from '../shop';
import { CATEGORIES, FINISHES, KINDS, STYLES } from './catalogue-words';
import { generatePageViews } from '../dataset';

/**
 * A shop at the size of a real catalogue, generated inside PostgreSQL with set-based SQL
 * (generate_series; no row-by-row inserts). Everything derives from row numbers, so two
 * builds hold the same shop and a built database can be reused by later runs.
 */
export interface ShopSize {
  label: string;
  products: number;
  users: number;
  orders: number;
  reviews: number;
  pageViews: number;
  /** Days of order and page-view history, ending today. */
  days: number;
}

export const FULL_SHOP: ShopSize = {
  label: 'full',
  products: 100_000,
  users: 50_000,
  orders: 1_000_000,
  reviews: 200_000,
  pageViews: 10_000_000,
  days: 730,
};

/** The full shop with ten times its products (three million variants), for how the catalogue reads grow. */
export const MILLION_SHOP: ShopSize = { ...FULL_SHOP, label: 'million', products: 1_000_000 };

export const SMOKE_SHOP: ShopSize = {
  label: 'smoke',
  products: 3_000,
  users: 1_000,
  orders: 20_000,
  reviews: 5_000,
  pageViews: 100_000,
  days: 730,
};

/** Bump when the generated data changes shape, so an old bench database is rebuilt. */
const DATASET_VERSION = 3;

/** The bench's options: a third of the products are sold one way, a third by size, a third by size and finish. */
const SIZE = `{"name": "Size", "values": ["Small", "Medium", "Large"]}`;
const FINISH = `{"name": "Finish", "values": ["Natural", "Walnut"]}`;

/** The Size and Finish pairs of the variants (all but Large in Natural), Large Walnut first. */
const SIZE_FINISH = [
  ['large', 'walnut'],
  ['small', 'natural'],
  ['small', 'walnut'],
  ['medium', 'natural'],
  ['medium', 'walnut'],
];
/** The tags of pairs of values, as the database tags a variant's combinations (finish before size). */
const combinations = (pairs: string[][]) =>
  `ARRAY[${pairs.map(([size, finish]) => `'finish:${finish}' || chr(31) || 'size:${size}'`).join(', ')}]`;

/**
 * Product n's options (by n / 6, so that every category has each kind), variant count and option tags, as its variants (generateVariants) will
 * keep them: written with the product, so that adding the variants finds the kept columns right
 * and rewrites no product row (a hundred thousand rows' index entries). A product on sale
 * (n % 4 = 0) of both options has sold its Large Walnut, its one Large, out.
 */
const OPTIONS_OF_N = `
  (CASE (n / 6) % 3 WHEN 0 THEN '[]' WHEN 1 THEN '[${SIZE}]' ELSE '[${SIZE}, ${FINISH}]' END)::jsonb,
  CASE (n / 6) % 3 WHEN 0 THEN 1 WHEN 1 THEN 3 ELSE 5 END,
  (SELECT coalesce(array_agg(t ORDER BY t), '{}') FROM unnest(CASE
     WHEN (n / 6) % 3 = 0 THEN '{}'
     WHEN (n / 6) % 3 = 1 THEN '{size:large,size:medium,size:small}'
     WHEN n % 4 = 0 THEN '{finish:natural,finish:walnut,size:medium,size:small}'::text[] || ${combinations(SIZE_FINISH.slice(1))}
     ELSE '{finish:natural,finish:walnut,size:large,size:medium,size:small}'::text[] || ${combinations(SIZE_FINISH)} END) AS t)`;

const sqlArray = (words: string[]) => `ARRAY[${words.map((word) => `'${word}'`).join(', ')}]`;
const KIND = `(CASE category ${Object.entries(KINDS)
  .map(([category, kinds]) => `WHEN '${category}' THEN ${sqlArray(kinds)}`)
  .join(' ')} END)[1 + (n / 2400) % 4]`;

export interface ShopDatabase {
  url: string;
  name: string;
  built: boolean;
}

async function onServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the database holds a complete dataset of this size and version. */
async function complete(url: string, size: ShopSize): Promise<boolean> {
  return onServer(url, async (client) => {
    const { rows } = await client.query<{ ok: boolean }>(`SELECT to_regclass('bench_dataset') IS NOT NULL AS ok`);
    if (!rows[0].ok) return false;
    const found = await client.query(`SELECT 1 FROM bench_dataset WHERE label = $1 AND version = $2`, [
      size.label,
      DATASET_VERSION,
    ]);
    return found.rowCount === 1;
  });
}

/**
 * Builds the bench shop on the PostgreSQL server of `serverUrl`, or reuses the one an earlier
 * run built there. Named shop_benchdata_<size> so that test clean-ups never take it.
 */
export async function ensureShopDatabase(
  serverUrl: string,
  size: ShopSize,
  log: (line: string) => void,
): Promise<ShopDatabase> {
  const name = `shop_benchdata_${size.label}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const exists = await onServer(serverUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rowCount === 1;
  });
  if (exists && (await complete(url.toString(), size))) return { url: url.toString(), name, built: false };
  if (exists) await onServer(serverUrl, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));

  const db = await migratedConnection(url.toString());
  try {
    const step = async (label: string, work: () => Promise<unknown>) => {
      const started = Date.now();
      await work();
      log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    };
    await step(`${size.users} users`, () => generateShoppers(db, size));
    await step(`${size.products} products`, () => generateProducts(db, size));
    await step(`${size.reviews} reviews`, () => generateReviews(db, size));
    await step(`${size.orders} orders`, () => generateShopOrders(db, size));
    await step(`${size.pageViews} page views`, () => generatePageViews(db, { ...size, routes: 400 }));
    await step('statistics', () => db.query('VACUUM ANALYZE'));
    await db.query(
      `CREATE TABLE bench_dataset (label text PRIMARY KEY, version int NOT NULL, built_at timestamptz NOT NULL DEFAULT now())`,
    );
    await db.query(`INSERT INTO bench_dataset (label, version) VALUES ($1, $2)`, [size.label, DATASET_VERSION]);
  } finally {
    await db.destroy();
  }
  return { url: url.toString(), name, built: true };
}

async function generateShoppers(db: DataSource, size: ShopSize): Promise<void> {
  await db.query(
    `INSERT INTO users (email, username, password_hash, phone, shipping_address, created_at)
     SELECT 'shopper' || n || '@bench.example', 'Shopper ' || n, 'no-login', '98' || lpad((n % 100000000)::text, 8, '0'),
            jsonb_build_object('street', 'House ' || n, 'city', 'Pune', 'pincode', (411001 + n % 40)::text,
              'state', (ARRAY['Maharashtra', 'Karnataka', 'Delhi', 'Tamil Nadu', 'Gujarat', 'West Bengal'])[1 + n % 6]),
            now() - (n % $2) * interval '1 day'
     FROM generate_series(1, $1::int) AS n`,
    [size.users, size.days],
  );
}

async function generateProducts(db: DataSource, size: ShopSize): Promise<void> {
  await db.query(
    `INSERT INTO products (name, description, category, price, old_price, image, rating, review_count, is_trending, created_at,
                           options, variant_count, option_tags)
     SELECT name, description, category, price, CASE WHEN n % 4 = 0 THEN price * 1.25 END, '/uploads/bench-' || (n % 72) || '.webp',
            0, 0, n % 500 = 0, now() - (n % $2) * interval '1 hour', ${OPTIONS_OF_N}
     FROM (
       SELECT n, category,
              finish || ' ' || style || ' ' || kind || CASE WHEN n > 30000 THEN ' No. ' || n ELSE '' END AS name,
              'A ' || lower(style) || ' ' || lower(kind) || ' in ' || lower(finish) || ', made by artisans in ' ||
                (ARRAY['Jaipur', 'Moradabad', 'Saharanpur', 'Channapatna', 'Kutch', 'Bastar', 'Khurja', 'Jodhpur'])[1 + n % 8] ||
                '. ' || (ARRAY['Hand polished and sealed for everyday use.', 'Each piece varies slightly in grain and tone.',
                 'Finished with a food-safe lacquer.', 'Ships wrapped in recycled paper.', 'Pairs well with warm lighting.'])[1 + n % 5]
                AS description,
              (199 + (n * 37) % 120 * 100 + (n % 3) * 49)::numeric(12,2) AS price
       FROM (
         SELECT n, category, finish, style, ${KIND} AS kind
         FROM (
           SELECT n, (${sqlArray(CATEGORIES)})[1 + n % 6] AS category,
                  (${sqlArray(FINISHES)})[1 + (n / 6) % 20] AS finish,
                  (${sqlArray(STYLES)})[1 + (n / 120) % 20] AS style
           FROM generate_series(1, $1::int) AS n
         ) AS base
       ) AS named
     ) AS p`,
    [size.products, size.days * 24],
  );
  await generateVariants(db);
}

/**
 * The products' variants in one statement, three on average: none of options (one variant), Size
 * (three), or Size and Finish (five: every pair but Large in Natural). A bigger size costs a
 * fifth more; a product on sale of both options has sold its Large Walnut out (OPTIONS_OF_N).
 */
async function generateVariants(db: DataSource): Promise<void> {
  await db.query(`
    INSERT INTO product_variants (product_id, sku, option_values, price, old_price, stock, position)
    SELECT p.id, 'DS-' || upper(replace(p.id::text, '-', '')) || coalesce('-' || v.code, ''), v.vals,
           round(p.price * (1 + v.size * 0.2), 2), round(p.old_price * (1 + v.size * 0.2), 2),
           CASE WHEN v.code = 'LW' AND p.old_price IS NOT NULL THEN 0 END, v.position
    FROM products AS p
    CROSS JOIN LATERAL (
      SELECT '[]'::jsonb AS vals, 0 AS size, NULL::text AS code, 0 AS position WHERE p.options = '[]'::jsonb
      UNION ALL
      SELECT jsonb_build_array(s.value), s.i - 1, upper(left(s.value, 1)), s.i - 1
      FROM jsonb_array_elements_text(p.options -> 0 -> 'values') WITH ORDINALITY AS s(value, i)
      WHERE jsonb_array_length(p.options) = 1
      UNION ALL
      SELECT jsonb_build_array(s.value, f.value), s.i - 1, upper(left(s.value, 1) || left(f.value, 1)), (s.i - 1) * 2 + f.i - 1
      FROM jsonb_array_elements_text(p.options -> 0 -> 'values') WITH ORDINALITY AS s(value, i),
           jsonb_array_elements_text(p.options -> 1 -> 'values') WITH ORDINALITY AS f(value, i)
      WHERE jsonb_array_length(p.options) = 2 AND (s.value, f.value) <> ('Large', 'Natural')
    ) AS v`);
}

/** Reviews by distinct shoppers on the first tenth of the catalogue, so popular pieces have many. */
async function generateReviews(db: DataSource, size: ShopSize): Promise<void> {
  await db.query(
    `INSERT INTO reviews (product_id, user_id, rating, comment, created_at)
     SELECT p.id, u.id, 1 + (r * 7) % 5, 'Lovely piece, review ' || r, now() - (r % $2) * interval '1 hour'
     FROM generate_series(1, $1::int) AS r
     JOIN (SELECT id, row_number() OVER (ORDER BY created_at DESC, id) AS rn FROM products) AS p
       ON p.rn = 1 + (r * 13) % GREATEST(1, $3::int / 10)
     JOIN (SELECT id, row_number() OVER (ORDER BY email) AS rn FROM users) AS u
       ON u.rn = 1 + r % $4::int
     ON CONFLICT (product_id, user_id) DO NOTHING`,
    [size.reviews, size.days * 24, size.products, size.users],
  );
  await db.query(
    `UPDATE products p SET rating = s.avg, review_count = s.count
     FROM (SELECT product_id, round(avg(rating), 2) AS avg, count(*)::int AS count FROM reviews GROUP BY product_id) AS s
     WHERE s.product_id = p.id`,
  );
}

/** Orders over the history with a realistic mix of payment methods and outcomes, one to three lines each. */
async function generateShopOrders(db: DataSource, size: ShopSize): Promise<void> {
  await db.query(
    `CREATE TEMP TABLE bench_products AS
     SELECT p.id, p.name, p.price, v.id AS variant_id, v.sku, row_number() OVER (ORDER BY p.id) AS pn
     FROM products p JOIN product_variants v ON v.product_id = p.id`,
  );
  await db.query(`CREATE INDEX ON bench_products (pn)`);
  await db.query(
    `CREATE TEMP TABLE bench_users AS SELECT id, email, row_number() OVER (ORDER BY email) AS rn FROM users`,
  );
  await db.query(`CREATE INDEX ON bench_users (rn)`);
  await db.query(
    `INSERT INTO orders (user_id, email, status, payment_method, payment_status, subtotal, tax, amount,
                         shipping_address, created_at)
     SELECT u.id, u.email, o.status, o.method,
            CASE
              WHEN o.method = 'COD' THEN CASE WHEN o.status = 'completed' THEN 'paid' ELSE 'unpaid' END
              WHEN o.status = 'cancelled' THEN (ARRAY['failed', 'refunded', 'unpaid'])[1 + o.dice % 3]
              -- No UPI order waits unpaid: the shop cancels one when its payment time-out has
              -- passed (such history would keep the shop's time-out sweep busy during the runs).
              ELSE 'paid'
            END,
            o.subtotal, round(o.subtotal * 0.10, 2), round(o.subtotal * 1.10, 2),
            jsonb_build_object('street', 'House ' || o.n, 'city', 'Pune', 'state', 'Maharashtra', 'pincode', '411001', 'phone', '9876543210'),
            o.created_at
     FROM (
       SELECT n,
              CASE WHEN n % 3 = 0 THEN 'COD' ELSE 'UPI' END AS method,
              (n * 7919) % 100 AS dice,
              CASE
                WHEN (n * 7919) % 100 < 12 THEN 'cancelled'
                WHEN (n * 7919) % 100 < 60 THEN 'completed'
                WHEN (n * 7919) % 100 < 75 THEN 'shipped'
                WHEN (n * 7919) % 100 < 88 THEN 'processing'
                ELSE 'pending'
              END AS status,
              (299 + (n * 31) % 9800)::numeric(12,2) AS subtotal,
              now() - ((n::bigint * 104729) % ($2::bigint * 86400)) * interval '1 second' AS created_at
       FROM generate_series(1, $1::bigint) AS n
     ) AS o
     JOIN bench_users AS u ON u.rn = 1 + o.n % $3`,
    [size.orders, size.days, size.users],
  );
  await db.query(
    `INSERT INTO order_items (order_id, product_id, variant_id, sku, name, unit_price, original_price, quantity)
     SELECT o.id, p.id, p.variant_id, p.sku, p.name, p.price, p.price, 1 + (k + o.seq) % 2
     FROM (SELECT id, row_number() OVER () AS seq FROM orders) AS o
     CROSS JOIN LATERAL generate_series(0, (o.seq % 3)::int) AS k
     JOIN bench_products AS p ON p.pn = 1 + ((o.seq * 7 + k * 104729) % $1)`,
    [size.products],
  );
}
