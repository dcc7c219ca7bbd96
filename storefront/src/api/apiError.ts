import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** What an RTK Query hook reports when a call fails. */
export type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed call, or null for a network failure or a thrown error. */
export function errorStatus(error: QueryError): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

/** The server's own words about a failure (`message`, first one when it sends a list), if any. */
export function serverMessage(error: QueryError): string | null {
  if (!error || !('status' in error)) return null;
  const data = error.data as { message?: unknown } | string | undefined;
  const message = typeof data === 'object' && data !== null ? data.message : undefined;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const first = message.find((item): item is string => typeof item === 'string' && item.trim() !== '');
    return first ?? null;
  }
  return null;
}
