import { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import { ApiKeyArea, IS_PUBLIC, keyAreaOf, OPTIONAL_AUTH, Role, ROLES } from '../common/decorators/auth.decorators';
import { CACHED_READ, SIGNED_IN_READ } from '../common/http/cached-read';

/** Fastify's route config key (RouteConfig), where @CachedRead leaves its namespace. */
const ROUTE_CONFIG = '__fastify_route_config__';

/** What the guards and the HTTP layer will do with a route: read from the same decorators they read. */
export interface RouteFacts {
  public: boolean;
  /** Public, but a token identifies the caller when one comes along. */
  optionalAuth: boolean;
  roles: Role[];
  /** Served from the answer cache (public or signed-in), with an ETag (304 when the client has it). */
  cached: boolean;
  /** The area an API key needs a scope of (the auth guard's rule); undefined when keys may not call it. */
  keyArea?: ApiKeyArea;
}

/** Facts per operationId, as each handler's @ApiOperation names it. */
export function collectRouteFacts(app: INestApplication): Map<string, RouteFacts> {
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const proto = controller.prototype as Record<string, unknown>;
      for (const method of Object.getOwnPropertyNames(proto)) {
        const handler = proto[method];
        if (method === 'constructor' || typeof handler !== 'function') continue;
        const operation = Reflect.getMetadata(DECORATORS.API_OPERATION, handler) as
          { operationId?: string } | undefined;
        if (!operation?.operationId) continue;
        const read = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, handler) as T | undefined) ??
          (Reflect.getMetadata(key, controller) as T | undefined);
        facts.set(operation.operationId, {
          public: read<boolean>(IS_PUBLIC) ?? false,
          optionalAuth: read<boolean>(OPTIONAL_AUTH) ?? false,
          roles: read<Role[]>(ROLES) ?? [],
          cached: [CACHED_READ, SIGNED_IN_READ].some(
            (key) => read<Record<string, unknown>>(ROUTE_CONFIG)?.[key] !== undefined,
          ),
          keyArea: keyAreaOf(handler, controller),
        });
      }
    }
  }
  return facts;
}
