export { AnswerCache, CACHE_TTL_MS, REFRESH_FROM_MS, ValidityBoundary } from './answer-cache';
export { CacheModule } from './cache.module';
