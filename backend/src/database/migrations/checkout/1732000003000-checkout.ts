import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coupons, carts, orders with their line snapshots and status history, payment records and
 * the built-in sandbox gateway's transactions. Table and column names are read by the
 * stats module's reporting SQL: keep them.
 */
export class Checkout1732000003000 implements MigrationInterface {
  name = 'Checkout1732000003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE coupons (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        code varchar(40) NOT NULL CHECK (code = upper(code) AND code <> ''),
        discount_percentage int NOT NULL CHECK (discount_percentage BETWEEN 1 AND 100),
        expiry_date timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX coupons_code_key ON coupons (code)`);

    await q.query(`
      CREATE TABLE cart_items (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT cart_items_user_product_key UNIQUE (user_id, product_id)
      )`);
    // The unique constraint's index serves "the cart of a user"; this one serves product deletes.
    await q.query(`CREATE INDEX cart_items_product_idx ON cart_items (product_id)`);

    await q.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        email varchar(254) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'processing', 'shipped', 'completed', 'cancelled')),
        payment_method varchar(10) NOT NULL CHECK (payment_method IN ('COD', 'UPI')),
        payment_status varchar(20) NOT NULL DEFAULT 'unpaid'
          CHECK (payment_status IN ('unpaid', 'paid', 'failed', 'refunded')),
        subtotal numeric(12,2) NOT NULL CHECK (subtotal >= 0),
        discount numeric(12,2) NOT NULL DEFAULT 0 CHECK (discount >= 0),
        coupon_percent int,
        tax numeric(12,2) NOT NULL CHECK (tax >= 0),
        amount numeric(12,2) NOT NULL CHECK (amount >= 0),
        coupon_code varchar(40),
        shipping_address jsonb NOT NULL,
        idempotency_key varchar(100),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        cancel_reason text
      )`);
    // One click, one order: the same Idempotency-Key from the same user cannot make a second row.
    await q.query(
      `CREATE UNIQUE INDEX orders_user_idempotency_key ON orders (user_id, idempotency_key)
       WHERE idempotency_key IS NOT NULL`,
    );
    await q.query(`CREATE INDEX orders_email_created_idx ON orders (email, created_at DESC)`);
    await q.query(`CREATE INDEX orders_created_idx ON orders (created_at)`);
    await q.query(`CREATE INDEX orders_status_idx ON orders (status)`);
    await q.query(`CREATE INDEX orders_user_idx ON orders (user_id)`);
    // The abandonment sweep looks for old unpaid UPI orders.
    await q.query(
      `CREATE INDEX orders_unpaid_upi_created_idx ON orders (created_at)
       WHERE payment_method = 'UPI' AND payment_status = 'unpaid' AND status = 'pending'`,
    );

    await q.query(`
      CREATE TABLE order_items (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        product_id uuid REFERENCES products (id) ON DELETE SET NULL,
        name varchar(200) NOT NULL,
        image varchar(500) NOT NULL DEFAULT '',
        material varchar(200),
        unit_price numeric(12,2) NOT NULL CHECK (unit_price >= 0),
        original_price numeric(12,2) NOT NULL CHECK (original_price >= 0),
        deal_discount int NOT NULL DEFAULT 0,
        deal_title varchar(200),
        quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        position smallint NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX order_items_order_idx ON order_items (order_id)`);
    await q.query(`CREATE INDEX order_items_product_idx ON order_items (product_id)`);

    await q.query(`
      CREATE TABLE order_status_history (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        from_status varchar(20),
        to_status varchar(20) NOT NULL,
        payment_status varchar(20) NOT NULL,
        actor_id uuid,
        actor_role varchar(10) NOT NULL,
        note text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, created_at)`);

    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        email varchar(254) NOT NULL,
        method varchar(10) NOT NULL CHECK (method IN ('COD', 'UPI')),
        provider varchar(20),
        amount numeric(12,2) NOT NULL CHECK (amount >= 0),
        status varchar(20) NOT NULL,
        txn_id varchar(100),
        gateway_response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX payments_order_key ON payments (order_id)`);
    await q.query(`CREATE INDEX payments_email_created_idx ON payments (email, created_at DESC)`);

    await q.query(`
      CREATE TABLE sandbox_paytm_transactions (
        order_id varchar(64) PRIMARY KEY,
        mid varchar(64) NOT NULL,
        txn_token varchar(64) NOT NULL,
        txn_id varchar(64) NOT NULL,
        amount numeric(12,2) NOT NULL,
        callback_url varchar(500) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'PENDING',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'sandbox_paytm_transactions',
      'payments',
      'order_status_history',
      'order_items',
      'orders',
      'cart_items',
      'coupons',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
