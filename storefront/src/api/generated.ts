// Generated from docs/openapi.json by `npm run codegen -w storefront`. Do not edit by hand.
import { baseApi as api } from './baseApi';
export const addTagTypes = ['health'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      healthControllerCheck: build.query<HealthControllerCheckApiResponse, HealthControllerCheckApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type HealthControllerCheckApiResponse =
  /** status 200 The service and its dependencies are reachable. */ HealthDto;
export type HealthControllerCheckApiArg = void;
export type HealthDto = {
  status: string;
  db: string;
  queue: string;
};
export const { useHealthControllerCheckQuery } = injectedRtkApi;
