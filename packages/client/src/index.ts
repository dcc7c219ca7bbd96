import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
/** A schema of the API by name: `Schema<'ProductDto'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
/** The body of every error the shop answers (4xx/5xx): `{statusCode, message, error}`. */
export type ShopError = Schema<'ErrorDto'>;
export type ShopClient = Client<paths>;

export interface ShopClientOptions {
  /** Where the shop runs (its PUBLIC_URL), e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** A token from `POST /api/auth/login`; can also be set later with `signIn`. */
  token?: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/**
 * A client of the Decor Shop API whose paths, parameters, bodies and answers are typed from
 * docs/openapi.json. Every call answers `{ data }` for a 2xx or `{ error }` with the shop's
 * error body (`{statusCode, message, error}`), never throws for an HTTP status.
 */
export function createShopClient(options: ShopClientOptions): ShopClient & { signIn: (token: string) => void } {
  let token = options.token;
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  const bearer: Middleware = {
    onRequest({ request }) {
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(bearer);
  return Object.assign(client, {
    signIn: (next: string) => {
      token = next;
    },
  });
}
