import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders of the integration sync lists (docs/integrations-sync.md): each list is walked by
 * (timestamp, id) from where its cursor ended, through one composite index, at any depth.
 * A shopper's own orders and payments are few, and the indexes by e-mail and by account find
 * them; the payments by account had none.
 */
const KEYSET_INDEXES = [
  `products_updated_idx ON products (updated_at, id)`,
  `users_updated_idx ON users (updated_at, id)`,
  `coupons_updated_idx ON coupons (updated_at, id)`,
  `refunds_updated_idx ON refunds (updated_at, id)`,
  `stock_movements_created_id_idx ON stock_movements (created_at, id)`,
  `stock_movements_product_created_id_idx ON stock_movements (product_id, created_at, id)`,
  `webhook_deliveries_endpoint_updated_idx ON webhook_deliveries (endpoint_id, updated_at, id)`,
  `payments_user_updated_idx ON payments (user_id, updated_at, id)`,
];

/**
 * Incremental sync. Coupons gain `updated_at`, stamped by a trigger on every update (the use
 * counter of an order included), since coupons are written by plain SQL in several places.
 * Products and users keep theirs as TypeORM stamps them on every entity write; a sale's stock
 * take, a review's rating and a deal's repricing write products by plain SQL and leave it as
 * it is: stock is synced through the stock movements, and a take stays a heap-only update (no
 * index names a column it changes).
 */
export class SyncKeysets1733003000070 implements MigrationInterface {
  name = 'SyncKeysets1733003000070';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE coupons ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE coupons SET updated_at = created_at`);
    await q.query(`
      CREATE FUNCTION shop_stamp_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.updated_at := now();
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER coupons_stamped BEFORE UPDATE ON coupons
                   FOR EACH ROW EXECUTE FUNCTION shop_stamp_updated_at()`);
    for (const index of KEYSET_INDEXES) await q.query(`CREATE INDEX ${index}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of KEYSET_INDEXES) await q.query(`DROP INDEX ${index.split(' ')[0]}`);
    await q.query(`DROP TRIGGER coupons_stamped ON coupons`);
    await q.query(`DROP FUNCTION shop_stamp_updated_at`);
    await q.query(`ALTER TABLE coupons DROP COLUMN updated_at`);
  }
}
