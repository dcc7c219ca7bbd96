import { ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Redis from 'ioredis';
import type { LoadJob, LoadResult } from './load-plan';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export interface RunningShop {
  baseUrl: string;
  adminEmail: string;
  adminPassword: string;
  logFile: string;
  bootMs: number;
  /** The process's id (its CPU time is counted per request, see cpu-time.ts). */
  pid: number;
  rssMb: () => number;
  /** Stops the process from running (SIGSTOP) until resumed: it then takes no CPU time at all. */
  pause: () => void;
  resume: () => void;
  stop: () => Promise<void>;
}

/** The node flags `npm run start:prod` starts the shop with (its heap bound), so the bench runs it the same way. */
function productionNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'backend', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...args] = pkg.scripts['start:prod'].split(/\s+/);
  if (node !== 'node' || args[args.length - 1] !== 'dist/main.js')
    throw new Error('start:prod is not `node [flags] dist/main.js`');
  return args.slice(0, -1);
}

/**
 * What the processes of one shop share: a token one of them signed is good at the others, and
 * they keep their cache versions and queues under the same Redis prefix.
 */
export interface ShopIdentity {
  jwtSecret: string;
  queuePrefix: string;
  adminEmail: string;
  adminPassword: string;
}

export function newShopIdentity(): ShopIdentity {
  return {
    jwtSecret: randomBytes(32).toString('hex'),
    queuePrefix: `bench-${randomBytes(4).toString('hex')}`,
    adminEmail: 'bench-admin@bench.example',
    adminPassword: `Bench-${randomBytes(9).toString('base64url')}`,
  };
}

export interface ShopOptions {
  /** `api`: a process that serves requests and consumes no queue (APP_ROLE). */
  role?: 'api' | 'all';
  /** Where the process writes a V8 CPU profile when it stops (to find where time goes). */
  profileDir?: string;
}

/**
 * Deletes what the shop kept in Redis under its prefix (queues, jobs not run yet, the deal's end),
 * once its processes have stopped: each run has a prefix of its own, so nothing else is touched.
 */
export async function forgetShopKeys(redisUrl: string, identity: ShopIdentity): Promise<number> {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  let deleted = 0;
  try {
    for await (const keys of redis.scanStream({ match: `${identity.queuePrefix}:*`, count: 1000 })) {
      const batch = keys as string[];
      if (batch.length > 0) deleted += await redis.unlink(...batch);
    }
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/** Boots the built shop (backend/dist) in production mode, as an operator would, and waits for health. */
export async function startShop(
  databaseUrl: string,
  redisUrl: string,
  identity: ShopIdentity,
  options: ShopOptions = {},
): Promise<RunningShop> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const logFile = join(dataDir, 'shop.log');
  const { adminEmail, adminPassword } = identity;
  const log = createWriteStream(logFile);
  const started = Date.now();
  const profile = options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir] : [];
  const child = spawn(
    process.execPath,
    [...profile, ...productionNodeFlags(), join(REPO_ROOT, 'backend', 'dist', 'main.js')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: identity.queuePrefix,
        APP_ROLE: options.role ?? 'all',
        JWT_SECRET: identity.jwtSecret,
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        SEED_DEMO: 'false',
        PAYMENT_SANDBOX: 'true',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGCONT');
      child.kill('SIGTERM');
    }
    await exited;
  };
  const pause = () => void child.kill('SIGSTOP');
  const resume = () => void child.kill('SIGCONT');
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) {
      const rssMb = () => {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      };
      return {
        baseUrl,
        adminEmail,
        adminPassword,
        logFile,
        bootMs: Date.now() - started,
        pid: child.pid!,
        rssMb,
        pause,
        resume,
        stop,
      };
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error(`The shop did not become healthy; see ${logFile}:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
}

/** The bare node:http yardstick, in a process of its own. */
export async function startBareServer(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = fork(join(__dirname, 'bare-server.js'), [], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((done) => child.once('message', () => done()));
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** Runs autocannon in a separate process with these plans, in alternating rounds. */
export function runLoad(job: LoadJob): Promise<LoadResult[]> {
  return new Promise((done, fail) => {
    // Thousands of paths do not fit in an environment variable: the plans go through a file.
    const planFile = join(mkdtempSync(join(tmpdir(), 'bench-plan-')), 'plan.json');
    writeFileSync(planFile, JSON.stringify(job));
    const child = spawn(process.execPath, [join(__dirname, 'load-runner.js'), planFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`load runner exited with ${code}`));
      try {
        done(JSON.parse(out) as LoadResult[]);
      } catch (err) {
        fail(err as Error);
      }
    });
  });
}
