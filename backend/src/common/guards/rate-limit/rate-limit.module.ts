import { Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { InjectThrottlerStorage, ThrottlerModule } from '@nestjs/throttler';
import IORedis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../../config';
import { MemoryRateLimitStorage } from './memory-rate-limit-storage';
import type { RateLimitStorage } from './rate-limit-storage';
import { RateLimitService } from './rate-limit.service';
import { RedisRateLimitStorage } from './redis-rate-limit-storage';
import { throttlers } from './rate-limits';
import { ShopThrottlerGuard } from './shop-throttler.guard';

function createStorage(config: AppConfig): RateLimitStorage {
  if (!config.redisUrl) return new MemoryRateLimitStorage();
  // Fail fast instead of queueing while Redis is away: the storage then lets requests through.
  const redis = new IORedis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined);
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
      useFactory: (config: AppConfig) => ({ throttlers: throttlers(), storage: createStorage(config) }),
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
