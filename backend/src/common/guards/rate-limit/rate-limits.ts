import { ExecutionContext, SetMetadata } from '@nestjs/common';
import { normalizeIp, ThrottlerOptions } from '@nestjs/throttler';

type TrackedRequest = { ip?: string; body?: unknown; user?: { id: string; apiKey?: { id: string } } };

/** Per request: the address is worked out from the proxy headers each time `ip` is read, and every limit asks. */
const clientIps = new WeakMap<TrackedRequest, string>();

function clientIp(req: TrackedRequest): string {
  let ip = clientIps.get(req);
  if (ip === undefined) clientIps.set(req, (ip = normalizeIp(req.ip ?? 'unknown')));
  return ip;
}

/** The e-mail a request is about (its body's `email`), as the accounts store it. */
function bodyEmail(req: TrackedRequest): string {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** The order number a tracking look-up names, as typed without '#', spaces or case. */
function bodyOrderNumber(req: TrackedRequest): string {
  const number = (req.body as { orderNumber?: unknown } | undefined)?.orderNumber;
  return typeof number === 'string' ? number.replace(/[#\s]/g, '').toLowerCase().slice(-8) : '';
}

/** The signed-in caller: only known after the auth guard, so such limits are taken by RateLimitService.consume. */
function signedInUser(req: TrackedRequest): string {
  return req.user?.id ?? '';
}

interface RateLimitRule {
  ttl: number;
  limit: number;
  /** How long a client stays refused once over the limit (default: the window). */
  blockDuration?: number;
  /** Who is counted; an empty string (no e-mail in the body) skips the limit: validation refuses the call. */
  tracker: (req: TrackedRequest) => string;
  /** The first sentence of the 429 message; the waiting time follows. */
  refusal: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Only for limits taken by a service (which passes the route), never by the guard. */
function viewSource(req: TrackedRequest): string {
  const route = (req.body as { route?: unknown } | undefined)?.route;
  return typeof route === 'string' ? clientIp(req) : '';
}

function viewSourceAndRoute(req: TrackedRequest): string {
  const source = viewSource(req);
  return source && `${source}|${(req.body as { route: string }).route}`;
}

/**
 * Every limit in one table. `default` applies to every route; the others only to routes
 * that name them with @RateLimit(...).
 */
export const RATE_LIMITS = {
  /** A ceiling per client address against floods; loopback callers are not counted. */
  default: { ttl: MINUTE, limit: 300, tracker: clientIp, refusal: 'Too many requests.' },
  'otp-send-email-burst': {
    ttl: 30_000,
    limit: 1,
    tracker: bodyEmail,
    refusal: 'An OTP was just sent to this email.',
  },
  'otp-send-email-hourly': {
    ttl: 60 * MINUTE,
    limit: 5,
    tracker: bodyEmail,
    refusal: 'Too many OTPs were requested for this email.',
  },
  'otp-send-ip': { ttl: 60 * MINUTE, limit: 20, tracker: clientIp, refusal: 'Too many OTP requests.' },
  'otp-verify-ip': { ttl: 10 * MINUTE, limit: 20, tracker: clientIp, refusal: 'Too many OTP attempts.' },
  /** Counts attempts per e-mail and address; a successful login resets it (see RateLimitService). */
  login: {
    ttl: 15 * MINUTE,
    limit: 10,
    tracker: (req: TrackedRequest) => (bodyEmail(req) ? `${bodyEmail(req)}|${clientIp(req)}` : ''),
    refusal: 'Too many failed login attempts.',
  },
  /** Failed logins to one account from any number of addresses; also reset by a good login. */
  'login-account': {
    ttl: 15 * MINUTE,
    limit: 30,
    tracker: bodyEmail,
    refusal: 'Too many failed login attempts for this account.',
  },
  /** Registration answers 409 for a taken e-mail: bounded so it cannot be used to list accounts. */
  'register-ip': { ttl: 60 * MINUTE, limit: 20, tracker: clientIp, refusal: 'Too many registration attempts.' },
  'register-email': {
    ttl: 60 * MINUTE,
    limit: 5,
    tracker: bodyEmail,
    refusal: 'Too many registration attempts for this email.',
  },
  'password-reset-email': {
    ttl: 60 * MINUTE,
    limit: 5,
    tracker: bodyEmail,
    refusal: 'Too many password reset requests for this email.',
  },
  'password-reset-ip': {
    ttl: 60 * MINUTE,
    limit: 20,
    tracker: clientIp,
    refusal: 'Too many password reset requests.',
  },
  'password-change-ip': {
    ttl: 15 * MINUTE,
    limit: 10,
    tracker: clientIp,
    refusal: 'Too many password change attempts.',
  },
  /**
   * Page views one client address may add in a day, in all and per route; views beyond are
   * dropped without a word (taken by PageViewsService, not the guard: the beacon gets no 429).
   */
  'pageview-ip': { ttl: DAY, limit: 500, tracker: viewSource, refusal: 'Too many page views.' },
  'pageview-ip-route': { ttl: DAY, limit: 50, tracker: viewSourceAndRoute, refusal: 'Too many page views.' },
  /** Calls per API key, from any address (taken by the auth guard once it knows the key). */
  'api-key': {
    ttl: MINUTE,
    limit: 300,
    tracker: (req: TrackedRequest) => req.user?.apiKey?.id ?? '',
    refusal: 'Too many requests with this API key.',
  },
  /**
   * The anonymous "Track order" form: look-ups per client address, and per order number from
   * any number of addresses, so that the e-mail or phone of an order cannot be guessed.
   */
  'track-ip': { ttl: 15 * MINUTE, limit: 30, tracker: clientIp, refusal: 'Too many order look-ups.' },
  'track-number': {
    ttl: 15 * MINUTE,
    limit: 10,
    tracker: bodyOrderNumber,
    refusal: 'Too many look-ups for this order number.',
  },
  /** Image processing is costly: uploads per signed-in user. */
  'upload-user': { ttl: 10 * MINUTE, limit: 30, tracker: signedInUser, refusal: 'Too many image uploads.' },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
type NamedLimit = Exclude<RateLimitName, 'default'>;

const RATE_LIMITED = 'rateLimits';

/** Applies these named limits (besides the default one) to a route. */
export const RateLimit = (...names: NamedLimit[]): MethodDecorator => SetMetadata(RATE_LIMITED, names);

/** Per handler (metadata is fixed after boot; every named limit asks on every request). */
const namedLimits = new WeakMap<object, string[]>();

function namedOnRoute(context: ExecutionContext): string[] {
  const handler = context.getHandler();
  let names = namedLimits.get(handler);
  if (!names)
    namedLimits.set(handler, (names = (Reflect.getMetadata(RATE_LIMITED, handler) as string[] | undefined) ?? []));
  return names;
}

const LOOPBACK = new Set(['127.0.0.1', '::1']);

function isLoopback(context: ExecutionContext): boolean {
  return LOOPBACK.has(clientIp(context.switchToHttp().getRequest<TrackedRequest>()));
}

/** The storage key of a limit for a request: the same for the guard and for a reset. */
export function rateLimitKey(name: RateLimitName, req: TrackedRequest): string {
  return `${name}:${RATE_LIMITS[name].tracker(req)}`;
}

export function throttlers(): ThrottlerOptions[] {
  return Object.entries(RATE_LIMITS).map(([name, rule]: [string, RateLimitRule]) => ({
    name,
    ttl: rule.ttl,
    limit: rule.limit,
    blockDuration: rule.blockDuration ?? rule.ttl,
    // Successful calls carry no headers; a refusal sets its own (ShopThrottlerGuard).
    setHeaders: false,
    getTracker: (req: TrackedRequest) => rule.tracker(req),
    skipIf:
      name === 'default'
        ? isLoopback
        : (context: ExecutionContext) =>
            !namedOnRoute(context).includes(name) || rule.tracker(context.switchToHttp().getRequest()) === '',
  }));
}

/** "An OTP was just sent to this email. Please try again in 30 seconds." */
export function refusalMessage(key: string, secondsLeft: number): string {
  const name = key.slice(0, key.indexOf(':')) as RateLimitName;
  const refusal = (RATE_LIMITS[name] as RateLimitRule | undefined)?.refusal ?? RATE_LIMITS.default.refusal;
  const wait = Math.max(1, secondsLeft);
  const when = wait < 120 ? `${wait} second${wait === 1 ? '' : 's'}` : `${Math.ceil(wait / 60)} minutes`;
  return `${refusal} Please try again in ${when}.`;
}
