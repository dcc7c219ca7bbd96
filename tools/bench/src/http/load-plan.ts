import type { CpuPerRequest } from './cpu-time';
import type { PgbenchTarget } from './database-yardsticks';
import type { SentStatement } from './sql-round-trips';

/** What the load runner is asked to send (one benchmark row, or a yardstick), and what it reports. */
export type LoadPlan = HttpPlan | SqlPlan | PgbenchPlan;

interface PlanLength {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

/**
 * The bare `pg` yardstick of a cold row: the statements the API sent for some of the row's
 * requests, sent again by a pool of plain node-postgres clients, a request's statements in turn.
 */
export interface SqlPlan extends PlanLength {
  kind: 'sql';
  databaseUrl: string;
  requests: SentStatement[][];
}

/** PostgreSQL's own write yardstick: `pgbench -N` with one client per connection (see database-yardsticks.ts). */
export interface PgbenchPlan extends PlanLength {
  kind: 'pgbench';
  pgbench: PgbenchTarget;
}

export interface HttpPlan extends PlanLength {
  kind?: 'http';
  baseUrl: string;
  method: 'GET' | 'POST';
  /** Paths taken in turn, so that traffic is spread as real shoppers spread it. */
  paths: string[];
  headers: Record<string, string>;
  /** Request bodies taken in turn (JSON text). */
  bodies?: string[];
  /** Per shopper paths and bodies (with the token of the same index), taken in turn. */
  perConnection?: { paths?: string[]; bodies?: string[] }[];
  /** Bearer tokens, taken with the shoppers in turn. */
  tokens?: string[];
  /** Sends a fresh Idempotency-Key with every request. */
  idempotencyKeys?: boolean;
  /**
   * Each path is asked once: no warm-up of the paths themselves, and the warm-up seconds and
   * rounds take the paths on in turn (a row that gets through them all repeats them: see `sent`).
   */
  cold?: boolean;
  /** The API process whose CPU time (and PostgreSQL's) per request is counted over the measured seconds. */
  cpuOf?: number;
}

/**
 * What the load runner is handed: plans measured in turn, `rounds` times each (a round of a
 * plan lasts its seconds divided by the rounds, and the plans take their turns in a new order
 * each round), after each plan's warm-up. Plans measured in alternating rounds see the machine
 * alike over the same span of time, however its speed drifts.
 */
export interface LoadJob {
  plans: LoadPlan[];
  rounds: number;
}

export interface LoadResult {
  /** Answers per second over all its rounds. */
  rps: number;
  /** Answers per second in each round, in order. */
  roundRps: number[];
  total: number;
  p50: number;
  p99: number;
  /** Connection errors, time-outs and non-2xx answers together. */
  errors: number;
  statuses: Record<string, number>;
  /** Requests sent, warm-up included (a cold row that sent more than it has paths repeated some). */
  sent: number;
  /** With `cpuOf`: CPU time per request of the API process and of PostgreSQL. */
  cpu?: CpuPerRequest;
}
