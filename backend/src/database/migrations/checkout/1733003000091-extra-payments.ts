import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments the gateway took for an order that was already paid (two "Pay now" pages both paid),
 * each refunded in full: the refund's state at the gateway, for the admin and the status sweep.
 */
export class ExtraPayments1733003000091 implements MigrationInterface {
  name = 'ExtraPayments1733003000091';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE extra_payments (
        gateway_order_id varchar(60) PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        txn_id varchar(100),
        amount numeric(12, 2) NOT NULL CHECK (amount > 0),
        refund_id uuid NOT NULL UNIQUE,
        refund_status varchar(10) NOT NULL CHECK (refund_status IN ('pending', 'success', 'failed')),
        gateway_refund_id varchar(100),
        gateway_response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // An order's extra payments (its page); the sweep's pending refunds.
    await q.query(`CREATE INDEX extra_payments_order_idx ON extra_payments (order_id)`);
    await q.query(
      `CREATE INDEX extra_payments_pending_idx ON extra_payments (updated_at) WHERE refund_status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE extra_payments`);
  }
}
