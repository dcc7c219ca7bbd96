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
 * The columns of a product an admin edits (the form, an import). A stock take, a review's rating
 * and a deal's repricing change others and leave `updated_at` as it is: stock is synced through
 * the stock movements, and a take stays a heap-only update (no index names a column it changes,
 * and this trigger does not fire for it). A column added to the form belongs here too.
 */
const PRODUCT_OWN_COLUMNS = [
  'name',
  'description',
  'category',
  'material',
  'size',
  'metal',
  'price',
  'old_price',
  'image',
  'additional_images',
  'is_trending',
  'hsn_code',
  'gst_rate',
  'author_id',
];

/**
 * Incremental sync. `updated_at` is stamped by the database on every write path, plain SQL
 * included: coupons gain the column (a use taken or given back changes them too), users are
 * stamped on every update, products when a column of their own changes.
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
    for (const table of ['coupons', 'users']) {
      await q.query(`CREATE TRIGGER ${table}_stamped BEFORE UPDATE ON ${table}
                     FOR EACH ROW EXECUTE FUNCTION shop_stamp_updated_at()`);
    }
    await q.query(`CREATE TRIGGER products_stamped BEFORE UPDATE OF ${PRODUCT_OWN_COLUMNS.join(', ')} ON products
                   FOR EACH ROW EXECUTE FUNCTION shop_stamp_updated_at()`);
    for (const index of KEYSET_INDEXES) await q.query(`CREATE INDEX ${index}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of KEYSET_INDEXES) await q.query(`DROP INDEX ${index.split(' ')[0]}`);
    for (const table of ['coupons', 'users', 'products']) await q.query(`DROP TRIGGER ${table}_stamped ON ${table}`);
    await q.query(`DROP FUNCTION shop_stamp_updated_at`);
    await q.query(`ALTER TABLE coupons DROP COLUMN updated_at`);
  }
}
