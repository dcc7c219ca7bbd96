import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { InProcessCartVersions, RedisCartVersions } from './cart-versions';

describe('InProcessCartVersions', () => {
  it('gives a changed cart a version it never had', async () => {
    const versions = new InProcessCartVersions();
    const before = await versions.current('u1');
    await versions.bump('u1');
    const after = await versions.current('u1');
    expect(after).not.toBe(before);
    await versions.bump('u2');
    expect(await versions.current('u1')).toBe(after);
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('RedisCartVersions (REDIS_URL)', () => {
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const redis = new IORedis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  const versions = new RedisCartVersions(redisUrl ?? 'redis://127.0.0.1:6379', prefix);

  // Commands are refused, not queued, until the connection is up (as the shop wants during an outage).
  beforeAll(async () => {
    const connection = (versions as unknown as { redis: IORedis }).redis;
    if (connection.status !== 'ready') await new Promise((ready) => connection.once('ready', ready));
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await Promise.all([redis.quit(), versions.close()]);
  });

  it('sets the versions of the carts changed in one turn in one command, each new, with an expiry', async () => {
    const users = ['a', 'b', 'c', 'a'];
    await versions.bump('a');
    const before = await versions.current('a');
    const batches = versions as unknown as { setAll: (userIds: readonly string[]) => Promise<true[]> };
    const sent = jest.spyOn(batches, 'setAll');
    try {
      await Promise.all(users.map((user) => versions.bump(user)));
      expect(sent).toHaveBeenCalledTimes(1);
      expect(sent).toHaveBeenCalledWith(users);
    } finally {
      sent.mockRestore();
    }
    const now = await Promise.all(['a', 'b', 'c'].map((user) => versions.current(user)));
    expect(new Set([before, ...now]).size).toBe(4);
    expect(await redis.ttl(`${prefix}:cart-version:b`)).toBeGreaterThan(23 * 3600);
  });

  it('vouches for no version of a cart whose change could not be sent, until it is', async () => {
    const batches = versions as unknown as { setAll: (userIds: readonly string[]) => Promise<true[]> };
    const away = jest.spyOn(batches, 'setAll').mockRejectedValue(new Error('Redis is away'));
    try {
      await versions.bump('d');
      // The read tries the change again first: still away, so nothing is vouched for.
      expect(await versions.current('d')).toBeNull();
      expect(away).toHaveBeenCalledTimes(2);
    } finally {
      away.mockRestore();
    }
    expect(await versions.current('d')).toMatch(/\.\d+$/);
  });
});
