import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a counter reports (times in seconds). */
export type RateLimitRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The throttler's counter store, plus `reset` so that a success (a good login) can forget
 * the failures counted before it. Windows are fixed: they start at a key's first hit.
 */
export interface RateLimitStorage extends ThrottlerStorage {
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
