import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stock history in the order the counts moved. `created_at` defaulted to the start of the
 * writing transaction, so of two orders for one product the one that began first but waited for
 * the other's row lock was recorded as the earlier move, although its `stock_after` is lower.
 * `seq` is taken when the row is inserted, which is while the product's row lock is held, so
 * the moves of one product are numbered in the order their counts changed; the history lists by
 * it. Rows already written are numbered in the table's physical order, their insertion order.
 * `created_at` now says when the row was written too.
 */
export class StockHistoryOrder1733001300100 implements MigrationInterface {
  name = 'StockHistoryOrder1733001300100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stock_movements ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY`);
    await q.query(`ALTER TABLE stock_movements ALTER COLUMN created_at SET DEFAULT clock_timestamp()`);
    // The history of one product, and the shop-wide history, newest first.
    await q.query(`DROP INDEX stock_movements_product_created_idx`);
    await q.query(`DROP INDEX stock_movements_created_idx`);
    await q.query(`CREATE INDEX stock_movements_product_seq_idx ON stock_movements (product_id, seq DESC)`);
    await q.query(`CREATE INDEX stock_movements_seq_idx ON stock_movements (seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX stock_movements_seq_idx`);
    await q.query(`DROP INDEX stock_movements_product_seq_idx`);
    await q.query(`CREATE INDEX stock_movements_created_idx ON stock_movements (created_at DESC)`);
    await q.query(`CREATE INDEX stock_movements_product_created_idx ON stock_movements (product_id, created_at DESC)`);
    await q.query(`ALTER TABLE stock_movements ALTER COLUMN created_at SET DEFAULT now()`);
    await q.query(`ALTER TABLE stock_movements DROP COLUMN seq`);
  }
}
