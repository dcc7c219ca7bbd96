import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../config';

/** How long a tracking link in a mail keeps working. */
export const TRACKING_LINK_DAYS = 90;
const DAY_SECONDS = 24 * 60 * 60;

/** A tracking link's token: the order id, the expiry in unix seconds, the signature (base64url). */
export const TRACKING_TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([\w-]{43})$/;

export type TokenCheck = { ok: true; orderId: string; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/** The signature of an order id and expiry, keyed by the server's secret for this one purpose. */
function signature(secret: string, orderId: string, expires: number): string {
  return createHmac('sha256', secret).update(`track:${orderId}:${expires}`).digest('base64url');
}

/** `<order id>.<expiry, unix seconds>.<HMAC>`: readable in a URL path, and bound to both. */
export function signTrackingToken(secret: string, orderId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${orderId}.${expires}.${signature(secret, orderId, expires)}`;
}

/** A changed id, expiry or signature is invalid; a genuine token past its expiry is expired. */
export function checkTrackingToken(secret: string, token: string, now = new Date()): TokenCheck {
  const match = TRACKING_TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, orderId, expires, sent] = match;
  const expected = Buffer.from(signature(secret, orderId, Number(expires)));
  if (!timingSafeEqual(expected, Buffer.from(sent))) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, orderId, expiresAt };
}

/**
 * Signed links to an order's public tracking page (storefront /track/<token>): whoever holds
 * the link sees the order's progress, never its address, phone or e-mail, until it expires.
 */
@Injectable()
export class TrackingLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** A new link's token, valid for TRACKING_LINK_DAYS from now (to the second). */
  issue(orderId: string, now = new Date()): { token: string; expiresAt: Date } {
    const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + TRACKING_LINK_DAYS * DAY_SECONDS * 1000);
    return { token: signTrackingToken(this.config.jwtSecret, orderId, expiresAt), expiresAt };
  }

  url(orderId: string): string {
    return `${this.config.publicUrl}/track/${this.issue(orderId).token}`;
  }

  check(token: string): TokenCheck {
    return checkTrackingToken(this.config.jwtSecret, token);
  }
}
