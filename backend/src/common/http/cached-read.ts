import { RouteConfig } from '@nestjs/platform-fastify';

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
