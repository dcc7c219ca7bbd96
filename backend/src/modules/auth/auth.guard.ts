import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthedRequest, IS_PUBLIC, OPTIONAL_AUTH, Role, ROLES } from '../../common/decorators/auth.decorators';
import { RequestAuthenticator } from './request-authenticator';

/** Global guard: every route needs a signed-in caller unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: RequestAuthenticator,
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
    if (user) request.user = user;

    if (isPublic || optional) return true;
    if (!request.user) throw new UnauthorizedException('Please sign in to continue');
    if (roles && !roles.includes(request.user.role)) {
      throw new ForbiddenException('You do not have permission to do this');
    }
    return true;
  }
}
