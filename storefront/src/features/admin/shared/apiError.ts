import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

type QueryError = FetchBaseQueryError | SerializedError | undefined | unknown;

function isFetchError(error: QueryError): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The message the server gave (`{ message }`, possibly a list), or null when there is none. */
export function serverMessage(error: QueryError): string | null {
  if (!isFetchError(error)) return null;
  const data = error.data as { message?: unknown } | undefined;
  const message = data?.message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length) return message.map(String).join(', ');
  return null;
}

/** The HTTP status of a failed call, or null when the request never got an answer. */
export function httpStatus(error: QueryError): number | null {
  return isFetchError(error) && typeof error.status === 'number' ? error.status : null;
}

/** The browser's own words when the request could not reach the shop at all, else null. */
export function networkFailure(error: QueryError): string | null {
  if (!isFetchError(error) || error.status !== 'FETCH_ERROR') return null;
  return String(error.error).replace(/^TypeError:\s*/, '');
}
