import { DataSource } from 'typeorm';

/**
 * Bulk test data, generated inside PostgreSQL with generate_series (no row-by-row inserts).
 * Everything is derived from the row number, so two runs hold the same shop.
 */
export interface DatasetSize {
  users: number;
  products: number;
  orders: number;
  pageViews: number;
  /** Days of history, ending today. */
  days: number;
  routes: number;
}

const CATEGORIES = `ARRAY['Mirrors', 'Table Decor', 'Tables', 'Wall Art', 'Wall Shelves', 'Table Top']`;

export async function generateUsers(db: DataSource, size: DatasetSize): Promise<void> {
  await db.query(
    `INSERT INTO users (email, username, password_hash, created_at)
     SELECT 'shopper' || n || '@bench.example', 'Shopper ' || n, 'no-login', now() - (n % $2) * interval '1 day'
     FROM generate_series(1, $1::int) AS n`,
    [size.users, size.days],
  );
}

export async function generateCatalogue(db: DataSource, size: DatasetSize): Promise<void> {
  await db.query(
    `INSERT INTO products (name, category, price, image)
     SELECT 'Product ' || n, (${CATEGORIES})[1 + n % 6], 199 + (n % 50) * 97, '/uploads/product.png'
     FROM generate_series(1, $1::int) AS n`,
    [size.products],
  );
  await generateDefaultVariants(db);
  // Every shopper reviews five different products.
  await db.query(
    `INSERT INTO reviews (product_id, user_id, rating, comment, created_at)
     SELECT p.id, u.id, 1 + (u.rn + k) % 5, 'Nice piece', now() - ((u.rn * 5 + k) % $1) * interval '1 day'
     FROM (SELECT id, row_number() OVER (ORDER BY email) AS rn FROM users) AS u
     CROSS JOIN generate_series(0, 4) AS k
     JOIN (SELECT id, row_number() OVER (ORDER BY name) - 1 AS pn FROM products) AS p
       ON p.pn = (u.rn * 7 + k) % $2`,
    [size.days, size.products],
  );
}

/**
 * Each product's one variant, made to order, which holds its price (the product's is kept from
 * it): what creating a product writes. The SKU is the whole id, so bulk data never clashes.
 */
export async function generateDefaultVariants(db: DataSource): Promise<void> {
  await db.query(
    `INSERT INTO product_variants (product_id, sku, price, old_price, stock, position)
     SELECT id, 'DS-' || upper(replace(id::text, '-', '')), price, old_price, NULL::int, 0 FROM products`,
  );
}

/**
 * Orders spread over the history with a realistic mix: a third cash on delivery; UPI orders
 * mostly paid, some abandoned, failed or refunded; a share of each cancelled.
 */
export async function generateOrders(db: DataSource, size: DatasetSize): Promise<void> {
  await db.query(
    `INSERT INTO orders (user_id, email, status, payment_method, payment_status, subtotal, tax, amount,
                         shipping_address, created_at)
     SELECT u.id, u.email, o.status,
            o.method,
            CASE
              WHEN o.method = 'COD' THEN CASE WHEN o.status = 'completed' AND o.dice < 25 THEN 'paid' ELSE 'unpaid' END
              WHEN o.status = 'cancelled' THEN (ARRAY['failed', 'refunded', 'unpaid'])[1 + o.dice % 3]
              WHEN o.status = 'pending' AND o.dice >= 95 THEN 'unpaid'
              ELSE 'paid'
            END,
            o.amount, 0, o.amount, '{"city": "Pune", "state": "Maharashtra"}'::jsonb, o.created_at
     FROM (
       SELECT n,
              CASE WHEN n % 3 = 0 THEN 'COD' ELSE 'UPI' END AS method,
              (n * 7919) % 100 AS dice,
              CASE
                WHEN (n * 7919) % 100 < 12 THEN 'cancelled'
                WHEN (n * 7919) % 100 < 50 THEN 'completed'
                WHEN (n * 7919) % 100 < 70 THEN 'shipped'
                WHEN (n * 7919) % 100 < 85 THEN 'processing'
                ELSE 'pending'
              END AS status,
              (199 + (n * 31) % 9800 + (n % 100) / 100.0)::numeric(12,2) AS amount,
              now() - ((n::bigint * 104729) % ($2::bigint * 86400)) * interval '1 second' AS created_at
       FROM generate_series(1, $1::bigint) AS n
     ) AS o
     JOIN (SELECT id, email, row_number() OVER (ORDER BY email) AS rn FROM users) AS u ON u.rn = 1 + o.n % $3`,
    [size.orders, size.days, size.users],
  );
  await db.query(
    `INSERT INTO order_items (order_id, product_id, name, unit_price, original_price, quantity)
     SELECT id, NULL, 'Product', amount, amount, 1 + (EXTRACT(EPOCH FROM created_at)::bigint % 3)::int FROM orders`,
  );
}

/**
 * `pageViews` views over `days` x `routes` daily rows, the routes ranked by popularity as
 * they would be (route 1 is seen `routes` times as often as the last one).
 */
export async function generatePageViews(db: DataSource, size: DatasetSize): Promise<void> {
  await db.query(
    `INSERT INTO page_views_daily (day, route, views)
     SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date - d, '/page/' || r,
            GREATEST(1, round($1::numeric * ($3 + 1 - r) / ($3 * ($3 + 1) / 2.0) / $2))
     FROM generate_series(0, $2::int - 1) AS d CROSS JOIN generate_series(1, $3::int) AS r`,
    [size.pageViews, size.days, size.routes],
  );
}
