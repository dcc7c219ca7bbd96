import { CookieSerializeOptions, Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, AppConfig } from '../../config';
import { TOKEN_COOKIE, TOKEN_TTL_SECONDS } from './token.service';

/** The `token` cookie: unreadable by scripts, not sent on cross-site posts, HTTPS-only in production. */
export function sessionCookie(config: AppConfig): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.production, path: '/' };
}

/**
 * Sets and clears the session cookie on a response (the one a handler receives with
 * `@Res({ passthrough: true })`), whatever HTTP platform serves it.
 */
@Injectable()
export class SessionCookies {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
  ) {}

  issue(response: unknown, token: string): void {
    // Max-Age is in seconds (RFC 6265).
    const options = { ...sessionCookie(this.config), maxAge: TOKEN_TTL_SECONDS };
    this.adapterHost.httpAdapter.setCookie(response, TOKEN_COOKIE, token, options);
  }

  clear(response: unknown): void {
    this.adapterHost.httpAdapter.clearCookie(response, TOKEN_COOKIE, sessionCookie(this.config));
  }
}
