import { Logger } from '@nestjs/common';
import IORedis, { Redis } from 'ioredis';
import { CACHE_NAMESPACES, CacheNamespace, CacheVersions } from './cache-versions';

/** How often versions are read back from Redis: the bound on staleness if a message is lost. */
export const VERSION_POLL_MS = 400;
/** A poll older than this means Redis is out of reach: stop trusting cached entries. */
const TRUSTED_FOR_MS = 1000;

const redisOptions = {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  connectTimeout: 2000,
  commandTimeout: 1000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
};

/**
 * Versions shared by every API process through Redis: INCR on a counter per namespace, a
 * message on a channel so other processes drop their entries at once, and a poll of the
 * counters so that a lost message (or a Redis restart) can never keep a stale entry alive
 * for longer than about a second. While Redis cannot be reached, current() answers null and
 * every process computes afresh.
 */
export class RedisCacheVersions extends CacheVersions {
  private readonly logger = new Logger('Cache');
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly versions = new Map<CacheNamespace, string>();
  private readonly channel: string;
  private lastSync = 0;
  private readonly poller: NodeJS.Timeout;
  /** Bumps that could not reach Redis: retried by the poll so other processes learn of them. */
  private readonly unsent = new Set<CacheNamespace>();

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    super();
    this.channel = `${prefix}:cache:bumps`;
    this.commands = new IORedis(redisUrl, redisOptions);
    this.subscriber = new IORedis(redisUrl, { ...redisOptions, commandTimeout: undefined });
    for (const client of [this.commands, this.subscriber]) client.on('error', () => undefined);
    this.subscriber.on('message', (_channel, message: string) => {
      const words = message.split(' ');
      if (words[0] === 'touch') {
        const [, namespace, touch, items] = words as [string, CacheNamespace, string, string | undefined];
        this.ledgers.get(namespace)?.heard(Number(touch), items ? items.split(',') : []);
        return;
      }
      const [namespace, version] = words as [CacheNamespace, string];
      if (CACHE_NAMESPACES.includes(namespace)) this.versions.set(namespace, version);
    });
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(this.channel).catch(() => undefined);
      void this.poll();
    });
    this.poller = setInterval(() => void this.poll(), VERSION_POLL_MS);
    this.poller.unref();
  }

  private key(namespace: CacheNamespace): string {
    return `${this.prefix}:cache:${namespace}`;
  }

  private touchesKey(namespace: CacheNamespace): string {
    return `${this.prefix}:cache:${namespace}:touches`;
  }

  current(namespace: CacheNamespace): string | null {
    if (Date.now() - this.lastSync > TRUSTED_FOR_MS) return null;
    return this.versions.get(namespace) ?? null;
  }

  async bump(namespace: CacheNamespace): Promise<void> {
    // Until Redis confirms, this process trusts nothing it cached of the namespace.
    this.versions.delete(namespace);
    try {
      await this.publish(namespace);
    } catch {
      this.unsent.add(namespace);
    }
  }

  async touch(namespace: CacheNamespace, items: readonly string[]): Promise<void> {
    let touch: number;
    try {
      touch = await this.commands.incr(this.touchesKey(namespace));
    } catch {
      // No number, no message: the others could keep these items stale, so everything goes.
      return this.bump(namespace);
    }
    this.ledgers.get(namespace)!.made(touch, items);
    // A message that does not arrive leaves a number unheard: the poll then trusts nothing older.
    // Not waited for: other processes hear it when they do either way, and the caller (an order
    // answering) need not wait a second round trip to Redis.
    void this.commands.publish(this.channel, `touch ${namespace} ${touch} ${items.join(',')}`).catch(() => undefined);
  }

  private async publish(namespace: CacheNamespace): Promise<void> {
    const version = String(await this.commands.incr(this.key(namespace)));
    this.versions.set(namespace, version);
    await this.commands.publish(this.channel, `${namespace} ${version}`);
  }

  private async poll(): Promise<void> {
    try {
      for (const namespace of [...this.unsent]) {
        await this.publish(namespace);
        this.unsent.delete(namespace);
      }
      const values = await this.commands.mget(...CACHE_NAMESPACES.flatMap((ns) => [this.key(ns), this.touchesKey(ns)]));
      CACHE_NAMESPACES.forEach((namespace, i) => {
        this.ledgers.get(namespace)!.caughtUp(Number(values[2 * i + 1] ?? 0));
        if (this.unsent.has(namespace)) return;
        this.versions.set(namespace, values[2 * i] ?? '0');
      });
      if (Date.now() - this.lastSync > TRUSTED_FOR_MS && this.lastSync > 0)
        this.logger.log('Cache versions in sync again');
      this.lastSync = Date.now();
    } catch {
      // current() stops trusting the cache once lastSync is old enough.
    }
  }

  async close(): Promise<void> {
    clearInterval(this.poller);
    this.commands.disconnect();
    this.subscriber.disconnect();
    return Promise.resolve();
  }
}
