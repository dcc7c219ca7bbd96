import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock: a count per product (NULL = made to order, never runs out), the history of every
 * change with its reason, and on each order whether it holds stock right now (so that a
 * cancel gives it back exactly once, and reopening a cancelled order takes it again).
 */
export class Stock1733000300000 implements MigrationInterface {
  name = 'Stock1733000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN stock int CONSTRAINT products_stock_check CHECK (stock >= 0)`);
    // The admin dashboard's low-stock list: tracked products by count.
    await q.query(`CREATE INDEX products_tracked_stock_idx ON products (stock) WHERE stock IS NOT NULL`);

    await q.query(`
      CREATE TABLE stock_movements (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        change int NOT NULL,
        stock_after int CHECK (stock_after >= 0),
        reason varchar(20) NOT NULL
          CHECK (reason IN ('initial', 'order', 'cancel', 'reopen', 'order_deleted', 'admin_edit')),
        order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        note text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The history of one product, and the shop-wide history, newest first.
    await q.query(`CREATE INDEX stock_movements_product_created_idx ON stock_movements (product_id, created_at DESC)`);
    await q.query(`CREATE INDEX stock_movements_created_idx ON stock_movements (created_at DESC)`);
    await q.query(`CREATE INDEX stock_movements_order_idx ON stock_movements (order_id)`);

    // Orders placed before stock existed hold none.
    await q.query(`ALTER TABLE orders ADD COLUMN stock_reserved boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN stock_reserved`);
    await q.query(`DROP TABLE stock_movements`);
    await q.query(`DROP INDEX products_tracked_stock_idx`);
    await q.query(`ALTER TABLE products DROP COLUMN stock`);
  }
}
