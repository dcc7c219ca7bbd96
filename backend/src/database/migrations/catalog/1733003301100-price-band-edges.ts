import { MigrationInterface, QueryRunner } from 'typeorm';
import { BAND, bandFunctionSql, SOURCES } from './1733003200000-price-bands';

/**
 * The kept price bands count a price on a ₹100 edge apart from the prices between two edges:
 * band 2n holds the products priced exactly ₹100·n, band 2n + 1 those priced above it and below
 * ₹100·(n + 1). A range whose ends are whole hundreds (₹500–₹1,500, as shoppers choose them) is
 * then counted from the bands alone, where its maximum's edge was counted from the products'
 * index entries: one read of `products` fewer for PostgreSQL to plan and run per list.
 */
const EDGE_BAND = `price_band(paid_price)`;

export class PriceBandEdges1733003301100 implements MigrationInterface {
  name = 'PriceBandEdges1733003301100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION price_band(paid_price numeric) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN 2 * floor(paid_price / 100)::int + (paid_price % 100 <> 0)::int`);
    await this.recount(q, EDGE_BAND);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.recount(q, BAND);
    await q.query(`DROP FUNCTION price_band(numeric)`);
  }

  /** The triggers count by `band` from now on, and the bands are counted again (locking out writers meanwhile). */
  private async recount(q: QueryRunner, band: string): Promise<void> {
    await q.query(`LOCK TABLE products IN SHARE MODE`);
    for (const [event] of SOURCES) await q.query(bandFunctionSql(event, band, 'CREATE OR REPLACE'));
    await q.query(`DELETE FROM product_price_bands`);
    await q.query(`INSERT INTO product_price_bands (category, band, products)
                   SELECT category, ${band}, count(*) FROM products GROUP BY 1, 2`);
  }
}
