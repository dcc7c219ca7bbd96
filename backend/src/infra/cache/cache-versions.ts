/**
 * Versions of cached data, one per namespace ("catalogue": products, reviews, the deal).
 * A cache entry remembers the version it was computed under and is only served while that
 * is still the current version; the module that owns the data bumps it after each commit.
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
  abstract close(): Promise<void>;
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

  close(): Promise<void> {
    return Promise.resolve();
  }
}
