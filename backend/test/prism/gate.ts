import { randomUUID } from 'node:crypto';
import {
  Agent,
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
  createServer,
  request,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPrismProxy } from '../../../scripts/prism-proxy.mjs';
import { GATE, type PrismRefusal } from './verdict';

/**
 * Stoplight Prism (proxy, --errors) in front of every app the e2e suite boots, one Prism for the
 * whole run. Each test file's apps listen on ports of their own while Prism has one upstream, so
 * two small servers sit on either side of it:
 *
 *   test client → front → Prism → router → the app named by the request's `x-test-upstream`
 *
 * Prism checks the request against docs/openapi.json and either refuses it (it never reaches the
 * app) or forwards it, then checks the app's answer. Prism is a faithful judge but not a faithful
 * carrier: it re-encodes binary bodies as text (a PDF arrives corrupted), folds several
 * Set-Cookie headers into one and rewrites Accept-Encoding. So the router sends the app the
 * client's own request (bytes and headers as sent) once Prism has let it through, and the front
 * answers the client with the app's own answer, adding Prism's verdict in headers that the test
 * client turns into failures (verdict.ts):
 *
 * - a forwarded exchange: the violations Prism listed (`sl-violations`), warnings included;
 * - a request Prism refused itself (invalid by the document, no such operation, missing
 *   credentials): the request goes straight to the app, which is safe because Prism never
 *   forwarded it, and the refusal rides along, so that an app accepting it fails the test.
 */

interface Exchange {
  upstream: URL;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** A Host header the test set itself (the app's own otherwise, as a direct client sends). */
  host?: string;
  /** Set by the router once Prism forwarded the request: the app's answer, or why there was none. */
  answer?: Answer | { error: Error };
}

interface Answer {
  status: number;
  /** As received, so that repeated headers (Set-Cookie) stay separate. */
  rawHeaders: string[];
  body: Buffer;
}

const PRISM_ERROR = 'https://stoplight.io/prism/errors#';

export interface PrismGate {
  /** Where the test client sends its requests, naming the app in `x-test-upstream`. */
  url: string;
  close: () => Promise<void>;
}

export async function startPrismGate(): Promise<PrismGate> {
  const exchanges = new Map<string, Exchange>();

  const router = await listen(async (req, res) => {
    const exchange = exchanges.get(String(req.headers[GATE.exchange]));
    await drain(req);
    if (!exchange) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Not an exchange from the front');
      return;
    }
    try {
      exchange.answer = await send(exchange);
      pass(res, exchange.answer);
    } catch (error) {
      // The app is gone or hung up (outage tests): the client must see the same.
      exchange.answer = { error: error as Error };
      req.socket.destroy();
    }
  });
  const prism = await startPrismProxy(router.url);

  /** Sends the request straight to the app, for one that Prism cannot or did not forward. */
  const direct = async (exchange: Exchange, res: ServerResponse, extra: OutgoingHttpHeaders = {}) => {
    try {
      pass(res, await send(exchange), extra);
    } catch {
      res.socket?.destroy();
    }
  };

  let frontHost = '';
  const front = await listen(async (req, res) => {
    const upstream = req.headers[GATE.upstream];
    const body = await drain(req);
    if (typeof upstream !== 'string') {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`The request names no app in ${GATE.upstream}`);
      return;
    }
    const headers = { ...req.headers };
    delete headers[GATE.upstream];
    const exchange: Exchange = {
      upstream: new URL(upstream),
      method: req.method!,
      path: req.url!,
      headers,
      body,
      host: req.headers.host === frontHost ? undefined : req.headers.host,
    };
    // Two kinds of request Prism cannot carry go straight to the app, judged by the ajv check
    // alone: a JSON body that does not parse (Prism never answers it) and a URL whose
    // percent-escapes are not UTF-8 (Prism's process dies on it). Only the bad-input tests send them.
    if (unparsableJson(req.headers, body) || !decodable(exchange.path)) return direct(exchange, res);

    const id = randomUUID();
    exchanges.set(id, exchange);
    let verdict: Answer;
    try {
      verdict = await send({
        ...exchange,
        upstream: new URL(prism.url),
        headers: { ...headers, [GATE.exchange]: id },
        host: undefined,
      });
    } catch (error) {
      const fault = `Prism gate: ${(error as Error).message}`;
      res.writeHead(502, { 'content-type': 'text/plain', [GATE.fault]: encodeURIComponent(fault) }).end(fault);
      return;
    } finally {
      exchanges.delete(id);
    }
    const answer = exchange.answer;
    if (answer && 'error' in answer) return void req.socket.destroy();
    if (answer) {
      const violations = verdict.rawHeaders.findIndex((name) => name.toLowerCase() === 'sl-violations');
      const listed =
        violations < 0
          ? []
          : (JSON.parse(verdict.rawHeaders[violations + 1]) as { message?: string }[]).filter(
              (violation) => !redirectJudgedAsItsTarget(answer, violation),
            );
      return pass(res, answer, listed.length > 0 ? { [GATE.violations]: headerJson(briefly(listed)) } : {});
    }
    const refusal = prismRefusal(verdict);
    if (typeof refusal === 'string') {
      res.writeHead(502, { 'content-type': 'text/plain', [GATE.fault]: encodeURIComponent(refusal) }).end(refusal);
      return;
    }
    return direct(exchange, res, {
      [GATE.refused]: headerJson({ ...refusal, messages: briefly(refusal.messages) }),
    });
  });

  frontHost = new URL(front.url).host;
  return {
    url: front.url,
    close: async () => {
      await front.close();
      await prism.stop();
      await router.close();
    },
  };
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function unparsableJson(headers: IncomingHttpHeaders, body: Buffer): boolean {
  if (body.length === 0 || !/[/+]json\b/i.test(headers['content-type'] ?? '')) return false;
  try {
    JSON.parse(body.toString('utf8'));
    return false;
  } catch {
    return true;
  }
}

/** What Prism answered a request it did not forward, or why that answer is not a refusal of Prism's. */
function prismRefusal(verdict: Answer): PrismRefusal | string {
  let problem: { type?: string; title?: string; validation?: { message?: string }[] } = {};
  try {
    problem = JSON.parse(verdict.body.toString('utf8')) as typeof problem;
  } catch {
    // Not Prism's problem+json: reported below.
  }
  if (!problem.type?.startsWith(PRISM_ERROR) || problem.type === `${PRISM_ERROR}VIOLATIONS`) {
    return `Prism gate: Prism answered ${verdict.status} without forwarding: ${verdict.body.toString('utf8')}`;
  }
  return {
    status: verdict.status,
    type: problem.type.slice(PRISM_ERROR.length),
    title: problem.title ?? '',
    messages: (problem.validation ?? []).map((entry) => entry.message ?? ''),
  };
}

/**
 * Prism's proxy follows a redirect the app answers (its HTTP client's default) and then judges
 * the page redirected to, whose status the operation does not list. The answer the client gets
 * is the app's own redirect, which the ajv check in the test client judges against the document.
 */
function redirectJudgedAsItsTarget(answer: Answer, violation: { message?: string }): boolean {
  return (
    answer.status >= 300 &&
    answer.status < 400 &&
    (violation.message ?? '').startsWith('Unable to match the returned status code')
  );
}

/**
 * The first few of Prism's findings, each cut short: they quote the request's values, and a
 * fuzzed body's would make the verdict header larger than an HTTP client reads (16 KB).
 */
function briefly(findings: string[]): string[];
function briefly(findings: { message?: string }[]): { message?: string }[];
function briefly(findings: (string | { message?: string })[]): (string | { message?: string })[] {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);
  return findings
    .slice(0, 8)
    .map((finding) =>
      typeof finding === 'string' ? cut(finding) : { ...finding, message: cut(finding.message ?? '') },
    );
}

/** JSON that a header can carry: characters beyond ASCII (quoted input) written as \u escapes. */
function headerJson(value: unknown): string {
  return JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function pass(res: ServerResponse, answer: Answer, extra: OutgoingHttpHeaders = {}): void {
  res.writeHead(answer.status, { ...carried(answer.rawHeaders, answer.body), ...extra }).end(answer.body);
}

/** The answer's headers for passing it on whole from a buffer (no chunked framing). */
function carried(rawHeaders: string[], body: Buffer): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase();
    if (name === 'transfer-encoding' || name === 'connection' || name === 'keep-alive') continue;
    const previous = headers[name];
    headers[name] = previous === undefined ? rawHeaders[i + 1] : [previous, rawHeaders[i + 1]].flat().map(String);
  }
  // A HEAD or 304 answer keeps the length the app announced for a body it did not send.
  if (headers['content-length'] === undefined && body.length > 0) headers['content-length'] = body.length;
  return headers;
}

/**
 * No connection reuse: apps come and go between tests, and a kept socket to one that closed
 * would fail the next request; a direct client opens a connection per request too.
 */
const oneShot = new Agent({ keepAlive: false });

function send(exchange: Exchange): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(exchange.path, exchange.upstream),
      {
        method: exchange.method,
        headers: { ...exchange.headers, host: exchange.host ?? exchange.upstream.host },
        agent: oneShot,
      },
      (res) => {
        drain(res).then((body) => resolve({ status: res.statusCode!, rawHeaders: res.rawHeaders, body }), reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(exchange.body);
  });
}

function drain(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

async function listen(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
