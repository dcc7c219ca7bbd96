import { jest } from '@jest/globals';

// Test helper: answers the shop's API calls from a table of routes instead of the network.

export interface MockCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | ((call: MockCall) => { status?: number; body: unknown });

/** Routes are keyed 'METHOD /path' (no query string). Unknown routes answer 404. */
export function mockApi(routes: Record<string, Answer>) {
  const calls: MockCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const text = await request.text();
    const call: MockCall = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    const { status = 200, body } = answer ?? { status: 404, body: { statusCode: 404, message: 'Not Found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, spy };
}
