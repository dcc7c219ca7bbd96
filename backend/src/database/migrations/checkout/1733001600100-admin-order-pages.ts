import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's order pages, newest first (id breaking ties), with and without a status filter:
 * read in index order, a page costs its own rows at any number of orders. They replace the
 * indexes on created_at alone (a range of dates reads this one too) and on status alone, with
 * which a filtered page walked every newer order of any status.
 */
export class AdminOrderPages1733001600100 implements MigrationInterface {
  name = 'AdminOrderPages1733001600100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX orders_newest_idx ON orders (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX orders_status_newest_idx ON orders (status, created_at DESC, id DESC)`);
    await q.query(`DROP INDEX orders_status_idx`);
    await q.query(`DROP INDEX orders_created_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX orders_created_idx ON orders (created_at)`);
    await q.query(`CREATE INDEX orders_status_idx ON orders (status)`);
    await q.query(`DROP INDEX orders_status_newest_idx`);
    await q.query(`DROP INDEX orders_newest_idx`);
  }
}
