import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** A database made ahead, copied into a new data directory (EmbeddedTemplate). */
export interface DatabaseTemplate {
  copyTo(pgdata: string): Promise<boolean>;
}

/**
 * PostgreSQL compiled to WebAssembly, kept under the data directory and served on a free
 * loopback port, so the shop talks to it through the same `pg` driver as to a real server.
 * PGlite is a single session: the pool in front of it must hold exactly one connection.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    readonly url: string,
    readonly fromTemplate: boolean,
  ) {}

  /**
   * Opens the database under `dataDir`, creating it when there is none: from the template when
   * one is given and fits (see EmbeddedTemplate), else from nothing. `fromTemplate` tells which.
   */
  static async start(dataDir: string, options: { template?: DatabaseTemplate } = {}): Promise<EmbeddedPostgres> {
    const dir = join(dataDir, 'pgdata');
    const fromTemplate = (await options.template?.copyTo(dir)) ?? false;
    mkdirSync(dir, { recursive: true });
    const db = await PGlite.create(dir, { extensions: { pg_trgm, uuid_ossp } });
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await server.start();
    const [host, port] = server.getServerConn().split(':');
    return new EmbeddedPostgres(db, server, `postgres://postgres@${host}:${port}/postgres`, fromTemplate);
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
  }
}
