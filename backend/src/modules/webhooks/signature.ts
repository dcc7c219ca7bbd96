import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Receivers should refuse a delivery whose timestamp is further than this from their clock. */
export const REPLAY_WINDOW_SECONDS = 300;

export const SIGNATURE_HEADER = 'x-shop-signature';
export const TIMESTAMP_HEADER = 'x-shop-timestamp';

/** A new endpoint secret: 32 random bytes, prefixed so that it is recognisable in a vault. */
export function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`; the version lets the scheme change later. */
export function sign(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver does (docs/webhooks.md shows the same in a standalone script): the
 * signature must match the exact bytes received, and the timestamp be within the window.
 */
export function verify(
  secret: string,
  headers: { signature?: string; timestamp?: string },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > REPLAY_WINDOW_SECONDS) return false;
  const expected = Buffer.from(sign(secret, timestamp, body));
  const given = Buffer.from(headers.signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
