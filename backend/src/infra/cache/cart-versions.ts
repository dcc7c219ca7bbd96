import IORedis, { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { batchOf } from '../../common/concurrency/batch-of';
import { closeRedis } from '../redis';

/**
 * The version of each shopper's cart: raised after every committed change to the cart's
 * lines (CartService), read before a cached cart is served. Null when it cannot be vouched
 * for, and the cart is then priced afresh.
 */
export abstract class CartVersions {
  abstract current(userId: string): Promise<string | null>;
  abstract bump(userId: string): Promise<void>;
  abstract close(): Promise<void>;
}

/** Carts remembered by one process; older ones fall back to the floor. */
const REMEMBERED = 100_000;

/**
 * One process (no Redis): numbers from one sequence, so a forgotten cart falls back to a floor
 * above every number it could have had, and an answer cached under an old number never matches.
 */
export class InProcessCartVersions extends CartVersions {
  private sequence = 0;
  private floor = 0;
  private readonly versions = new Map<string, number>();

  current(userId: string): Promise<string> {
    return Promise.resolve(String(this.versions.get(userId) ?? this.floor));
  }

  bump(userId: string): Promise<void> {
    this.versions.delete(userId);
    if (this.versions.size >= REMEMBERED) {
      const [oldest, version] = this.versions.entries().next().value as [string, number];
      this.floor = Math.max(this.floor, version);
      this.versions.delete(oldest);
    }
    this.versions.set(userId, ++this.sequence);
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** A day: a cart untouched that long has its version dropped (a read then has none to vouch with). */
const VERSION_TTL_SECONDS = 24 * 3600;

/** Sets each KEYS[i] to ARGV[i] with an expiry of ARGV[#KEYS + 1] seconds. */
const SET_VERSIONS = `
for i = 1, #KEYS do redis.call('SET', KEYS[i], ARGV[i], 'EX', ARGV[#KEYS + 1]) end
`;

type VersionsRedis = Redis & { setVersions(keyCount: number, ...keysThenArgs: string[]): Promise<unknown> };

/**
 * Shared by every API process: a version per cart in Redis, a value no other bump writes (this
 * process's id and its own sequence). The carts changed in one turn of the event loop are set
 * in one command. A bump that cannot reach Redis is retried before the next read is answered,
 * and until it lands every read of that cart is refused (null), so no process serves the cart
 * from before the change.
 */
export class RedisCartVersions extends CartVersions {
  private readonly redis: VersionsRedis;
  private readonly sets = batchOf<string, true>((userIds) => this.setAll(userIds));
  private readonly unsent = new Set<string>();
  /** Versions written by this process are `<process>.<n>`: unique across processes and restarts. */
  private readonly process = randomUUID();
  private sequence = 0;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    super();
    const redis = new IORedis(redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
      commandTimeout: 1000,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
      // Every cart read and change asks this connection: the commands of one event-loop turn
      // go out in one write instead of one each.
      enableAutoPipelining: true,
    });
    redis.on('error', () => undefined);
    redis.defineCommand('setVersions', { lua: SET_VERSIONS });
    this.redis = redis as VersionsRedis;
  }

  private key(userId: string): string {
    return `${this.prefix}:cart-version:${userId}`;
  }

  async current(userId: string): Promise<string | null> {
    if (this.unsent.has(userId) && !(await this.send(userId))) return null;
    try {
      // No version (a cart never changed, or untouched for a day): nothing to vouch with.
      return await this.redis.get(this.key(userId));
    } catch {
      return null;
    }
  }

  async bump(userId: string): Promise<void> {
    this.unsent.add(userId);
    await this.send(userId);
  }

  private async send(userId: string): Promise<boolean> {
    try {
      await this.sets.load(userId);
      this.unsent.delete(userId);
      return true;
    } catch {
      return false;
    }
  }

  private async setAll(userIds: readonly string[]): Promise<true[]> {
    const keys = userIds.map((userId) => this.key(userId));
    const versions = userIds.map(() => `${this.process}.${++this.sequence}`);
    await this.redis.setVersions(keys.length, ...keys, ...versions, String(VERSION_TTL_SECONDS));
    return userIds.map(() => true);
  }

  async close(): Promise<void> {
    // closeRedis: quit() leaves a connection that is reconnecting (Redis away) retrying.
    await closeRedis(this.redis);
  }
}
