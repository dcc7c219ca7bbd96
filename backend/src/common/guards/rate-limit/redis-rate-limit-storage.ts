import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { hash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeRedis } from '../../../infra/redis';
import type { RateLimitRecord, RateLimitStorage } from './rate-limit-storage';

/**
 * One round trip, atomic: count the hit (the window starts at the first one), start a block
 * when the limit is passed, and report both remaining times in milliseconds.
 * KEYS[1] counter, KEYS[2] block marker; ARGV ttl ms, limit, block ms.
 */
const INCREMENT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local windowLeft = redis.call('PTTL', KEYS[1])
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blockLeft = tonumber(ARGV[3])
end
if blockLeft < 0 then blockLeft = 0 end
return {hits, windowLeft, blockLeft}
`;

/** The connection with INCREMENT_SCRIPT defined as a command. */
type CountingRedis = Redis & {
  rateLimitHit(counter: string, blocked: string, ttlMs: string, limit: string, blockMs: string): Promise<unknown>;
};

/** The only limit that lets requests through while its counters cannot be read. */
const FAIL_OPEN_LIMIT = 'default';

/**
 * Counters in Redis, shared by every API process. Keys live under `<prefix>:rl:` so shops
 * (or test runs) sharing one Redis never see each other's counts. When Redis cannot answer
 * (the connection fails fast, see requestRedis): the flood ceiling lets requests through, so
 * an outage of the limiter does not take the catalogue down; every named limit (login, OTP:
 * the ones guarding accounts) fails closed with a 503, so an outage never opens the door to
 * password or code guessing.
 */
export class RedisRateLimitStorage implements RateLimitStorage {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: CountingRedis;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    // Sent by its SHA1 (EVALSHA, the script itself only when Redis does not know it yet, as
    // after a restart): not 400 bytes to send and hash on every request.
    redis.defineCommand('rateLimitHit', { numberOfKeys: 2, lua: INCREMENT_SCRIPT });
    this.redis = redis as CountingRedis;
  }

  private keys(key: string): [string, string] {
    // Hashed: keys hold e-mail addresses, which do not belong in Redis in the clear.
    const id = hash('sha256', key, 'base64url');
    return [`${this.prefix}:rl:${id}`, `${this.prefix}:rl:${id}:blocked`];
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName = FAIL_OPEN_LIMIT,
  ): Promise<RateLimitRecord> {
    try {
      const [hits, windowLeft, blockLeft] = (await this.redis.rateLimitHit(
        ...this.keys(key),
        String(Math.max(1, Math.round(ttl))),
        String(limit),
        String(Math.max(1, Math.round(blockDuration))),
      )) as [number, number, number];
      return {
        totalHits: hits,
        timeToExpire: Math.max(0, Math.ceil(windowLeft / 1000)),
        isBlocked: blockLeft > 0,
        timeToBlockExpire: Math.ceil(blockLeft / 1000),
      };
    } catch (err) {
      this.logger.warn(`Rate limit ${throttlerName} not checked, Redis failed: ${(err as Error).message}`);
      if (throttlerName !== FAIL_OPEN_LIMIT) {
        throw new ServiceUnavailableException('This is temporarily unavailable. Please try again in a minute.');
      }
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(...this.keys(key)).catch((err: Error) => {
      this.logger.warn(`Rate limit not reset, Redis failed: ${err.message}`);
    });
  }

  async close(): Promise<void> {
    await closeRedis(this.redis);
  }
}
