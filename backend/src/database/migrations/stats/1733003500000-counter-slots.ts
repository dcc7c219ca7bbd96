import { MigrationInterface, QueryRunner } from 'typeorm';
import { countingStates } from '../checkout/1733003000097-order-payment-counts';

/**
 * The counters' slots (1733000700000-shop-counters.ts) by backend pid modulo 64 instead of 16. A
 * pool opens its connections together, so their pids are close: modulo 16, ten of them spread
 * over a range of 40 pids shared a slot, and each of the two then waited for the other's COMMIT
 * whenever their orders overlapped. A read sums a counter's slots, so it reads at most 64 rows per name.
 */
export class CounterSlots1733003500000 implements MigrationInterface {
  name = 'CounterSlots1733003500000';

  async up(q: QueryRunner): Promise<void> {
    await slots(q, 64);
  }

  async down(q: QueryRunner): Promise<void> {
    // The rows in slots 16 to 63 stay: a read sums every slot.
    await slots(q, 16);
  }
}

async function slots(q: QueryRunner, slots: number): Promise<void> {
  await q.query(`LOCK TABLE orders IN SHARE MODE`);
  await q.query(`
    CREATE OR REPLACE FUNCTION shop_count(counter varchar, delta bigint) RETURNS void LANGUAGE sql AS $$
      INSERT INTO shop_counters (name, slot, value) VALUES (counter, pg_backend_pid() % ${slots}, delta)
      ON CONFLICT (name, slot) DO UPDATE SET value = shop_counters.value + EXCLUDED.value
    $$`);
  await countingStates(q, true, slots);
}
