import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config';
import { EmbeddedPostgres } from './embedded-postgres';
import { EmbeddedTemplate } from './embedded-template';

/** Resolves where the database is: the configured server, or an embedded one started here. */
@Injectable()
export class DatabaseServer implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private embedded?: EmbeddedPostgres;

  url = '';

  get isEmbedded(): boolean {
    return this.embedded !== undefined;
  }

  /** Whether the embedded database was new at this start, and copied from the build's template. */
  get copiedFromTemplate(): boolean {
    return this.embedded?.fromTemplate ?? false;
  }

  async start(config: AppConfig): Promise<void> {
    if (config.databaseUrl) {
      this.url = config.databaseUrl;
      return;
    }
    this.embedded = await EmbeddedPostgres.start(config.dataDir, { template: new EmbeddedTemplate() });
    this.url = this.embedded.url;
    const made = this.embedded.fromTemplate ? ' (new, copied from the migrated template the build made)' : '';
    this.logger.log(`Embedded PostgreSQL (PGlite) in ${config.dataDir}/pgdata${made}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
    this.embedded = undefined;
  }
}
