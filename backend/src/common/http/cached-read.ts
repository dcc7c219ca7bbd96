import { RouteConfig } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';

/** The route config key the HTTP layer's answer cache looks for (http/cached-reads.ts). */
export const CACHED_READ = 'cachedRead';

/**
 * What a public read's answer shows, besides the deal's prices and the products whose ids it
 * holds (it is tagged with all of them, and dropped when one changes):
 * - `catalogue`: a choice of products (lists, search, ratings), made again when any product changes;
 * - `product`: the product of the path's `:id`, with its reviews;
 * - `deal`: the deal alone;
 * - `settings`: the shop's settings alone (tagged `settings` only: no price in it).
 */
export type Shows = 'catalogue' | 'product' | 'deal' | 'settings';

/**
 * A public read whose answer depends only on its URL: served from the answer cache, and marked
 * `Cache-Control: public` with an ETag so that a CDN or nginx may keep it too. Never put it on
 * a route whose answer depends on who asks.
 */
export const CachedRead = (shows: Shows): MethodDecorator => RouteConfig({ [CACHED_READ]: shows });

/** The route config key of signed-in reads answered with an ETag. */
export const SIGNED_IN_READ = 'signedInRead';

/**
 * A signed-in read computed afresh every time, answered with an ETag (304 when the browser holds
 * it) and `Cache-Control: private`, so that no shared cache keeps it.
 */
export const SignedInRead = (): MethodDecorator => RouteConfig({ [SIGNED_IN_READ]: true });

/**
 * The header of the requests by which a process computes its own ageing cached answers anew
 * (http/cached-reads.ts), which the cache does not answer: its value is a secret of the
 * process, so that no client can pass for one. (They come from the loopback address, which the
 * flood ceiling does not count.)
 */
const REFRESH_HEADER = 'x-answer-refresh';
const REFRESH_SECRET = randomBytes(18).toString('base64url');

export const answerRefreshHeaders = (): Record<string, string> => ({ [REFRESH_HEADER]: REFRESH_SECRET });

export function isAnswerRefresh(headers: Record<string, string | string[] | undefined>): boolean {
  return headers[REFRESH_HEADER] === REFRESH_SECRET;
}
