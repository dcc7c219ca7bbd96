import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { isLeftOver } from '../common/left-over-files';
import { EmbeddedPostgres } from './embedded-postgres';
import { migratedConnection } from './migrated-connection';
import { MIGRATIONS } from './migrations';

/** backend/embedded-template, from the sources and from the build alike. */
export const EMBEDDED_TEMPLATE_DIR = join(__dirname, '..', '..', 'embedded-template');

/** What a template was made with: it fits only the PGlite and the migrations it was made with. */
export interface TemplateKey {
  pglite: string;
  migrations: string[];
}

const KEY_FILE = 'made-with.json';

const logger = new Logger('Database');

/** The installed PGlite's version: another version may not read the files of this one. */
function pgliteVersion(): string {
  const main = require.resolve('@electric-sql/pglite');
  const manifest = join(dirname(main), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export function currentTemplateKey(): TemplateKey {
  return { pglite: pgliteVersion(), migrations: MIGRATIONS.map((migration) => migration.name) };
}

/**
 * An embedded database with every migration applied, made by the build (`npm install` runs it,
 * see make-embedded-template.ts) and copied into a new data directory at its first start. PGlite
 * creating a database cluster from nothing (initdb, in WebAssembly) and migrating it took 6-7 s of
 * a first start's 11 s on a 2-core machine; a copy takes a fraction of a second. It holds the
 * schema alone: no users, secrets or demo data, which each shop makes at its own first start.
 */
export class EmbeddedTemplate {
  constructor(
    readonly dir = EMBEDDED_TEMPLATE_DIR,
    private readonly key: TemplateKey = currentTemplateKey(),
  ) {}

  /** Whether the template is there and was made with this PGlite and these migrations. */
  async isCurrent(): Promise<boolean> {
    try {
      // make() writes the key with JSON.stringify, so the texts are equal when the keys are.
      return (await readFile(join(this.dir, KEY_FILE), 'utf8')) === JSON.stringify(this.key);
    } catch {
      return false;
    }
  }

  /**
   * Copies the template's cluster to `pgdata` when the directory is new (missing or empty) and
   * the template is current; answers whether it did. Anything else (an existing database, no
   * template, an outdated one) is left to PGlite, which creates a cluster as before.
   */
  async copyTo(pgdata: string): Promise<boolean> {
    if (existsSync(pgdata) && readdirSync(pgdata).length > 0) return false;
    if (!(await this.isCurrent())) return false;
    await removeLeftOvers(pgdata);
    await mkdir(dirname(pgdata), { recursive: true });
    // Whole or not at all: a start stopped halfway leaves no cut-off cluster for the next one.
    const part = `${pgdata}.${process.pid}.part`;
    try {
      await cp(join(this.dir, 'pgdata'), part, { recursive: true });
      await rm(pgdata, { recursive: true, force: true });
      await rename(part, pgdata);
      return true;
    } catch (error) {
      // A template that cannot be read (its files' owner, a full disk) must not stop the shop.
      await rm(part, { recursive: true, force: true });
      logger.warn(`Embedded database template not copied (${(error as Error).message}): creating the database instead`);
      return false;
    }
  }

  /**
   * Makes the template unless it is current: a new cluster with every migration applied, made
   * beside the template and put in its place once complete. Answers whether it made one.
   */
  async make(): Promise<boolean> {
    await removeLeftOvers(this.dir);
    if (await this.isCurrent()) return false;
    const part = `${this.dir}.${process.pid}.part`;
    await rm(part, { recursive: true, force: true });
    const database = await EmbeddedPostgres.start(part);
    try {
      await (await migratedConnection(database.url)).destroy();
    } finally {
      await database.stop();
    }
    await writeFile(join(part, KEY_FILE), JSON.stringify(this.key));
    await rm(this.dir, { recursive: true, force: true });
    try {
      await rename(part, this.dir);
    } catch (error) {
      // Another build (an install and a start at once) put its template there meanwhile.
      await rm(part, { recursive: true, force: true });
      if (!(await this.isCurrent())) throw error;
    }
    return true;
  }
}

/** What a process that is no longer running left half-copied beside `path` (`<path>.<pid>.part`). */
async function removeLeftOvers(path: string): Promise<void> {
  const parent = dirname(path);
  const prefix = `${basename(path)}.`;
  const entries = existsSync(parent) ? readdirSync(parent) : [];
  const left = entries.filter((entry) => entry.startsWith(prefix) && isLeftOver(entry));
  await Promise.all(left.map((entry) => rm(join(parent, entry), { recursive: true, force: true })));
}
