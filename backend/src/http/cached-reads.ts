import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { answerRefreshHeaders, CACHED_READ, isAnswerRefresh, Shows, SIGNED_IN_READ } from '../common/http/cached-read';
import { AnswerCache } from '../infra/cache';
import { preferredEncoding } from './encoding';

/**
 * A CDN or nginx keeps a public answer a second, and may answer from it two seconds more while
 * it asks again: behind one, a change shows within 1 + 2 s plus the API's own bound (1 s).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=2';
/** The caller's alone: a browser may keep it, a shared cache may not. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

interface Answer {
  body: Buffer;
  etag: string;
  contentType: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * An answer shows every product whose id it holds: a JSON string that is a UUID, as PostgreSQL
 * writes them (lower case). The quotes let the scan skip most of the text: without them a list's
 * descriptions and prices made it cost a cold list about a quarter of the API's time.
 */
const ITEM_ID = /"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/g;

const begun = new WeakMap<FastifyRequest, number>();
/** Requests answered from the cache: their bytes, ETag and headers are set already. */
const served = new WeakSet<FastifyRequest>();

function config(request: FastifyRequest): Record<string, unknown> | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  return request.routeOptions.config as unknown as Record<string, unknown> | undefined;
}

function tagsOf(shows: Shows, request: FastifyRequest, text: string): string[] {
  if (shows === 'settings') return ['settings'];
  const id = (request.params as { id?: string }).id?.toLowerCase();
  const own = shows === 'catalogue' ? ['catalogue'] : shows === 'product' ? [`reviews:${id}`] : [];
  const shown = text.match(ITEM_ID) ?? [];
  return [...new Set(['deal', ...own, ...shown.map((item) => `product:${item.slice(1, -1)}`)])];
}

function encoded(answer: Answer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    return (answer.br ??= brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  return (answer.gzip ??= gzipSync(answer.body));
}

/** Sends a cached answer: a 304 when the client holds it, else its body in the best encoding. */
function send(request: FastifyRequest, reply: FastifyReply, answer: Answer): void {
  reply.header('ETag', answer.etag).header('Cache-Control', PUBLIC_CACHE_CONTROL).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === answer.etag) {
    reply.code(304).send();
    return;
  }
  reply.header('Content-Type', answer.contentType);
  const encoding = answer.body.length >= 1024 ? preferredEncoding(request.headers['accept-encoding']) : 'identity';
  if (encoding === 'identity') reply.send(answer.body);
  else reply.header('Content-Encoding', encoding).send(encoded(answer, encoding));
}

/**
 * Serves routes marked @CachedRead from the answer cache (keyed by URL) before Nest's pipeline
 * runs, and keeps the 200 answers of misses, tagged with what they show. An ageing answer still
 * served is computed anew by a request of this process to itself, in the background. Routes
 * marked @SignedInRead get an ETag and a 304 too, computed afresh; every other answer to a
 * caller who sent credentials is marked private.
 */
export function registerCachedReads(instance: FastifyInstance, cache: AnswerCache): void {
  instance.addHook('onRequest', (request, reply, done) => {
    if (!config(request)?.[CACHED_READ]) return done();
    const answer = isAnswerRefresh(request.headers) ? undefined : cache.get<Answer>(request.url);
    if (answer) {
      served.add(request);
      if (cache.refreshDue(request.url)) {
        // Its answer is kept by the onSend hook below; a failed one leaves the entry to end.
        const refresh = { method: 'GET' as const, url: request.url, headers: answerRefreshHeaders() };
        void Promise.resolve()
          .then(() => instance.inject(refresh))
          .catch(() => undefined);
      }
      return send(request, reply, answer);
    }
    begun.set(request, cache.begin());
    done();
  });

  instance.addHook('onSend', (request, reply, payload, done) => {
    if (served.has(request)) return done(null, payload);
    const route = config(request);
    const shows = route?.[CACHED_READ] as Shows | undefined;
    const answered = reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!answered || (!shows && !route?.[SIGNED_IN_READ])) {
      const signedIn = request.headers.authorization !== undefined || request.headers.cookie !== undefined;
      if (signedIn && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return done(null, payload);
    }
    // The text is made UTF-8 once: hashed, kept and sent as these bytes.
    const body = typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
    const etag = `"${hash('sha1', body, 'base64url')}"`;
    const startedAt = begun.get(request);
    if (shows && startedAt !== undefined) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const text = typeof payload === 'string' ? payload : body.toString('latin1');
      // The compressed copies added later are each smaller than the body: counted as a second body.
      cache.set(request.url, { body, etag, contentType }, tagsOf(shows, request, text), startedAt, 2 * body.length);
    }
    reply.header('ETag', etag).header('Vary', 'Accept-Encoding');
    reply.header('Cache-Control', shows ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    if (request.headers['if-none-match'] !== etag) return done(null, body);
    reply.code(304);
    done(null, '');
  });
}
