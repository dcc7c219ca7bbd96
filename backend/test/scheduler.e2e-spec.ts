import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BullmqScheduler } from '../src/infra/scheduler/bullmq-scheduler';
import { InProcessScheduler } from '../src/infra/scheduler/in-process-scheduler';
import { startTestApp, TestApp } from './harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(25);
  }
}

describe('in-process scheduler (database-backed)', () => {
  let shop: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    shop = await startTestApp();
    dataSource = shop.app.get(DataSource);
  });
  afterAll(() => shop.close());

  it('runs a delayed job once even when scheduled twice with the same id', async () => {
    const scheduler = new InProcessScheduler(dataSource);
    const runs: string[] = [];
    scheduler.register<{ n: number }>('twice', async (data, jobId) => void runs.push(`${jobId}:${data.n}`));
    await scheduler.schedule('twice', 'job-1', { n: 1 }, 50);
    await scheduler.schedule('twice', 'job-1', { n: 2 }, 50);
    await waitFor(() => runs.length > 0);
    await sleep(150);
    expect(runs).toEqual(['job-1:1']);
    const left = await dataSource.query(`SELECT 1 FROM scheduled_jobs WHERE queue = 'twice'`);
    expect(left).toHaveLength(0);
    scheduler.close();
  });

  it('does not run a cancelled job', async () => {
    const scheduler = new InProcessScheduler(dataSource);
    const runs: string[] = [];
    scheduler.register('cancel', async (_data, jobId) => void runs.push(jobId));
    await scheduler.schedule('cancel', 'job-2', {}, 80);
    await scheduler.cancel('cancel', 'job-2');
    await sleep(200);
    expect(runs).toEqual([]);
    scheduler.close();
  });

  it('keeps jobs across a restart: a new process sweeps what came due while it was down', async () => {
    const before = new InProcessScheduler(dataSource);
    await before.schedule('restart', 'job-3', { order: 'abc' }, 10);
    before.close(); // the process "dies" before the timer fires
    await sleep(50);

    const after = new InProcessScheduler(dataSource);
    const runs: unknown[] = [];
    after.register('restart', async (data) => void runs.push(data));
    expect(await after.sweep()).toBe(1);
    expect(runs).toEqual([{ order: 'abc' }]);
    expect(await after.sweep()).toBe(0);
    after.close();
  });

  it('retries a failing job later instead of losing it', async () => {
    const scheduler = new InProcessScheduler(dataSource);
    scheduler.register('flaky', async () => {
      throw new Error('gateway down');
    });
    await scheduler.schedule('flaky', 'job-4', {}, 0);
    await waitFor(() => false, 100).catch(() => undefined);
    const [row] = await dataSource.query(
      `SELECT attempts, run_at > now() AS later FROM scheduled_jobs WHERE queue = 'flaky' AND job_id = 'job-4'`,
    );
    expect(row).toEqual({ attempts: 1, later: true });
    scheduler.close();
  });
});

const redisUrl = process.env.REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

describeRedis('BullMQ scheduler (real Redis)', () => {
  let scheduler: BullmqScheduler;

  beforeEach(async () => {
    scheduler = new BullmqScheduler(redisUrl!, `sched${randomBytes(4).toString('hex')}`, true);
    expect(await scheduler.ready()).toBe(true);
  });
  afterEach(() => scheduler.close());

  it('reports the queue as up', async () => {
    expect(await scheduler.state()).toBe('up');
  });

  it('runs a delayed job once even when scheduled twice with the same id', async () => {
    const runs: number[] = [];
    scheduler.register<{ n: number }>('twice', async (data) => void runs.push(data.n));
    await scheduler.schedule('twice', 'job-1', { n: 1 }, 100);
    await scheduler.schedule('twice', 'job-1', { n: 2 }, 100);
    await waitFor(() => runs.length > 0);
    await sleep(300);
    expect(runs).toEqual([1]);
  });

  it('does not run a cancelled job', async () => {
    const runs: string[] = [];
    scheduler.register('cancel', async (_data, jobId) => void runs.push(jobId));
    await scheduler.schedule('cancel', 'job-2', {}, 200);
    await scheduler.cancel('cancel', 'job-2');
    await sleep(500);
    expect(runs).toEqual([]);
  });
});
