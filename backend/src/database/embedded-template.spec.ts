import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EmbeddedPostgres } from './embedded-postgres';
import { currentTemplateKey, EmbeddedTemplate } from './embedded-template';
import { MIGRATIONS } from './migrations';

/** A pid no process has (Linux pids stop at 2^22). */
const GONE_PID = 2 ** 22 + 1;

async function migrationsIn(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations');
    return rows.map((row) => row.name).sort();
  } finally {
    await client.end();
  }
}

describe('EmbeddedTemplate', () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-template-'));
  const template = new EmbeddedTemplate(join(root, 'template'));

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // PGlite runs every migration in WebAssembly: 5 s alone, over a minute beside other suites.
  beforeAll(async () => {
    // What a build stopped halfway leaves beside the template, and one still running.
    mkdirSync(join(root, `template.${GONE_PID}.part`));
    mkdirSync(join(root, `template.${process.ppid}.part`));
    expect(await template.make()).toBe(true);
  }, 180_000);

  it('is made once, with every migration applied, and a new data directory starts from a copy of it', async () => {
    expect(await template.make()).toBe(false);
    expect(await template.isCurrent()).toBe(true);
    expect(existsSync(join(root, `template.${GONE_PID}.part`))).toBe(false);
    expect(existsSync(join(root, `template.${process.ppid}.part`))).toBe(true);

    const dataDir = join(root, 'shop-data');
    const database = await EmbeddedPostgres.start(dataDir, { template });
    try {
      expect(database.fromTemplate).toBe(true);
      // Before TypeORM has run anything: the copy holds the migrated schema already.
      expect(await migrationsIn(database.url)).toEqual(MIGRATIONS.map((migration) => migration.name).sort());
    } finally {
      await database.stop();
    }
    expect(readdirSync(root).filter((entry) => entry.startsWith('shop-data'))).toEqual(['shop-data']);
  }, 180_000);

  it('leaves the database to be created when the template cannot be read', async () => {
    const unreadable = new EmbeddedTemplate(join(root, 'unreadable'));
    mkdirSync(unreadable.dir);
    writeFileSync(join(unreadable.dir, 'made-with.json'), JSON.stringify(currentTemplateKey()));
    // No pgdata beside the key: the copy fails, as it would on files this user may not read.
    const pgdata = join(root, 'after-failed-copy', 'pgdata');
    expect(await unreadable.copyTo(pgdata)).toBe(false);
    expect(readdirSync(join(root, 'after-failed-copy'))).toEqual([]);
  });

  it('never replaces a database that is there', async () => {
    const pgdata = join(root, 'kept', 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    writeFileSync(join(pgdata, 'PG_VERSION'), '17\n');
    expect(await template.copyTo(pgdata)).toBe(false);
    expect(readdirSync(pgdata)).toEqual(['PG_VERSION']);
  });

  it('is not used with another PGlite or other migrations than it was made with', async () => {
    const key = currentTemplateKey();
    const otherPglite = new EmbeddedTemplate(template.dir, { ...key, pglite: '0.0.1' });
    const newMigration = new EmbeddedTemplate(template.dir, { ...key, migrations: [...key.migrations, 'Later1999'] });
    for (const stale of [otherPglite, newMigration]) {
      const pgdata = join(root, `stale-${stale === otherPglite ? 'pglite' : 'migration'}`, 'pgdata');
      expect(await stale.isCurrent()).toBe(false);
      expect(await stale.copyTo(pgdata)).toBe(false);
      expect(existsSync(pgdata)).toBe(false);
    }
  });
});
