export * from './rate-limit.module';
export * from './rate-limit.service';
export { RateLimit, RATE_LIMITS } from './rate-limits';
