import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The single RTK Query API. Features add their endpoints with `baseApi.injectEndpoints`
 * in their own `api.ts`; components never call fetch directly.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'GptAgent', 'PricingPlan'],
  endpoints: () => ({}),
});
