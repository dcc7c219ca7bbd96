import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The footer's community group and social profile become the owner's settings (they were the
 * SHOP_COMMUNITY_URL, SHOP_SOCIAL_URL and SHOP_SOCIAL_NAME environment variables). A saved row
 * gets the built-in values (settings.defaults.ts); the owner sets the shop's in Settings.
 */
export class ShopSocialLinks1733003000092 implements MigrationInterface {
  name = 'ShopSocialLinks1733003000092';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE shop_settings
        ADD COLUMN community_url varchar(500) NOT NULL DEFAULT 'https://chat.whatsapp.com/',
        ADD COLUMN social_url varchar(500) NOT NULL DEFAULT 'https://www.instagram.com/',
        ADD COLUMN social_name varchar(40) NOT NULL DEFAULT 'Instagram'`);
    // Only for the rows there now: every save writes all three.
    await q.query(`
      ALTER TABLE shop_settings
        ALTER COLUMN community_url DROP DEFAULT,
        ALTER COLUMN social_url DROP DEFAULT,
        ALTER COLUMN social_name DROP DEFAULT`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE shop_settings DROP COLUMN community_url, DROP COLUMN social_url, DROP COLUMN social_name`,
    );
  }
}
