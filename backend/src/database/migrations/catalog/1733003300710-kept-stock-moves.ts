import { MigrationInterface, QueryRunner } from 'typeorm';
import { SOURCES } from './1733003300000-variants';
import { keptColumnsWithTagsSql } from './1733003300200-variant-filters';

/** The products an update of product_variants touched, as the kept-columns trigger reads them. */
const TOUCHED = SOURCES.find(([event]) => event === 'update')![2];

/**
 * What of a variant the kept product columns depend on besides its count: its product, price,
 * place, option values, and whether it is made to order or can be sold.
 */
export const KEPT_INPUTS = (v: string) =>
  `(${v}.product_id, ${v}.price, ${v}.old_price, ${v}.position, ${v}.option_values, ${v}.stock IS NULL, ${v}.stock > 0)`;

/**
 * A sale or a restock moves only counts: when no variant of the statement changed anything else
 * the product columns are kept from, nor became sold out or sellable again, the products' price,
 * option tags and variant count stay as they are, and their stock moves by the difference (a
 * product made to order keeps NULL). Anything else recomputes every kept column, as before.
 */
const STOCK_ONLY = `
  IF NOT EXISTS (SELECT 1 FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
                 WHERE ${KEPT_INPUTS('o')} IS DISTINCT FROM ${KEPT_INPUTS('n')}) THEN
    WITH moved AS (
      SELECT product_id, sum(change) AS change
      FROM (SELECT product_id, -stock AS change FROM old_rows UNION ALL SELECT product_id, stock FROM new_rows) AS m
      GROUP BY product_id HAVING sum(change) <> 0),
    locked AS (
      SELECT id FROM products WHERE id IN (SELECT product_id FROM moved) AND stock IS NOT NULL
      ORDER BY id FOR NO KEY UPDATE)
    UPDATE products p SET stock = p.stock + m.change
    FROM moved m WHERE p.id = m.product_id AND p.id IN (SELECT id FROM locked);
    RETURN NULL;
  END IF;`;

/**
 * The variants' kept-columns trigger on update (1733003300000-variants.ts, with the option tags
 * of 1733003300200-variant-filters.ts) gains a fast path for a stock move: every order used to
 * recompute its products' price, count and option tags (the tags through variant_option_tags
 * for every variant), which cost a stock move about as much again as the rest of it; now the
 * difference is added to the product's count. The counts it adds to were kept by this trigger,
 * so they are each product's variants' sum already: nothing to backfill.
 */
export class KeptStockMoves1733003300710 implements MigrationInterface {
  name = 'KeptStockMoves1733003300710';

  async up(q: QueryRunner): Promise<void> {
    await q.query(keptUpdateFunction());
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(keptUpdateFunction(''));
  }
}

/** The update trigger's function with `fastPath` first (exported for a later migration's down). */
export function keptUpdateFunction(fastPath: string = STOCK_ONLY): string {
  return `
    CREATE OR REPLACE FUNCTION product_variants_kept_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${fastPath}
      ${keptColumnsWithTagsSql(TOUCHED)};
      RETURN NULL;
    END $$`;
}
