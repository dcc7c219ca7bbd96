import { jest } from '@jest/globals';

/** A canned answer: a status and a JSON body, or `'pending'` for a call that never returns. */
export type CannedReply = { status?: number; body?: unknown } | 'pending';

/** The requests the screen made, with their parsed JSON bodies. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the shop's API calls from a table keyed by 'METHOD /path' (the path as sent, so an
 * e-mail appears as asha%40example.com). Unknown calls answer 500 so a test notices them.
 */
export function mockApi(routes: Record<string, CannedReply>) {
  const seen: SeenRequest[] = [];
  const spy = jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    seen.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    const reply = routes[`${request.method} ${path}`];
    if (reply === 'pending') return new Promise<Response>(() => {});
    if (!reply) return json(500, { message: `No answer for ${request.method} ${path}` });
    return json(reply.status ?? 200, reply.body ?? null);
  });
  return { spy, seen };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
