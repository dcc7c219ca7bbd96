import { jest } from '@jest/globals';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string, '?a=1' or ''. */
  search: string;
  headers: Headers;
  /** The request's cache mode ('default', or 'no-cache' to skip the browser's copy). */
  cache: RequestCache;
  body: unknown;
}

type Reply = Response | Error | ((call: RecordedCall) => Response | Error | Promise<Response | Error>);

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers the shop's API calls from a table keyed 'METHOD /path' (for example
 * 'POST /api/auth/login'). A reply that is an Error makes the call fail as if the network was
 * down; a reply function may answer later (a Promise), to hold a call in flight; anything not in
 * the table answers 404. Every call is recorded, body parsed.
 */
export function mockFetch(routes: Record<string, Reply>) {
  const calls: RecordedCall[] = [];
  const spy = jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    const call: RecordedCall = {
      method: request.method,
      path: new URL(request.url).pathname,
      search: new URL(request.url).search,
      headers: request.headers,
      cache: request.cache,
      body,
    };
    calls.push(call);
    const reply = routes[`${call.method} ${call.path}`];
    // A fixed reply may be asked for more than once (refetches): hand out copies.
    const answer = typeof reply === 'function' ? await reply(call) : reply instanceof Response ? reply.clone() : reply;
    if (answer instanceof Error) throw answer;
    return answer ?? json({ statusCode: 404, message: 'Not Found' }, 404);
  });
  return { calls, spy, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}
