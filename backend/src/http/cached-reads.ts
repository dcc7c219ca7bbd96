import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHED_READ } from '../common/http/cached-read';
import { CacheNamespace, CachedAnswer, ResponseCache } from '../infra/cache';
import { preferredEncoding } from './encoding';

/** Browsers and CDNs may keep an answer, but must check it (a cheap 304) before using it. */
const CACHE_CONTROL = 'public, no-cache';

interface PendingAnswer {
  namespace: CacheNamespace;
  version: string;
  stamp: number;
}

const pending = new WeakMap<FastifyRequest, PendingAnswer>();

function namespaceOf(request: FastifyRequest): CacheNamespace | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  return (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[CACHED_READ] as
    CacheNamespace | undefined;
}

/** Sends a cached answer: a 304 when the browser holds it, else its body in the best encoding. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedAnswer,
  cacheControl = CACHE_CONTROL,
): void {
  reply.header('ETag', entry.etag).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === entry.etag) {
    reply.code(304).send();
    return;
  }
  reply.header('Content-Type', entry.contentType);
  const encoding = entry.body.length >= 1024 ? preferredEncoding(request.headers['accept-encoding']) : 'identity';
  if (encoding === 'identity') {
    reply.send(entry.body);
    return;
  }
  reply.header('Content-Encoding', encoding).send(ResponseCache.encoded(entry, encoding));
}

/**
 * Serves routes marked @CachedRead from the answer cache before Nest's pipeline runs (a hit
 * costs no guard, validation or database work), and stores the 200 answers of misses. The
 * version (and the touches seen) is read before the handler runs, so an answer computed while
 * data changed is stored under the old version and never served.
 */
export function registerCachedReads(instance: FastifyInstance, cache: ResponseCache): void {
  instance.addHook('onRequest', (request, reply, done) => {
    const namespace = namespaceOf(request);
    if (!namespace) return done();
    const entry = cache.get(namespace, request.url);
    if (entry) return sendCached(request, reply, entry);
    const version = cache.version(namespace);
    if (version !== null) pending.set(request, { namespace, version, stamp: cache.touchStamp(namespace) });
    done();
  });

  instance.addHook('onSend', (request, reply, payload, done) => {
    const slot = pending.get(request);
    if (!slot || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      return done(null, payload);
    }
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const entry = cache.set(slot.namespace, request.url, slot, Buffer.from(payload), contentType);
    reply.header('ETag', entry.etag).header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Encoding');
    done(null, payload);
  });
}
