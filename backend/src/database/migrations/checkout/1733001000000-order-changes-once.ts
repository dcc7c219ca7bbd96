import { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigger functions that raise the orders change counter (checkout, billing, fulfilment). */
const TOUCH_FUNCTIONS = ['shop_orders_touched', 'shop_billing_touched', 'shop_shipments_touched'];

const raiseOnEveryStatement = `PERFORM shop_count('orders:changes', 1);`;

/**
 * The orders change counter ('orders:changes', migration 1733000700003) is raised once per
 * transaction instead of once per statement. The counter only has to change for the cached
 * order list to be dropped, and a transaction's writes become visible together: placing an
 * order wrote it four times (the order, its lines, its first history step, its payment), each
 * an update of the same counter row. A savepoint rolled back takes its raise and its mark
 * with it, so a later statement raises again.
 */
export class OrderChangesOnce1733001000000 implements MigrationInterface {
  name = 'OrderChangesOnce1733001000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION shop_orders_changed() RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        this_transaction text := pg_current_xact_id()::text;
      BEGIN
        IF current_setting('shop.orders_changed_in', true) IS DISTINCT FROM this_transaction THEN
          PERFORM set_config('shop.orders_changed_in', this_transaction, true);
          PERFORM shop_count('orders:changes', 1);
        END IF;
      END $$`);
    for (const name of TOUCH_FUNCTIONS) await q.query(touchFunction(name, 'PERFORM shop_orders_changed();'));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of TOUCH_FUNCTIONS) await q.query(touchFunction(name, raiseOnEveryStatement));
    await q.query(`DROP FUNCTION shop_orders_changed`);
  }
}

function touchFunction(name: string, body: string): string {
  return `
    CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${body}
      RETURN NULL;
    END $$`;
}
