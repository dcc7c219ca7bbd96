/**
 * The load generator, run as a process of its own so that it never shares an event loop with
 * the server it measures. Reads one LoadJob (a JSON file named on the command line), warms up
 * each plan, measures them in alternating rounds, and prints their LoadResults (JSON) on stdout.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { LoadJob, LoadPlan, LoadResult } from './load-plan';
import { CpuCount } from './cpu-time';

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

/** A run of `seconds`, or of exactly `amount` requests. */
function options(plan: LoadPlan, length: { seconds: number } | { amount: number }): object {
  let sequence = 0;
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
          const n = sequence++;
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

/**
 * Before a plan is measured: a read row first asks for each of its distinct paths once, so that
 * the measured seconds are the steady state of a shop whose answer cache holds the row's products
 * and pages, whatever the speed of the warm-up, instead of a mix of first sights and repeats that
 * depends on it. Then the plan's warm-up seconds.
 */
async function warmUp(plan: LoadPlan): Promise<void> {
  if (plan.method === 'GET' && !plan.perConnection)
    await autocannon(options(plan, { amount: Math.max(plan.paths.length, plan.connections) }));
  if (plan.warmupSeconds > 0) await autocannon(options(plan, { seconds: plan.warmupSeconds }));
}

/** What one plan's rounds add up to. */
class Tally {
  private readonly times: number[] = [];
  private readonly roundRps: number[] = [];
  private readonly statuses: Record<string, number> = {};
  private total = 0;
  private seconds = 0;
  private errors = 0;
  private readonly cpu: CpuCount | null;

  constructor(private readonly plan: LoadPlan) {
    this.cpu = plan.cpuOf === undefined ? null : new CpuCount(plan.cpuOf);
  }

  async round(seconds: number): Promise<void> {
    this.cpu?.resume();
    const run = autocannon(options(this.plan, { seconds }));
    // autocannon's own percentiles are whole milliseconds (cut down, so its "1 ms" is 1.0 to
    // 1.99): too coarse to hold a p99 against ten times a p50 of a millisecond or two. Its answer
    // times are exact, so the percentiles of the successful answers are taken from them.
    run.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300) this.times.push(ms);
    });
    const result = await run;
    this.cpu?.pause();
    this.roundRps.push(result.requests.total / result.duration);
    this.total += result.requests.total;
    this.seconds += result.duration;
    this.errors += result.errors + result.timeouts + result.non2xx;
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
      this.statuses[code] = (this.statuses[code] ?? 0) + count;
  }

  result(): LoadResult {
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
  for (const plan of job.plans) await warmUp(plan);
  const tallies = job.plans.map((plan) => new Tally(plan));
  for (let round = 0; round < job.rounds; round++) {
    // In a new order each round: a disturbance that comes and goes at a steady pace (another
    // guest's periodic job) must not keep falling on the same plan's rounds.
    for (const i of shuffled(job.plans.map((_, index) => index))) {
      await tallies[i].round(job.plans[i].seconds / job.rounds);
    }
  }
  process.stdout.write(JSON.stringify(tallies.map((tally) => tally.result())));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
