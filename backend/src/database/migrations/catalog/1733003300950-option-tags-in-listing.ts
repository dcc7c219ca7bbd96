import { MigrationInterface, QueryRunner } from 'typeorm';
import { LISTING_INDEXES } from './1733001500000-paid-price';

/**
 * The listing's sort indexes also carry each product's option tags, so that a page filtered by
 * an option value is walked in the index alone: before, each index entry passed was checked
 * against its product's row, and a deep page of a common value read a thousand rows to show
 * twenty (at 100,000 products, Mirrors by Size: Large at page 16 read 909 pages in 66 ms; from
 * the index, 24 pages in 1 ms). The tags change only when a product's options or the variants
 * that can be sold do, so a sale's stock move stays a heap-only update.
 */
export class OptionTagsInListing1733003300950 implements MigrationInterface {
  name = 'OptionTagsInListing1733003300950';

  async up(q: QueryRunner): Promise<void> {
    for (const [name, key, include] of LISTING_INDEXES) {
      await q.query(`DROP INDEX products_${name}_idx`);
      await q.query(`CREATE INDEX products_${name}_idx ON products (${key}) INCLUDE (${include}, option_tags)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name, key, include] of LISTING_INDEXES) {
      await q.query(`DROP INDEX products_${name}_idx`);
      await q.query(`CREATE INDEX products_${name}_idx ON products (${key}) INCLUDE (${include})`);
    }
  }
}
