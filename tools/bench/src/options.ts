/**
 * Settings of the benchmark program. It is a tool run beside the shop (npm run bench), not
 * the shop itself, so it reads its own few variables here rather than the shop's AppConfig.
 */
export interface BenchOptions {
  /** The PostgreSQL server; the benchmark creates and drops a database of its own on it. */
  serverUrl: string;
  orders: number;
  pageViews: number;
  runs: number;
}

export class BenchOptionsError extends Error {}

function count(env: Record<string, string | undefined>, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min)
    throw new BenchOptionsError(`${name} must be an integer of at least ${min}`);
  return Number(raw);
}

export function benchOptions(env: Record<string, string | undefined>): BenchOptions {
  const serverUrl = env.DATABASE_URL?.trim();
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) {
    throw new BenchOptionsError(
      'The benchmark needs a PostgreSQL server: set DATABASE_URL, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench\n' +
        'It creates a database of its own there and drops it at the end.',
    );
  }
  return {
    serverUrl,
    orders: count(env, 'BENCH_ORDERS', 200_000, 1_000),
    pageViews: count(env, 'BENCH_PAGE_VIEWS', 10_000_000, 1_000),
    runs: count(env, 'BENCH_RUNS', 7, 1),
  };
}
