export { CACHE_NAMESPACES, CacheNamespace, CacheVersions } from './cache-versions';
export { CacheModule } from './cache.module';
export { CachedAnswer, ResponseCache } from './response-cache';
export { CartVersions } from './cart-versions';
export { FiguresVersion } from './figures-version';
