import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config';
import { EmbeddedPostgres } from './embedded-postgres';

/** Resolves where the database is: the configured server, or an embedded one started here. */
@Injectable()
export class DatabaseServer implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private embedded?: EmbeddedPostgres;

  url = '';

  get isEmbedded(): boolean {
    return this.embedded !== undefined;
  }

  async start(config: AppConfig): Promise<void> {
    if (config.databaseUrl) {
      this.url = config.databaseUrl;
      return;
    }
    this.embedded = await EmbeddedPostgres.start(config.dataDir);
    this.url = this.embedded.url;
    this.logger.log(`Embedded PostgreSQL (PGlite) in ${config.dataDir}/pgdata`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
    this.embedded = undefined;
  }
}
