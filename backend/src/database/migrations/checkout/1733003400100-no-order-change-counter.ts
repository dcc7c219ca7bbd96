import { MigrationInterface, QueryRunner } from 'typeorm';
import { OrderChangesOnce1733001000000 } from './1733001000000-order-changes-once';

/** Each table whose statements raised the orders change counter, and its trigger's function. */
const TOUCHED = {
  orders: 'shop_orders_touched',
  order_items: 'shop_orders_touched',
  order_status_history: 'shop_orders_touched',
  payments: 'shop_orders_touched',
  refunds: 'shop_billing_touched',
  invoices: 'shop_billing_touched',
  shipments: 'shop_shipments_touched',
};

/**
 * The orders change counter ('orders:changes', 1733000700003-order-changes.ts) told a cached
 * admin order list that it was stale. No answer is cached that way any more and nothing reads
 * the counter, yet every order write still ran its triggers: about a tenth of PostgreSQL's time
 * in placing an order. The triggers, their functions and the counter go.
 */
export class NoOrderChangeCounter1733003400100 implements MigrationInterface {
  name = 'NoOrderChangeCounter1733003400100';

  async up(q: QueryRunner): Promise<void> {
    for (const table of Object.keys(TOUCHED)) await q.query(`DROP TRIGGER ${table}_touched ON ${table}`);
    for (const fn of new Set(Object.values(TOUCHED))) await q.query(`DROP FUNCTION ${fn}()`);
    await q.query(`DROP FUNCTION shop_orders_changed()`);
    await q.query(`DELETE FROM shop_counters WHERE name = 'orders:changes'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The functions as 1733001000000-order-changes-once.ts left them (raised once per
    // transaction), then their triggers.
    await new OrderChangesOnce1733001000000().up(q);
    for (const [table, fn] of Object.entries(TOUCHED)) {
      await q.query(`CREATE TRIGGER ${table}_touched AFTER INSERT OR UPDATE OR DELETE ON ${table}
                     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
    }
  }
}
