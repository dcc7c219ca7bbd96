import type { CpuPerRequest } from './cpu-time';

/** What the load runner is asked to send (one benchmark row), and what it reports. */
export interface LoadPlan {
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
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** The API process whose CPU time (and PostgreSQL's) per request is counted over the measured seconds. */
  cpuOf?: number;
}

export interface LoadResult {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  /** Connection errors, time-outs and non-2xx answers together. */
  errors: number;
  statuses: Record<string, number>;
  /** With `cpuOf`: CPU time per request of the API process and of PostgreSQL. */
  cpu?: CpuPerRequest;
}
