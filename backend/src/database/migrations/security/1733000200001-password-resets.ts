import { MigrationInterface, QueryRunner } from 'typeorm';

/** Password reset codes sent by e-mail (hashed), one live code per account. */
export class PasswordResets1733000200001 implements MigrationInterface {
  name = 'PasswordResets1733000200001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE password_resets (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        code_hash varchar(64),
        code_expires_at timestamptz NOT NULL,
        failed_attempts smallint NOT NULL DEFAULT 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_resets`);
  }
}
