import type { RateLimitRecord, RateLimitStorage } from './rate-limit-storage';

interface Counter {
  hits: number;
  windowEndsAt: number;
  blockedUntil: number;
}

/** Above this many keys, expired counters are swept on the next hit. */
const SWEEP_THRESHOLD = 10_000;

/** Counters in this process's memory: the store when the shop runs without Redis. */
export class MemoryRateLimitStorage implements RateLimitStorage {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<RateLimitRecord> {
    const now = this.now();
    if (this.counters.size > SWEEP_THRESHOLD) this.sweep(now);
    let counter = this.counters.get(key);
    if (!counter || (counter.windowEndsAt <= now && counter.blockedUntil <= now)) {
      counter = { hits: 0, windowEndsAt: now + ttl, blockedUntil: 0 };
      this.counters.set(key, counter);
    }
    counter.hits += 1;
    if (counter.blockedUntil <= now && counter.hits > limit) counter.blockedUntil = now + blockDuration;
    const isBlocked = counter.blockedUntil > now;
    return Promise.resolve({
      totalHits: counter.hits,
      timeToExpire: Math.max(0, Math.ceil((counter.windowEndsAt - now) / 1000)),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((counter.blockedUntil - now) / 1000) : 0,
    });
  }

  reset(key: string): Promise<void> {
    this.counters.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.counters.clear();
    return Promise.resolve();
  }

  private sweep(now: number): void {
    for (const [key, counter] of this.counters) {
      if (counter.windowEndsAt <= now && counter.blockedUntil <= now) this.counters.delete(key);
    }
  }
}
