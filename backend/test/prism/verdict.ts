import type { Response } from 'supertest';

/** The headers between the test client, the gate around Prism (gate.ts) and the apps. */
export const GATE = {
  /** Set by the test client: the app (http://127.0.0.1:PORT) a request is for. */
  upstream: 'x-test-upstream',
  /** Set by the front on the copy it sends Prism, so the router knows which request Prism forwarded. */
  exchange: 'x-test-exchange',
  /** On an answer: Prism's `sl-violations` for the exchange (JSON). */
  violations: 'x-prism-violations',
  /** On an answer: Prism refused the request itself, and this answer is the app's to it sent directly (JSON). */
  refused: 'x-prism-refused',
  /** On an answer: the gate failed to carry the exchange (URI-encoded text). */
  fault: 'x-prism-gate-fault',
  /**
   * Set by a test on a request the document forbids on purpose although the shop accepts it (a
   * courtesy beyond the contract, such as a category in any case): the reason. Prism must then
   * refuse it, or the marker is stale.
   */
  offDocument: 'x-test-off-document',
} as const;

/** Set for the test processes while the gate runs (global-setup.ts): its address. */
export const GATE_URL_VARIABLE = 'SHOP_TEST_PRISM_GATE';

export interface PrismRefusal {
  status: number;
  /** Prism's error name: UNPROCESSABLE_ENTITY, UNAUTHORIZED, NO_PATH_MATCHED_ERROR, … */
  type: string;
  title: string;
  messages: string[];
}

interface Violation {
  location?: string[];
  severity?: string;
  message?: string;
}

/** The document and its viewer are served under /api but are not operations of the document. */
const DOCUMENT_ITSELF = /^\/api\/(docs|openapi\.json)(\/|$)/;

/**
 * Why Prism's verdict on `res` fails the request, or undefined: any violation it listed (a
 * warning too, such as an undocumented status), or a request it refused as breaking the document
 * that the shop nevertheless accepted, for the document would then forbid what the shop allows.
 */
export function prismMismatch(
  method: string,
  url: string,
  res: Response,
  offDocument: string | undefined,
): string | undefined {
  const where = `${method.toUpperCase()} ${url}`;
  const headers = res.headers as Record<string, string | undefined>;
  const fault = headers[GATE.fault];
  if (fault) return decodeURIComponent(fault);
  const violations = headers[GATE.violations];
  if (violations) {
    const listed = (JSON.parse(violations) as Violation[])
      .map((v) => `${v.severity ?? '?'} at ${(v.location ?? []).join('.')}: ${v.message ?? ''}`)
      .join('; ');
    return `Prism: ${where} answered ${res.status}: ${listed}\nbody: ${(res.text ?? '').slice(0, 300)}`;
  }
  const refused = headers[GATE.refused];
  if (offDocument && !refused)
    return `Prism let ${where} through, yet the test says it is off the document: ${offDocument}`;
  if (!refused || res.status >= 400 || offDocument) return undefined;
  const refusal = JSON.parse(refused) as PrismRefusal;
  const path = new URL(url, 'http://shop.test').pathname;
  if (!path.startsWith('/api/') || DOCUMENT_ITSELF.test(path)) return undefined;
  return (
    `Prism refused ${where} (${refusal.status} ${refusal.type}: ${[refusal.title, ...refusal.messages].join('; ')}) ` +
    `but the shop accepted it with ${res.status}`
  );
}

/** Whether this run sends the test client's traffic through Prism: always, unless SHOP_TEST_PRISM=off. */
export function prismEnabled(): boolean {
  return process.env.SHOP_TEST_PRISM !== 'off';
}
