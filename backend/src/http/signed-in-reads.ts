import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../common/decorators/auth.decorators';
import { SIGNED_IN_READ, SignedInData } from '../common/http/cached-read';
import { CachedAnswer, CartVersions, FiguresVersion, ResponseCache } from '../infra/cache';
import type { RequestAuthenticator } from '../modules/auth/request-authenticator';
import { sendCached } from './cached-reads';

/** A signed-in answer is the caller's alone: browsers may keep it, shared caches may not. */
const CACHE_CONTROL = 'private, no-cache';
/** Even an answer nothing has invalidated is recomputed after this long (a new day, a new year). */
const MAX_AGE_MS = 60_000;

interface Slot {
  key: string;
  version: string;
  validUntil: number;
  /** A cart shows products: touching one of them makes it stale (see CacheVersions.touch). */
  touchable?: { namespace: 'catalogue'; stamp: number };
}

const pending = new WeakMap<FastifyRequest, Slot>();

/**
 * Answers being computed, by key and version: a request that misses while another computes the
 * same answer waits for it instead of computing it again, so a change (or a cold start) under
 * load costs one computation, not one per waiting caller.
 */
const computing = new Map<string, Promise<CachedAnswer | undefined>>();
const finishers = new WeakMap<FastifyRequest, (entry: CachedAnswer | undefined) => void>();

function finish(request: FastifyRequest, entry: CachedAnswer | undefined): void {
  const settle = finishers.get(request);
  if (!settle) return;
  finishers.delete(request);
  settle(entry);
}

function dataOf(request: FastifyRequest): SignedInData | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  return (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[SIGNED_IN_READ] as
    SignedInData | undefined;
}

interface Versions {
  figures: FiguresVersion;
  carts: CartVersions;
}

/** Where the caller may be served the cached answer, under which key and version; null when not. */
async function slotFor(
  data: SignedInData,
  request: FastifyRequest,
  caller: AuthUser,
  cache: ResponseCache,
  versions: Versions,
): Promise<Slot | null> {
  if (data === 'figures') {
    const version = versions.figures.current();
    if (caller.role !== 'admin' || version === null) return null;
    return { key: `figures ${request.url}`, version, validUntil: Date.now() + MAX_AGE_MS };
  }
  // A coupon's validity depends on its uses, which no version follows: such carts are priced afresh.
  const owner = (request.params as { userId?: string }).userId;
  const catalogue = cache.version('catalogue');
  if (owner !== caller.id || request.url.includes('?') || catalogue === null) return null;
  const cart = await versions.carts.current(caller.id);
  if (cart === null) return null;
  const { until } = cache.validUntil('catalogue');
  return {
    key: `cart ${request.url}`,
    version: `${catalogue}/${cart}`,
    validUntil: Math.min(until, Date.now() + MAX_AGE_MS),
    touchable: { namespace: 'catalogue', stamp: cache.touchStamp('catalogue') },
  };
}

/**
 * Serves routes marked @SignedInRead from the answer cache once the caller is known and
 * allowed (the same authentication as the auth guard), before the rest of Nest's pipeline;
 * stores the 200 answers of misses under the version read before the handler ran. A cart's
 * version is raised by every committed change to it (on every process, through Redis); the
 * admin figures' version is read from the database a few times a second, and a write this
 * process answers raises it at once, so an admin always reads their own change.
 */
export function registerSignedInReads(
  instance: FastifyInstance,
  cache: ResponseCache,
  versions: Versions,
  authenticator: RequestAuthenticator,
): void {
  instance.addHook('onRequest', async (request, reply) => {
    const data = dataOf(request);
    if (!data) return;
    const caller = await authenticator.callerOf(request);
    const slot = caller && (await slotFor(data, request, caller, cache, versions));
    if (!slot) return;
    const flight = `${slot.key} ${slot.version}`;
    const entry = cache.lookup(slot.key, slot.version, Date.now()) ?? (await computing.get(flight));
    // An answer computed by another request may have begun before a product it shows was touched.
    if (entry && cache.untouched(entry)) return sendCached(request, reply, entry, CACHE_CONTROL);
    pending.set(request, slot);
    if (!computing.has(flight)) {
      computing.set(
        flight,
        new Promise((resolve) =>
          finishers.set(request, (answer) => {
            computing.delete(flight);
            resolve(answer);
          }),
        ),
      );
    }
  });

  // However the computing request ends (an error, a dropped connection), its waiters go on.
  instance.addHook('onResponse', (request, _reply, done) => {
    finish(request, undefined);
    done();
  });
  instance.addHook('onRequestAbort', (request, done) => {
    finish(request, undefined);
    done();
  });

  instance.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      versions.figures.touched();
    }
    const slot = pending.get(request);
    if (!slot || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      return done(null, payload);
    }
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const entry = cache.store(
      slot.key,
      slot.version,
      slot.validUntil,
      Buffer.from(payload),
      contentType,
      slot.touchable,
    );
    finish(request, entry);
    reply.header('ETag', entry.etag).header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Encoding');
    done(null, payload);
  });
}
