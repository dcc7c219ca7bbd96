import { MigrationInterface, QueryRunner } from 'typeorm';
import { EARNING_ORDER } from '../../../modules/stats/earnings-rule';

/**
 * The admin list filtered by payment status (with or without an order status) counted from kept
 * counters, as the status filter alone already was: `orders-state:<status>:<payment status>`,
 * kept by the orders' counting triggers (migration 1733000700000) beside `orders:<status>`. Before,
 * such a filter counted up to 10,000 orders per request, and with both filters PostgreSQL scanned
 * the orders to do it; the new index walks both filters' pages in their order.
 */
function orderDeltas(source: string, states: boolean, slots: number): string {
  return `
    WITH rows AS (${source}), counted AS (
      SELECT 'orders' AS name, sum(sign) AS delta FROM rows
      UNION ALL SELECT 'orders:' || status, sum(sign) FROM rows GROUP BY status
      ${states ? `UNION ALL SELECT 'orders-state:' || status || ':' || payment_status, sum(sign) FROM rows GROUP BY status, payment_status` : ''}
      UNION ALL SELECT 'earnings', sum(sign * round(amount * 100))::bigint FROM rows WHERE ${EARNING_ORDER}
    )
    INSERT INTO shop_counters (name, slot, value)
    SELECT name, pg_backend_pid() % ${slots}, delta FROM counted WHERE delta IS NOT NULL AND delta <> 0
    ON CONFLICT (name, slot) DO UPDATE SET value = shop_counters.value + EXCLUDED.value;
    WITH rows AS (${source})
    INSERT INTO shop_monthly_earnings (month, slot, earnings_paise)
    SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata')::date, pg_backend_pid() % ${slots},
           sum(sign * round(amount * 100))::bigint
    FROM rows WHERE ${EARNING_ORDER}
    GROUP BY 1 HAVING sum(sign * round(amount * 100)) <> 0
    ON CONFLICT (month, slot) DO UPDATE SET earnings_paise = shop_monthly_earnings.earnings_paise + EXCLUDED.earnings_paise;`;
}

const SOURCES = {
  insert: `SELECT 1 AS sign, * FROM new_rows`,
  update: `SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows`,
  delete: `SELECT -1 AS sign, * FROM old_rows`,
};

export class OrderPaymentCounts1733003000097 implements MigrationInterface {
  name = 'OrderPaymentCounts1733003000097';

  async up(q: QueryRunner): Promise<void> {
    // No order is written while the functions change and the counters fill: none is counted
    // twice or missed.
    await q.query(`LOCK TABLE orders IN SHARE MODE`);
    await q.query(
      `CREATE INDEX orders_status_payment_newest_idx ON orders (status, payment_status, created_at DESC, id DESC)`,
    );
    await countingStates(q, true);
    await q.query(`
      INSERT INTO shop_counters (name, slot, value)
      SELECT 'orders-state:' || status || ':' || payment_status, 0, count(*) FROM orders GROUP BY status, payment_status`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`LOCK TABLE orders IN SHARE MODE`);
    await countingStates(q, false);
    await q.query(`DELETE FROM shop_counters WHERE name LIKE 'orders-state:%'`);
    await q.query(`DROP INDEX orders_status_payment_newest_idx`);
  }
}

/**
 * The orders' counting functions, with or without the `orders-state:` counters, each connection
 * adding to slot `pg_backend_pid() % slots` (16 until 1733003500000-counter-slots.ts).
 */
export async function countingStates(q: QueryRunner, states: boolean, slots = 16): Promise<void> {
  for (const [event, source] of Object.entries(SOURCES)) {
    await q.query(`
      CREATE OR REPLACE FUNCTION shop_orders_${event}d() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${orderDeltas(source, states, slots)}
        RETURN NULL;
      END $$`);
  }
}
