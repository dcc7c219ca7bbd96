/** What a refused request is told about the limit that refused it (times in seconds). */
export interface RefusalDetail {
  limit: number;
  /** The limit's window, milliseconds. */
  ttl: number;
  timeToBlockExpire: number;
}

type HeaderTarget = {
  header?: (name: string, value: string) => unknown;
  setHeader?: (n: string, v: string) => unknown;
};

/** Sets Retry-After and RateLimit-* on an Express response or a Fastify reply alike. */
export function setRateLimitHeaders(response: unknown, detail: RefusalDetail): void {
  const target = response as HeaderTarget;
  const wait = String(Math.max(1, Math.ceil(detail.timeToBlockExpire)));
  const headers: Record<string, string> = {
    'Retry-After': wait,
    'RateLimit-Limit': String(detail.limit),
    'RateLimit-Remaining': '0',
    'RateLimit-Reset': wait,
    'RateLimit-Policy': `${detail.limit};w=${Math.ceil(detail.ttl / 1000)}`,
  };
  for (const [name, value] of Object.entries(headers)) {
    if (typeof target.header === 'function') target.header(name, value);
    else if (typeof target.setHeader === 'function') target.setHeader(name, value);
  }
}
