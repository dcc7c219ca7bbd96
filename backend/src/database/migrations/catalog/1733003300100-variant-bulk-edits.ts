import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin's bulk edit of variants (many prices and counts at once) sent with an Idempotency-Key:
 * the key, the hash of its request and the products it changed, one row per caller and key, so
 * that a retried edit answers the first instead of counting again (common/http/idempotency.ts).
 * An edit without a key leaves no row.
 */
export class VariantBulkEdits1733003300100 implements MigrationInterface {
  name = 'VariantBulkEdits1733003300100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE variant_bulk_edits (
        id uuid PRIMARY KEY DEFAULT shop_uuid7(),
        actor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        idempotency_key varchar(100) NOT NULL,
        request_hash varchar(64) NOT NULL,
        product_ids uuid[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX variant_bulk_edits_idempotency_key ON variant_bulk_edits (actor_id, idempotency_key)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE variant_bulk_edits`);
  }
}
