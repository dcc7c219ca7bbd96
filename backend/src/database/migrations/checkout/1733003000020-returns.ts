import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Returns after delivery: a shopper's request (reason, photos) for some lines of an order, the
 * admin's decision, and the refund and credit note an approval made. A credit note may now also
 * cover one return's lines (invoices.return_id), so an order keeps at most one whole-order
 * credit note plus one per approved return; stock given back by a return is recorded as such.
 */
export class Returns1733003000020 implements MigrationInterface {
  name = 'Returns1733003000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE return_requests (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        user_id uuid,
        status varchar(10) NOT NULL CHECK (status IN ('requested', 'approved', 'refused')),
        reason varchar(500) NOT NULL,
        photos text[] NOT NULL DEFAULT '{}',
        decision_note varchar(500),
        decided_by uuid,
        decided_at timestamptz,
        refund_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // An order's returns (its page, and the quantities already returned, read under its lock).
    await q.query(`CREATE INDEX return_requests_order_idx ON return_requests (order_id, created_at)`);
    // The admin's pages, newest first, with and without a status filter.
    await q.query(`CREATE INDEX return_requests_newest_idx ON return_requests (created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX return_requests_status_newest_idx ON return_requests (status, created_at DESC, id DESC)`,
    );
    await q.query(`
      CREATE TABLE return_lines (
        return_id uuid NOT NULL REFERENCES return_requests (id) ON DELETE CASCADE,
        order_item_id uuid NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
        quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        PRIMARY KEY (return_id, order_item_id)
      )`);
    await q.query(`CREATE INDEX return_lines_item_idx ON return_lines (order_item_id)`);

    await q.query(`ALTER TABLE invoices ADD COLUMN return_id uuid REFERENCES return_requests (id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_order_kind_key`);
    await q.query(`CREATE UNIQUE INDEX invoices_order_kind_key ON invoices (order_id, kind) WHERE return_id IS NULL`);
    await q.query(`CREATE UNIQUE INDEX invoices_return_key ON invoices (return_id) WHERE return_id IS NOT NULL`);

    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_reason_check`);
    await q.query(`
      ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_reason_check
        CHECK (reason IN ('initial', 'order', 'cancel', 'reopen', 'order_deleted', 'admin_edit', 'return'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM stock_movements WHERE reason = 'return'`);
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_reason_check`);
    await q.query(`
      ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_reason_check
        CHECK (reason IN ('initial', 'order', 'cancel', 'reopen', 'order_deleted', 'admin_edit'))`);
    await q.query(`DELETE FROM invoices WHERE return_id IS NOT NULL`);
    await q.query(`DROP INDEX invoices_return_key`);
    await q.query(`DROP INDEX invoices_order_kind_key`);
    await q.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_order_kind_key UNIQUE (order_id, kind)`);
    await q.query(`ALTER TABLE invoices DROP COLUMN return_id`);
    await q.query(`DROP TABLE return_lines`);
    await q.query(`DROP TABLE return_requests`);
  }
}
