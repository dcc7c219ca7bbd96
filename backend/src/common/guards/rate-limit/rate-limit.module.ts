import { Global, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { InjectThrottlerStorage, ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../../config';
import { requestRedis, watchRedis, whenReady } from '../../../infra/redis';
import { MemoryRateLimitStorage } from './memory-rate-limit-storage';
import type { RateLimitStorage } from './rate-limit-storage';
import { RateLimitService } from './rate-limit.service';
import { RedisRateLimitStorage } from './redis-rate-limit-storage';
import { throttlers } from './rate-limits';
import { ShopThrottlerGuard } from './shop-throttler.guard';

async function createStorage(config: AppConfig): Promise<RateLimitStorage> {
  if (!config.redisUrl) return new MemoryRateLimitStorage();
  // Fail fast instead of queueing while Redis is away (see RedisRateLimitStorage for what then).
  const redis = requestRedis(config.redisUrl, `${config.queuePrefix}-ratelimit`);
  watchRedis(redis, new Logger('RateLimit'), 'Rate limits');
  // A healthy boot waits for the first connection so that sign-in works from the first request.
  await whenReady(redis, 3000);
  return new RedisRateLimitStorage(redis, config.queuePrefix);
}

/**
 * Rate limiting for every route (a global guard; import this module before the feature
 * modules so floods are refused before any other work). Counters live in Redis when
 * REDIS_URL is set, so all API processes share them; in memory otherwise.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => ({ throttlers: throttlers(), storage: await createStorage(config) }),
    }),
  ],
  providers: [RateLimitService, { provide: APP_GUARD, useClass: ShopThrottlerGuard }],
  exports: [RateLimitService],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@InjectThrottlerStorage() private readonly storage: RateLimitStorage) {}

  async onApplicationShutdown(): Promise<void> {
    await this.storage.close();
  }
}
