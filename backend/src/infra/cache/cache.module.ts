import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config';
import { CacheVersions, InProcessCacheVersions } from './cache-versions';
import { RedisCacheVersions } from './redis-cache-versions';
import { ResponseCache } from './response-cache';

/** Cache versions (through Redis when REDIS_URL is set, so every API process agrees) and the answer cache. */
@Global()
@Module({
  providers: [
    {
      provide: CacheVersions,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): CacheVersions =>
        config.redisUrl ? new RedisCacheVersions(config.redisUrl, config.queuePrefix) : new InProcessCacheVersions(),
    },
    {
      provide: ResponseCache,
      inject: [CacheVersions],
      useFactory: (versions: CacheVersions) => new ResponseCache(versions),
    },
  ],
  exports: [CacheVersions, ResponseCache],
})
export class CacheModule implements OnApplicationShutdown {
  constructor(@Inject(CacheVersions) private readonly versions: CacheVersions) {}

  onApplicationShutdown(): Promise<void> {
    return this.versions.close();
  }
}
