import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { refusalMessage } from './rate-limits';
import { setRateLimitHeaders } from './rate-limit-headers';

/**
 * The throttler with the shop's keys and messages: a limit's key is its name plus the
 * tracked client (not the route), so the default ceiling counts all of a client's calls
 * and a named limit can be reset by RateLimitService.
 */
@Injectable()
export class ShopThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
  ) {
    super(options, storage, new Reflector());
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    return `${name}:${tracker}`;
  }

  /**
   * A refusal says when to come back: `Retry-After` (RFC 9110) and the `RateLimit-*` fields
   * (IETF draft), all in seconds, whichever named limit refused.
   */
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    setRateLimitHeaders(context.switchToHttp().getResponse(), detail);
    await super.throwThrottlingException(context, detail);
  }

  protected override getErrorMessage(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<string> {
    return Promise.resolve(refusalMessage(detail.key, detail.timeToBlockExpire));
  }
}
