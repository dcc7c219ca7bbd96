import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order search's trigram index (1733003000030-order-search.ts) takes new orders' trigrams
 * through GIN's pending list again, now one of 64 kB (the least PostgreSQL allows) instead of
 * the 4 MB default. Written through (1733003400000), each order added its 50-odd trigrams to
 * the tree one by one: about a quarter of PostgreSQL's time in writing an order. The list merges
 * about a hundred orders' trigrams at once, a trigram's entry once per merge; a merge of 64 kB
 * takes a few milliseconds, where one of 4 MB held its shopper and the commits behind it for
 * 100-500 ms.
 */
export class OrderSearchSmallPendingList1733003400200 implements MigrationInterface {
  name = 'OrderSearchSmallPendingList1733003400200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX orders_search_trgm_idx SET (fastupdate = on, gin_pending_list_limit = 64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX orders_search_trgm_idx SET (fastupdate = off)`);
    await q.query(`ALTER INDEX orders_search_trgm_idx RESET (gin_pending_list_limit)`);
    await q.query(`SELECT gin_clean_pending_list('orders_search_trgm_idx')`);
  }
}
