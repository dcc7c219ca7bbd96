import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An integration walks the admin's order list by last change (docs/integrations-sync.md), all
 * of it or one status: these keep a page of that walk to its own rows at any number of orders.
 */
export class OrderSync1733003000080 implements MigrationInterface {
  name = 'OrderSync1733003000080';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX orders_changed_idx ON orders (updated_at, id)`);
    await q.query(`CREATE INDEX orders_status_changed_idx ON orders (status, updated_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_status_changed_idx`);
    await q.query(`DROP INDEX orders_changed_idx`);
  }
}
