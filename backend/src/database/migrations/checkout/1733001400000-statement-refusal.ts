import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * shop_refuse(reason): fails the statement that calls it with `reason` as its message
 * (SQLSTATE P0001). A statement that is its own transaction (orders placed together, see
 * OrderPlacements) uses it to refuse work it must not do alone, so that nothing is written.
 */
export class StatementRefusal1733001400000 implements MigrationInterface {
  name = 'StatementRefusal1733001400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION shop_refuse(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION USING MESSAGE = reason, ERRCODE = 'P0001';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION shop_refuse`);
  }
}
