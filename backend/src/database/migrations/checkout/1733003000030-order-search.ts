import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the admin's order search and the shopper's "Track order" form look up, at a million
 * orders: the order number (the id's last 8 characters), the payment status newest first, and
 * the e-mail, name and phone kept with the order as one lower-case text under a trigram index
 * (pg_trgm: the foundation migration creates it, in PostgreSQL and in PGlite alike). Orders
 * placed before the name and phone were kept take them from their account now.
 */
export class OrderSearch1733003000030 implements MigrationInterface {
  name = 'OrderSearch1733003000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE orders o
      SET shipping_address = o.shipping_address || jsonb_build_object('name', u.username, 'phone', u.phone)
      FROM users u
      WHERE u.id = o.user_id AND o.shipping_address->>'name' IS NULL`);
    await q.query(`CREATE INDEX orders_number_idx ON orders ((right(id::text, 8)))`);
    await q.query(`CREATE INDEX orders_payment_newest_idx ON orders (payment_status, created_at DESC, id DESC)`);
    // The expression must stay exactly ORDER_SEARCH_TEXT (orders.service.ts) for the index to serve it.
    await q.query(`
      CREATE INDEX orders_search_trgm_idx ON orders USING gin (
        (lower(email || ' ' || coalesce(shipping_address->>'name', '') || ' ' || coalesce(shipping_address->>'phone', '')))
        gin_trgm_ops
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_search_trgm_idx`);
    await q.query(`DROP INDEX orders_payment_newest_idx`);
    await q.query(`DROP INDEX orders_number_idx`);
  }
}
