import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's database plans with the cost of reading a page from memory or an SSD
 * (random_page_cost 1.1; PostgreSQL's default of 4 assumes spinning disks). Under the default
 * a category filtered by an option walked the catalogue's sort index past the other categories'
 * products (6,000 rows, 7 ms) instead of the category's own index (1,000 rows, 2 ms). Set on the
 * database, so that it holds behind any connection pooler; a role that does not own the database
 * cannot set it, and the server's setting stays (a warning says so).
 */
export class PageCost1733003300900 implements MigrationInterface {
  name = 'PageCost1733003300900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DO $$ BEGIN
        EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database());
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE WARNING 'random_page_cost is the server''s: only the owner of the database can set it for the shop';
      END $$`);
    // A database's setting reaches the sessions that begin after it: this one too.
    await q.query(`SET random_page_cost = 1.1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I RESET random_page_cost', current_database()); END $$`);
    await q.query(`RESET random_page_cost`);
  }
}
