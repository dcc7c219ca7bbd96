import { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request, { type Agent as TestAgent } from 'supertest';
import { createApp } from '../src/app.setup';
import type { Role } from '../src/common/decorators/auth.decorators';
import { AppConfig, loadConfig } from '../src/config';
import { TokenService } from '../src/modules/auth/token.service';
import { User } from '../src/modules/auth/user.entity';
import { UsersService } from '../src/modules/auth/users.service';
import { checkedAgent } from './openapi-responses';
import { GATE, GATE_URL_VARIABLE } from './prism/verdict';

/**
 * Boots the whole shop for an integration test over real HTTP. With DATABASE_URL set it
 * creates a fresh database on that server (dropped afterwards), otherwise it uses the
 * embedded PGlite in a temporary data directory; with REDIS_URL set the scheduler is BullMQ
 * under a queue prefix of its own.
 */
export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  /** http://127.0.0.1:<port> where the app listens. */
  baseUrl: string;
  /**
   * The HTTP client; every answer is checked against docs/openapi.json (openapi-responses.ts),
   * and by Stoplight Prism, which the requests pass through (unless SHOP_TEST_PRISM=off).
   */
  http: () => TestAgent;
  /** Creates an account directly and returns it with a valid token. */
  createUser: (input?: { role?: Role; email?: string; username?: string; password?: string }) => Promise<{
    user: User;
    token: string;
    password: string;
  }>;
  /** Stops the app; keeps the data when `keepData` (to boot again on it). */
  close: (options?: { keepData?: boolean }) => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs `work` on one connection to the database at `databaseUrl`, then closes it. */
export async function withServer<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

let userCounter = 0;

export interface StartOptions {
  /** Extra environment for this app (e.g. PAYMENT_TIMEOUT_SECONDS, SMTP_URL). */
  env?: Record<string, string | undefined>;
  /** Reuse a data directory (and its embedded database) from an earlier app. */
  dataDir?: string;
  /** Reuse a database URL from an earlier app instead of creating one. */
  databaseUrl?: string;
  /** Ignore DATABASE_URL/REDIS_URL from the environment: the embedded path. */
  embedded?: boolean;
  /** Serve this folder as the built storefront (instead of storefront/dist). */
  storefrontDir?: string;
}

export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-test-'));
  const serverUrl = options.embedded ? undefined : process.env.DATABASE_URL;
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : serverUrl
      ? await createTestDatabase(serverUrl)
      : undefined;
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    REDIS_URL: options.embedded ? undefined : process.env.REDIS_URL,
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-password-1',
    SEED_DEMO: 'false',
    ...options.env,
  });
  if (options.storefrontDir) config.storefrontDir = options.storefrontDir;
  const app = await createApp(config);
  await app.listen(port, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    app,
    config,
    baseUrl,
    http: () => {
      // Through Prism when the run started it (prism/global-setup.ts), else straight to the app.
      const gate = process.env[GATE_URL_VARIABLE];
      return gate
        ? checkedAgent(request(gate), { [GATE.upstream]: baseUrl })
        : checkedAgent(request(app.getHttpServer()));
    },
    createUser: async (input = {}) => {
      userCounter += 1;
      const password = input.password ?? 'password-123';
      const user = await app.get(UsersService).create({
        email: input.email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.com`,
        username: input.username ?? `User ${userCounter}`,
        password,
        role: input.role ?? 'user',
      });
      return { user, token: app.get(TokenService).sign(user), password };
    },
    close: async ({ keepData = false } = {}) => {
      await app.close();
      if (keepData) return;
      await database?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
