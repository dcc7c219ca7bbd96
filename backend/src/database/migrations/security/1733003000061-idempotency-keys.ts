import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows the writes an integration retries create, and who made each row. */
const TABLES = [
  ['products', 'author_id'],
  ['stock_movements', 'actor_id'],
  ['shipments', 'created_by'],
  ['refunds', 'requested_by'],
] as const;

/**
 * Idempotency keys on product creation, stock counts, parcels and refunds, as on orders: the
 * key and the hash of the request it came with, on the row the write makes; one row per caller
 * and key (common/http/idempotency.ts).
 */
export class IdempotencyKeys1733003000061 implements MigrationInterface {
  name = 'IdempotencyKeys1733003000061';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, caller] of TABLES) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN idempotency_key varchar(100), ADD COLUMN request_hash varchar(64)`,
      );
      await q.query(
        `CREATE UNIQUE INDEX ${table}_idempotency_key ON ${table} (${caller}, idempotency_key)
         WHERE idempotency_key IS NOT NULL`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of TABLES) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN idempotency_key, DROP COLUMN request_hash`);
    }
  }
}
