import { Global, Inject, Module, OnApplicationShutdown, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config';
import { CacheVersions, InProcessCacheVersions } from './cache-versions';
import { CartVersions, InProcessCartVersions, RedisCartVersions } from './cart-versions';
import { FiguresVersion } from './figures-version';
import { DataSource } from 'typeorm';
import { RedisCacheVersions } from './redis-cache-versions';
import { ResponseCache } from './response-cache';

/**
 * Cache versions (through Redis when REDIS_URL is set, so every API process agrees), the
 * answer cache, and the versions of signed-in answers (admin figures, carts).
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
      provide: FiguresVersion,
      inject: [DataSource, APP_CONFIG],
      // A worker answers no HTTP: it has no cached figures to keep current, so it does not poll.
      useFactory: (dataSource: DataSource, config: AppConfig) =>
        new FiguresVersion(dataSource, config.appRole !== 'worker'),
    },
    {
      provide: CartVersions,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): CartVersions =>
        config.redisUrl ? new RedisCartVersions(config.redisUrl, config.queuePrefix) : new InProcessCartVersions(),
    },
  ],
  exports: [CacheVersions, ResponseCache, FiguresVersion, CartVersions],
})
export class CacheModule implements OnModuleDestroy, OnApplicationShutdown {
  constructor(
    @Inject(CacheVersions) private readonly versions: CacheVersions,
    @Inject(FiguresVersion) private readonly figures: FiguresVersion,
    @Inject(CartVersions) private readonly carts: CartVersions,
  ) {}

  // Before any module's shutdown (the database connection closes in TypeORM's): a read of the
  // figures under way then finishes instead of failing on a closed connection.
  async onModuleDestroy(): Promise<void> {
    await this.figures.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.versions.close(), this.carts.close()]);
  }
}
