import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  closeRedis,
  REDIS_COMMAND_TIMEOUT_MS,
  requestRedis,
  watchRedis,
  whenReady,
  within,
  workerRedis,
} from '../redis';
import { JobHandler, QueueState, QueueUnavailableError, Scheduler } from './scheduler';

/** How long a call that schedules or cancels a job may wait for Redis in all. */
const CALL_TIMEOUT_MS = 2 * REDIS_COMMAND_TIMEOUT_MS;
/** Shutdown waits this long for running jobs and a polite goodbye to Redis, then drops it. */
const CLOSE_TIMEOUT_MS = 4000;

/**
 * BullMQ on Redis: jobs survive restarts and are shared by every API and worker process.
 * Requests only touch the fail-fast connection (no offline queue, 1.5 s per command); the
 * workers' blocking connections wait for Redis in the background. When Redis is away the
 * connections retry with backoff and the shop answers 503 for what needs the queue.
 */
export class BullmqScheduler extends Scheduler {
  private readonly logger = new Logger('Scheduler');
  private readonly connection: Redis;
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: Redis[] = [];
  private readonly recoveryListeners: (() => void)[] = [];

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    /** False in an API-only process: it enqueues, a worker process consumes. */
    private readonly consume: boolean,
  ) {
    super();
    this.connection = requestRedis(redisUrl, `${prefix}-queue`);
    watchRedis(this.connection, this.logger, 'Queue', () => {
      for (const listener of this.recoveryListeners) listener();
    });
  }

  /** Waits (bounded) for the first connection, so a healthy boot does not start with 503s. */
  ready(ms = 3000): Promise<boolean> {
    return whenReady(this.connection, ms);
  }

  override onRecovered(listener: () => void): void {
    this.recoveryListeners.push(listener);
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', () => undefined); // reported once by watchRedis
      this.queues.set(name, queue);
    }
    return queue;
  }

  register<T>(name: string, handler: JobHandler<T>, options: { concurrency?: number } = {}): void {
    if (!this.consume) return;
    // A worker blocks its connection while waiting for jobs, so it gets one of its own.
    const connection = workerRedis(this.redisUrl, `${this.prefix}-worker`);
    connection.on('error', () => undefined); // the shared connection reports outages
    this.workerConnections.push(connection);
    const worker = new Worker(name, (job) => handler(job.data as T, job.id ?? ''), {
      connection,
      prefix: this.prefix,
      concurrency: options.concurrency ?? 1,
    });
    worker.on('failed', (job, err) => this.logger.error(`Job ${name}/${job?.id} failed: ${err.message}`));
    worker.on('error', (err) => {
      if (this.connection.status === 'ready') this.logger.warn(`Worker ${name}: ${err.message}`);
    });
    this.workers.push(worker);
  }

  async schedule<T>(name: string, jobId: string, data: T, delayMs: number): Promise<void> {
    await this.call(`schedule ${name}/${jobId}`, () =>
      this.queue(name).add(name, data, {
        jobId,
        delay: Math.max(0, delayMs),
        attempts: 5,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: true,
        removeOnFail: 1000,
      }),
    );
  }

  async cancel(name: string, jobId: string): Promise<void> {
    await this.call(`cancel ${name}/${jobId}`, () => this.queue(name).remove(jobId));
  }

  async state(): Promise<QueueState> {
    if (this.connection.status !== 'ready') return 'down';
    try {
      return (await this.connection.ping()) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  /** Fails at once when Redis is not connected, and after CALL_TIMEOUT_MS when it stalls. */
  private async call<R>(what: string, work: () => Promise<R>): Promise<R> {
    if (this.connection.status !== 'ready') throw new QueueUnavailableError();
    try {
      return await within(work(), CALL_TIMEOUT_MS, () => new Error('timed out'));
    } catch (err) {
      this.logger.warn(`Queue call ${what} failed: ${(err as Error).message}`);
      throw new QueueUnavailableError();
    }
  }

  /** Bounded: a Redis that is down (or stalls) cannot keep the process from stopping. */
  async close(): Promise<void> {
    const redisUp = this.connection.status === 'ready';
    const graceful = Promise.all([
      // With Redis down there is no job to finish cleanly: stop the workers at once.
      ...this.workers.map((worker) => worker.close(!redisUp)),
      ...[...this.queues.values()].map((queue) => queue.close()),
    ]).catch((err: Error) => this.logger.warn(`Queue close: ${err.message}`));
    await within(graceful, redisUp ? CLOSE_TIMEOUT_MS : 500, () => new Error('timed out')).catch(() =>
      this.logger.warn('Queue close timed out; dropping the Redis connections'),
    );
    await Promise.all([...this.workerConnections, this.connection].map((connection) => closeRedis(connection)));
  }
}
