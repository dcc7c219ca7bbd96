import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  AuthedRequest,
  CallingKey,
  IS_PUBLIC,
  keyAreaOf,
  OPTIONAL_AUTH,
  Role,
  ROLES,
  scopeFor,
} from '../../common/decorators/auth.decorators';
import { coded } from '../../common/errors/error-codes';
import { RateLimitService } from '../../common/guards/rate-limit';
import { looksLikeApiKey } from './api-keys/api-keys.service';
import { RequestAuthenticator, tokenFrom } from './request-authenticator';

/**
 * Global guard: every route needs a signed-in caller unless marked @Public(). An API key is
 * counted against its own rate limit and may call only the routes that name an area
 * (@KeyScope) it holds a scope of; on public routes it is no one.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: RequestAuthenticator,
    private readonly rateLimits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const optional = this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    const request = context.switchToHttp().getRequest<AuthedRequest>();

    if (isPublic && !optional) return true;
    const user = await this.authenticator.callerOf(request);
    if (user && !(user.apiKey && (isPublic || optional))) request.user = user;

    if (isPublic || optional) return true;
    if (!request.user) {
      const token = tokenFrom(request);
      if (token && looksLikeApiKey(token)) {
        throw new UnauthorizedException(
          coded('API_KEY_INVALID', 'This API key is not valid: unknown, expired or revoked'),
        );
      }
      throw new UnauthorizedException('Please sign in to continue');
    }
    if (request.user.apiKey) await this.admitKey(context, request.user.apiKey, request);
    if (roles && !roles.includes(request.user.role)) {
      throw new ForbiddenException('You do not have permission to do this');
    }
    return true;
  }

  private async admitKey(context: ExecutionContext, key: CallingKey, request: AuthedRequest): Promise<void> {
    await this.rateLimits.consume('api-key', request, context.switchToHttp().getResponse());
    const area = keyAreaOf(context.getHandler(), context.getClass());
    if (!area) throw new ForbiddenException(coded('API_KEY_NOT_ALLOWED', 'API keys cannot call this route'));
    const needed = scopeFor(area, request.method);
    const [, access] = needed.split(':');
    // Writing an area includes reading it.
    if (!key.scopes.includes(needed) && !(access === 'read' && key.scopes.includes(`${area}:write`))) {
      throw new ForbiddenException(coded('API_KEY_SCOPE_MISSING', `This API key lacks the ${needed} scope`));
    }
  }
}
