import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Page views counted per India day and route. One row per (day, route) keeps the reports
 * O(days x routes) however many views arrive; nothing about the visitor is stored.
 */
export class PageViewsDaily1732000004001 implements MigrationInterface {
  name = 'PageViewsDaily1732000004001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE page_views_daily (
        day date NOT NULL,
        route varchar(200) NOT NULL,
        views bigint NOT NULL DEFAULT 0 CHECK (views >= 0),
        PRIMARY KEY (day, route)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE page_views_daily`);
  }
}
