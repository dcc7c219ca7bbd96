import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refund by line keeps, with each line, the variant, SKU and options of the order line it
 * gives back (as invoice lines keep them), so that the API, webhooks and the admin name what was
 * refunded without reading the order. Refunds made before get them from their order lines.
 */
export class RefundLineVariants1733003300300 implements MigrationInterface {
  name = 'RefundLineVariants1733003300300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE refunds r SET lines = (
        SELECT jsonb_agg(l.line || jsonb_build_object('variantId', i.variant_id, 'sku', i.sku,
                                                      'variantTitle', i.variant_title) ORDER BY l.n)
        FROM jsonb_array_elements(r.lines) WITH ORDINALITY AS l(line, n)
        LEFT JOIN order_items i ON i.id = (l.line ->> 'itemId')::uuid)
      WHERE r.lines IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE refunds r SET lines = (
        SELECT jsonb_agg(l.line - 'variantId' - 'sku' - 'variantTitle' ORDER BY l.n)
        FROM jsonb_array_elements(r.lines) WITH ORDINALITY AS l(line, n))
      WHERE r.lines IS NOT NULL`);
  }
}
