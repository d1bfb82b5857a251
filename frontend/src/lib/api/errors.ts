import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The server's error body (docs/api.md): `{status, title, errors: {field: [msg]}, code}`. */
export interface ApiErrorPayload {
  status?: number;
  title?: string;
  errors?: Record<string, string[] | string>;
  code?: string;
  retryAfter?: number;
}

/**
 * Every failed call resolves to this shape (spec section 8):
 * - network failure: status 'network', message 'Network error'
 * - 404: status 404 with an empty payload
 * - other non-OK: the status and the JSON payload, or status 'unknown' and 'Unexpected error'
 */
export interface ApiError {
  status: number | 'network' | 'unknown';
  data: ApiErrorPayload | null;
  message: string;
}

export const NETWORK_ERROR_MESSAGE = 'Network error';
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error';

function isPayload(value: unknown): value is ApiErrorPayload {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { status: 'network', data: null, message: NETWORK_ERROR_MESSAGE };
  }
  if (error.status === 'PARSING_ERROR') {
    return { status: error.originalStatus ?? 'unknown', data: null, message: UNEXPECTED_ERROR_MESSAGE };
  }
  if (typeof error.status !== 'number') {
    return { status: 'unknown', data: null, message: UNEXPECTED_ERROR_MESSAGE };
  }
  if (error.status === 404) {
    return { status: 404, data: null, message: 'Not found' };
  }
  const data = isPayload(error.data) ? error.data : null;
  return {
    status: error.status,
    data,
    message: typeof data?.title === 'string' && data.title ? data.title : UNEXPECTED_ERROR_MESSAGE,
  };
}

export function isApiError(value: unknown): value is ApiError {
  return (
    Boolean(value) &&
    typeof value === 'object' &&
    'status' in (value as object) &&
    'message' in (value as object)
  );
}

/** The server's human sentence for a failed call, when there is one. */
export function apiErrorTitle(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const title = error.data?.title;
  return typeof title === 'string' && title ? title : null;
}

export function apiErrorStatus(error: unknown): ApiError['status'] | null {
  return isApiError(error) ? error.status : null;
}

/** The server's machine-readable error code (docs/api.md), when there is one. */
export function apiErrorCode(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const code = error.data?.code;
  return typeof code === 'string' && code ? code : null;
}
