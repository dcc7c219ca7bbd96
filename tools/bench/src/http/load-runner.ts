/**
 * The load generator, run as a process of its own so that it never shares an event loop with
 * the server it measures. Reads one LoadJob (a JSON file named on the command line), warms up
 * each plan, measures them in alternating rounds, and prints their LoadResults (JSON) on stdout.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Pool } from 'pg';
import { CpuCount } from './cpu-time';
import { replaySql, runPgbench } from './database-yardsticks';
import type { HttpPlan, LoadJob, LoadPlan, LoadResult } from './load-plan';

// autocannon ships no types; the little used here is typed below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: object) => AutocannonRun;

/** A run under way: a promise of its result that also tells each answer as it comes. */
interface AutocannonRun extends Promise<AutocannonResult> {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
  ): void;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  /** Seconds the run lasted. */
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}

/** A client address out of a pool, so rate limits see many shoppers behind one proxy, as in production. */
function shopperAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * A run of `seconds`, or of exactly `amount` requests. `next` numbers the requests: one count per
 * plan across its warm-up and rounds, so that a cold plan never asks a path twice until it has
 * asked them all.
 */
function options(plan: HttpPlan, length: { seconds: number } | { amount: number }, next: () => number): object {
  return {
    url: plan.baseUrl,
    connections: plan.connections,
    ...('amount' in length ? { amount: length.amount } : { duration: length.seconds }),
    timeout: 20,
    requests: [
      {
        method: plan.method,
        setupRequest: (request: Record<string, unknown>) => {
          // Requests take the shoppers in turn (not per connection: autocannon may share one
          // context between its connections), so every shopper gets an even share.
          const n = next();
          const shopper = plan.perConnection?.length ?? plan.tokens?.length ?? 1;
          const who = n % shopper;
          const turn = Math.floor(n / shopper);
          const headers: Record<string, string> = { ...plan.headers, 'x-forwarded-for': shopperAddress(n % 60_000) };
          const token = plan.tokens?.[who % plan.tokens.length];
          if (token) headers.authorization = `Bearer ${token}`;
          if (plan.idempotencyKeys) headers['idempotency-key'] = randomUUID();
          const own = plan.perConnection?.[who];
          const paths = own?.paths ?? plan.paths;
          const bodies = own?.bodies ?? plan.bodies;
          const path = paths[(own?.paths ? turn : n) % paths.length];
          const body = bodies ? bodies[turn % bodies.length] : undefined;
          if (body !== undefined) headers['content-type'] = 'application/json';
          return { ...request, path, headers, ...(body !== undefined ? { body } : {}) };
        },
      },
    ],
  };
}

/** What one plan's rounds add up to. */
class Tally {
  private readonly times: number[] = [];
  private readonly roundRps: number[] = [];
  private readonly statuses: Record<string, number> = {};
  private total = 0;
  private seconds = 0;
  private errors = 0;
  private sent = 0;
  private readonly cpu: CpuCount | null;
  private readonly pool: Pool | null;
  private readonly next = () => this.sent++;
  private readonly answered = (ms: number) => void this.times.push(ms);

  constructor(private readonly plan: LoadPlan) {
    this.cpu =
      plan.kind !== 'sql' && plan.kind !== 'pgbench' && plan.cpuOf !== undefined ? new CpuCount(plan.cpuOf) : null;
    this.pool = plan.kind === 'sql' ? new Pool({ connectionString: plan.databaseUrl, max: plan.connections }) : null;
  }

  /**
   * Before the plan is measured: its warm-up seconds (pgbench has none: PostgreSQL is warm from
   * the rows before it). A cold row's warm-up asks paths of its own, which its rounds do not ask
   * again.
   */
  async warmUp(): Promise<void> {
    const plan = this.plan;
    if (plan.kind === 'pgbench' || plan.warmupSeconds <= 0) return;
    if (plan.kind === 'sql') {
      await replaySql(this.pool!, plan.connections, plan.requests, plan.warmupSeconds, this.next, () => {});
      return;
    }
    await this.prime();
    await autocannon(options(plan, { seconds: plan.warmupSeconds }, this.next));
  }

  /**
   * A hot read row asks for each of its distinct paths once before each round, unmeasured, so
   * that the round measures the steady state of a shop whose answer cache holds the row's
   * products and pages: the cache keeps an answer for seconds, and the other rows' rounds come
   * between this row's.
   */
  private async prime(): Promise<void> {
    const plan = this.plan;
    if (plan.kind === 'sql' || plan.kind === 'pgbench' || plan.method !== 'GET' || plan.perConnection || plan.cold)
      return;
    await autocannon(options(plan, { amount: Math.max(plan.paths.length, plan.connections) }, this.next));
  }

  async round(seconds: number): Promise<void> {
    const plan = this.plan;
    if (plan.kind === 'sql') {
      const result = await replaySql(this.pool!, plan.connections, plan.requests, seconds, this.next, this.answered);
      this.add(result.completed, result.seconds, result.errors);
      return;
    }
    if (plan.kind === 'pgbench') {
      const result = await runPgbench(plan.pgbench, plan.connections, seconds);
      this.add(result.transactions, result.seconds, result.failed);
      return;
    }
    await this.prime();
    this.cpu?.resume();
    const run = autocannon(options(plan, { seconds }, this.next));
    // autocannon's own percentiles are whole milliseconds (cut down, so its "1 ms" is 1.0 to
    // 1.99): too coarse to hold a p99 against ten times a p50 of a millisecond or two. Its answer
    // times are exact, so the percentiles of the successful answers are taken from them.
    run.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300) this.answered(ms);
    });
    const result = await run;
    this.cpu?.pause();
    this.add(result.requests.total, result.duration, result.errors + result.timeouts + result.non2xx);
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
      this.statuses[code] = (this.statuses[code] ?? 0) + count;
  }

  private add(total: number, seconds: number, errors: number): void {
    this.roundRps.push(total / seconds);
    this.total += total;
    this.seconds += seconds;
    this.errors += errors;
  }

  async result(): Promise<LoadResult> {
    await this.pool?.end();
    const sorted = Float64Array.from(this.times).sort();
    const percentile = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
    return {
      rps: this.seconds > 0 ? this.total / this.seconds : 0,
      roundRps: this.roundRps,
      total: this.total,
      p50: percentile(0.5),
      p99: percentile(0.99),
      errors: this.errors,
      statuses: this.statuses,
      sent: this.sent,
      ...(this.cpu ? { cpu: this.cpu.perRequest(this.total) } : {}),
    };
  }
}

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

async function main(): Promise<void> {
  const job = JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadJob;
  const tallies = job.plans.map((plan) => new Tally(plan));
  for (const tally of tallies) await tally.warmUp();
  for (let round = 0; round < job.rounds; round++) {
    // In a new order each round: a disturbance that comes and goes at a steady pace (another
    // guest's periodic job) must not keep falling on the same plan's rounds.
    for (const i of shuffled(job.plans.map((_, index) => index))) {
      await tallies[i].round(job.plans[i].seconds / job.rounds);
    }
  }
  process.stdout.write(JSON.stringify(await Promise.all(tallies.map((tally) => tally.result()))));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
