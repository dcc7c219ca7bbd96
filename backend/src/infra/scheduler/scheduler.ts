import { ServiceUnavailableException } from '@nestjs/common';

export type JobHandler<T = unknown> = (data: T, jobId: string) => Promise<void>;

export type QueueState = 'up' | 'down' | 'in-process';

/** The queue cannot take a job now (Redis away): the request fails fast with 503, changing nothing. */
export class QueueUnavailableError extends ServiceUnavailableException {
  constructor(message = 'The job queue is unavailable. Please try again in a few minutes.') {
    super(message);
  }
}

/**
 * The scheduler port: delayed jobs with a stable id per job, so scheduling the same job twice
 * keeps one and cancelling finds it. BullMQ on Redis, or timers backed by a database table.
 * Handlers may run more than once (retries, a sweep after a crash): they must be idempotent.
 * `schedule` and `cancel` are bounded in time: they answer or throw QueueUnavailableError.
 */
export abstract class Scheduler {
  /**
   * Registers the consumer of a queue; call it from onModuleInit. `concurrency`: how many of its
   * jobs one process runs at once (BullMQ runs one by default; in-process timers never wait).
   */
  abstract register<T>(queue: string, handler: JobHandler<T>, options?: { concurrency?: number }): void;
  abstract schedule<T>(queue: string, jobId: string, data: T, delayMs: number): Promise<void>;
  abstract cancel(queue: string, jobId: string): Promise<void>;
  abstract state(): Promise<QueueState>;

  /**
   * Called each time the queue comes back after an outage, so owners of delayed work can
   * catch up on what came due (or was lost) meanwhile. The in-process scheduler never goes away.
   */
  onRecovered(listener: () => void): void {
    void listener;
  }
}
