import { RouteConfig } from '@nestjs/platform-fastify';
import type { CacheNamespace } from '../../infra/cache';

/** The route config key the HTTP layer's answer cache looks for. */
export const CACHED_READ = 'cachedRead';

/**
 * A public read whose answer depends only on its URL and on data of `namespace`: the HTTP
 * layer serves it from the answer cache (with ETag and 304) until the namespace's version
 * changes. Never put it on a route whose answer depends on who asks.
 */
export const CachedRead = (namespace: CacheNamespace): MethodDecorator => RouteConfig({ [CACHED_READ]: namespace });

/** The route config key of the HTTP layer's signed-in answer cache. */
export const SIGNED_IN_READ = 'signedInRead';

/**
 * What a signed-in read's answer depends on, and so who may be served it from the cache:
 * - `figures`: the admin's figures and order list, the same for every admin (admins only);
 * - `cart`: the caller's own cart (the `:userId` in the path must be the caller), at
 *   catalogue prices.
 */
export type SignedInData = 'figures' | 'cart';

/**
 * A signed-in read the HTTP layer may answer from its cache once the caller is known to be
 * allowed: until PostgreSQL reports a change to the data it depends on (see
 * infra/cache/database-changes.ts). Anything the cache cannot vouch for (no or a bad token,
 * someone else's cart, a query string on a cart) goes through Nest's pipeline as usual.
 */
export const SignedInRead = (data: SignedInData): MethodDecorator => RouteConfig({ [SIGNED_IN_READ]: data });
