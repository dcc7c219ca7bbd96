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

  get(namespace: CacheNamespace, url: string): CachedAnswer | undefined {
    const version = this.versions.current(namespace);
    if (version === null) return undefined;
    return this.lookup(`${namespace} ${url}`, version, this.now(namespace));
  }

  set(namespace: CacheNamespace, url: string, version: string, body: Buffer, contentType: string): CachedAnswer {
    const now = this.now(namespace);
    const validUntil = this.boundaries.get(namespace)?.nextChange() ?? Infinity;
    return this.store(`${namespace} ${url}`, version, Math.min(validUntil, now + MAX_AGE_MS), body, contentType);
  }

  /** Until when an answer computed now from the namespace's data stays true by itself. */
  validUntil(namespace: CacheNamespace): { now: number; until: number } {
    const now = this.now(namespace);
    return { now, until: Math.min(this.boundaries.get(namespace)?.nextChange() ?? Infinity, now + MAX_AGE_MS) };
  }

  /** The entry under `key`, if it was computed under `version` and is still valid at `now`. */
  lookup(key: string, version: string, now: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version || now >= entry.validUntil) return undefined;
    return entry;
  }

  store(key: string, version: string, validUntil: number, body: Buffer, contentType: string): CachedAnswer {
    const entry: CachedAnswer = {
      version,
      validUntil,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType,
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
