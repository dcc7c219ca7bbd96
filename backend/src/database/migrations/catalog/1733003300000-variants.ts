import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keeps the product columns of the products whose variants a statement touched (`touched`, by its
 * transition tables). A product whose price stays is written without naming its price: the
 * products_stamped trigger (sync keysets) stamps `updated_at` only when a column an admin edits is
 * written, so a sale leaves the product's last change as it was and stays a heap-only update. The
 * two updates write different products.
 */
export function keptColumnsSql(touched: string): string {
  // A variant that can be sold ranks first, then the cheaper, then the earlier one.
  const cheapest = `ORDER BY (v.stock IS NULL OR v.stock > 0) DESC, v.price, v.position`;
  const samePrice = `(p.price, p.old_price) IS NOT DISTINCT FROM (k.price, k.old_price)`;
  return `
    WITH touched AS (${touched}),
    locked AS (SELECT id FROM products WHERE id IN (SELECT product_id FROM touched) ORDER BY id FOR NO KEY UPDATE),
    kept AS (
      SELECT v.product_id,
             (array_agg(v.price ${cheapest}))[1] AS price,
             (array_agg(v.old_price ${cheapest}))[1] AS old_price,
             CASE WHEN bool_or(v.stock IS NULL) THEN NULL ELSE sum(v.stock)::int END AS stock,
             count(*)::int AS variant_count
      FROM product_variants v WHERE v.product_id IN (SELECT id FROM locked) GROUP BY v.product_id),
    counted AS (
      UPDATE products p SET stock = k.stock, variant_count = k.variant_count
      FROM kept k
      WHERE p.id = k.product_id AND ${samePrice}
        AND (p.stock, p.variant_count) IS DISTINCT FROM (k.stock, k.variant_count))
    UPDATE products p SET price = k.price, old_price = k.old_price, stock = k.stock, variant_count = k.variant_count
    FROM kept k
    WHERE p.id = k.product_id AND NOT ${samePrice}`;
}

/** The products a statement on product_variants touched, by the transition tables it has. */
export const SOURCES = [
  ['insert', 'NEW TABLE AS new_rows', `SELECT DISTINCT product_id FROM new_rows`],
  [
    'update',
    'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows`,
  ],
  ['delete', 'OLD TABLE AS old_rows', `SELECT DISTINCT product_id FROM old_rows`],
] as const;

/** A product's default variant's SKU: DS- and the first 12 hex digits of its id (all 32 where two share them). */
const DEFAULT_SKU = `'DS-' || upper(CASE WHEN count(*) OVER (PARTITION BY substr(replace(id::text, '-', ''), 1, 12)) > 1
  THEN replace(id::text, '-', '') ELSE substr(replace(id::text, '-', ''), 1, 12) END)`;

/**
 * Product variants: a product owns up to three options (Size, Finish, ...) and one variant per
 * combination sold, each with its own SKU, price and stock. Every product gets one default
 * variant (no option values) holding its price and stock. Cart lines, order lines and stock
 * movements point at a variant.
 *
 * `products.price`, `old_price`, `stock` and `variant_count` are kept from the variants by
 * statement-level triggers (as the price bands are kept): the cheapest variant that can be sold
 * (or the cheapest of all when every one is sold out), the sum of the counts (NULL when any is made
 * to order) and their number. So the listing's indexes, the paid price, the price bands and
 * `sold_out` go on working from the product row, and mean "from ₹X". A product is written only
 * when a kept value differs, after locking the touched products in id order, as the stock moves do;
 * its `updated_at` moves when its price does (products_stamped), not when only its stock does.
 */
export class Variants1733003300000 implements MigrationInterface {
  name = 'Variants1733003300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN options jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`ALTER TABLE products ADD COLUMN variant_count int NOT NULL DEFAULT 1`);
    await q.query(`
      CREATE TABLE product_variants (
        id uuid PRIMARY KEY DEFAULT shop_uuid7(),
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        sku varchar(64) NOT NULL,
        option_values jsonb NOT NULL DEFAULT '[]',
        price numeric(12,2) NOT NULL CHECK (price > 0),
        old_price numeric(12,2) CHECK (old_price > 0),
        stock int CHECK (stock >= 0),
        image varchar(500),
        additional_images jsonb NOT NULL DEFAULT '[]',
        weight_grams int CHECK (weight_grams > 0),
        position smallint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT product_variants_product_options_key UNIQUE (product_id, option_values)
      )`);
    await q.query(`
      INSERT INTO product_variants (product_id, sku, price, old_price, stock, position)
      SELECT id, ${DEFAULT_SKU}, price, old_price, stock, 0 FROM products`);
    await q.query(`CREATE UNIQUE INDEX product_variants_sku_key ON product_variants (lower(sku))`);
    await q.query(`CREATE INDEX product_variants_product_position_idx ON product_variants (product_id, position)`);

    for (const [event, tables, touched] of SOURCES) {
      await q.query(`
        CREATE FUNCTION product_variants_kept_${event}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          ${keptColumnsSql(touched)};
          RETURN NULL;
        END $$`);
      await q.query(`CREATE TRIGGER product_variants_kept_${event} AFTER ${event.toUpperCase()} ON product_variants
                     REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION product_variants_kept_${event}()`);
    }

    // Cart lines: one per variant; the migration's variants are the products' only ones.
    await q.query(`ALTER TABLE cart_items ADD COLUMN variant_id uuid`);
    await q.query(
      `UPDATE cart_items c SET variant_id = v.id FROM product_variants v WHERE v.product_id = c.product_id`,
    );
    await q.query(`ALTER TABLE cart_items ALTER COLUMN variant_id SET NOT NULL`);
    await q.query(`ALTER TABLE cart_items ADD CONSTRAINT cart_items_variant_id_fkey
                   FOREIGN KEY (variant_id) REFERENCES product_variants (id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE cart_items DROP CONSTRAINT cart_items_user_product_key`);
    await q.query(`ALTER TABLE cart_items ADD CONSTRAINT cart_items_user_variant_key UNIQUE (user_id, variant_id)`);
    // Serves a variant's delete (its cart lines go with it).
    await q.query(`CREATE INDEX cart_items_variant_idx ON cart_items (variant_id)`);

    // Order lines and stock movements keep the variant they were for (and the SKU sold, as sold).
    // Each foreign key is added once its column is filled: one check of the whole table instead of
    // one per row written (millions of order lines in a big shop).
    await q.query(`ALTER TABLE order_items ADD COLUMN variant_id uuid`);
    await q.query(`ALTER TABLE order_items ADD COLUMN sku varchar(64)`);
    await q.query(`ALTER TABLE order_items ADD COLUMN variant_title varchar(200)`);
    await q.query(`UPDATE order_items o SET variant_id = v.id, sku = v.sku
                   FROM product_variants v WHERE v.product_id = o.product_id`);
    await q.query(`ALTER TABLE order_items ADD CONSTRAINT order_items_variant_id_fkey
                   FOREIGN KEY (variant_id) REFERENCES product_variants (id) ON DELETE SET NULL`);
    // Serves a variant's delete (its lines keep what was sold and lose the link).
    await q.query(`CREATE INDEX order_items_variant_idx ON order_items (variant_id)`);

    await q.query(`ALTER TABLE stock_movements ADD COLUMN variant_id uuid`);
    await q.query(`UPDATE stock_movements m SET variant_id = v.id
                   FROM product_variants v WHERE v.product_id = m.product_id`);
    await q.query(`ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_variant_id_fkey
                   FOREIGN KEY (variant_id) REFERENCES product_variants (id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX stock_movements_variant_idx ON stock_movements (variant_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stock_movements DROP COLUMN variant_id`);
    await q.query(`ALTER TABLE order_items DROP COLUMN variant_title`);
    await q.query(`ALTER TABLE order_items DROP COLUMN sku`);
    await q.query(`ALTER TABLE order_items DROP COLUMN variant_id`);
    // A cart holding two variants of a product keeps the first line.
    await q.query(`DELETE FROM cart_items c USING cart_items d
                   WHERE d.user_id = c.user_id AND d.product_id = c.product_id AND d.id < c.id`);
    await q.query(`ALTER TABLE cart_items DROP CONSTRAINT cart_items_user_variant_key`);
    await q.query(`ALTER TABLE cart_items DROP COLUMN variant_id`);
    await q.query(`ALTER TABLE cart_items ADD CONSTRAINT cart_items_user_product_key UNIQUE (user_id, product_id)`);
    for (const [event] of SOURCES) {
      await q.query(`DROP TRIGGER product_variants_kept_${event} ON product_variants`);
      await q.query(`DROP FUNCTION product_variants_kept_${event}`);
    }
    await q.query(`DROP TABLE product_variants`);
    await q.query(`ALTER TABLE products DROP COLUMN variant_count`);
    await q.query(`ALTER TABLE products DROP COLUMN options`);
  }
}
