import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the listing's other orders: by price across categories and by name. Each ends
 * with the listing's tie-breakers, so a page is read in index order without sorting the
 * catalogue.
 */
export class ListingSortIndexes1733000700001 implements MigrationInterface {
  name = 'ListingSortIndexes1733000700001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX products_price_idx ON products (price, created_at DESC, id)`);
    await q.query(`CREATE INDEX products_name_lower_idx ON products (lower(name), created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX products_name_lower_idx`);
    await q.query(`DROP INDEX products_price_idx`);
  }
}
