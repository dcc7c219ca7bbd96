import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { HttpRequest } from '../http/request';

export type Role = 'user' | 'admin';

/** What the auth guard puts on the request for a signed-in caller. */
export interface AuthUser {
  id: string;
  email: string;
  username: string;
  role: Role;
}

export type AuthedRequest = HttpRequest & { user?: AuthUser };

export const IS_PUBLIC = 'isPublic';
export const ROLES = 'roles';
export const OPTIONAL_AUTH = 'optionalAuth';

/** Anyone may call the route; every other route needs a signed-in caller. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** Public, but the caller is identified when a valid token comes along. */
export const OptionalAuth = (): MethodDecorator & ClassDecorator => SetMetadata(OPTIONAL_AUTH, true);

/** Only these roles may call the route (403 for others). */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES, roles);

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser | undefined => ctx.switchToHttp().getRequest<AuthedRequest>().user,
);
