import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { connect, createServer, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './harness';

/**
 * Helpers for the outage tests: a Redis server of the test's own (never the shared one), the
 * built shop as a child process, and a TCP proxy that can cut PostgreSQL away.
 */

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function waitUntil(check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** Milliseconds a promise takes, with its value. */
export async function timed<T>(work: Promise<T>): Promise<{ ms: number; value: T }> {
  const started = Date.now();
  const value = await work;
  return { ms: Date.now() - started, value };
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** A throwaway redis-server on a free port; stop() kills only this process. */
export class OwnRedis {
  private process?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.process = child;
    await waitUntil(() => portAccepts(this.port), 10_000, `redis-server on port ${this.port}`);
  }

  /** Kills the server (its data is gone: no persistence) and waits until the port is closed. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  }

  /** Freezes the server: connections stay open but nothing is answered (a dying Redis). */
  pause(): void {
    this.process?.kill('SIGSTOP');
  }

  resume(): void {
    this.process?.kill('SIGCONT');
  }
}

const BACKEND = resolve(__dirname, '..');
const MAIN = join(BACKEND, 'dist', 'main.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The child-process tests run the built server: build it when it is missing or older than the code. */
export function ensureBuilt(): void {
  if (existsSync(MAIN) && statSync(MAIN).mtimeMs >= newestSource(join(BACKEND, 'src'))) return;
  execFileSync('npm', ['run', 'build'], { cwd: BACKEND, stdio: 'ignore' });
}

export interface ShopProcess {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node backend/dist/main.js` with exactly this environment (plus PATH). */
export async function spawnShop(env: Record<string, string | undefined>): Promise<ShopProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-proc-'));
  const fullEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  for (const [key, value] of Object.entries(env)) if (value !== undefined) fullEnv[key] = value;
  const child = spawn(process.execPath, [MAIN], { cwd: BACKEND, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return { baseUrl: `http://127.0.0.1:${port}`, dataDir, child, output: () => output, exited };
}

/** Waits until the spawned shop answers /api/health (any status), or fails if it exited. */
export async function waitServing(shop: ShopProcess, ms = 60_000): Promise<void> {
  let gone = false;
  void shop.exited.then(() => (gone = true));
  await waitUntil(
    async () => {
      if (gone) throw new Error(`The shop exited during boot:\n${shop.output()}`);
      return fetch(`${shop.baseUrl}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
        () => true,
        () => false,
      );
    },
    ms,
    `${shop.baseUrl} to serve`,
  );
}

/** A TCP proxy in front of PostgreSQL that the test can cut (all connections drop) and restore. */
export class CuttableProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<CuttableProxy> {
    const proxy = new CuttableProxy(await freePort(), target);
    await proxy.open();
    return proxy;
  }

  open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((done) => server.listen(this.port, '127.0.0.1', () => done()));
  }

  /** PostgreSQL "goes away": open connections drop and new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((done) => server.close(done));
  }
}
