import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { CacheNamespace, CacheVersions } from './cache-versions';

/** Memory given to cached answers, so a catalogue of any size keeps the process small. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Even an entry nothing has invalidated is recomputed after this long. */
const MAX_AGE_MS = 10 * 60 * 1000;

export interface CachedAnswer {
  version: string;
  validUntil: number;
  body: Buffer;
  etag: string;
  contentType: string;
  br?: Buffer;
  gzip?: Buffer;
  /** The items (ids) the answer shows, for the namespace's touches (see CacheVersions.touch). */
  shows?: { namespace: CacheNamespace; stamp: number; items: string[] };
}

/** Items are rows named by their UUIDs: an answer shows every row whose id it holds. */
const ITEM_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function idsShownIn(body: Buffer): string[] {
  return [
    ...new Set(
      body
        .toString('latin1')
        .match(ITEM_ID)
        ?.map((id) => id.toLowerCase()),
    ),
  ];
}

/**
 * When a namespace's answers stop being true without anyone changing data (a deal ends at
 * its end date), and the clock that decides it, so tests that move time see it too.
 */
export interface ValidityBoundary {
  now: () => number;
  /** The next moment answers computed now change by themselves; Infinity for never. */
  nextChange: () => number;
}

/**
 * Serialized answers of public reads, keyed by namespace and URL. An entry is served only
 * while its namespace's version is the one it was computed under and its boundary has not
 * passed, so a change is seen everywhere as soon as the owner bumps the version.
 */
export class ResponseCache {
  private readonly entries = new LRUCache<string, CachedAnswer>({
    maxSize: MAX_BYTES,
    // The brotli and gzip copies made later (encoded) are each smaller than the body: counting
    // the body twice keeps the bound true once they are added.
    sizeCalculation: (entry) => 2 * entry.body.length + 200,
  });
  private readonly boundaries = new Map<CacheNamespace, ValidityBoundary>();

  constructor(readonly versions: CacheVersions) {}

  setBoundary(namespace: CacheNamespace, boundary: ValidityBoundary): void {
    this.boundaries.set(namespace, boundary);
  }

  private now(namespace: CacheNamespace): number {
    return this.boundaries.get(namespace)?.now() ?? Date.now();
  }

  /** The version to compute a fresh answer under, or null when answers must not be cached now. */
  version(namespace: CacheNamespace): string | null {
    return this.versions.current(namespace);
  }

  /** Taken with the version before an answer is computed: which touches it has seen. */
  touchStamp(namespace: CacheNamespace): number {
    return this.versions.touchStamp(namespace);
  }

  get(namespace: CacheNamespace, url: string): CachedAnswer | undefined {
    const version = this.versions.current(namespace);
    if (version === null) return undefined;
    return this.lookup(`${namespace} ${url}`, version, this.now(namespace));
  }

  set(
    namespace: CacheNamespace,
    url: string,
    { version, stamp }: { version: string; stamp: number },
    body: Buffer,
    contentType: string,
  ): CachedAnswer {
    const now = this.now(namespace);
    const validUntil = this.boundaries.get(namespace)?.nextChange() ?? Infinity;
    const key = `${namespace} ${url}`;
    return this.store(key, version, Math.min(validUntil, now + MAX_AGE_MS), body, contentType, { namespace, stamp });
  }

  /** Until when an answer computed now from the namespace's data stays true by itself. */
  validUntil(namespace: CacheNamespace): { now: number; until: number } {
    const now = this.now(namespace);
    return { now, until: Math.min(this.boundaries.get(namespace)?.nextChange() ?? Infinity, now + MAX_AGE_MS) };
  }

  /** The entry under `key`, if it was computed under `version` and is still valid at `now`. */
  lookup(key: string, version: string, now: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version || now >= entry.validUntil || !this.untouched(entry)) return undefined;
    return entry;
  }

  /** False once an item the answer shows was touched after the answer was begun. */
  untouched(entry: CachedAnswer): boolean {
    const { shows } = entry;
    return !shows || this.versions.untouchedSince(shows.namespace, shows.stamp, shows.items);
  }

  /** `touchable`: the namespace whose touches of the answer's items make it stale, and its stamp. */
  store(
    key: string,
    version: string,
    validUntil: number,
    body: Buffer,
    contentType: string,
    touchable?: { namespace: CacheNamespace; stamp: number },
  ): CachedAnswer {
    const entry: CachedAnswer = {
      version,
      validUntil,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType,
      shows: touchable && { ...touchable, items: idsShownIn(body) },
    };
    this.entries.set(key, entry);
    return entry;
  }

  /** The body in an encoding, compressed the first time it is asked for and kept. */
  static encoded(entry: CachedAnswer, encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br') {
      return (entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    return (entry.gzip ??= gzipSync(entry.body));
  }
}
