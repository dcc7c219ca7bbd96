import { MigrationInterface, QueryRunner } from 'typeorm';

/** The functions' bodies, as 1733003300200-variant-filters.ts and 1733003300600-option-combinations.ts wrote them. */
const COMBINATIONS = `
  WITH s AS (SELECT t, row_number() OVER (ORDER BY t COLLATE "C") AS i FROM unnest(tags) AS t)
  SELECT coalesce(array_agg(c), '{}') FROM (
    SELECT a.t || chr(31) || b.t AS c FROM s a JOIN s b ON a.i < b.i
    UNION ALL
    SELECT a.t || chr(31) || b.t || chr(31) || c.t FROM s a JOIN s b ON a.i < b.i JOIN s c ON b.i < c.i
  ) AS combinations`;
const VALUE_TAGS = `
  SELECT coalesce(array_agg(lower(options -> (t.i - 1)::int ->> 'name') || ':' || lower(t.value) ORDER BY t.i), '{}')
  FROM jsonb_array_elements_text(option_values) WITH ORDINALITY AS t(value, i)
  WHERE options -> (t.i - 1)::int ->> 'name' IS NOT NULL`;
const PRODUCT_TAGS = `
  SELECT coalesce(array_agg(DISTINCT t ORDER BY t), '{}')
  FROM product_variants v, unnest(variant_option_tags(options, v.option_values)) AS t
  WHERE v.product_id = product AND (v.stock IS NULL OR v.stock > 0)`;

/**
 * The option tag functions in PL/pgSQL, with the same bodies. PostgreSQL plans a SQL function
 * whose body it cannot inline (these read from a FROM clause) on every call, where PL/pgSQL keeps
 * its statements' plans for the session: a variant's tags cost a sixth of the time, which is most
 * of what writing variants costs the kept columns' triggers (a catalogue import, the stock moves
 * that sell a variant out).
 */
export class PlannedOptionTags1733003300800 implements MigrationInterface {
  name = 'PlannedOptionTags1733003300800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION option_tag_combinations(tags text[]) RETURNS text[]
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$ BEGIN RETURN (${COMBINATIONS}); END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION variant_option_tags(options jsonb, option_values jsonb) RETURNS text[]
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      DECLARE tags text[] := (${VALUE_TAGS});
      BEGIN
        RETURN tags || option_tag_combinations(tags);
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION product_option_tags(product uuid, options jsonb) RETURNS text[]
      LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$ BEGIN RETURN (${PRODUCT_TAGS}); END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION option_tag_combinations(tags text[]) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ ${COMBINATIONS} $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION variant_option_tags(options jsonb, option_values jsonb) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT tags || option_tag_combinations(tags) FROM (${VALUE_TAGS}) AS own(tags)
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION product_option_tags(product uuid, options jsonb) RETURNS text[]
      LANGUAGE sql STABLE PARALLEL SAFE AS $$ ${PRODUCT_TAGS} $$`);
  }
}
