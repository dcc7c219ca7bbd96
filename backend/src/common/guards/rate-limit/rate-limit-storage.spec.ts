import { ServiceUnavailableException } from '@nestjs/common';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { MemoryRateLimitStorage } from './memory-rate-limit-storage';
import type { RateLimitStorage } from './rate-limit-storage';
import { RedisRateLimitStorage } from './redis-rate-limit-storage';
import { refusalMessage } from './rate-limits';

/** The contract both stores keep: count per window, block past the limit, forget on reset. */
function behavesAsRateLimitStorage(make: () => { storage: RateLimitStorage; advance?: (ms: number) => void }): void {
  it('counts hits and blocks once the limit is passed', async () => {
    const { storage } = make();
    const first = await storage.increment('k', 60_000, 2, 30_000, 'default');
    expect(first).toMatchObject({ totalHits: 1, isBlocked: false, timeToBlockExpire: 0 });
    expect(first.timeToExpire).toBeGreaterThan(55);
    expect((await storage.increment('k', 60_000, 2, 30_000, 'default')).isBlocked).toBe(false);
    const third = await storage.increment('k', 60_000, 2, 30_000, 'default');
    expect(third.isBlocked).toBe(true);
    expect(third.timeToBlockExpire).toBeGreaterThan(25);
    expect((await storage.increment('other', 60_000, 2, 30_000, 'default')).isBlocked).toBe(false);
  });

  it('forgets a key on reset', async () => {
    const { storage } = make();
    await storage.increment('r', 60_000, 1, 60_000, 'default');
    expect((await storage.increment('r', 60_000, 1, 60_000, 'default')).isBlocked).toBe(true);
    await storage.reset('r');
    expect(await storage.increment('r', 60_000, 1, 60_000, 'default')).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
  });
}

describe('MemoryRateLimitStorage', () => {
  let now = 1_000_000;
  behavesAsRateLimitStorage(() => ({ storage: new MemoryRateLimitStorage(() => now) }));

  it('opens a new window when the old one and its block are over', async () => {
    const storage = new MemoryRateLimitStorage(() => now);
    await storage.increment('w', 1000, 1, 5000);
    expect((await storage.increment('w', 1000, 1, 5000)).isBlocked).toBe(true);
    now += 2000;
    expect((await storage.increment('w', 1000, 1, 5000)).isBlocked).toBe(true);
    now += 5000;
    expect(await storage.increment('w', 1000, 1, 5000)).toMatchObject({ totalHits: 1, isBlocked: false });
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('RedisRateLimitStorage (REDIS_URL)', () => {
  const redis = new IORedis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  const prefix = `t${randomBytes(4).toString('hex')}`;

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  behavesAsRateLimitStorage(() => ({
    storage: new RedisRateLimitStorage(redis, `${prefix}${randomBytes(2).toString('hex')}`),
  }));

  it('keeps its keys under the prefix with an expiry', async () => {
    await new RedisRateLimitStorage(redis, prefix).increment('email:a@b.c', 60_000, 5, 60_000);
    const keys = await redis.keys(`${prefix}:rl:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('a@b.c');
    expect(await redis.pttl(keys[0])).toBeGreaterThan(50_000);
  });

  it('counts concurrent hits exactly (the script is atomic)', async () => {
    const storage = new RedisRateLimitStorage(redis, prefix);
    const results = await Promise.all(Array.from({ length: 20 }, () => storage.increment('burst', 60_000, 5, 60_000)));
    expect(results.filter((r) => !r.isBlocked)).toHaveLength(5);
    expect(results.map((r) => r.totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("counts the hits of one turn in one command, each with its own limit's figures", async () => {
    const storage = new RedisRateLimitStorage(redis, prefix);
    const sent = jest.spyOn(
      redis as unknown as { rateLimitHits: (...args: unknown[]) => Promise<number[]> },
      'rateLimitHits',
    );
    try {
      const [a1, b1, a2, c1, a3] = await Promise.all([
        storage.increment('mixed-a', 60_000, 2, 30_000),
        storage.increment('mixed-b', 10_000, 5, 60_000),
        storage.increment('mixed-a', 60_000, 2, 30_000),
        storage.increment('mixed-c', 60_000, 0, 20_000, 'login'),
        storage.increment('mixed-a', 60_000, 2, 30_000),
      ]);
      expect(sent).toHaveBeenCalledTimes(1);
      expect([a1, a2, a3].map((r) => [r.totalHits, r.isBlocked])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
      expect(a3.timeToBlockExpire).toBeGreaterThan(25);
      expect(b1).toMatchObject({ totalHits: 1, isBlocked: false, timeToBlockExpire: 0 });
      expect(b1.timeToExpire).toBeLessThanOrEqual(10);
      expect(c1).toMatchObject({ totalHits: 1, isBlocked: true });
      expect(c1.timeToBlockExpire).toBeLessThanOrEqual(20);
    } finally {
      sent.mockRestore();
    }
  });

  it('lets the flood ceiling through but refuses named limits (503) when Redis is unreachable', async () => {
    const down = new IORedis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    down.on('error', () => undefined);
    const storage = new RedisRateLimitStorage(down, prefix);
    expect((await storage.increment('k', 1000, 0, 1000, 'default')).isBlocked).toBe(false);
    await expect(storage.increment('login:a@b.c|1.2.3.4', 1000, 10, 1000, 'login')).rejects.toBeInstanceOf(
      ServiceUnavailableException,
    );
    await expect(storage.increment('otp-send-ip:1.2.3.4', 1000, 10, 1000, 'otp-send-ip')).rejects.toMatchObject({
      status: 503,
    });
    down.disconnect();
  });
});

describe('refusalMessage', () => {
  it('names the limit and the wait', () => {
    expect(refusalMessage('login:a@b.c|1.2.3.4', 600)).toBe(
      'Too many failed login attempts. Please try again in 10 minutes.',
    );
    expect(refusalMessage('otp-send-email-burst:a@b.c', 1)).toBe(
      'An OTP was just sent to this email. Please try again in 1 second.',
    );
    expect(refusalMessage('unknown:x', 0)).toBe('Too many requests. Please try again in 1 second.');
  });
});
