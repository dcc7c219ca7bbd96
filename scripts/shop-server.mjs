// Starts the built shop for browser tests (journeys, Lighthouse): on a free port with the demo
// catalogue, on a fresh database when DATABASE_URL names a server (else embedded), and stops it
// again removing what it made.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const root = new URL('..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function waitForHealth(baseUrl, server, seconds) {
  for (let i = 0; i < seconds * 2; i += 1) {
    if (server.exitCode !== null) throw new Error(`The shop exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The shop did not answer /api/health within ${seconds} s`);
}

/** The demo catalogue loads after boot; reels are its last step. */
export async function waitForDemoCatalogue(baseUrl, seconds) {
  for (let i = 0; i < seconds; i += 1) {
    const reels = await fetch(`${baseUrl}/api/reels`).then((res) => res.json());
    if (reels.data?.length > 0) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`The demo catalogue did not load within ${seconds} s`);
}

/**
 * A database of its own for one shop run on the PostgreSQL server in DATABASE_URL (none: the
 * shop then uses its embedded database), and how to drop it afterwards.
 */
export async function createShopDatabase() {
  if (!process.env.DATABASE_URL) return { databaseUrl: undefined, dropDatabase: async () => {} };
  const name = `shop_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(process.env.DATABASE_URL, `CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dropDatabase: () => onServer(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export function buildShop() {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Boots backend/dist/main.js with the demo catalogue and waits until it is loaded. Returns the
 * address, the admin login, the mail outbox and `stop()`.
 */
export async function startShop() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { databaseUrl, dropDatabase } = await createShopDatabase();

  const admin = { email: 'admin@example.com', password: `e2e-${randomBytes(6).toString('hex')}` };
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      QUEUE_PREFIX: `e2e${randomBytes(3).toString('hex')}`,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });

  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    await dropDatabase().catch((err) => console.error(`Could not drop the e2e database: ${err.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, 120);
    await waitForDemoCatalogue(baseUrl, 300);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, admin, outbox: join(dataDir, 'outbox'), stop };
}
