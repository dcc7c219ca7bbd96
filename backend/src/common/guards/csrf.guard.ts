import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The session cookie's name (the auth module sets it). */
const SESSION_COOKIE = 'token';

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Cross-site request forgery defence for the session cookie. A state-changing request
 * (POST, PUT, PATCH, DELETE) that carries the `token` cookie and no `Authorization: Bearer`
 * header must name where it comes from: its Origin (or, without one, its Referer) has to be
 * the shop itself (PUBLIC_URL's origin, or the host the request was sent to) or one of
 * CORS_ORIGINS. Anything else, including neither header, is refused with 403. Bearer calls
 * cannot be forged by another site, so they pass untouched.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly trusted: Set<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.trusted = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    if (req.headers.authorization?.startsWith('Bearer ')) return true;
    const cookies = (req as { cookies?: Record<string, string> }).cookies;
    if (!cookies?.[SESSION_COOKIE]) return true;

    // An Origin that is present but opaque ("null") is refused, not replaced by the Referer.
    const origin = req.headers.origin !== undefined ? originOf(req.headers.origin) : originOf(req.headers.referer);
    if (origin && (this.trusted.has(origin) || new URL(origin).host === req.headers.host)) return true;
    throw new ForbiddenException('Request refused: it did not come from the shop (cross-site request)');
  }
}
