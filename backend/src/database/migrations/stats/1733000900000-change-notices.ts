import { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel API processes LISTEN on to learn, at commit, that cached signed-in answers went stale. */
export const SHOP_CHANGES_CHANNEL = 'shop_changes';

/**
 * Change notices for the signed-in answer cache (see infra/cache/database-changes.ts).
 * NOTIFY is transactional: a notice is delivered when the writing transaction commits and
 * never for one that rolled back, from every code path and every process.
 *
 * - 'figures': the admin's figures and order list changed. Every such change already writes
 *   shop_counters (the dashboard counters and the 'orders:changes' counter), so one trigger
 *   there covers orders, lines, status history, payments, parcels, refunds, invoices, users,
 *   products and reviews.
 * - 'cart <user id>': that shopper's cart lines changed.
 */
export class ChangeNotices1733000900000 implements MigrationInterface {
  name = 'ChangeNotices1733000900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION shop_notify_figures() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${SHOP_CHANGES_CHANNEL}', 'figures');
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER shop_counters_noticed AFTER INSERT OR UPDATE OR DELETE ON shop_counters
                   FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_figures()`);
    // Row level: the notice names the cart's owner (identical notices in one transaction are sent once).
    await q.query(`
      CREATE FUNCTION shop_notify_cart() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${SHOP_CHANGES_CHANNEL}', 'cart ' || CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
        IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
          PERFORM pg_notify('${SHOP_CHANGES_CHANNEL}', 'cart ' || OLD.user_id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER cart_items_noticed AFTER INSERT OR UPDATE OR DELETE ON cart_items
                   FOR EACH ROW EXECUTE FUNCTION shop_notify_cart()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER cart_items_noticed ON cart_items`);
    await q.query(`DROP TRIGGER shop_counters_noticed ON shop_counters`);
    await q.query(`DROP FUNCTION shop_notify_cart, shop_notify_figures`);
  }
}
