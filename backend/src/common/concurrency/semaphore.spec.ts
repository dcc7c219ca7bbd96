import { ServiceUnavailableException } from '@nestjs/common';
import { Semaphore } from './semaphore';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('runs at most `limit` jobs at once, the rest in order, and refuses beyond the queue', async () => {
    const gate = new Semaphore(2, 2, 'busy');
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const job = (n: number) => () =>
      new Promise<number>((resolve) => {
        running += 1;
        peak = Math.max(peak, running);
        releases.push(() => {
          running -= 1;
          order.push(n);
          resolve(n);
        });
      });
    const jobs = [1, 2, 3, 4].map((n) => gate.run(job(n)));
    await expect(gate.run(job(5))).rejects.toBeInstanceOf(ServiceUnavailableException);
    await tick();
    expect(releases).toHaveLength(2);
    while (releases.length > 0) {
      releases.shift()!();
      await tick();
    }
    expect(await Promise.all(jobs)).toEqual([1, 2, 3, 4]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(gate.active).toBe(0);
  });

  it('frees the slot when a job fails', async () => {
    const gate = new Semaphore(1, 0, 'busy');
    await expect(gate.run(() => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file');
    await expect(gate.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
