/**
 * The load generator, run as a process of its own so that it never shares an event loop with
 * the server it measures. Reads one LoadPlan (a JSON file named on the command line), warms up, measures,
 * and prints one LoadResult (JSON) on stdout.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { LoadPlan, LoadResult } from './load-plan';
import { startCpuCount } from './cpu-time';

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

async function main(): Promise<void> {
  const plan = JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadPlan;
  // A read row first asks for each of its distinct paths once: the measured seconds are then the
  // steady state of a shop whose answer cache holds the row's products and pages, whatever the
  // speed of the warm-up, instead of a mix of first sights and repeats that depends on it.
  if (plan.method === 'GET' && !plan.perConnection)
    await autocannon(options(plan, { amount: Math.max(plan.paths.length, plan.connections) }));
  if (plan.warmupSeconds > 0) await autocannon(options(plan, { seconds: plan.warmupSeconds }));
  const cpuCount = plan.cpuOf === undefined ? null : startCpuCount(plan.cpuOf);
  const run = autocannon(options(plan, { seconds: plan.seconds }));
  // autocannon's own percentiles are whole milliseconds (cut down, so its "1 ms" is 1.0 to
  // 1.99): too coarse to hold a p99 against ten times a p50 of a millisecond or two. Its answer
  // times are exact, so the percentiles of the successful answers are taken from them.
  const times: number[] = [];
  run.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) times.push(ms);
  });
  const result = await run;
  const sorted = Float64Array.from(times).sort();
  const percentile = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count;
  const out: LoadResult = {
    rps: result.requests.average,
    total: result.requests.total,
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
    ...(cpuCount ? { cpu: cpuCount(result.requests.total) } : {}),
  };
  process.stdout.write(JSON.stringify(out));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
