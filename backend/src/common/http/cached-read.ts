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
