import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import IORedis, { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { performance } from 'node:perf_hooks';
import { APP_CONFIG, AppConfig } from '../../config';
import type { DealChanged, ProductChanged, ReviewsChanged, SettingsChanged, StockChanged } from '../events';
import { closeRedis, reconnectDelay, requestRedis, watchRedis } from '../redis';

/**
 * The longest an entry is served: a row written outside the API (a bulk SQL load, a restore)
 * shows within it, and so does a change whose message another process missed. Every entry in
 * demand is computed again once a lifetime: at 15 s, 5,000 product pages asked for all the time
 * cost the shop about a third of its requests; at 60 s a tenth of that.
 */
export const CACHE_TTL_MS = 60_000;
/**
 * From an age between these (drawn for each entry) an entry in demand is computed anew in the
 * background (refreshDue), while the requests for it are still answered from it: an answer asked
 * for all the time is recomputed once before it ends, and no request waits for it. Drawn, so that
 * entries made in the same second (a crawl, a busy page) are not all computed anew at once.
 */
export const REFRESH_FROM_MS = 30_000;
const REFRESH_TO_MS = 55_000;
/**
 * Memory given to entries (answer bodies are Buffers, outside the JavaScript heap), so that a
 * catalogue of any size keeps the process small; enough for a hot set of a few thousand products.
 */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * When entries stop being true without any write (a deal ends at its end date), on a clock
 * that tests can move (modules/deals/clock.ts).
 */
export interface ValidityBoundary {
  now(): number;
  /** The next moment something computed now changes by itself; Infinity for never. */
  nextChange(): number;
}

interface Entry {
  value: unknown;
  tags: readonly string[];
  begunAt: number;
  until: number;
  /** From when it is to be computed anew; Infinity once that began (refreshDue). */
  refreshAt: number;
}

/**
 * The shop's one cache: values keyed by the caller (answers by URL), each tagged with what it
 * shows (`catalogue`, `deal`, `product:<id>`, `reviews:<productId>`, `settings`). The after-commit events of
 * the writes drop tags on this process at once and, through Redis pub/sub, on every other
 * process within the message's trip (a few milliseconds; the bound stated is 1 s). An entry
 * is never served once one of its tags was dropped after its computation began, nor after
 * CACHE_TTL_MS. Without REDIS_URL the cache lives in this process only; with it, nothing is
 * cached while this process is not subscribed (it would not hear of other processes' writes).
 */
@Injectable()
export class AnswerCache implements OnApplicationShutdown {
  private readonly logger = new Logger('Cache');
  private readonly entries = new LRUCache<string, Entry>({ maxSize: MAX_BYTES, ttl: CACHE_TTL_MS });
  /** When each tag was last dropped, oldest first; forgotten after CACHE_TTL_MS (no entry is older). */
  private readonly dropped = new Map<string, number>();
  /** Entries begun before this are not trusted (this process was not listening after it). */
  private trustedFrom = -Infinity;
  private listening: boolean;
  private boundary?: ValidityBoundary;
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;
  private readonly channel: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.channel = `${config.queuePrefix}:cache:dropped`;
    this.listening = !config.redisUrl;
    if (!config.redisUrl) return;
    this.publisher = requestRedis(config.redisUrl, 'cache-publisher');
    watchRedis(this.publisher, this.logger, 'Cache');
    this.subscriber = new IORedis(config.redisUrl, {
      connectionName: 'cache-subscriber',
      retryStrategy: reconnectDelay,
    });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('close', () => (this.listening = false));
    this.subscriber.on('ready', () => void this.listen());
    this.subscriber.on('message', (_channel: string, tags: string) => this.drop(tags.split(' ')));
  }

  /** Subscribed: from now on every drop is heard, but none of the time before may have been. */
  private async listen(): Promise<void> {
    try {
      await this.subscriber!.subscribe(this.channel);
      this.trustedFrom = performance.now();
      this.listening = true;
    } catch {
      // Not listening: nothing is cached until the next 'ready'.
    }
  }

  setBoundary(boundary: ValidityBoundary): void {
    this.boundary = boundary;
  }

  /** Taken before a value is computed and handed to set(). */
  begin(): number {
    return performance.now();
  }

  get<T>(key: string): T | undefined {
    const entry = this.listening ? this.entries.get(key) : undefined;
    if (!entry || !this.trusted(entry)) return undefined;
    return entry.value as T;
  }

  /**
   * True once when the entry of `key` is old enough to be computed anew (and set()) in the
   * background; a refresh that fails leaves the entry to its end.
   */
  refreshDue(key: string): boolean {
    const entry = this.entries.peek(key);
    if (!entry || performance.now() < entry.refreshAt) return false;
    entry.refreshAt = Infinity;
    return true;
  }

  /** Keeps a value computed from data read after `begunAt`, unless it may already be stale. */
  set(key: string, value: unknown, tags: readonly string[], begunAt: number, size = 100): void {
    const age = performance.now() - begunAt;
    const refreshAt = begunAt + REFRESH_FROM_MS + Math.random() * (REFRESH_TO_MS - REFRESH_FROM_MS);
    const entry = { value, tags, begunAt, until: this.boundary?.nextChange() ?? Infinity, refreshAt };
    if (!this.listening || age >= CACHE_TTL_MS || !this.trusted(entry)) return;
    this.entries.set(key, entry, { size, ttl: CACHE_TTL_MS - age });
  }

  private trusted(entry: Entry): boolean {
    if (entry.begunAt < this.trustedFrom || (this.boundary && this.boundary.now() >= entry.until)) return false;
    return entry.tags.every((tag) => (this.dropped.get(tag) ?? -Infinity) < entry.begunAt);
  }

  /** Drops the tags here and on every other process (after the change committed). */
  async invalidate(tags: readonly string[]): Promise<void> {
    this.drop(tags);
    if (!this.publisher) return;
    try {
      await this.publisher.publish(this.channel, tags.join(' '));
    } catch (error) {
      this.logger.warn(`Other processes may serve ${tags.join(' ')} for up to ${CACHE_TTL_MS} ms: ${String(error)}`);
    }
  }

  private drop(tags: readonly string[]): void {
    const now = performance.now();
    for (const tag of tags) {
      this.dropped.delete(tag);
      this.dropped.set(tag, now);
    }
    for (const [tag, at] of this.dropped) {
      if (now - at < CACHE_TTL_MS) break;
      this.dropped.delete(tag);
    }
  }

  @OnEvent('product.changed')
  productChanged(event: ProductChanged): Promise<void> {
    return this.invalidate(['catalogue', ...productTags(event.productIds)]);
  }

  /** A count that stays above zero moves no product in or out of any list: only its answers go. */
  @OnEvent('stock.changed')
  stockChanged(event: StockChanged): Promise<void> {
    return this.invalidate([...(event.soldOutChanged ? ['catalogue'] : []), ...productTags(event.productIds)]);
  }

  @OnEvent('deal.changed')
  dealChanged(_event: DealChanged): Promise<void> {
    return this.invalidate(['deal']);
  }

  @OnEvent('settings.changed')
  settingsChanged(_event: SettingsChanged): Promise<void> {
    return this.invalidate(['settings']);
  }

  /** Ratings order lists and show on cards: every list goes, with the products' reviews. */
  @OnEvent('reviews.changed')
  reviewsChanged(event: ReviewsChanged): Promise<void> {
    return this.invalidate(['catalogue', ...event.productIds.map((id) => `reviews:${id}`)]);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.publisher, this.subscriber].map((redis) => redis && closeRedis(redis)));
  }
}

function productTags(ids: readonly string[]): string[] {
  return ids.map((id) => `product:${id}`);
}
