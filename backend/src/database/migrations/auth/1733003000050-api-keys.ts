import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Programs' credentials (API keys) and the log of the writes they make. A key is found by its
 * `lookup` (the random part after `dsk_` and before the secret) and checked against the
 * SHA-256 of the whole key; the key itself is never stored. A key acts for the admin who made
 * it, and only while that account is an admin. Keys are revoked, not deleted, so the audit log
 * keeps naming them.
 */
export class ApiKeys1733003000050 implements MigrationInterface {
  name = 'ApiKeys1733003000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        name varchar(100) NOT NULL,
        lookup varchar(32) NOT NULL,
        secret_hash bytea NOT NULL,
        scopes text[] NOT NULL,
        created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        rotated_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX api_keys_lookup ON api_keys (lookup)`);
    await q.query(`CREATE INDEX api_keys_created_at ON api_keys (created_at DESC)`);
    await q.query(`
      CREATE TABLE api_key_audit (
        id uuid PRIMARY KEY DEFAULT shop_uuid7(),
        key_id uuid NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
        method varchar(10) NOT NULL,
        path varchar(2048) NOT NULL,
        status smallint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The log is read newest first (ids are time-ordered), for all keys or one.
    await q.query(`CREATE INDEX api_key_audit_key ON api_key_audit (key_id, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_key_audit`);
    await q.query(`DROP TABLE api_keys`);
  }
}
