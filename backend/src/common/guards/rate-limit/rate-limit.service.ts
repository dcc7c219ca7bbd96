import { HttpException, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerException } from '@nestjs/throttler';
import { RefusalDetail, setRateLimitHeaders } from './rate-limit-headers';
import type { RateLimitStorage } from './rate-limit-storage';
import { RATE_LIMITS, RateLimitName, rateLimitKey, refusalMessage } from './rate-limits';

type TrackedRequest = { ip?: string; body?: unknown; user?: { id: string; apiKey?: { id: string } } };

/** A limit that refused a request: its storage key and figures. */
export interface Refusal extends RefusalDetail {
  key: string;
}

@Injectable()
export class RateLimitService {
  constructor(@InjectThrottlerStorage() private readonly storage: RateLimitStorage) {}

  /** Forgets what a limit counted for this request's client (e.g. failures before a good login). */
  reset(name: RateLimitName, req: TrackedRequest): Promise<void> {
    return this.storage.reset(rateLimitKey(name, req));
  }

  /** Counts one hit; false once the client is over the limit, or when it cannot be counted (for what is dropped silently). */
  async allow(name: RateLimitName, req: TrackedRequest): Promise<boolean> {
    const rule = RATE_LIMITS[name];
    if (rule.tracker(req) === '') return true;
    const blockDuration = 'blockDuration' in rule ? Number(rule.blockDuration) : rule.ttl;
    try {
      const record = await this.storage.increment(rateLimitKey(name, req), rule.ttl, rule.limit, blockDuration, name);
      return !record.isBlocked;
    } catch {
      // The store is away (named limits fail closed): what is dropped silently is dropped.
      return false;
    }
  }

  /**
   * Counts one hit of a limit the global guard cannot take (it needs the signed-in user, known
   * only after the auth guard); over the limit it answers 429 like the guard does.
   */
  async consume(name: RateLimitName, req: TrackedRequest, response: unknown): Promise<void> {
    const refusal = await this.count(name, req);
    if (refusal) throw this.refuse(refusal, response);
  }

  /** Counts one hit; the refusal's figures when the client is over the limit, null otherwise. */
  async count(name: RateLimitName, req: TrackedRequest): Promise<Refusal | null> {
    const rule = RATE_LIMITS[name];
    if (rule.tracker(req) === '') return null;
    const key = rateLimitKey(name, req);
    const blockDuration = 'blockDuration' in rule ? Number(rule.blockDuration) : rule.ttl;
    const record = await this.storage.increment(key, rule.ttl, rule.limit, blockDuration, name);
    if (!record.isBlocked) return null;
    return { key, limit: rule.limit, ttl: rule.ttl, timeToBlockExpire: record.timeToBlockExpire };
  }

  /** The 429 for a refusal, its headers set on the response; `more` follows the limit's words. */
  refuse(refusal: Refusal, response: unknown, more?: { message: string; code: string }): HttpException {
    setRateLimitHeaders(response, refusal);
    const message = refusalMessage(refusal.key, refusal.timeToBlockExpire);
    if (!more) return new ThrottlerException(message);
    return new HttpException(
      { statusCode: 429, message: `${message} ${more.message}`, error: 'Too Many Requests', code: more.code },
      429,
    );
  }
}
