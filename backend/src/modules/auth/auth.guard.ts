import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthedRequest, IS_PUBLIC, OPTIONAL_AUTH, Role, ROLES } from '../../common/decorators/auth.decorators';
import { TOKEN_COOKIE, TokenService } from './token.service';
import { SessionUsers } from './session-users';

function tokenFrom(request: AuthedRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  const cookies = (request as { cookies?: Record<string, string> }).cookies;
  return cookies?.[TOKEN_COOKIE];
}

/**
 * Global guard: every route needs a signed-in caller unless marked @Public(). The account is
 * read again at least once a second (SessionUsers), so a deleted user, a changed role or a
 * revoked session (token version) takes effect at once on this process and within a second on
 * the others, with no query beyond that one.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly sessions: SessionUsers,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const optional = this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    const request = context.switchToHttp().getRequest<AuthedRequest>();

    if (isPublic && !optional) return true;
    const token = tokenFrom(request);
    const payload = token ? this.tokens.verify(token) : null;
    const found = payload ? await this.sessions.find(payload.sub) : null;
    // Logout, a password change or reset and a role change raise the version: older tokens die.
    const user = found && payload && this.tokens.isCurrent(payload, found) ? found : null;
    if (user) request.user = { id: user.id, email: user.email, username: user.username, role: user.role };

    if (isPublic || optional) return true;
    if (!request.user) throw new UnauthorizedException('Please sign in to continue');
    if (roles && !roles.includes(request.user.role)) {
      throw new ForbiddenException('You do not have permission to do this');
    }
    return true;
  }
}
