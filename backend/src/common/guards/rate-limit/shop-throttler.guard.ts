import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { refusalMessage } from './rate-limits';
import { setRateLimitHeaders } from './rate-limit-headers';

/** One limit on one route, its values read from the route's metadata once. */
type RouteLimit = Omit<ThrottlerRequest, 'context'>;

// The metadata keys the library's decorators (@Throttle, @SkipThrottle) write.
const THROTTLER_SKIP = 'THROTTLER:SKIP';
const THROTTLER_LIMIT = 'THROTTLER:LIMIT';
const THROTTLER_TTL = 'THROTTLER:TTL';
const THROTTLER_BLOCK_DURATION = 'THROTTLER:BLOCK_DURATION';
const THROTTLER_TRACKER = 'THROTTLER:TRACKER';
const THROTTLER_KEY_GENERATOR = 'THROTTLER:KEY_GENERATOR';

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

  /** Per handler and controller: the limits that may apply, their values read once. */
  private readonly plans = new WeakMap<object, WeakMap<object, RouteLimit[] | null>>();

  /**
   * The library's check, with each route's limits read once: it asks the metadata store six
   * keys per named limit and awaits three values each, on every request, for answers that are
   * fixed once the app has booted. Routes whose limits are computed per request take its path.
   */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const plan = this.planFor(context.getHandler(), context.getClass());
    if (!plan) return super.canActivate(context);
    for (const route of plan) {
      const skipIf = route.throttler.skipIf ?? this.commonOptions.skipIf;
      if (skipIf?.(context)) continue;
      // Over the limit throws (with the refusal's headers); under it goes on to the next.
      if (!(await this.handleRequest({ context, ...route }))) return false;
    }
    return true;
  }

  private planFor(handler: object, classRef: object): RouteLimit[] | null {
    let byClass = this.plans.get(handler);
    if (!byClass) this.plans.set(handler, (byClass = new WeakMap()));
    let plan = byClass.get(classRef);
    if (plan === undefined) byClass.set(classRef, (plan = this.routeLimits([handler, classRef])));
    return plan;
  }

  /** As the library reads them: the route's own value first, then the class's, then the limit's. */
  private routeLimits(targets: object[]): RouteLimit[] | null {
    const plan: RouteLimit[] = [];
    const read = <T>(key: string, name: string): T | undefined =>
      this.reflector.getAllAndOverride<T | undefined>(key + name, targets as never);
    for (const throttler of this.throttlers) {
      const name = throttler.name ?? 'default';
      if (read<boolean>(THROTTLER_SKIP, name)) continue;
      const limit = read<unknown>(THROTTLER_LIMIT, name) ?? throttler.limit;
      const ttl = read<unknown>(THROTTLER_TTL, name) ?? throttler.ttl;
      const blockDuration = read<unknown>(THROTTLER_BLOCK_DURATION, name) ?? throttler.blockDuration ?? ttl;
      if (typeof limit !== 'number' || typeof ttl !== 'number' || typeof blockDuration !== 'number') return null;
      plan.push({
        throttler,
        limit,
        ttl,
        blockDuration,
        // The library's own tracker and key are set on its common options when it starts.
        getTracker: read(THROTTLER_TRACKER, name) ?? throttler.getTracker ?? (this.commonOptions.getTracker as never),
        generateKey:
          read(THROTTLER_KEY_GENERATOR, name) ?? throttler.generateKey ?? (this.commonOptions.generateKey as never),
      });
    }
    return plan;
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
