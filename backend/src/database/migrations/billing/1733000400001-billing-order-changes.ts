import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables an order's view (refunds, invoice links) shows besides ORDER_VIEW_TABLES. */
const BILLING_VIEW_TABLES = ['refunds', 'invoices'];

/**
 * A write to refunds or invoices also raises the orders change counter (shop_counters
 * 'orders:changes', see checkout migration 1733000700003), so the admin's cached order list
 * never shows a refund's or an invoice's old state. PL/pgSQL resolves shop_count() when the
 * trigger runs, by which time the stats migrations have created it.
 */
export class BillingOrderChanges1733000400001 implements MigrationInterface {
  name = 'BillingOrderChanges1733000400001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION shop_billing_touched() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM shop_count('orders:changes', 1);
        RETURN NULL;
      END $$`);
    for (const table of BILLING_VIEW_TABLES) {
      await q.query(`CREATE TRIGGER ${table}_touched AFTER INSERT OR UPDATE OR DELETE ON ${table}
                     FOR EACH STATEMENT EXECUTE FUNCTION shop_billing_touched()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of BILLING_VIEW_TABLES) await q.query(`DROP TRIGGER ${table}_touched ON ${table}`);
    await q.query(`DROP FUNCTION shop_billing_touched`);
  }
}
