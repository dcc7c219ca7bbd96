import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config';
import { DatabaseServer } from './database-server';
import { MIGRATIONS } from './migrations';

@Global()
@Module({
  providers: [
    {
      provide: DatabaseServer,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const server = new DatabaseServer();
        await server.start(config);
        return server;
      },
    },
  ],
  exports: [DatabaseServer],
})
class DatabaseServerModule {}

/** TypeORM on the `pg` driver; the schema comes from migrations run at boot, never synchronize. */
@Module({
  imports: [
    DatabaseServerModule,
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG, DatabaseServer],
      useFactory: (config: AppConfig, server: DatabaseServer) => ({
        type: 'postgres' as const,
        url: server.url,
        autoLoadEntities: true,
        synchronize: false,
        migrations: MIGRATIONS,
        migrationsRun: true,
        migrationsTransactionMode: 'each' as const,
        // PGlite is one session: a second connection would interleave its transactions.
        extra: { max: server.isEmbedded ? 1 : 10 },
        logging: config.logLevel === 'debug' ? ['query' as const, 'error' as const] : ['error' as const],
      }),
    }),
  ],
  exports: [DatabaseServerModule],
})
export class DatabaseModule {}
