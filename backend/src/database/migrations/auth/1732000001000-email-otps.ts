import { MigrationInterface, QueryRunner } from 'typeorm';

/** Registration codes sent by e-mail (hashed), one live code per address. */
export class EmailOtps1732000001000 implements MigrationInterface {
  name = 'EmailOtps1732000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE email_otps (
        email varchar(254) PRIMARY KEY,
        code_hash varchar(64),
        code_expires_at timestamptz NOT NULL,
        failed_attempts smallint NOT NULL DEFAULT 0,
        verified_until timestamptz
      )`);
    // Serves the purge of stale codes done on each send.
    await q.query(`CREATE INDEX email_otps_code_expires_at_idx ON email_otps (code_expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE email_otps`);
  }
}
