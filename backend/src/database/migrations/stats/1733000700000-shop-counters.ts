import { MigrationInterface, QueryRunner } from 'typeorm';
import { EARNING_ORDER } from '../../../modules/stats/earnings-rule';

/**
 * Figures the admin dashboard shows, kept current by the database itself: statement-level
 * triggers add each change's difference to a counter, so every code path (and every process)
 * that writes orders, users, products or reviews keeps them right, and a read costs a few
 * rows instead of a scan of every order. Each connection adds to a slot of its own (its
 * backend pid modulo 16), so orders placed at once do not queue on one counter row.
 *
 * The earnings rule is EARNING_ORDER's text as of this migration; a change to the rule needs
 * a migration that recreates the shop_orders_* trigger functions.
 */
/** SQL adding the orders of `source` (with a `sign` column: +1 arriving, -1 leaving) to the figures. */
function orderDeltas(source: string): string {
  return `
    WITH rows AS (${source}), counted AS (
      SELECT 'orders' AS name, sum(sign) AS delta FROM rows
      UNION ALL SELECT 'orders:' || status, sum(sign) FROM rows GROUP BY status
      UNION ALL SELECT 'earnings', sum(sign * round(amount * 100))::bigint FROM rows WHERE ${EARNING_ORDER}
    )
    INSERT INTO shop_counters (name, slot, value)
    SELECT name, pg_backend_pid() % 16, delta FROM counted WHERE delta IS NOT NULL AND delta <> 0
    ON CONFLICT (name, slot) DO UPDATE SET value = shop_counters.value + EXCLUDED.value;
    WITH rows AS (${source})
    INSERT INTO shop_monthly_earnings (month, slot, earnings_paise)
    SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata')::date, pg_backend_pid() % 16,
           sum(sign * round(amount * 100))::bigint
    FROM rows WHERE ${EARNING_ORDER}
    GROUP BY 1 HAVING sum(sign * round(amount * 100)) <> 0
    ON CONFLICT (month, slot) DO UPDATE SET earnings_paise = shop_monthly_earnings.earnings_paise + EXCLUDED.earnings_paise;`;
}

export class ShopCounters1733000700000 implements MigrationInterface {
  name = 'ShopCounters1733000700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shop_counters (
        name varchar(60) NOT NULL,
        slot smallint NOT NULL,
        value bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (name, slot)
      )`);
    await q.query(`
      CREATE TABLE shop_monthly_earnings (
        month date NOT NULL,
        slot smallint NOT NULL,
        earnings_paise bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (month, slot)
      )`);
    await q.query(`
      CREATE FUNCTION shop_count(counter varchar, delta bigint) RETURNS void LANGUAGE sql AS $$
        INSERT INTO shop_counters (name, slot, value) VALUES (counter, pg_backend_pid() % 16, delta)
        ON CONFLICT (name, slot) DO UPDATE SET value = shop_counters.value + EXCLUDED.value
      $$`);

    // Orders: count per status, earnings in all and per India month. Rows leaving count -1.
    const sources = {
      insert: `SELECT 1 AS sign, * FROM new_rows`,
      update: `SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows`,
      delete: `SELECT -1 AS sign, * FROM old_rows`,
    };
    for (const [event, source] of Object.entries(sources)) {
      await q.query(`
        CREATE FUNCTION shop_orders_${event}d() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          ${orderDeltas(source)}
          RETURN NULL;
        END $$`);
      const tables =
        event === 'insert'
          ? 'NEW TABLE AS new_rows'
          : event === 'delete'
            ? 'OLD TABLE AS old_rows'
            : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
      await q.query(`CREATE TRIGGER orders_counted_${event} AFTER ${event.toUpperCase()} ON orders REFERENCING ${tables}
                     FOR EACH STATEMENT EXECUTE FUNCTION shop_orders_${event}d()`);
    }

    // Users, reviews and products (in all and per category): inserted less deleted rows.
    for (const table of ['users', 'reviews', 'products']) {
      await q.query(`
        CREATE FUNCTION shop_${table}_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM shop_count('${table}', (SELECT count(*) FROM new_rows));
          ${table === 'products' ? `PERFORM shop_count('products:' || category, count(*)) FROM new_rows GROUP BY category;` : ''}
          RETURN NULL;
        END $$`);
      await q.query(`
        CREATE FUNCTION shop_${table}_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM shop_count('${table}', -(SELECT count(*) FROM old_rows));
          ${table === 'products' ? `PERFORM shop_count('products:' || category, -count(*)) FROM old_rows GROUP BY category;` : ''}
          RETURN NULL;
        END $$`);
      await q.query(`CREATE TRIGGER ${table}_counted_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
                     FOR EACH STATEMENT EXECUTE FUNCTION shop_${table}_inserted()`);
      await q.query(`CREATE TRIGGER ${table}_counted_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
                     FOR EACH STATEMENT EXECUTE FUNCTION shop_${table}_deleted()`);
    }
    // A product moved to another category moves its count along.
    await q.query(`
      CREATE FUNCTION shop_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM shop_count('products:' || category, sum(d)::bigint) FROM (
          SELECT category, -1 AS d FROM old_rows UNION ALL SELECT category, 1 FROM new_rows
        ) AS moved GROUP BY category HAVING sum(d) <> 0;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER products_counted_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                   FOR EACH STATEMENT EXECUTE FUNCTION shop_products_updated()`);

    // What the shop already holds.
    await q.query(`SELECT shop_count('users', count(*)) FROM users`);
    await q.query(`SELECT shop_count('reviews', count(*)) FROM reviews`);
    await q.query(`SELECT shop_count('products', count(*)) FROM products`);
    await q.query(`SELECT shop_count('products:' || category, count(*)) FROM products GROUP BY category`);
    await q.query(orderDeltas('SELECT 1 AS sign, * FROM orders'));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['orders', 'users', 'reviews', 'products']) {
      for (const event of ['insert', 'update', 'delete']) {
        await q.query(`DROP TRIGGER IF EXISTS ${table}_counted_${event} ON ${table}`);
      }
    }
    await q.query(`DROP FUNCTION IF EXISTS shop_orders_inserted, shop_orders_updated, shop_orders_deleted, shop_products_updated,
      shop_users_inserted, shop_users_deleted, shop_reviews_inserted, shop_reviews_deleted,
      shop_products_inserted, shop_products_deleted, shop_count`);
    await q.query(`DROP TABLE shop_monthly_earnings`);
    await q.query(`DROP TABLE shop_counters`);
  }
}
