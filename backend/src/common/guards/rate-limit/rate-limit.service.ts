import { Injectable } from '@nestjs/common';
import { InjectThrottlerStorage } from '@nestjs/throttler';
import type { RateLimitStorage } from './rate-limit-storage';
import { RateLimitName, rateLimitKey } from './rate-limits';

@Injectable()
export class RateLimitService {
  constructor(@InjectThrottlerStorage() private readonly storage: RateLimitStorage) {}

  /** Forgets what a limit counted for this request's client (e.g. failures before a good login). */
  reset(name: RateLimitName, req: { ip?: string; body?: unknown }): Promise<void> {
    return this.storage.reset(rateLimitKey(name, req));
  }
}
