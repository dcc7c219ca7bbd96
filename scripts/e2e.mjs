// Browser journeys against the real shop: builds it, starts it on a free port with the demo
// catalogue (on a fresh database when DATABASE_URL names a server, else embedded), runs the
// journeys in headless Chromium, then stops it and removes what it made.
//
//   node scripts/e2e.mjs [journey ...] [--no-build] [--no-lighthouse]
//
// With every journey run, a one-page Lighthouse check with a lower bar follows (so speed,
// accessibility and SEO regressions show); `npm run lighthouse` is the full measurement.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPrismProxy } from './prism-proxy.mjs';
import { createShopDatabase, freePort, root, waitForDemoCatalogue, waitForHealth } from './shop-server.mjs';

if (!process.argv.includes('--no-build')) {
  // What changed since the last build (CI built the backend for the OpenAPI document already).
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const { databaseUrl, dropDatabase } = await createShopDatabase();

const admin = { email: 'admin@example.com', password: `e2e-${randomBytes(6).toString('hex')}` };
// Started the way an operator starts it: `npm start`, on the tree just built, so it must not
// build again; and SIGTERM to that npm process must stop the server (checked at the end).
const server = spawn('npm', ['start', '--silent'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
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

let serverOutput = '';
/** npm ends by the signal it forwarded, so its exit code stays null. */
const exited = () => server.exitCode !== null || server.signalCode !== null;
server.stdout.on('data', (chunk) => (serverOutput += chunk.toString()));

/** SIGTERM to the npm process: the server must stop answering and every process exit within 10 s. */
async function stopsOnSigterm() {
  const started = Date.now();
  server.kill('SIGTERM');
  while (Date.now() - started < 10_000) {
    const answering = await fetch(`${baseUrl}/api/health`).then(
      () => true,
      () => false,
    );
    if (!answering && exited()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** A call to the shop as its operator (not through Prism): the answer's JSON, or a thrown error. */
async function operatorCall(method, path, { token, body } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * What an admin does before a server-to-server integration runs (docs/integrations.md): an API
 * key with the scopes examples/sync-orders.mjs needs, and a webhook endpoint on its receiver (a
 * loopback address: the shop runs with NODE_ENV=development, where private webhook targets are
 * allowed).
 */
async function integrationSetUp() {
  const { token } = await operatorCall('POST', '/api/auth/login', { body: admin });
  const { secret: apiKey } = await operatorCall('POST', '/api/api-keys', {
    token,
    body: { name: 'examples/sync-orders.mjs', scopes: ['orders:read', 'stock:write'] },
  });
  const webhookPort = await freePort();
  const { secret: webhookSecret } = await operatorCall('POST', '/api/webhooks/endpoints', {
    token,
    body: {
      url: `http://127.0.0.1:${webhookPort}/`,
      events: ['order.created', 'stock.changed'],
      description: 'examples/sync-orders.mjs',
    },
  });
  return { apiKey, webhookPort, webhookSecret };
}

/** Runs an example to its end: whether it exited 0. */
async function runExample(file, env) {
  const example = spawn(process.execPath, [file], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const [code] = await once(example, 'exit');
  return code === 0;
}

/**
 * The example integrations (packages/client and the test mode), as a third party runs them, with
 * Stoplight Prism (proxy, --errors) between them and the shop: any request or answer that breaks
 * docs/openapi.json fails the run. examples/sync-orders.mjs (an API key) mirrors the orders, counts
 * stock and then waits for an order; examples/integration.mjs (a shopper) places it, and the first
 * verifies the webhook and finds the order in its next sync.
 */
async function examplesThroughPrism() {
  console.log('\nexamples/sync-orders.mjs and examples/integration.mjs through Prism (proxy --errors)');
  const prism = await startPrismProxy(baseUrl);
  try {
    const { apiKey, webhookPort, webhookSecret } = await integrationSetUp();
    // Not spawnSync: Prism's log is read by this process's event loop while the examples run.
    const sync = spawn(process.execPath, ['examples/sync-orders.mjs'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        SHOP_URL: prism.url,
        SHOP_API_KEY: apiKey,
        SHOP_WEBHOOK_SECRET: webhookSecret,
        WEBHOOK_PORT: String(webhookPort),
        SYNC_PAGE_SIZE: '2', // several pages even in a shop with few orders
        WAIT_SECONDS: '180',
      },
    });
    const syncExit = once(sync, 'exit');
    let syncOutput = '';
    const waitingForOrder = new Promise((resolve) => {
      sync.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        syncOutput += chunk.toString();
        if (syncOutput.includes('Waiting for an order')) resolve(true);
      });
      syncExit.then(() => resolve(false));
    });
    const ready = await waitingForOrder;
    const shopper = await runExample('examples/integration.mjs', { SHOP_URL: prism.url });
    const [syncCode] = await syncExit;
    await new Promise((resolve) => setTimeout(resolve, 500)); // Prism's last log lines
    const checks = [
      [shopper, 'examples/integration.mjs placed and paid an order'],
      [ready && /First pass: \d+ orders in \d+ page/.test(syncOutput), 'sync-orders mirrored the orders page by page'],
      [/the retry was replayed: true/.test(syncOutput), 'sync-orders counted stock once, its retry replayed'],
      [(syncOutput.match(/: 401\n/g) ?? []).length === 4, 'sync-orders refused 4 forged webhook deliveries'],
      [
        syncCode === 0 && /Order \S+ mirrored/.test(syncOutput),
        'sync-orders found the webhook’s order in its next sync',
      ],
    ];
    for (const [ok, what] of checks) console.log(`  ${ok ? '✓' : '✗'} ${what}`);
    const problems = prism.problems();
    for (const problem of problems) console.error(`  ✗ Prism: ${problem}`);
    console.log(`  ${problems.length === 0 ? '✓' : '✗'} every request and answer matches docs/openapi.json`);
    return checks.every(([ok]) => ok) && problems.length === 0;
  } finally {
    await prism.stop();
  }
}

let status = 1;
try {
  await waitForHealth(baseUrl, server, 120);
  await waitForDemoCatalogue(baseUrl, 300);
  // `node scripts/e2e.mjs smoke catalog` runs only those journeys.
  const journeys = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const run = spawnSync(process.execPath, ['storefront/e2e/run.mjs', ...journeys], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
      E2E_OUTBOX: join(dataDir, 'outbox'),
    },
  });
  status = run.status ?? 1;
  if (!(await examplesThroughPrism())) status = 1;
  if (!process.argv.includes('--no-lighthouse') && journeys.length === 0) {
    const audit = spawnSync(process.execPath, ['scripts/lighthouse.mjs', '--ci', `--url=${baseUrl}`], {
      cwd: root,
      stdio: 'inherit',
    });
    if (audit.status !== 0) status = 1;
  }
  console.log('\nnpm start');
  const rebuilt = serverOutput.includes('Building the');
  console.log(`  ${rebuilt ? '✗' : '✓'} starts the built tree without building again`);
  const stopped = await stopsOnSigterm();
  console.log(`  ${stopped ? '✓' : '✗'} SIGTERM to the npm process stops the server within 10 s`);
  if (rebuilt || !stopped) status = 1;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
} finally {
  if (!exited()) server.kill('SIGTERM');
  await new Promise((resolve) => (exited() ? resolve() : server.once('exit', resolve)));
  await dropDatabase().catch((err) => console.error(`Could not drop the e2e database: ${err.message}`));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
