import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The test mode's copy of a sign-up code, readable through `getSandboxSignUpCode`. Written only
 * while the sandbox gateway is on and only for addresses on reserved test domains; null otherwise.
 */
export class SandboxSignUpCodes1733000900000 implements MigrationInterface {
  name = 'SandboxSignUpCodes1733000900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_otps ADD COLUMN sandbox_code varchar(6)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_otps DROP COLUMN sandbox_code`);
  }
}
