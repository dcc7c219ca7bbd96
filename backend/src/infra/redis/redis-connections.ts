import type { LoggerService } from '@nestjs/common';
import IORedis, { Redis, RedisOptions } from 'ioredis';

/** A request never waits longer than this for one Redis command. */
export const REDIS_COMMAND_TIMEOUT_MS = 1500;
const CONNECT_TIMEOUT_MS = 2000;
const MAX_RECONNECT_DELAY_MS = 5000;

/**
 * Reconnect forever, in the background, with a growing pause (100 ms doubling up to 5 s):
 * the shop keeps serving what does not need Redis and picks Redis up again by itself.
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.min(attempt, 10), MAX_RECONNECT_DELAY_MS);
}

const COMMON: RedisOptions = {
  connectTimeout: CONNECT_TIMEOUT_MS,
  retryStrategy: reconnectDelay,
  // A Redis that stops answering (paused, network gone) is noticed without waiting for TCP.
  keepAlive: 10_000,
};

/**
 * For commands a request waits on: nothing is queued while disconnected (the call fails at
 * once), nothing is retried on another connection, and no answer within 1.5 s is an error.
 */
export function requestRedis(url: string, name: string): Redis {
  return new IORedis(url, {
    ...COMMON,
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Concurrent requests ask at once: the commands of one event-loop turn share one write.
    enableAutoPipelining: true,
  });
}

/**
 * For BullMQ workers: their blocking reads must wait for Redis (BullMQ requires
 * maxRetriesPerRequest null), which is harmless because no request ever waits on them.
 */
export function workerRedis(url: string, name: string): Redis {
  return new IORedis(url, { ...COMMON, connectionName: name, maxRetriesPerRequest: null });
}

/** Resolves true once the connection is ready, false when `ms` passed first. */
export function whenReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    timer.unref();
    redis.on('ready', onReady);
  });
}

/**
 * Logs an outage once (not at every reconnect attempt) and its end, and calls `onRecovered`
 * each time Redis comes back after being away.
 */
export function watchRedis(redis: Redis, logger: LoggerService, label: string, onRecovered?: () => void): void {
  let lost = false;
  const markLost = (why: string) => {
    if (lost) return;
    lost = true;
    logger.warn(`${label}: Redis unreachable (${why}); retrying in the background`);
  };
  redis.on('error', (err: Error) => markLost(err.message));
  // A Redis that shuts down cleanly closes the connection without an error; a connection we
  // close ourselves ends without 'reconnecting'.
  redis.on('reconnecting', () => markLost('connection lost'));
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    logger.log(`${label}: Redis is back`);
    onRecovered?.();
  });
}

/** Closes a connection politely if Redis answers within `ms`, otherwise drops it. */
export async function closeRedis(redis: Redis, ms = 1000): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  const timer = setTimeout(() => redis.disconnect(), ms);
  await redis.quit().catch(() => redis.disconnect());
  clearTimeout(timer);
}

/** Runs `work`, but gives up waiting after `ms` (the work itself may still finish later). */
export function within<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
