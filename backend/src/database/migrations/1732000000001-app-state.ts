import { MigrationInterface, QueryRunner } from 'typeorm';

/** Small facts the shop keeps about itself, such as how far the demo seed got. */
export class AppState1732000000001 implements MigrationInterface {
  name = 'AppState1732000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE app_state (
        key varchar(60) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE app_state`);
  }
}
