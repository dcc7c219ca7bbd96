import { MigrationInterface, QueryRunner } from 'typeorm';

/** The words of a product's name and description, as search's vocabulary keeps them. */
const WORDS_OF = (row: string) =>
  `SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', ${row}.name || ' ' || ${row}.description))) AS w
   WHERE w ~ '[a-z]' AND length(w) BETWEEN 3 AND 60`;

/**
 * Search's vocabulary: every word used in the catalogue, kept by a trigger. A misspelt query
 * word is matched against these few thousand words (trigram similarity) instead of against
 * every product name, and the corrected query then goes through the full-text index. It
 * replaces the trigram index on product names.
 */
export class SearchWords1733000700002 implements MigrationInterface {
  name = 'SearchWords1733000700002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE search_words (word varchar(60) PRIMARY KEY)`);
    await q.query(`CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops)`);
    await q.query(`
      CREATE FUNCTION search_words_learn() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word) ${WORDS_OF('NEW')} ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF name, description ON products
                   FOR EACH ROW EXECUTE FUNCTION search_words_learn()`);
    await q.query(`INSERT INTO search_words (word) SELECT DISTINCT w FROM products p, LATERAL (${WORDS_OF('p')}) AS words
                   ON CONFLICT DO NOTHING`);
    await q.query(`DROP INDEX products_name_trgm_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX products_name_trgm_idx ON products USING gin (name gin_trgm_ops)`);
    await q.query(`DROP TRIGGER products_search_words ON products`);
    await q.query(`DROP FUNCTION search_words_learn`);
    await q.query(`DROP TABLE search_words`);
  }
}
