import { baseApi } from '../../api/baseApi';

// Signing out is needed by the header on every page, before the rest of the auth endpoints
// are generated; the name stays clear of the generated `authController...` endpoints.
const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    endSession: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useEndSessionMutation } = sessionApi;
