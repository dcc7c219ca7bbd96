import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The price a shopper pays, kept on the product (`paid_price`), so that the listing's price
 * filter and price sort are served by indexes while a deal is on; before, the paid price was a
 * CASE over the deal's categories, and a category's list read and sorted the whole category.
 *
 * `deals.prices_applied` says whether the paid prices carry the deal: DealsService
 * (modules/deals/deals.service.ts) sets it and reprices every product in one statement when the
 * deal is saved, starts or ends. A product's own writes (any INSERT, or an UPDATE of its price
 * or category, from the API or a bulk SQL load) get their paid price from the trigger below, by
 * the same rule as deal-rule.ts's dealPricePaise: whole paise, half away from zero.
 *
 * The listing's indexes: one per sort, with and without a category first, each ending with the
 * tie-breakers (created_at DESC, id) so that a page is read in index order, and carrying the
 * paid price so that a price range is checked in the index alone. The name sort's key is a
 * stored column (`name_key`, the lower-cased name): PostgreSQL reads an index on lower(name)
 * only together with the table, an index on a column alone.
 */
export class PaidPrice1733001500000 implements MigrationInterface {
  name = 'PaidPrice1733001500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deals ADD COLUMN prices_applied boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE products ADD COLUMN paid_price numeric(12,2)`);
    await q.query(`ALTER TABLE products ADD COLUMN name_key varchar(200) GENERATED ALWAYS AS (lower(name)) STORED`);
    await q.query(`
      CREATE FUNCTION products_paid_price() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.paid_price := coalesce(
          (SELECT round(NEW.price * (100 - d.discount)) / 100 FROM deals d
           WHERE d.id = 1 AND d.prices_applied AND NEW.category = ANY(d.categories)),
          NEW.price);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER products_paid_price BEFORE INSERT OR UPDATE OF price, category ON products
                   FOR EACH ROW EXECUTE FUNCTION products_paid_price()`);
    // The deal as it stands now; the shop checks it against its own clock at boot (DealsService).
    await q.query(`UPDATE deals SET prices_applied = is_active AND end_date > now() AND cardinality(categories) > 0`);
    await q.query(`UPDATE products SET price = price`);
    await q.query(`ALTER TABLE products ALTER COLUMN paid_price SET NOT NULL`);

    await q.query(`DROP INDEX products_category_price_cover_idx`);
    await q.query(`DROP INDEX products_price_idx`);
    await q.query(`DROP INDEX products_name_lower_idx`);
    await q.query(`DROP INDEX products_created_at_idx`);
    await q.query(`DROP INDEX products_rating_idx`);
    for (const [name, key, include] of LISTING_INDEXES) {
      await q.query(`CREATE INDEX products_${name}_idx ON products (${key}) INCLUDE (${include})`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of LISTING_INDEXES) await q.query(`DROP INDEX products_${name}_idx`);
    await q.query(`CREATE INDEX products_rating_idx ON products (rating DESC, review_count DESC)`);
    await q.query(`CREATE INDEX products_created_at_idx ON products (created_at DESC)`);
    await q.query(`CREATE INDEX products_name_lower_idx ON products (lower(name), created_at DESC, id)`);
    await q.query(`CREATE INDEX products_price_idx ON products (price, created_at DESC, id)`);
    await q.query(
      `CREATE INDEX products_category_price_cover_idx ON products (category, price) INCLUDE (rating, created_at, id)`,
    );
    await q.query(`DROP TRIGGER products_paid_price ON products`);
    await q.query(`DROP FUNCTION products_paid_price`);
    await q.query(`ALTER TABLE products DROP COLUMN name_key`);
    await q.query(`ALTER TABLE products DROP COLUMN paid_price`);
    await q.query(`ALTER TABLE deals DROP COLUMN prices_applied`);
  }
}

/** Each sort's key in its natural direction; the opposite order reads the index backwards. */
export const LISTING_INDEXES = [
  ['category_paid_price', 'category, paid_price, created_at DESC, id', 'rating'],
  ['category_rating', 'category, rating DESC, created_at DESC, id', 'paid_price'],
  ['category_name', 'category, name_key, created_at DESC, id', 'paid_price'],
  ['category_created', 'category, created_at DESC, id', 'paid_price'],
  ['paid_price', 'paid_price, created_at DESC, id', 'category'],
  ['rating_listing', 'rating DESC, created_at DESC, id', 'paid_price'],
  ['name_listing', 'name_key, created_at DESC, id', 'paid_price'],
  ['created', 'created_at DESC, id', 'paid_price'],
] as const;
