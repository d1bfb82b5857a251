import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { getAppConfig } from '../config';
import { sessionCleared, type SessionState } from '../session/sessionSlice';
import { toApiError, type ApiError } from './errors';

function apiBaseUrl(): string {
  // Same origin as the page; absolute so it also works under jsdom's fetch.
  return new URL('/api', window.location.origin).href;
}

/**
 * Query strings as the API reads them (docs/api.md): a list repeats its name
 * (`TargetIndustryIds=1&TargetIndustryIds=2`), an empty list and an undefined value are left out.
 */
export function serializeParams(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => query.append(name, String(item)));
    else query.append(name, String(value));
  }
  return query.toString();
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  paramsSerializer: serializeParams,
  prepareHeaders: (headers, { getState }) => {
    headers.set('X-Api-Key', getAppConfig().apiKey);
    const token = (getState() as { session?: SessionState }).session?.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * All server calls go through this: adds the api key and bearer token, maps failures to
 * {@link ApiError}, and ends the session on any 401 (the store's listener then drops cached
 * data and persisted state, and the session guard sends the visitor to /sign-in).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const error = toApiError(result.error);
  if (error.status === 401) {
    const hadSession = Boolean((api.getState() as { session?: SessionState }).session?.token);
    if (hadSession) api.dispatch(sessionCleared());
  }
  return { error, meta: result.meta };
};
