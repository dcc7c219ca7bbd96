import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No index of products names the stock count, so that a sale's change to it is a heap-only
 * (HOT) update: PostgreSQL then writes no entry into any of the table's ten indexes (the
 * full-text GIN index among them) and leaves them without the bloat of one entry per sale.
 * The admin's low-stock list, which that index served, reads the table instead: about 17 ms at
 * 100,000 products. Measured on the checkout bench (docs/architecture.md): PostgreSQL's CPU
 * time per order fell 11-19%.
 */
export class StockCountsWithoutIndex1733001300000 implements MigrationInterface {
  name = 'StockCountsWithoutIndex1733001300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS products_tracked_stock_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX products_tracked_stock_idx ON products (stock) WHERE stock IS NOT NULL`);
  }
}
