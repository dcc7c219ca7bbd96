import DataLoader from 'dataloader';

/** The largest batch one statement carries. */
const MAX_BATCH = 200;

export interface BatchOptions {
  /**
   * Send a batch only once the one before it has been answered. What arrives meanwhile waits
   * and goes out as the next batch, so the busier the process, the larger the batches: for
   * writes that each cost a transaction's round trips (a lone request still goes at once).
   */
  oneAtATime?: boolean;
}

/**
 * Gathers what concurrent requests need before asking the database: everything that reaches a
 * batch while one turn of the event loop reads requests goes out as one statement after it.
 * Under load that turns dozens of round trips and commits into one (a round trip costs the
 * API more than the work it asks for); a lone request waits only for the end of its turn.
 */
export function batchOf<K, V>(
  load: (keys: readonly K[]) => Promise<(V | Error)[]>,
  options: BatchOptions = {},
): DataLoader<K, V> {
  if (!options.oneAtATime) {
    return new DataLoader(load, { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setImmediate(run) });
  }
  // DataLoader starts a new batch once the last one was sent; that batch is sent when the
  // one before it has settled.
  let previous: Promise<unknown> = Promise.resolve();
  const send = (keys: readonly K[]) => {
    const answered = load(keys);
    previous = answered.catch(() => undefined);
    return answered;
  };
  return new DataLoader(send, {
    cache: false,
    maxBatchSize: MAX_BATCH,
    batchScheduleFn: (run) => void previous.then(() => setImmediate(run)),
  });
}
