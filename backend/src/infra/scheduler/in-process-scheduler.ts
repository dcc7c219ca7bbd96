import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler, QueueState, Scheduler } from './scheduler';

const MAX_ATTEMPTS = 5;
/** A claimed job is invisible to other sweeps this long; a crash mid-run frees it afterwards. */
const CLAIM_SECONDS = 300;
/** setTimeout cannot wait longer than about 24.8 days; later jobs are left to the sweep. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Jobs are rows in scheduled_jobs, so a restart loses nothing: a timer runs a job on time
 * while the process lives, and the periodic sweep runs whatever came due while it did not.
 */
export class InProcessScheduler extends Scheduler {
  private readonly logger = new Logger('Scheduler');
  private readonly handlers = new Map<string, JobHandler>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  register<T>(queue: string, handler: JobHandler<T>): void {
    this.handlers.set(queue, handler as JobHandler);
  }

  async schedule<T>(queue: string, jobId: string, data: T, delayMs: number): Promise<void> {
    const delay = Math.max(0, delayMs);
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO scheduled_jobs (queue, job_id, run_at, data)
       VALUES ($1, $2, now() + make_interval(secs => $3::double precision / 1000), $4)
       ON CONFLICT (queue, job_id) DO NOTHING RETURNING job_id`,
      [queue, jobId, delay, JSON.stringify(data ?? {})],
    );
    if (inserted.length > 0) this.arm(queue, jobId, delay);
  }

  async cancel(queue: string, jobId: string): Promise<void> {
    this.disarm(queue, jobId);
    await this.dataSource.query(`DELETE FROM scheduled_jobs WHERE queue = $1 AND job_id = $2`, [queue, jobId]);
  }

  async state(): Promise<QueueState> {
    return 'in-process';
  }

  /** Runs every job that is due and not being run; called periodically and at boot. */
  async sweep(): Promise<number> {
    const due: { queue: string; job_id: string }[] = await this.dataSource.query(
      `SELECT queue, job_id FROM scheduled_jobs
       WHERE run_at <= now() AND (locked_until IS NULL OR locked_until < now())
       ORDER BY run_at LIMIT 100`,
    );
    let ran = 0;
    for (const job of due) {
      if (this.handlers.has(job.queue) && (await this.run(job.queue, job.job_id))) ran += 1;
    }
    return ran;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private key(queue: string, jobId: string): string {
    return `${queue}\u0000${jobId}`;
  }

  private arm(queue: string, jobId: string, delay: number): void {
    if (delay > MAX_TIMER_MS || this.closed) return;
    this.disarm(queue, jobId);
    const timer = setTimeout(() => {
      this.timers.delete(this.key(queue, jobId));
      void this.run(queue, jobId);
    }, delay);
    timer.unref();
    this.timers.set(this.key(queue, jobId), timer);
  }

  private disarm(queue: string, jobId: string): void {
    const timer = this.timers.get(this.key(queue, jobId));
    if (timer) clearTimeout(timer);
    this.timers.delete(this.key(queue, jobId));
  }

  /** Claims the job row, runs its handler, then deletes it or pushes it back for a retry. */
  private async run(queue: string, jobId: string): Promise<boolean> {
    const handler = this.handlers.get(queue);
    if (!handler || this.closed) return false;
    try {
      // Wrapped in a SELECT: TypeORM answers a bare UPDATE with [rows, count] instead of rows.
      const claimed: { data: unknown; attempts: number }[] = await this.dataSource.query(
        `WITH claimed AS (
           UPDATE scheduled_jobs SET locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}),
             attempts = attempts + 1
           WHERE queue = $1 AND job_id = $2 AND run_at <= now()
             AND (locked_until IS NULL OR locked_until < now())
           RETURNING data, attempts)
         SELECT data, attempts FROM claimed`,
        [queue, jobId],
      );
      if (claimed.length === 0) return false;
      const [{ data, attempts }] = claimed;
      try {
        await handler(data, jobId);
        await this.dataSource.query(`DELETE FROM scheduled_jobs WHERE queue = $1 AND job_id = $2`, [queue, jobId]);
      } catch (err) {
        this.logger.error(`Job ${queue}/${jobId} failed (attempt ${attempts}): ${(err as Error).message}`);
        await this.retryOrDrop(queue, jobId, attempts);
      }
      return true;
    } catch (err) {
      // The database went away (shutdown, restart): the sweep picks the job up later.
      if (!this.closed) this.logger.warn(`Job ${queue}/${jobId} not run: ${(err as Error).message}`);
      return false;
    }
  }

  private async retryOrDrop(queue: string, jobId: string, attempts: number): Promise<void> {
    if (attempts >= MAX_ATTEMPTS) {
      await this.dataSource.query(`DELETE FROM scheduled_jobs WHERE queue = $1 AND job_id = $2`, [queue, jobId]);
      return;
    }
    const backoffSeconds = 5 * 2 ** attempts;
    await this.dataSource.query(
      `UPDATE scheduled_jobs SET locked_until = NULL, run_at = now() + make_interval(secs => $3)
       WHERE queue = $1 AND job_id = $2`,
      [queue, jobId, backoffSeconds],
    );
    this.arm(queue, jobId, backoffSeconds * 1000);
  }
}
