import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdvancedConsoleLogger } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config';
import { DatabaseServer } from './database-server';
import { MIGRATIONS } from './migrations';
import { clientClass } from './pg-client';

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

const poolLogger = new Logger('Database');

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
        extra: {
          // PGlite is one session: a second connection would interleave its transactions.
          max: server.isEmbedded ? 1 : config.databasePoolSize,
          // A request never waits forever for a connection to a server that is away.
          connectionTimeoutMillis: 5000,
          keepAlive: true,
          // Connections stay open while idle (pg closes them after 10 s by default): a new one
          // starts with PostgreSQL's catalogue caches and this shop's prepared statements empty,
          // which made the first requests after a quiet spell several times slower.
          idleTimeoutMillis: 0,
          Client: clientClass((err) => poolLogger.warn(`Database connection lost: ${err.message}`)),
        },
        // A connection the server drops while idle (restart, pg_terminate_backend) is only
        // logged: the pool discards it and opens a new one on the next request.
        poolErrorHandler: (err: Error) => poolLogger.warn(`Idle database connection lost: ${err.message}`),
        logger: new AdvancedConsoleLogger(config.logLevel === 'debug' ? ['query', 'error'] : ['error']),
      }),
    }),
  ],
  exports: [DatabaseServerModule],
})
export class DatabaseModule {}
