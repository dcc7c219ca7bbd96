import { MigrationInterface, QueryRunner } from 'typeorm';

/** What an admin's order list shows: a write to any of these changes it. */
export const ORDER_VIEW_TABLES = ['orders', 'order_items', 'order_status_history', 'payments'];

/**
 * A change counter for orders (shop_counters 'orders:changes'), raised by a statement trigger
 * in the writing transaction: a reader sees the new value exactly when it can see the change,
 * so an answer cached under the old value is never served after the change commits.
 */
export class OrderChanges1733000700003 implements MigrationInterface {
  name = 'OrderChanges1733000700003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION shop_orders_touched() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM shop_count('orders:changes', 1);
        RETURN NULL;
      END $$`);
    for (const table of ORDER_VIEW_TABLES) {
      await q.query(`CREATE TRIGGER ${table}_touched AFTER INSERT OR UPDATE OR DELETE ON ${table}
                     FOR EACH STATEMENT EXECUTE FUNCTION shop_orders_touched()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ORDER_VIEW_TABLES) await q.query(`DROP TRIGGER ${table}_touched ON ${table}`);
    await q.query(`DROP FUNCTION shop_orders_touched`);
  }
}
