import DataLoader from 'dataloader';

/** The largest batch one statement carries. */
const MAX_BATCH = 200;

/**
 * Gathers what concurrent requests need before asking the database: everything that reaches a
 * batch while one turn of the event loop reads requests goes out as one statement after it.
 * Under load that turns dozens of round trips and commits into one (a round trip costs the
 * API more than the work it asks for); a lone request waits only for the end of its turn.
 */
export function batchOf<K, V>(load: (keys: readonly K[]) => Promise<(V | Error)[]>): DataLoader<K, V> {
  return new DataLoader(load, { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setImmediate(run) });
}
