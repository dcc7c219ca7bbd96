import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { Pool } from 'pg';
import { onServer } from '../on-server';
import type { SentStatement } from './sql-round-trips';

/**
 * What the API is compared with on the database side, in the same run: a bare `pg` client
 * sending the SQL the API sent (cold reads), and PostgreSQL's own `pgbench -N` (writes). A
 * commit waits for the disk and a cold read for PostgreSQL: on a faster CPU the constant endpoint
 * gains and they do not, so these yardsticks move with what bounds the row.
 */

/** The pgbench program and how it reaches its scratch database. */
export interface PgbenchTarget {
  binary: string;
  /** Connection options and the database name. */
  args: string[];
  env: Record<string, string>;
}

/** pgbench on PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin/pgbench; null when neither. */
export function findPgbench(): string | null {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
    return 'pgbench';
  } catch {
    const root = '/usr/lib/postgresql';
    const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
    const found = versions
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => `${root}/${v}/bin/pgbench`)
      .find((path) => existsSync(path));
    return found ?? null;
  }
}

function run(binary: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(binary, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done(out) : fail(new Error(`${binary} ${args.join(' ')} exited with ${code}:\n${out}`)),
    );
  });
}

/**
 * A scratch database on the shop's PostgreSQL server, initialised by `pgbench -i` (scale 1 is
 * 100,000 accounts); `drop` removes it. Named shop_bench_… so that CI's clean-up takes one left
 * behind by an interrupted run.
 */
export async function createPgbenchDatabase(
  binary: string,
  serverUrl: string,
  scale: number,
): Promise<{ target: PgbenchTarget; drop: () => Promise<void> }> {
  const name = `shop_bench_pgbench_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  const target: PgbenchTarget = {
    binary,
    args: [
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      ...(url.username ? ['-U', decodeURIComponent(url.username)] : []),
      name,
    ],
    env: url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {},
  };
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const drop = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    await run(binary, ['-i', '-q', '-s', String(scale), ...target.args], target.env);
  } catch (err) {
    await drop();
    throw err;
  }
  return { target, drop };
}

/** One run of `pgbench -N` (no updates of the branch and teller rows: one row updated, one inserted, per transaction). */
export async function runPgbench(
  target: PgbenchTarget,
  clients: number,
  seconds: number,
): Promise<{ transactions: number; seconds: number; failed: number }> {
  const threads = Math.max(1, Math.min(clients, cpus().length));
  const whole = Math.max(1, Math.round(seconds));
  const out = await run(
    target.binary,
    ['-N', '-n', '-c', String(clients), '-j', String(threads), '-T', String(whole), ...target.args],
    target.env,
  );
  const figure = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? NaN);
  const transactions = figure(/number of transactions actually processed: (\d+)/);
  if (!Number.isFinite(transactions)) throw new Error(`pgbench printed no result:\n${out}`);
  // Its rate leaves out the time taken to connect; with no transaction it prints none.
  const tps = figure(/^tps = ([\d.]+)/m);
  // Older pgbench versions do not print failures: none are counted then.
  const failed = figure(/number of failed transactions: (\d+)/) || 0;
  return { transactions, seconds: tps > 0 ? transactions / tps : whole, failed };
}

const valuesOf = (statement: SentStatement) =>
  statement.values.map((value) =>
    value !== null && typeof value === 'object' ? Buffer.from(value.base64, 'base64') : value,
  );

/**
 * Sends `requests` (each the statements of one API request, in order) over `connections` clients
 * for `seconds`, taking the requests in turn from `next()`; tells each request's time.
 */
export async function replaySql(
  pool: Pool,
  connections: number,
  requests: SentStatement[][],
  seconds: number,
  next: () => number,
  answered: (ms: number) => void,
): Promise<{ completed: number; errors: number; seconds: number }> {
  let completed = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const request = requests[next() % requests.length];
      const begun = performance.now();
      try {
        for (const statement of request)
          await pool.query({ name: statement.name || undefined, text: statement.text, values: valuesOf(statement) });
        completed++;
        answered(performance.now() - begun);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { completed, errors, seconds: (performance.now() - started) / 1000 };
}
