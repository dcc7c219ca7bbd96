import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Monthly and total earnings read only earning orders: this partial index holds exactly
 * those (the predicate is EARNING_ORDER of modules/stats/earnings-rule.ts, word for word),
 * ordered by created_at with the amount included, so a year's months are summed by an
 * index-only range scan instead of reading the orders table.
 */
export class EarningsIndex1732000004002 implements MigrationInterface {
  name = 'EarningsIndex1732000004002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX orders_earnings_created_idx ON orders (created_at) INCLUDE (amount)
      WHERE status <> 'cancelled' AND (payment_status = 'paid' OR (payment_method = 'COD' AND payment_status = 'unpaid'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_earnings_created_idx`);
  }
}
