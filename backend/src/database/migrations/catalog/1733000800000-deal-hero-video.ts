import { MigrationInterface, QueryRunner } from 'typeorm';

/** The home page's video hero, kept with the deal row the admin edits in Deals & Banners. */
export class DealHeroVideo1733000800000 implements MigrationInterface {
  name = 'DealHeroVideo1733000800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deals ADD COLUMN hero_video_url varchar(500), ADD COLUMN hero_poster_url varchar(500)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deals DROP COLUMN hero_poster_url, DROP COLUMN hero_video_url`);
  }
}
