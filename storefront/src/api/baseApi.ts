import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query api of the shop. Endpoints are generated from docs/openapi.json into
 * generated.ts, which injects them here; the API shares the storefront's origin and signs in
 * with the `token` cookie, hence `credentials: 'include'`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/', credentials: 'include' }),
  // Cached data is kept for 60 s after the last screen using it goes away.
  keepUnusedDataFor: 60,
  tagTypes: ['Product', 'Cart', 'Order', 'User', 'Deal', 'Reel', 'Review', 'Coupon', 'Stats'],
  endpoints: () => ({}),
});
