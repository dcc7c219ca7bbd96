import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's words: the shop's name, contact, home hero, footer links, information pages
 * (Markdown) and return window. One row at most; without it the shop shows SPEC's texts
 * (modules/settings/settings.defaults.ts), so a fresh shop needs no seed.
 */
export class ShopSettings1733003000040 implements MigrationInterface {
  name = 'ShopSettings1733003000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shop_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        shop_name varchar(80) NOT NULL,
        phone varchar(20) NOT NULL,
        email varchar(254) NOT NULL,
        hero_title varchar(120) NOT NULL,
        hero_text varchar(400) NOT NULL,
        footer_links jsonb NOT NULL,
        pages jsonb NOT NULL,
        return_window_days smallint NOT NULL CHECK (return_window_days BETWEEN 1 AND 60),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shop_settings`);
  }
}
