import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { headerOf, HttpRequest } from '../http/request';
import { APP_CONFIG, AppConfig } from '../../config';
import { coded } from '../errors/error-codes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The session cookie's name (the auth module sets it). */
const SESSION_COOKIE = 'token';
/** Bodies a browser may send cross-site without asking first (no CORS preflight): HTML forms. */
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;
const CROSS_SITE_ALLOWED = 'crossSiteAllowed';

/**
 * For routes other sites post to by design, each with a check of its own: the payment
 * gateway's callback (checksum-verified), the sandbox gateway standing in for it, the
 * page-view beacon (which drops foreign views itself).
 */
export const CrossSiteAllowed = (): MethodDecorator & ClassDecorator => SetMetadata(CROSS_SITE_ALLOWED, true);

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
 * Cross-site request forgery defence, signed in or not (a forged login is an attack too).
 * A state-changing request (POST, PUT, PATCH, DELETE):
 * - with `Authorization: Bearer` passes: another site cannot make a browser send one;
 * - that says where it comes from (Origin, or without one the Referer) passes only when that
 *   is the shop itself (PUBLIC_URL's origin or the host the request was sent to) or one of
 *   CORS_ORIGINS; an opaque `Origin: null` is refused;
 * - that says nothing about its source is refused when it carries the session cookie or is a
 *   form body (what an old browser's cross-site form sends), and passes otherwise: a JSON
 *   body cannot come cross-site from a browser without a CORS preflight, so it is a program.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly trusted: Set<string>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly reflector: Reflector,
  ) {
    this.trusted = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<HttpRequest>();
    if (SAFE_METHODS.has(req.method)) return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(CROSS_SITE_ALLOWED, targets)) return true;
    if (headerOf(req, 'authorization')?.startsWith('Bearer ')) return true;

    const originHeader = headerOf(req, 'origin');
    const refererHeader = headerOf(req, 'referer');
    if (originHeader !== undefined || refererHeader !== undefined) {
      // An Origin that is present but opaque ("null") is refused, not replaced by the Referer.
      const origin = originHeader !== undefined ? originOf(originHeader) : originOf(refererHeader);
      if (origin && (this.trusted.has(origin) || new URL(origin).host === headerOf(req, 'host'))) return true;
      throw new ForbiddenException(
        coded('CROSS_SITE_REQUEST', 'Request refused: it did not come from the shop (cross-site request)'),
      );
    }
    const hasSession = !!req.cookies?.[SESSION_COOKIE];
    if (hasSession || FORM_TYPES.test(headerOf(req, 'content-type') ?? '')) {
      throw new ForbiddenException(
        coded('CROSS_SITE_REQUEST', 'Request refused: it did not say it came from the shop (cross-site request)'),
      );
    }
    return true;
  }
}
