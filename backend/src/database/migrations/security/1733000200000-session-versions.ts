import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A per-account session version: every token carries the version it was signed with, and a
 * bump (logout, password change or reset, role change) makes all earlier tokens invalid.
 */
export class SessionVersions1733000200000 implements MigrationInterface {
  name = 'SessionVersions1733000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN token_version`);
  }
}
