import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A readable message from an RTK Query error: the server's message, else the failure's own text. */
export function errorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return 'Unknown error';
  if ('status' in error) {
    const data = error.data as { message?: unknown } | string | undefined;
    if (data && typeof data === 'object') {
      const { message } = data;
      if (typeof message === 'string') return message;
      if (Array.isArray(message)) return message.join(', ');
    }
    if ('error' in error && typeof error.error === 'string') return error.error;
    if (typeof data === 'string' && data) return data;
    return typeof error.status === 'number' ? `Request failed with status ${error.status}` : String(error.status);
  }
  return error.message ?? 'Unknown error';
}
