/** How outgoing webhooks are sent (see docs/webhooks.md). */
export interface WebhookSettings {
  /**
   * Endpoints may name private, loopback or link-local addresses. Off in production (a shop
   * admin's form must not become a way into the shop's own network: SSRF) unless
   * WEBHOOK_ALLOW_PRIVATE_URLS=true; on elsewhere, so a receiver on localhost works.
   */
  allowPrivateUrls: boolean;
  /** The first retry waits this long; each further one twice as long (WEBHOOK_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** An endpoint is disabled after this many failed attempts in a row (WEBHOOK_DISABLE_AFTER_FAILURES). */
  disableAfterFailures: number;
}

type Env = Record<string, string | undefined>;
type Fail = (name: string, why: string) => never;

function int(env: Env, name: string, fallback: number, min: number, max: number, fail: Fail): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    fail(name, `must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

export function webhookSettings(env: Env, production: boolean, fail: Fail): WebhookSettings {
  const raw = env.WEBHOOK_ALLOW_PRIVATE_URLS?.trim().toLowerCase();
  if (raw && !['true', 'false'].includes(raw)) fail('WEBHOOK_ALLOW_PRIVATE_URLS', 'must be true or false');
  return {
    allowPrivateUrls: raw ? raw === 'true' : !production,
    retryBaseMs: int(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 10, 3_600_000, fail),
    disableAfterFailures: int(env, 'WEBHOOK_DISABLE_AFTER_FAILURES', 20, 1, 1000, fail),
  };
}
