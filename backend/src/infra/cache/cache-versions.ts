import { TouchLedger } from './touch-ledger';

/**
 * Versions of cached data, one per namespace ("catalogue": products, reviews, the deal).
 * A cache entry remembers the version it was computed under and is only served while that
 * is still the current version; the module that owns the data bumps it after each commit.
 * A change to single items that cannot move them in or out of any answer (a product's stock
 * count that stays above zero) touches those items instead: only answers that show them go
 * stale, so an order does not empty the whole catalogue's cache.
 */
export type CacheNamespace = 'catalogue';
export const CACHE_NAMESPACES: readonly CacheNamespace[] = ['catalogue'];

export abstract class CacheVersions {
  /**
   * The current version, or null when this process cannot be sure it is current (the shared
   * store is unreachable): callers then compute afresh instead of trusting their cache.
   */
  abstract current(namespace: CacheNamespace): string | null;
  /** Makes every process's entries of the namespace stale; call after the change committed. */
  abstract bump(namespace: CacheNamespace): Promise<void>;
  /** Makes every process's entries that show these items stale; call after the change committed. */
  abstract touch(namespace: CacheNamespace, items: readonly string[]): Promise<void>;
  abstract close(): Promise<void>;

  protected readonly ledgers = new Map<CacheNamespace, TouchLedger>(
    CACHE_NAMESPACES.map((ns) => [ns, new TouchLedger()]),
  );

  /** Taken before an answer is computed; see untouchedSince. */
  touchStamp(namespace: CacheNamespace): number {
    return this.ledgers.get(namespace)!.stamp;
  }

  /** Whether an answer stamped `stamp` that shows `items` is still true as far as touches go. */
  untouchedSince(namespace: CacheNamespace, stamp: number, items: readonly string[]): boolean {
    return this.ledgers.get(namespace)!.untouchedSince(stamp, items);
  }
}

/** One process (the embedded default): a counter in memory is the whole truth. */
export class InProcessCacheVersions extends CacheVersions {
  private readonly versions = new Map<CacheNamespace, number>();

  current(namespace: CacheNamespace): string {
    return String(this.versions.get(namespace) ?? 0);
  }

  bump(namespace: CacheNamespace): Promise<void> {
    this.versions.set(namespace, (this.versions.get(namespace) ?? 0) + 1);
    return Promise.resolve();
  }

  touch(namespace: CacheNamespace, items: readonly string[]): Promise<void> {
    const ledger = this.ledgers.get(namespace)!;
    ledger.heard(ledger.stamp + 1, items);
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
