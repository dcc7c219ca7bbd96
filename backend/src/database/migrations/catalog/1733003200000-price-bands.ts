import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A paid price's band as first kept: its whole hundreds of rupees (1733003301100-price-band-edges.ts
 * counts the edges apart).
 */
export const BAND = `floor(paid_price / 100)::int`;

/** The products a statement added (+1) or took away (-1), by the transition tables it has. */
export const SOURCES = [
  ['insert', 'NEW TABLE AS new_rows', `SELECT category, paid_price, 1 AS d FROM new_rows`],
  [
    'update',
    'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `SELECT category, paid_price, -1 AS d FROM old_rows UNION ALL SELECT category, paid_price, 1 FROM new_rows`,
  ],
  ['delete', 'OLD TABLE AS old_rows', `SELECT category, paid_price, -1 AS d FROM old_rows`],
] as const;

/** The trigger function of one event, with the band a paid price is counted in. */
export function bandFunctionSql(
  event: (typeof SOURCES)[number][0],
  band: string,
  verb: 'CREATE' | 'CREATE OR REPLACE',
) {
  const source = SOURCES.find(([e]) => e === event)![2];
  // Band rows in key order: concurrent writers lock them in the same order.
  return `
    ${verb} FUNCTION products_price_bands_${event}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO product_price_bands AS b (category, band, products)
      SELECT category, ${band}, sum(d) FROM (${source}) AS moved
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (category, band) DO UPDATE SET products = b.products + EXCLUDED.products;
      RETURN NULL;
    END $$`;
}

/**
 * How many products each category holds in each ₹100 band of the price a shopper pays, kept by
 * statement-level triggers (so a repricing of the whole catalogue is one grouped write, and a
 * bulk SQL load counts too). A listing's price range is counted from the bands it covers whole
 * plus the index entries of the two part-covered bands at its ends: a few hundred entries at
 * most, where counting the range read every product in it. A sale leaves the bands as they
 * were: its statement's rows net to nothing and no band row is written or locked.
 */
export class PriceBands1733003200000 implements MigrationInterface {
  name = 'PriceBands1733003200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_price_bands (
        category varchar(40) NOT NULL,
        band int NOT NULL,
        products int NOT NULL,
        PRIMARY KEY (category, band)
      )`);
    for (const [event, tables] of SOURCES) {
      await q.query(bandFunctionSql(event, BAND, 'CREATE'));
      await q.query(`CREATE TRIGGER products_price_bands_${event} AFTER ${event.toUpperCase()} ON products
                     REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION products_price_bands_${event}()`);
    }
    await q.query(`INSERT INTO product_price_bands (category, band, products)
                   SELECT category, ${BAND}, count(*) FROM products GROUP BY 1, 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [event] of SOURCES) {
      await q.query(`DROP TRIGGER products_price_bands_${event} ON products`);
      await q.query(`DROP FUNCTION products_price_bands_${event}`);
    }
    await q.query(`DROP TABLE product_price_bands`);
  }
}
