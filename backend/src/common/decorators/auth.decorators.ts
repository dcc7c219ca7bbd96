import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { HttpRequest } from '../http/request';

export type Role = 'user' | 'admin';

/** The areas an API key's scopes name; each is granted for reading or for writing (which includes reading). */
export const API_KEY_AREAS = ['catalogue', 'stock', 'orders', 'customers', 'webhooks', 'stats'] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];
/** `orders:read`, `orders:write`, … */
export type ApiKeyScope = `${ApiKeyArea}:${'read' | 'write'}`;
export const API_KEY_SCOPES: ApiKeyScope[] = API_KEY_AREAS.flatMap((area) => [
  `${area}:read` as const,
  `${area}:write` as const,
]);

/** The API key a program called with: it acts for the admin who made it, within its scopes. */
export interface CallingKey {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
}

/** What the auth guard puts on the request for a signed-in caller. */
export interface AuthUser {
  id: string;
  email: string;
  username: string;
  role: Role;
  /** Set when an API key, not a person's session, made the call. */
  apiKey?: CallingKey;
}

export type AuthedRequest = HttpRequest & { user?: AuthUser };

export const IS_PUBLIC = 'isPublic';
export const ROLES = 'roles';
export const OPTIONAL_AUTH = 'optionalAuth';
export const KEY_AREA = 'apiKeyArea';

/** Anyone may call the route; every other route needs a signed-in caller. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** Public, but the caller is identified when a valid token comes along. */
export const OptionalAuth = (): MethodDecorator & ClassDecorator => SetMetadata(OPTIONAL_AUTH, true);

/** Only these roles may call the route (403 for others). */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES, roles);

/**
 * The area an API key needs a scope of to call the route: `<area>:read` for GET and HEAD,
 * `<area>:write` for the rest. On a controller it covers its admin-only routes (@Roles('admin'));
 * on a handler it opens that route to keys whatever its roles (a key acts as an admin). Routes
 * without an area (a shopper's cart, profile, checkout; key management) refuse keys.
 */
export const KeyScope = (area: ApiKeyArea): MethodDecorator & ClassDecorator => SetMetadata(KEY_AREA, area);

/** Which area a route opens to keys, by the rule of @KeyScope; undefined when keys may not call it. */
export function keyAreaOf(handler: object, controller: object): ApiKeyArea | undefined {
  const own = Reflect.getMetadata(KEY_AREA, handler) as ApiKeyArea | undefined;
  if (own) return own;
  const roles = (Reflect.getMetadata(ROLES, handler) ?? Reflect.getMetadata(ROLES, controller)) as Role[] | undefined;
  const adminOnly = roles !== undefined && roles.length > 0 && roles.every((role) => role === 'admin');
  return adminOnly ? (Reflect.getMetadata(KEY_AREA, controller) as ApiKeyArea | undefined) : undefined;
}

/** The scope a call needs: reading for GET and HEAD, writing for every other method. */
export function scopeFor(area: ApiKeyArea, method: string): ApiKeyScope {
  return `${area}:${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}`;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser | undefined => ctx.switchToHttp().getRequest<AuthedRequest>().user,
);
