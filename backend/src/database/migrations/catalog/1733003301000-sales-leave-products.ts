import { MigrationInterface, QueryRunner } from 'typeorm';
import { SOURCES } from './1733003300000-variants';
import { KeptCount, keptColumnsWithTagsSql, replaceKeptFunctions } from './1733003300200-variant-filters';
import { KEPT_INPUTS, keptUpdateFunction } from './1733003300710-kept-stock-moves';

/** The products an update of product_variants touched, as the kept-columns trigger reads them. */
const UPDATED = SOURCES.find(([event]) => event === 'update')![2];

/**
 * Whether none of a product's variants can be sold (each counted, none left): kept in place of
 * the sum of the counts, beside the price, old price, variant count and option tags.
 */
const SOLD_OUT: KeptCount = { column: 'sold_out', value: 'NOT bool_or(v.stock IS NULL OR v.stock > 0)' };

/**
 * A sale or restock that leaves every variant of the statement as sellable as it was changes
 * nothing the product row keeps: the trigger returns before touching it.
 */
const COUNT_ONLY = `
  IF NOT EXISTS (SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
                 WHERE ${KEPT_INPUTS('o')} IS DISTINCT FROM ${KEPT_INPUTS('n')}) THEN
    RETURN NULL;
  END IF;`;

/**
 * A sale no longer writes its product's row. `products.stock` (the sum of the variants' counts)
 * was kept on every stock move, and writing a product costs far more than writing a variant: 23
 * indexes opened, its generated columns computed again (its BEFORE triggers keep PostgreSQL from
 * skipping them), and three statement triggers run. Measured on the bench data, one client, the
 * SQL of an order cost PostgreSQL about 1,100 µs of CPU without that write and 1,360–1,620 with it.
 *
 * Now the counts live in the variants only (a product's is their sum, read with it:
 * modules/catalog/product.entity.ts), and `sold_out`, which the listing's indexes lead with,
 * becomes a kept column: written, like the price and option tags, only when a variant sells out,
 * comes back or changes otherwise.
 */
export class SalesLeaveProducts1733003301000 implements MigrationInterface {
  name = 'SalesLeaveProducts1733003301000';

  async up(q: QueryRunner): Promise<void> {
    // A plain column with the values it has: no rewrite, its indexes stay.
    await q.query(`ALTER TABLE products ALTER COLUMN sold_out DROP EXPRESSION`);
    await q.query(`ALTER TABLE products ALTER COLUMN sold_out SET DEFAULT false, ALTER COLUMN sold_out SET NOT NULL`);
    await replaceKeptFunctions(q, (touched) => keptColumnsWithTagsSql(touched, SOLD_OUT));
    await q.query(`
      CREATE OR REPLACE FUNCTION product_variants_kept_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${COUNT_ONLY}
        ${keptColumnsWithTagsSql(UPDATED, SOLD_OUT)};
        RETURN NULL;
      END $$`);
    await q.query(`ALTER TABLE products DROP COLUMN stock`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN stock int CONSTRAINT products_stock_check CHECK (stock >= 0)`);
    await q.query(`
      UPDATE products p SET stock = k.stock
      FROM (SELECT product_id, CASE WHEN bool_or(stock IS NULL) THEN NULL ELSE sum(stock)::int END AS stock
            FROM product_variants GROUP BY product_id) AS k
      WHERE k.product_id = p.id`);
    await replaceKeptFunctions(q, keptColumnsWithTagsSql);
    await q.query(keptUpdateFunction());
    // Generated again from the stock: the column is made anew, and its indexes as they were.
    const indexes = (await q.query(
      `SELECT indexdef FROM pg_indexes WHERE tablename = 'products' AND indexdef LIKE '%sold_out%'`,
    )) as { indexdef: string }[];
    await q.query(`ALTER TABLE products DROP COLUMN sold_out`);
    await q.query(
      `ALTER TABLE products ADD COLUMN sold_out boolean GENERATED ALWAYS AS (coalesce(stock = 0, false)) STORED`,
    );
    for (const { indexdef } of indexes) await q.query(indexdef);
  }
}
