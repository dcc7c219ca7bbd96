import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the shop reads from a request, whatever HTTP platform serves it: the client address
 * (after the trusted proxies), the headers and the parsed cookies.
 */
export interface HttpRequest {
  method: string;
  url: string;
  ip: string;
  headers: IncomingHttpHeaders;
  cookies?: Record<string, string | undefined>;
}

/** One header as a single string (the first, when it was sent twice). */
export function headerOf(request: HttpRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
