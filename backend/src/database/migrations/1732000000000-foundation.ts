import { MigrationInterface, QueryRunner } from 'typeorm';

/** Extensions, accounts and the durable job table behind the in-process scheduler. */
export class Foundation1732000000000 implements MigrationInterface {
  name = 'Foundation1732000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS "uuid-ossp"`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
        email varchar(254) NOT NULL,
        username varchar(60) NOT NULL,
        password_hash varchar(255) NOT NULL,
        role varchar(10) NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        profile_image varchar(500),
        phone varchar(10),
        shipping_address jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // E-mails are stored lower-cased; the unique index is what stops a double registration.
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await q.query(`CREATE INDEX users_role_email_idx ON users (role, email)`);
    await q.query(`
      CREATE TABLE scheduled_jobs (
        queue varchar(60) NOT NULL,
        job_id varchar(120) NOT NULL,
        run_at timestamptz NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        attempts int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (queue, job_id)
      )`);
    await q.query(`CREATE INDEX scheduled_jobs_run_at_idx ON scheduled_jobs (run_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE scheduled_jobs`);
    await q.query(`DROP TABLE users`);
  }
}
