import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config';
import { CacheVersions, InProcessCacheVersions } from './cache-versions';
import { DatabaseChanges } from './database-changes';
import { RedisCacheVersions } from './redis-cache-versions';
import { ResponseCache } from './response-cache';

/**
 * Cache versions (through Redis when REDIS_URL is set, so every API process agrees), the
 * answer cache, and PostgreSQL's change notices for signed-in answers.
 */
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
    {
      provide: DatabaseChanges,
      inject: [APP_CONFIG],
      // A worker answers no HTTP, so it has no cached answers to keep current.
      useFactory: (config: AppConfig) =>
        new DatabaseChanges(config.appRole === 'worker' ? undefined : config.databaseUrl),
    },
  ],
  exports: [CacheVersions, ResponseCache, DatabaseChanges],
})
export class CacheModule implements OnApplicationShutdown {
  constructor(
    @Inject(CacheVersions) private readonly versions: CacheVersions,
    @Inject(DatabaseChanges) private readonly changes: DatabaseChanges,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.versions.close(), this.changes.close()]);
  }
}
