import { Client } from 'pg';
import 'reflect-metadata';
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { DEMO_DEAL } from '../shop';
import { Fixtures, prepareFixtures } from './fixtures';
import { markdown, Measured, printTable, svgChart, withCurrentRun } from './report';
import { BenchRow, benchRows } from './rows';
import { forgetShopKeys, newShopIdentity, REPO_ROOT, runLoad, startBareServer, startShop } from './shop-process';
import { ensureShopDatabase, FULL_SHOP, MILLION_SHOP, SMOKE_SHOP } from './shop-dataset';
import { type SentStatement, SqlRoundTripCounter, untilDatabaseQuiet } from './sql-round-trips';
import { createPgbenchDatabase, findPgbench } from './database-yardsticks';
import type { LoadPlan, LoadResult } from './load-plan';

/**
 * `npm run bench:http`: the shop's HTTP API at the size of a real catalogue, against a bare
 * node:http server in the same run. BENCH_SIZE=full (the default: 100,000 products, 1,000,000
 * orders), million (the full shop with 1,000,000 products) or smoke (a small shop and short
 * runs, as CI runs it). Exits non-zero when a budget is missed; a run of the full size writes
 * docs/benchmarks.md and docs/benchmarks.svg.
 */

/** A row's figures must not wobble: the slowest requests within ten times the median one. */
const P99_OVER_P50 = 10;
const MAX_RSS_MB = 400;
/** The length of one round of a measured server (see LoadJob). */
const ROUND_SECONDS = 2;
/** Distinct requests sent one by one to count SQL round trips (uncached: first sight of each). */
const COUNTED_REQUESTS = 10;
/**
 * A cold row's requests whose SQL is captured for its bare `pg` yardstick (and its round trips
 * counted): taken from the end of its paths, which its measured seconds do not reach.
 */
const CAPTURED_REQUESTS = { smoke: 10, full: 100 };
/** pgbench's scratch database: 100,000 accounts per unit of scale. */
const PGBENCH_SCALE: Record<string, number> = { smoke: 1, full: 10, million: 10 };

function settings() {
  const size = [SMOKE_SHOP, MILLION_SHOP].find((shop) => shop.label === process.env.BENCH_SIZE) ?? FULL_SHOP;
  const smoke = size === SMOKE_SHOP;
  const serverUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (smoke && (!serverUrl || !redisUrl)) {
    // npm test on a machine without the services: the smoke run needs both.
    console.log('bench:http smoke: not run (DATABASE_URL and REDIS_URL are not set)');
    process.exit(0);
  }
  if (!serverUrl?.startsWith('postgres') || !redisUrl?.startsWith('redis')) {
    console.error(
      'bench:http needs DATABASE_URL (a PostgreSQL server) and REDIS_URL, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:http',
    );
    process.exit(2);
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 10));
  return {
    size,
    smoke,
    serverUrl,
    redisUrl,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    seconds,
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? (smoke ? 1 : 3)),
    // Rounds of about two seconds each (one in a smoke run), so that a slow spell of the machine
    // falls on the rounds of every measured server alike.
    rounds: Math.max(1, Math.floor(seconds / ROUND_SECONDS)),
    // BENCH_ONLY=<part of a row's name>[|<another>]: those rows alone (with the constant one).
    only: process.env.BENCH_ONLY?.split('|'),
  };
}

/** Waits until the counting process, just resumed, has caught up with its timers (no SQL for a while). */
async function settled(counter: SqlRoundTripCounter): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const before = counter.count;
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (counter.count === before) return;
  }
}

/**
 * Sends some of the row's requests one by one to the counting process: the SQL round trips each
 * costs, its answer's size, and (for a cold row) the statements each sent, for the bare `pg`
 * yardstick.
 */
async function countRoundTrips(
  baseUrl: string,
  row: BenchRow,
  counter: SqlRoundTripCounter,
  captured: number,
): Promise<{ sql: number; bytes: number; statements: SentStatement[][] }> {
  await settled(counter);
  const plan = row.plan;
  // A cold row's from the end of its paths (reversed), which its measured seconds do not reach.
  const paths = row.coldOf
    ? plan.paths.slice(-(captured + 1)).reverse()
    : (plan.perConnection?.[0]?.paths ?? plan.paths);
  const bodies = plan.perConnection?.[0]?.bodies ?? plan.bodies;
  // A read row counts first sights of distinct paths; a write row does its work every time,
  // so it counts as many requests, its bodies taken in turn.
  const n = bodies ? COUNTED_REQUESTS : row.coldOf ? captured : Math.min(COUNTED_REQUESTS, paths.length);
  // Requests outside the counted ones first, so once-per-process loads (the deal row, a cold
  // connection, the shopper's account) are not charged to every request: one, or each body of
  // a write row once, so that the products they name are known as they are under load.
  const uncounted = bodies ? Math.min(bodies.length, COUNTED_REQUESTS) : 1;
  const wrap = (i: number, length: number) => ((i % length) + length) % length;
  let sql = 0;
  let bytes = 0;
  const statements: SentStatement[][] = [];
  for (let i = -uncounted; i < n; i++) {
    const token = plan.tokens?.[0];
    const at = wrap(i, paths.length);
    const body = bodies?.[wrap(i, bodies.length)];
    const before = counter.count;
    counter.recording = [];
    const res = await fetch(baseUrl + paths[at], {
      method: plan.method,
      headers: {
        ...plan.headers,
        'x-forwarded-for': `10.251.0.${wrap(i, 250) + 2}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(plan.idempotencyKeys ? { 'idempotency-key': crypto.randomUUID() } : {}),
      },
      body,
    });
    const size = (await res.arrayBuffer()).byteLength;
    const sent = counter.recording;
    counter.recording = null;
    if (i < 0) continue;
    bytes += size;
    sql += counter.count - before;
    if (row.coldOf) statements.push(sent);
    if (res.status >= 400) throw new Error(`${row.name}: ${paths[at]} answered ${res.status}`);
  }
  return { sql: sql / n, bytes: Math.round(bytes / n), statements };
}

/** Each round's share of the reference, as printed while the bench runs. */
function roundsOf(row: LoadResult, reference: LoadResult): string {
  return row.roundRps.map((rps, i) => (rps / reference.roundRps[i]).toFixed(2)).join(' ');
}

function verdict(m: Omit<Measured, 'failures'>, enforceSpeed: boolean): string[] {
  const failures: string[] = [];
  const { budget } = m.row;
  if (m.app.errors > 0) failures.push(`${m.app.errors} errors ${JSON.stringify(m.app.statuses)}`);
  if (m.database && m.database.errors > 0) failures.push(`${m.database.errors} errors of the database yardstick`);
  if (budget.maxSqlRoundTrips !== undefined && m.sqlRoundTrips > budget.maxSqlRoundTrips)
    failures.push(`${m.sqlRoundTrips} SQL round trips`);
  if (!enforceSpeed) return failures;
  if (budget.ofBare !== undefined && m.ofBare !== null && m.ofBare < budget.ofBare)
    failures.push(`${m.ofBare.toFixed(3)} of bare`);
  if (budget.ofConstant !== undefined && m.ofConstant < budget.ofConstant)
    failures.push(`${m.ofConstant.toFixed(2)} of constant`);
  if (m.database && m.database.rps === 0) failures.push('the database yardstick did nothing');
  if (budget.ofPgbench !== undefined) {
    if (m.ofDatabase === null) failures.push('no pgbench to compare with');
    else if (m.ofDatabase < budget.ofPgbench) failures.push(`${m.ofDatabase.toFixed(3)} of pgbench`);
  }
  if (budget.maxP99Ms !== undefined && m.app.p99 > budget.maxP99Ms)
    failures.push(`p99 ${m.app.p99.toFixed(1)} ms > ${budget.maxP99Ms} ms`);
  // A cold row that got through all its paths asked some twice: its figures are partly warm.
  if (m.row.coldOf && m.app.sent > m.row.plan.paths.length)
    failures.push(`repeated paths (${m.app.sent} requests over ${m.row.plan.paths.length})`);
  if (m.app.p99 > P99_OVER_P50 * Math.max(m.app.p50, 1))
    failures.push(`p99 ${m.app.p99.toFixed(1)} > ${P99_OVER_P50}× p50`);
  if (m.rssMb > MAX_RSS_MB) failures.push(`RSS ${m.rssMb.toFixed(0)} MB`);
  return failures;
}

async function main(): Promise<void> {
  const s = settings();
  console.log(
    `Bench shop (${s.size.label}): ${s.size.products} products, ${s.size.users} users, ${s.size.orders} orders, ${s.size.reviews} reviews, ${s.size.pageViews} page views`,
  );
  const started = Date.now();
  const database = await ensureShopDatabase(s.serverUrl, s.size, (line) => console.log(line));
  console.log(
    database.built
      ? `Built ${database.name} in ${((Date.now() - started) / 1000).toFixed(0)} s`
      : `Reusing ${database.name}`,
  );
  // What autovacuum keeps up with in a shop (a server may run with it off, as a test machine's
  // often does): earlier runs' rows gone, the visibility map set, the statistics current.
  await vacuumed(database.url);

  // Two processes of one shop (same database, Redis prefix and secrets): the measured one talks
  // to PostgreSQL directly, as in production; the other one's connections pass through the
  // counter, and it answers the requests whose SQL round trips are counted. Relaying every
  // measured query would cost CPU time (a fifth of create-order's req/s here). The counting one
  // consumes no queue, so that pausing it holds up no job.
  const upstream = new URL(database.url);
  const counter = new SqlRoundTripCounter({ host: upstream.hostname, port: Number(upstream.port || 5432) });
  const counterPort = await counter.listen();
  const viaCounter = new URL(database.url);
  viaCounter.host = `127.0.0.1:${counterPort}`;
  const identity = newShopIdentity();
  // BENCH_PROFILE=<dir>: the measured process writes a V8 CPU profile there when it stops.
  const shop = await startShop(database.url, s.redisUrl, identity, { profileDir: process.env.BENCH_PROFILE });
  const countingShop = await startShop(viaCounter.toString(), s.redisUrl, identity, { role: 'api' });
  countingShop.pause();
  const bare = await startBareServer();
  console.log(`Shop healthy in ${(shop.bootMs / 1000).toFixed(1)} s; log: ${shop.logFile}`);
  let results: Measured[] = [];
  // PostgreSQL's own write rate, the write rows' yardstick, on a scratch database of its own.
  let pgbench: Awaited<ReturnType<typeof createPgbenchDatabase>> | null = null;
  try {
    const pgbenchBinary = findPgbench();
    if (pgbenchBinary) pgbench = await createPgbenchDatabase(pgbenchBinary, s.serverUrl, PGBENCH_SCALE[s.size.label]);
    else console.log('pgbench not found (on PATH or in /usr/lib/postgresql/*/bin): the write rows have no yardstick');
    const fixtures: Fixtures = await prepareFixtures(
      database.url,
      shop.baseUrl,
      { email: shop.adminEmail, password: shop.adminPassword },
      DEMO_DEAL,
    );
    const rows = benchRows(fixtures);
    const constantRow = rows.find((row) => row.constant)!;
    const loadSettings = (row: BenchRow) => ({
      connections: row.plan.connections ?? s.connections,
      warmupSeconds: s.warmupSeconds,
      seconds: s.seconds,
    });
    const captured = CAPTURED_REQUESTS[s.smoke ? 'smoke' : 'full'];
    for (const row of rows) {
      if (s.only && !row.constant && !s.only.some((part) => row.name.includes(part))) continue;
      countingShop.resume();
      const { sql, bytes, statements } = await countRoundTrips(countingShop.baseUrl, row, counter, captured);
      // Paused while the other process is loaded, so that its timers and cache listeners take
      // no CPU time from the measured one.
      countingShop.pause();
      await untilDatabaseQuiet(database.url);
      if (row.coldOf) await catalogueInMemory(database.url);
      // The row, the constant endpoint and its other yardsticks are measured in alternating
      // rounds: each is judged against the machine as it was at the same time (a cleanup after
      // an earlier row's writes, another guest of the host slow every process). A hot row's is
      // bare node:http answering the row's bytes; a cold row's a bare `pg` client sending the
      // SQL the API sent for it; a write row's, beside bare node:http, pgbench -N.
      const common = loadSettings(row);
      const rowPlan: LoadPlan = { ...row.plan, ...common, baseUrl: shop.baseUrl, cpuOf: shop.pid };
      const constantPlan: LoadPlan = { ...constantRow.plan, ...loadSettings(constantRow), baseUrl: shop.baseUrl };
      const barePlan: LoadPlan = {
        ...row.plan,
        ...common,
        baseUrl: bare.baseUrl,
        paths: [`/${bytes}`],
        perConnection: row.plan.perConnection?.map((c) => ({ bodies: c.bodies })),
      };
      const databasePlan: LoadPlan | null = row.coldOf
        ? { kind: 'sql', ...common, databaseUrl: database.url, requests: statements }
        : row.budget.ofPgbench !== undefined && pgbench
          ? { kind: 'pgbench', ...common, pgbench: pgbench.target }
          : null;
      const plans = [rowPlan, row.coldOf ? null : barePlan, row.constant ? null : constantPlan, databasePlan];
      const measuredPlans = plans.filter((plan) => plan !== null);
      const answers = await runLoad({ plans: measuredPlans, rounds: s.rounds });
      const resultOf = (plan: LoadPlan | null) => (plan ? answers[measuredPlans.indexOf(plan)] : null);
      const app = resultOf(rowPlan)!;
      const bareResult = resultOf(plans[1]);
      const constantResult = resultOf(plans[2]) ?? app;
      const databaseResult = resultOf(databasePlan);
      const rssMb = shop.rssMb();
      const measured = {
        row,
        app,
        bare: bareResult,
        constant: constantResult,
        database: databaseResult,
        bytes,
        sqlRoundTrips: sql,
        rssMb,
        ofBare: bareResult ? app.rps / bareResult.rps : null,
        ofConstant: app.rps / constantResult.rps,
        ofDatabase: databaseResult ? app.rps / databaseResult.rps : null,
      };
      const m: Measured = { ...measured, failures: verdict(measured, !s.smoke) };
      results.push(m);
      const yardsticks = [
        bareResult ? `bare ${bareResult.rps.toFixed(0)}` : null,
        `constant ${constantResult.rps.toFixed(0)}`,
        databaseResult
          ? `${databasePlan!.kind === 'sql' ? 'bare pg' : 'pgbench'} ${databaseResult.rps.toFixed(0)}`
          : null,
      ].filter(Boolean);
      console.log(
        `${row.name}: ${app.rps.toFixed(0)} req/s (${yardsticks.join(', ')}), p50 ${app.p50.toFixed(1)} ms, p99 ${app.p99.toFixed(1)} ms, ${sql.toFixed(1)} SQL, of constant by round ${roundsOf(app, constantResult)}, ${m.failures.length ? 'MISSED ' + m.failures.join('; ') : 'ok'}`,
      );
    }
  } finally {
    bare.stop();
    await Promise.all([shop.stop(), countingShop.stop()]);
    await forgetShopKeys(s.redisUrl, identity);
    await counter.close();
    await pgbench?.drop();
  }
  console.log('');
  printTable(results);
  const rssMb = Math.max(...results.map((m) => m.rssMb));
  // The current run in the docs is the full size's; a million-product run is kept by hand.
  if (s.size === FULL_SHOP && !s.only) {
    const commit = execSync('git rev-parse --short HEAD', { cwd: REPO_ROOT }).toString().trim();
    const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
    const doc = markdown(results, {
      machine,
      date: new Date().toISOString().slice(0, 10),
      commit,
      size: `${s.size.products.toLocaleString('en-US')} products, ${s.size.users.toLocaleString('en-US')} users, ${s.size.orders.toLocaleString('en-US')} orders, ${s.size.reviews.toLocaleString('en-US')} reviews, ${s.size.pageViews.toLocaleString('en-US')} page views`,
      rssMb,
      bootMs: shop.bootMs,
      settings: `${s.connections} connections, ${s.seconds} s in ${s.rounds} rounds after a warm-up (hot reads: each distinct path once, then ${s.warmupSeconds} s; cold reads: ${s.warmupSeconds} s on paths of their own)`,
    });
    const docFile = join(REPO_ROOT, 'docs', 'benchmarks.md');
    writeFileSync(docFile, withCurrentRun(readFileSync(docFile, 'utf8'), doc));
    writeFileSync(join(REPO_ROOT, 'docs', 'benchmarks.svg'), svgChart(results));
    console.log('Wrote docs/benchmarks.md and docs/benchmarks.svg');
  }
  results = results.filter((m) => m.failures.length > 0);
  if (results.length > 0) {
    console.error(`\n${results.length} row(s) missed their budget.`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/** The tables a cold read reads: the catalogue, not the orders or the page views. */
const CATALOGUE_TABLES = ['products', 'product_variants', 'search_words', 'reviews'];

/**
 * Reads the catalogue's tables, indexes and TOAST into the operating system's file cache (pg_prewarm),
 * as a database server that holds its working set (about 700 MB here) has them. A cold row
 * measures the requests the answer cache has not seen, not the disk: on a VM that pages out file
 * cache left idle for a minute, its rows came from the disk, and the day's disk decided the row.
 */
async function catalogueInMemory(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ available: boolean }>(
      `SELECT count(*) > 0 AS available FROM pg_available_extensions WHERE name = 'pg_prewarm'`,
    );
    if (!rows[0].available) return;
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    await client.query(
      `SELECT pg_prewarm(c.oid, 'read') FROM pg_class c, unnest($1::text[]::regclass[]) AS t(oid)
       WHERE c.oid = t.oid OR c.oid = (SELECT reltoastrelid FROM pg_class WHERE oid = t.oid)
          OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = t.oid)`,
      [CATALOGUE_TABLES],
    );
  } finally {
    await client.end();
  }
}

/** VACUUM (ANALYZE) of the whole bench database, outside any transaction. */
async function vacuumed(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
  } finally {
    await client.end();
  }
}
