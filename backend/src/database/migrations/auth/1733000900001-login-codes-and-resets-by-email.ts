import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in codes mailed past the login limits (one live code per account), and password reset
 * codes kept per e-mail instead of per account: an unknown e-mail gets a row too (a code that is
 * never mailed), so asking for and trying a reset costs and answers the same either way. Pending
 * reset codes (valid ten minutes) are dropped.
 */
export class LoginCodesAndResetsByEmail1733000900001 implements MigrationInterface {
  name = 'LoginCodesAndResetsByEmail1733000900001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_codes (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        code_hash varchar(64),
        code_expires_at timestamptz NOT NULL,
        failed_attempts smallint NOT NULL DEFAULT 0
      )`);
    await q.query(`DROP TABLE password_resets`);
    await q.query(`
      CREATE TABLE password_resets (
        email varchar(254) PRIMARY KEY,
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        code_hash varchar(64),
        code_expires_at timestamptz NOT NULL,
        failed_attempts smallint NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX password_resets_expiry ON password_resets (code_expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE login_codes`);
    await q.query(`DROP TABLE password_resets`);
    await q.query(`
      CREATE TABLE password_resets (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        code_hash varchar(64),
        code_expires_at timestamptz NOT NULL,
        failed_attempts smallint NOT NULL DEFAULT 0
      )`);
  }
}
