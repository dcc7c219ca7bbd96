import type { CookieOptions } from 'express';
import type { AppConfig } from '../../config';
import { TOKEN_TTL_SECONDS } from './token.service';

/** The `token` cookie: unreadable by scripts, not sent on cross-site posts, HTTPS-only in production. */
export function sessionCookie(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.production, path: '/' };
}

export function sessionCookieWithLifetime(config: AppConfig): CookieOptions {
  return { ...sessionCookie(config), maxAge: TOKEN_TTL_SECONDS * 1000 };
}
