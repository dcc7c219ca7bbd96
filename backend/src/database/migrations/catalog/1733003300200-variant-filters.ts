import { MigrationInterface, QueryRunner } from 'typeorm';
import { keptColumnsSql, SOURCES as VARIANT_SOURCES } from './1733003300000-variants';

/** What the kept columns say of the variants' counts: a product column and its aggregate over `v`. */
export interface KeptCount {
  column: string;
  value: string;
}

/** The sum of the counts, NULL when any variant is made to order (until 1733003301000-sales-leave-products.ts). */
const SUM_OF_COUNTS: KeptCount = {
  column: 'stock',
  value: 'CASE WHEN bool_or(v.stock IS NULL) THEN NULL ELSE sum(v.stock)::int END',
};

/**
 * The kept product columns of the touched products, as 1733003300000-variants.ts keeps them (a
 * sale writes no price, so it stays a heap-only update), plus `option_tags`: the product's options as `lower('name:value')` over the variants that can
 * be sold.
 */
export function keptColumnsWithTagsSql(touched: string, kept: KeptCount = SUM_OF_COUNTS): string {
  const { column, value } = kept;
  const cheapest = `ORDER BY (v.stock IS NULL OR v.stock > 0) DESC, v.price, v.position`;
  const samePrice = `(p.price, p.old_price) IS NOT DISTINCT FROM (k.price, k.old_price)`;
  return `
    WITH touched AS (${touched}),
    locked AS (SELECT id, options FROM products WHERE id IN (SELECT product_id FROM touched) ORDER BY id FOR NO KEY UPDATE),
    kept AS (
      SELECT l.id AS product_id,
             (array_agg(v.price ${cheapest}))[1] AS price,
             (array_agg(v.old_price ${cheapest}))[1] AS old_price,
             ${value} AS ${column},
             count(*)::int AS variant_count,
             -- As product_option_tags(), inline: a bulk load's statement runs it once per product.
             (SELECT coalesce(array_agg(DISTINCT t ORDER BY t), '{}')
              FROM product_variants a, unnest(variant_option_tags(l.options, a.option_values)) AS t
              WHERE a.product_id = l.id AND (a.stock IS NULL OR a.stock > 0)) AS option_tags
      FROM locked l JOIN product_variants v ON v.product_id = l.id GROUP BY l.id, l.options),
    counted AS (
      UPDATE products p SET ${column} = k.${column}, variant_count = k.variant_count, option_tags = k.option_tags
      FROM kept k
      WHERE p.id = k.product_id AND ${samePrice}
        AND (p.${column}, p.variant_count, p.option_tags) IS DISTINCT FROM (k.${column}, k.variant_count, k.option_tags))
    UPDATE products p SET price = k.price, old_price = k.old_price, ${column} = k.${column}, variant_count = k.variant_count,
                          option_tags = k.option_tags
    FROM kept k
    WHERE p.id = k.product_id AND NOT ${samePrice}`;
}

/** Replaces the bodies of the variants' kept-column trigger functions. */
export async function replaceKeptFunctions(q: QueryRunner, kept: (touched: string) => string): Promise<void> {
  for (const [event, , touched] of VARIANT_SOURCES) {
    await q.query(`
      CREATE OR REPLACE FUNCTION product_variants_kept_${event}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${kept(touched)};
        RETURN NULL;
      END $$`);
  }
}

/** The products a statement added (+1) or took away (-1) with each of their option tags. */
const COUNT_SOURCES = [
  [
    'insert',
    'NEW TABLE AS new_rows',
    `SELECT category, tag, options, 1 AS d FROM new_rows, unnest(option_tags) AS tag`,
  ],
  [
    'update',
    'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `SELECT category, tag, options, -1 AS d FROM old_rows, unnest(option_tags) AS tag
     UNION ALL SELECT category, tag, options, 1 FROM new_rows, unnest(option_tags) AS tag`,
  ],
  [
    'delete',
    'OLD TABLE AS old_rows',
    `SELECT category, tag, options, -1 AS d FROM old_rows, unnest(option_tags) AS tag`,
  ],
] as const;

/**
 * Adds the moved products to the counts, in key order (concurrent writers lock the rows in the
 * same order). A tag's first product names it as its options spell it ('Size', 'Large') and
 * places it (the option's and the value's places in its options), for showing the filters.
 */
const countMovedSql = (moved: string) => `
  INSERT INTO product_option_counts AS c (category, tag, name, value, option_position, value_position, products)
  SELECT m.category, m.tag,
         coalesce(min(l.name), split_part(m.tag, ':', 1)),
         coalesce(min(l.value), substr(m.tag, strpos(m.tag, ':') + 1)),
         coalesce(min(l.option_position), 0), coalesce(min(l.value_position), 0),
         sum(m.d)
  FROM (${moved}) AS m
  LEFT JOIN LATERAL (
    SELECT o.option ->> 'name' AS name, val.value, o.i AS option_position, val.i AS value_position
    FROM jsonb_array_elements(m.options) WITH ORDINALITY AS o(option, i),
         jsonb_array_elements_text(o.option -> 'values') WITH ORDINALITY AS val(value, i)
    WHERE lower(o.option ->> 'name') || ':' || lower(val.value) = m.tag LIMIT 1
  ) AS l ON m.d > 0
  GROUP BY 1, 2 HAVING sum(m.d) <> 0 ORDER BY 1, 2
  ON CONFLICT (category, tag) DO UPDATE SET products = c.products + EXCLUDED.products`;

/** The option values a product is searched by: every value of its options. */
const OPTION_WORDS = (config: string, row: string) =>
  `jsonb_to_tsvector('${config}', jsonb_path_query_array(${row ? `${row}.` : ''}options, '$[*].values[*]'), '["string"]')`;

/** As 1733000700002-search-words.ts's vocabulary, with the option values. */
const WORDS_OF = (row: string) =>
  `SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', ${row}.name || ' ' || ${row}.description)
                                          || ${OPTION_WORDS('simple', row)})) AS w
   WHERE w ~ '[a-z]' AND length(w) BETWEEN 3 AND 60`;

/**
 * Filters by option value. `products.option_tags` holds `lower('name:value')` of each option
 * value some variant that can be sold has ('size:large'), kept with the other kept columns by the
 * variants' triggers (and again when the product's options are renamed), with a GIN index: a
 * filter `option=Size:Large` is an index lookup. `product_option_counts` counts the products of
 * each category per tag, kept by statement-level triggers as the price bands are, so that the
 * filter's counts read a few rows. Search also matches the option values: they join the
 * searched text (weight C) and the vocabulary of typo corrections.
 */
export class VariantFilters1733003300200 implements MigrationInterface {
  name = 'VariantFilters1733003300200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION variant_option_tags(options jsonb, option_values jsonb) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(lower(options -> (t.i - 1)::int ->> 'name') || ':' || lower(t.value) ORDER BY t.i), '{}')
        FROM jsonb_array_elements_text(option_values) WITH ORDINALITY AS t(value, i)
        WHERE options -> (t.i - 1)::int ->> 'name' IS NOT NULL
      $$`);
    await q.query(`
      CREATE FUNCTION product_option_tags(product uuid, options jsonb) RETURNS text[]
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT t ORDER BY t), '{}')
        FROM product_variants v, unnest(variant_option_tags(options, v.option_values)) AS t
        WHERE v.product_id = product AND (v.stock IS NULL OR v.stock > 0)
      $$`);
    await q.query(`ALTER TABLE products ADD COLUMN option_tags text[] NOT NULL DEFAULT '{}'`);
    await q.query(`UPDATE products SET option_tags = product_option_tags(id, options) WHERE options <> '[]'::jsonb`);
    await q.query(`CREATE INDEX products_option_tags_idx ON products USING gin (option_tags)`);
    await replaceKeptFunctions(q, keptColumnsWithTagsSql);
    // Renamed options or values rename the tags of the variants kept as they were.
    await q.query(`
      CREATE FUNCTION products_option_tags() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.option_tags := product_option_tags(NEW.id, NEW.options);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER products_option_tags BEFORE UPDATE OF options ON products FOR EACH ROW
                   WHEN (OLD.options IS DISTINCT FROM NEW.options) EXECUTE FUNCTION products_option_tags()`);

    await q.query(`
      CREATE TABLE product_option_counts (
        category varchar(40) NOT NULL,
        tag text NOT NULL,
        name text NOT NULL,
        value text NOT NULL,
        option_position smallint NOT NULL,
        value_position smallint NOT NULL,
        products int NOT NULL,
        PRIMARY KEY (category, tag)
      )`);
    for (const [event, tables, moved] of COUNT_SOURCES) {
      await q.query(`
        CREATE FUNCTION products_option_counts_${event}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          ${countMovedSql(moved)};
          RETURN NULL;
        END $$`);
      await q.query(`CREATE TRIGGER products_option_counts_${event} AFTER ${event.toUpperCase()} ON products
                     REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION products_option_counts_${event}()`);
    }
    await q.query(countMovedSql(`SELECT category, tag, options, 1 AS d FROM products, unnest(option_tags) AS tag`));

    // Search: the option values in the searched text and in the vocabulary.
    await q.query(`ALTER TABLE products DROP COLUMN search`);
    await q.query(`ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
                     setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B')
                     || setweight(${OPTION_WORDS('english', '')}, 'C')) STORED`);
    await q.query(`CREATE INDEX products_search_idx ON products USING gin (search)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION search_words_learn() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word) ${WORDS_OF('NEW')} ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER products_search_words ON products`);
    await q.query(`CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF name, description, options
                   ON products FOR EACH ROW EXECUTE FUNCTION search_words_learn()`);
    await q.query(`INSERT INTO search_words (word) SELECT DISTINCT w FROM products p, LATERAL (${WORDS_OF('p')}) AS words
                   ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER products_search_words ON products`);
    await q.query(`CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF name, description ON products
                   FOR EACH ROW EXECUTE FUNCTION search_words_learn()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION search_words_learn() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word)
        SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.name || ' ' || NEW.description))) AS w
        WHERE w ~ '[a-z]' AND length(w) BETWEEN 3 AND 60 ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`ALTER TABLE products DROP COLUMN search`);
    await q.query(`ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
                     setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B')
                   ) STORED`);
    await q.query(`CREATE INDEX products_search_idx ON products USING gin (search)`);
    for (const [event] of COUNT_SOURCES) {
      await q.query(`DROP TRIGGER products_option_counts_${event} ON products`);
      await q.query(`DROP FUNCTION products_option_counts_${event}`);
    }
    await q.query(`DROP TABLE product_option_counts`);
    await q.query(`DROP TRIGGER products_option_tags ON products`);
    await q.query(`DROP FUNCTION products_option_tags`);
    await replaceKeptFunctions(q, keptColumnsSql);
    await q.query(`ALTER TABLE products DROP COLUMN option_tags`);
    await q.query(`DROP FUNCTION product_option_tags`);
    await q.query(`DROP FUNCTION variant_option_tags`);
  }
}
