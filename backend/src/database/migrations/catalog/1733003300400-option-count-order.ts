import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The option filters show values in the order the admin gave them. The counts
 * (1733003300200-variant-filters.ts) keep a value's place from the first product that had it,
 * so an admin putting the values in another order changed nothing. Now an admin who puts an
 * option's values in another order (the same values) places them so in the product's category's
 * counts. Only an admin's change of the options runs it, never a sale; a product adding or
 * dropping values leaves the places as they were.
 */
export class OptionCountOrder1733003300400 implements MigrationInterface {
  name = 'OptionCountOrder1733003300400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION products_option_count_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        WITH given AS (
          SELECT o.option ->> 'name' AS name, val.value, o.i AS option_position, val.i AS value_position,
                 lower(o.option ->> 'name') || ':' || lower(val.value) AS tag
          FROM jsonb_array_elements(NEW.options) WITH ORDINALITY AS o(option, i),
               jsonb_array_elements_text(o.option -> 'values') WITH ORDINALITY AS val(value, i)
          -- The option had these values before, in another order.
          WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(OLD.options) AS was(option)
                        WHERE lower(was.option ->> 'name') = lower(o.option ->> 'name')
                          AND (was.option -> 'values') <> (o.option -> 'values')
                          AND (was.option -> 'values') @> (o.option -> 'values')
                          AND (o.option -> 'values') @> (was.option -> 'values'))),
        -- In key order, as the counts' other writers lock them.
        locked AS (
          SELECT c.tag FROM product_option_counts c
          WHERE c.category = NEW.category AND c.tag IN (SELECT tag FROM given) ORDER BY c.tag FOR UPDATE)
        UPDATE product_option_counts c
        SET name = g.name, value = g.value, option_position = g.option_position, value_position = g.value_position
        FROM given g
        WHERE c.category = NEW.category AND c.tag = g.tag AND c.tag IN (SELECT tag FROM locked)
          AND (c.name, c.value, c.option_position, c.value_position)
              IS DISTINCT FROM (g.name, g.value, g.option_position, g.value_position);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER products_option_count_order AFTER UPDATE OF options ON products FOR EACH ROW
                   WHEN (OLD.options IS DISTINCT FROM NEW.options) EXECUTE FUNCTION products_option_count_order()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER products_option_count_order ON products`);
    await q.query(`DROP FUNCTION products_option_count_order`);
  }
}
