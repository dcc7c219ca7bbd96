import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { hash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeRedis } from '../../../infra/redis';
import { batchOf } from '../../concurrency/batch-of';
import type { RateLimitRecord, RateLimitStorage } from './rate-limit-storage';

/**
 * One round trip for all the hits counted in one turn of the event loop, each atomic: count the
 * hit (the window starts at the first one), start a block when the limit is passed, and report
 * both remaining times in milliseconds. Per hit i: KEYS[2i-1] counter, KEYS[2i] block marker;
 * ARGV[3i-2] ttl ms, ARGV[3i-1] limit, ARGV[3i] block ms. Answers three numbers per hit.
 */
const INCREMENT_SCRIPT = `
local out = {}
for i = 1, #KEYS / 2 do
  local counter, blocked = KEYS[2 * i - 1], KEYS[2 * i]
  local hits = redis.call('INCR', counter)
  if hits == 1 then redis.call('PEXPIRE', counter, ARGV[3 * i - 2]) end
  local windowLeft = redis.call('PTTL', counter)
  local blockLeft = redis.call('PTTL', blocked)
  if blockLeft <= 0 and hits > tonumber(ARGV[3 * i - 1]) then
    redis.call('SET', blocked, '1', 'PX', ARGV[3 * i])
    blockLeft = tonumber(ARGV[3 * i])
  end
  if blockLeft < 0 then blockLeft = 0 end
  out[#out + 1] = hits
  out[#out + 1] = windowLeft
  out[#out + 1] = blockLeft
end
return out
`;

/** The connection with INCREMENT_SCRIPT defined as a command (the number of keys comes first). */
type CountingRedis = Redis & {
  rateLimitHits(keyCount: number, ...keysThenArgs: string[]): Promise<number[]>;
};

/** One hit to count: its two keys and its limit's figures, as the script takes them. */
interface Hit {
  keys: [string, string];
  args: [string, string, string];
}

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
  /**
   * Every request asks at least the flood ceiling: the hits of one turn go out as one script
   * call instead of one each, which cost the API (and Redis) more than the counting itself.
   */
  private readonly hits = batchOf<Hit, [number, number, number]>((hits) => this.countAll(hits));

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    // Sent by its SHA1 (EVALSHA, the script itself only when Redis does not know it yet, as
    // after a restart): not 400 bytes to send and hash on every request.
    redis.defineCommand('rateLimitHits', { lua: INCREMENT_SCRIPT });
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
      const [hits, windowLeft, blockLeft] = await this.hits.load({
        keys: this.keys(key),
        args: [String(Math.max(1, Math.round(ttl))), String(limit), String(Math.max(1, Math.round(blockDuration)))],
      });
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

  private async countAll(hits: readonly Hit[]): Promise<[number, number, number][]> {
    const answer = await this.redis.rateLimitHits(
      hits.length * 2,
      ...hits.flatMap((hit) => hit.keys),
      ...hits.flatMap((hit) => hit.args),
    );
    return hits.map((_, i) => [answer[3 * i], answer[3 * i + 1], answer[3 * i + 2]]);
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
