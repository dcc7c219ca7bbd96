import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sold-out products in the listing's indexes. `sold_out` is kept by PostgreSQL from the stock
 * (a tracked product with none left; NULL stock is made to order, never sold out), and each sort
 * has an index that leads with it, so that `outOfStock=hide` (sold_out = false) and
 * `outOfStock=last` (ORDER BY sold_out, then the sort) read a page in index order instead of the
 * whole category. A sale changes `sold_out` only when it takes the last piece: every other sale
 * leaves the indexed values as they were and stays a heap-only update.
 */
export class SoldOutListing1733001600000 implements MigrationInterface {
  name = 'SoldOutListing1733001600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE products ADD COLUMN sold_out boolean GENERATED ALWAYS AS (coalesce(stock = 0, false)) STORED`,
    );
    for (const [name, key, include] of SOLD_OUT_INDEXES) {
      await q.query(`CREATE INDEX products_${name}_idx ON products (${key}) INCLUDE (${include})`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of SOLD_OUT_INDEXES) await q.query(`DROP INDEX products_${name}_idx`);
    await q.query(`ALTER TABLE products DROP COLUMN sold_out`);
  }
}

/** As the paid-price migration's listing indexes, with sold_out after the category. */
const SOLD_OUT_INDEXES = [
  ['category_sold_out_price', 'category, sold_out, paid_price, created_at DESC, id', 'rating'],
  ['category_sold_out_rating', 'category, sold_out, rating DESC, created_at DESC, id', 'paid_price'],
  ['category_sold_out_name', 'category, sold_out, name_key, created_at DESC, id', 'paid_price'],
  ['category_sold_out_created', 'category, sold_out, created_at DESC, id', 'paid_price'],
  ['sold_out_price', 'sold_out, paid_price, created_at DESC, id', 'category'],
  ['sold_out_rating', 'sold_out, rating DESC, created_at DESC, id', 'paid_price, category'],
  ['sold_out_name', 'sold_out, name_key, created_at DESC, id', 'paid_price, category'],
  ['sold_out_created', 'sold_out, created_at DESC, id', 'paid_price, category'],
] as const;
