import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Optional limits on a coupon: total uses, uses per customer, a minimum order value (paise
 * precision, numeric). used_count is raised by a conditional UPDATE in the order's
 * transaction, so parallel orders cannot use a coupon more often than allowed.
 */
export class CouponLimits1733000200003 implements MigrationInterface {
  name = 'CouponLimits1733000200003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE coupons
        ADD COLUMN max_uses integer CHECK (max_uses > 0),
        ADD COLUMN max_uses_per_customer integer CHECK (max_uses_per_customer > 0),
        ADD COLUMN min_order_value numeric(12, 2) CHECK (min_order_value >= 0),
        ADD COLUMN used_count integer NOT NULL DEFAULT 0`);
    // Serves the per-customer count done while an order takes a coupon.
    await q.query(`CREATE INDEX orders_user_coupon_idx ON orders (user_id, coupon_code) WHERE coupon_code IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_user_coupon_idx`);
    await q.query(`
      ALTER TABLE coupons
        DROP COLUMN max_uses, DROP COLUMN max_uses_per_customer, DROP COLUMN min_order_value, DROP COLUMN used_count`);
  }
}
