import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order search's trigram index (1733003000030-order-search.ts) takes each new order's
 * trigrams into its tree at once, instead of into GIN's pending list. With the list, one order in
 * a few hundred merged 4 MB of others' trigrams while its shopper waited: under ten checkouts at
 * once that order and the commits behind it took 100-500 ms (p99 180-850 ms), every few seconds.
 * Written through, each order costs a little more and none waits for the others' (p99 73 ms).
 */
export class OrderSearchWrittenThrough1733003400000 implements MigrationInterface {
  name = 'OrderSearchWrittenThrough1733003400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX orders_search_trgm_idx SET (fastupdate = off)`);
    // The trigrams already waiting in the pending list go into the tree now.
    await q.query(`SELECT gin_clean_pending_list('orders_search_trgm_idx')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX orders_search_trgm_idx RESET (fastupdate)`);
  }
}
