import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Pay now" starts a new gateway transaction for an order whose first one was abandoned or
 * failed. Paytm wants a new order id for each transaction, so the payment record counts the
 * attempts (attempt 1 uses the order's own id, attempt n `<order id>_n`) and keeps the id of
 * the one that paid, which a refund must name.
 */
export class PaymentAttempts1733003000010 implements MigrationInterface {
  name = 'PaymentAttempts1733003000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments ADD COLUMN gateway_attempts integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE payments ADD COLUMN gateway_order_id varchar(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments DROP COLUMN gateway_order_id`);
    await q.query(`ALTER TABLE payments DROP COLUMN gateway_attempts`);
  }
}
