import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST invoices and refunds: HSN code and GST rate on products (snapshotted on order lines),
 * the tax mode an order was priced under, invoices and credit notes with their gap-free
 * counters, refunds, and the sandbox gateway's refunds. Payment status gains
 * `partially_refunded`.
 */
export class GstInvoicesRefunds1733000400000 implements MigrationInterface {
  name = 'GstInvoicesRefunds1733000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE products
        ADD COLUMN hsn_code varchar(8) CHECK (hsn_code ~ '^[0-9]{4}([0-9]{2}([0-9]{2})?)?$'),
        ADD COLUMN gst_rate smallint NOT NULL DEFAULT 18 CHECK (gst_rate IN (0, 3, 5, 12, 18, 28, 40))`);
    await q.query(`
      ALTER TABLE order_items
        ADD COLUMN hsn_code varchar(8),
        ADD COLUMN gst_rate smallint`);
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN tax_mode varchar(12) NOT NULL DEFAULT 'flat' CHECK (tax_mode IN ('flat', 'per_product')),
        DROP CONSTRAINT IF EXISTS orders_payment_status_check,
        ADD CONSTRAINT orders_payment_status_check
          CHECK (payment_status IN ('unpaid', 'paid', 'failed', 'partially_refunded', 'refunded'))`);

    // One row per number series and financial year; issuing a number updates it under its
    // row lock in the invoice's own transaction, so numbers are gap-free across processes.
    await q.query(`
      CREATE TABLE document_counters (
        series varchar(10) NOT NULL,
        financial_year varchar(5) NOT NULL,
        last_number int NOT NULL CHECK (last_number > 0),
        PRIMARY KEY (series, financial_year)
      )`);
    await q.query(`
      CREATE TABLE invoices (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        -- An order an admin deletes keeps its tax documents (SET NULL): the numbered series
        -- stays whole and the snapshot in document still says everything printed.
        order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
        kind varchar(12) NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
        number varchar(20) NOT NULL,
        series varchar(10) NOT NULL,
        financial_year varchar(5) NOT NULL,
        sequence int NOT NULL CHECK (sequence > 0),
        issued_at timestamptz NOT NULL DEFAULT now(),
        document jsonb NOT NULL,
        CONSTRAINT invoices_number_key UNIQUE (number),
        CONSTRAINT invoices_series_sequence_key UNIQUE (series, financial_year, sequence),
        CONSTRAINT invoices_order_kind_key UNIQUE (order_id, kind)
      )`);

    await q.query(`
      CREATE TABLE refunds (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        amount numeric(12,2) NOT NULL CHECK (amount > 0),
        reason text NOT NULL,
        lines jsonb,
        status varchar(10) NOT NULL CHECK (status IN ('pending', 'success', 'failed')),
        gateway_refund_id varchar(100),
        gateway_response jsonb,
        requested_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refunds_order_created_idx ON refunds (order_id, created_at)`);
    await q.query(`CREATE INDEX refunds_pending_idx ON refunds (updated_at) WHERE status = 'pending'`);

    await q.query(`
      CREATE TABLE sandbox_paytm_refunds (
        ref_id varchar(64) PRIMARY KEY,
        order_id varchar(64) NOT NULL,
        refund_id varchar(64) NOT NULL,
        amount numeric(12,2) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'PENDING',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sandbox_paytm_refunds_order_idx ON sandbox_paytm_refunds (order_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['sandbox_paytm_refunds', 'refunds', 'invoices', 'document_counters']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await q.query(`UPDATE orders SET payment_status = 'paid' WHERE payment_status = 'partially_refunded'`);
    await q.query(`
      ALTER TABLE orders
        DROP COLUMN tax_mode,
        DROP CONSTRAINT orders_payment_status_check,
        ADD CONSTRAINT orders_payment_status_check
          CHECK (payment_status IN ('unpaid', 'paid', 'failed', 'refunded'))`);
    await q.query(`ALTER TABLE order_items DROP COLUMN hsn_code, DROP COLUMN gst_rate`);
    await q.query(`ALTER TABLE products DROP COLUMN hsn_code, DROP COLUMN gst_rate`);
  }
}
