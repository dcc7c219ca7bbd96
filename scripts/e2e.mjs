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

/**
 * The example integration (packages/client and the test mode), as a third party runs it, with
 * Stoplight Prism (proxy, --errors) between it and the shop: any request or answer that breaks
 * docs/openapi.json fails the run.
 */
async function exampleThroughPrism() {
  console.log('\nexamples/integration.mjs through Prism (proxy --errors)');
  const prism = await startPrismProxy(baseUrl);
  try {
    // Not spawnSync: Prism's log is read by this process's event loop while the example runs.
    const example = spawn(process.execPath, ['examples/integration.mjs'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, SHOP_URL: prism.url },
    });
    const [code] = await once(example, 'exit');
    await new Promise((resolve) => setTimeout(resolve, 500)); // Prism's last log lines
    const problems = prism.problems();
    for (const problem of problems) console.error(`  ✗ Prism: ${problem}`);
    console.log(`  ${problems.length === 0 ? '✓' : '✗'} every request and answer matches docs/openapi.json`);
    return code === 0 && problems.length === 0;
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
  if (!(await exampleThroughPrism())) status = 1;
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
