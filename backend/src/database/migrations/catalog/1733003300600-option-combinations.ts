import { MigrationInterface, QueryRunner } from 'typeorm';

/** A variant's own tags, lower('name:value') in its options' order (1733003300200-variant-filters.ts). */
const VALUE_TAGS = `
  SELECT coalesce(array_agg(lower(options -> (t.i - 1)::int ->> 'name') || ':' || lower(t.value) ORDER BY t.i), '{}')
  FROM jsonb_array_elements_text(option_values) WITH ORDINALITY AS t(value, i)
  WHERE options -> (t.i - 1)::int ->> 'name' IS NOT NULL`;

/**
 * Filters by two or three options as one tag. A variant's tags (`variant_option_tags`, which
 * the kept `products.option_tags` and `product_option_counts` are made of) gain each
 * combination of two or three of its values: the values' tags in byte order ("C"), joined by
 * the unit separator (U+001F, which no option filter may hold), e.g. 'finish:walnut␟size:large'.
 * A filter `option=Size:Large&option=Finish:Walnut` is then `option_tags && '{finish:walnut␟size:large}'`:
 * one GIN lookup or a walk of the sort's index, and its count the kept count of that tag, where
 * before every matching product's variants were read to check one variant had both values
 * (800 ms for the count of one category at 100,000 products).
 */
export class OptionCombinations1733003300600 implements MigrationInterface {
  name = 'OptionCombinations1733003300600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION option_tag_combinations(tags text[]) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        WITH s AS (SELECT t, row_number() OVER (ORDER BY t COLLATE "C") AS i FROM unnest(tags) AS t)
        SELECT coalesce(array_agg(c), '{}') FROM (
          SELECT a.t || chr(31) || b.t AS c FROM s a JOIN s b ON a.i < b.i
          UNION ALL
          SELECT a.t || chr(31) || b.t || chr(31) || c.t FROM s a JOIN s b ON a.i < b.i JOIN s c ON b.i < c.i
        ) AS combinations
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION variant_option_tags(options jsonb, option_values jsonb) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT tags || option_tag_combinations(tags) FROM (${VALUE_TAGS}) AS own(tags)
      $$`);
    await q.query(`UPDATE products SET option_tags = product_option_tags(id, options) WHERE options <> '[]'::jsonb`);
    // The planner's counts of the new tags, so that a common combination walks the sort's index. A
    // new shop's empty table is left alone: statistics of no rows would have the planner take the
    // catalogue for tiny until autovacuum looks again.
    await q.query(`DO $$ BEGIN IF EXISTS (SELECT 1 FROM products) THEN ANALYZE products; END IF; END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION variant_option_tags(options jsonb, option_values jsonb) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ ${VALUE_TAGS} $$`);
    await q.query(`DROP FUNCTION option_tag_combinations`);
    await q.query(`UPDATE products SET option_tags = product_option_tags(id, options) WHERE options <> '[]'::jsonb`);
    await q.query(`DELETE FROM product_option_counts WHERE strpos(tag, chr(31)) > 0`);
  }
}
