export type JobHandler<T = unknown> = (data: T, jobId: string) => Promise<void>;

export type QueueState = 'up' | 'down' | 'in-process';

/**
 * The scheduler port: delayed jobs with a stable id per job, so scheduling the same job twice
 * keeps one and cancelling finds it. BullMQ on Redis, or timers backed by a database table.
 * Handlers may run more than once (retries, a sweep after a crash): they must be idempotent.
 */
export abstract class Scheduler {
  /** Registers the consumer of a queue; call it from onModuleInit. */
  abstract register<T>(queue: string, handler: JobHandler<T>): void;
  abstract schedule<T>(queue: string, jobId: string, data: T, delayMs: number): Promise<void>;
  abstract cancel(queue: string, jobId: string): Promise<void>;
  abstract state(): Promise<QueueState>;
}
