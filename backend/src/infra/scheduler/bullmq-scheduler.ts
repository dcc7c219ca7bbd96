import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import IORedis, { Redis } from 'ioredis';
import { JobHandler, QueueState, Scheduler } from './scheduler';

/** BullMQ on Redis: jobs survive restarts and are shared by every API and worker process. */
export class BullmqScheduler extends Scheduler {
  private readonly logger = new Logger('Scheduler');
  private readonly connection: Redis;
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: Redis[] = [];

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    /** False in an API-only process: it enqueues, a worker process consumes. */
    private readonly consume: boolean,
  ) {
    super();
    // BullMQ's blocking commands need unlimited retries on the shared connection.
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    this.connection.on('error', (err) => this.logger.warn(`Redis: ${err.message}`));
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  register<T>(name: string, handler: JobHandler<T>): void {
    if (!this.consume) return;
    // A worker blocks its connection while waiting for jobs, so it gets one of its own.
    const connection = this.connection.duplicate();
    this.workerConnections.push(connection);
    const worker = new Worker(name, (job) => handler(job.data as T, job.id ?? ''), { connection, prefix: this.prefix });
    worker.on('failed', (job, err) => this.logger.error(`Job ${name}/${job?.id} failed: ${err.message}`));
    worker.on('error', (err) => this.logger.warn(`Worker ${name}: ${err.message}`));
    this.workers.push(worker);
  }

  async schedule<T>(name: string, jobId: string, data: T, delayMs: number): Promise<void> {
    await this.queue(name).add(name, data, {
      jobId,
      delay: Math.max(0, delayMs),
      attempts: 5,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: true,
      removeOnFail: 1000,
    });
  }

  async cancel(name: string, jobId: string): Promise<void> {
    await this.queue(name).remove(jobId);
  }

  async state(): Promise<QueueState> {
    try {
      return (await this.connection.ping()) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    for (const connection of this.workerConnections) connection.disconnect();
    this.connection.disconnect();
  }
}
