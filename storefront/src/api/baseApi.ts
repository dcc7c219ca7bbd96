import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { ShopError } from '@decor-shop/client';

/**
 * A failed call: the shop's error body (typed by @decor-shop/client) for an HTTP status, or
 * RTK Query's own record of a call that got no JSON answer (network down, timeout, not JSON).
 */
export type ShopQueryError = Exclude<FetchBaseQueryError, { status: number }> | { status: number; data: ShopError };

/**
 * A query string as the API reads it: a list (the listing's `option`) as its key repeated, where
 * URLSearchParams would join its values with commas; unset values left out.
 */
export function paramsSerializer(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) query.append(key, String(item));
    }
  }
  return query.toString();
}

/**
 * The transport. RTK Query's fetchBaseQuery is already in the page's redux bundle; the client
 * package's openapi-fetch would add about 1.4 KB gzip to the first load for the same request,
 * so the storefront takes the client's types (here and in generated.ts), not its fetch. The API
 * shares the storefront's origin and signs in with the `token` cookie: `credentials: 'include'`.
 * A numeric status means the body parsed as JSON, which the shop only answers as its error body.
 */
const fetchShop = fetchBaseQuery({ baseUrl: '/', credentials: 'include', paramsSerializer }) as BaseQueryFn<
  string | FetchArgs,
  unknown,
  ShopQueryError,
  object,
  FetchBaseQueryMeta
>;

/**
 * How long the browser may answer a public read from its own copy: the API's `max-age=1,
 * stale-while-revalidate=2` (backend/src/http/cached-reads.ts).
 */
export const BROWSER_COPY_MS = 3_000;
let askAgainUntil = 0;

/**
 * After this page changes something, its reads for BROWSER_COPY_MS ask the shop again (an ETag
 * check) instead of taking the browser's copy: the refetch after a save shows what was saved,
 * not the answer from before it.
 */
const shopBaseQuery: typeof fetchShop = async (args, api, extraOptions) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const write = (request.method ?? 'GET').toUpperCase() !== 'GET';
  const fresh = !write && Date.now() < askAgainUntil;
  const result = await fetchShop(fresh ? { ...request, cache: 'no-cache' } : args, api, extraOptions);
  if (write) askAgainUntil = Date.now() + BROWSER_COPY_MS;
  return result;
};

/**
 * The one RTK Query api of the shop. Endpoints are generated from docs/openapi.json into
 * generated.ts, which injects them here, with the schemas' types from @decor-shop/client.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: shopBaseQuery,
  // Cached data is kept for 60 s after the last screen using it goes away.
  keepUnusedDataFor: 60,
  tagTypes: ['Product', 'Cart', 'Order', 'User', 'Deal', 'Reel', 'Review', 'Coupon', 'Stats'],
  endpoints: () => ({}),
});
