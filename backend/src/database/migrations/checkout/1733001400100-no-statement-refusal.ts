import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders are no longer written in one statement that is its own transaction, so nothing needs
 * the function that let such a statement refuse itself (made by an earlier migration, since
 * removed): a database migrated before loses it.
 */
export class NoStatementRefusal1733001400100 implements MigrationInterface {
  name = 'NoStatementRefusal1733001400100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS shop_refuse(text)`);
  }

  async down(): Promise<void> {
    // Nothing uses it: it is not made again.
  }
}
