import { MigrationInterface, QueryRunner } from 'typeorm';

/** What an Idempotency-Key was first used for, so that a reuse with another body is refused. */
export class OrderRequestHash1733000200002 implements MigrationInterface {
  name = 'OrderRequestHash1733000200002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN request_hash varchar(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN request_hash`);
  }
}
