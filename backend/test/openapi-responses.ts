import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Agent as TestAgent, Response, Test } from 'supertest';
import { GATE, GATE_URL_VARIABLE, prismMismatch } from './prism/verdict';

/**
 * Holds the server to docs/openapi.json: every answer the e2e suite receives through the test
 * HTTP client must be a status documented for its operation, with a body that matches that
 * response's schema. A mismatch fails the request (and so the test) with what differs.
 * Requests to paths the document does not describe (the storefront, /uploads) are not checked.
 */

interface MediaType {
  schema?: unknown;
}
interface ResponseSpec {
  content?: Record<string, MediaType>;
}
interface OperationSpec {
  operationId: string;
  responses: Record<string, ResponseSpec>;
}
type Document = { paths: Record<string, Record<string, OperationSpec>> };

interface Route {
  template: string;
  pattern: RegExp;
  /** Static segments win over parameters (`/api/product/trending` over `/api/product/{id}`). */
  staticSegments: number;
  operations: Record<string, OperationSpec>;
}

const DOCUMENT_ID = 'openapi.json';
const documentPath = join(__dirname, '..', '..', 'docs', 'openapi.json');
let loaded: { routes: Route[]; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined;

function load() {
  if (loaded) return loaded;
  const document = JSON.parse(readFileSync(documentPath, 'utf8')) as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // The whole document under one id, so that the responses' `#/components/...` refs resolve.
  ajv.addSchema(document as object, DOCUMENT_ID);
  const routes = Object.entries(document.paths).map(([template, operations]) => {
    const segments = template.split('/');
    const pattern = new RegExp(
      `^${segments.map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`,
    );
    return { template, pattern, staticSegments: segments.filter((s) => !s.startsWith('{')).length, operations };
  });
  routes.sort((a, b) => b.staticSegments - a.staticSegments);
  loaded = { routes, ajv, validators: new Map() };
  return loaded;
}

/** Why `res` (to `method url`) does not match the document, or undefined when it does. */
export function responseMismatch(method: string, url: string, res: Response): string | undefined {
  const { routes, ajv, validators } = load();
  const path = new URL(url, 'http://shop.test').pathname;
  const verb = method.toLowerCase();
  const route = routes.find((candidate) => candidate.pattern.test(path) && candidate.operations[verb]);
  if (!route) return undefined;
  const operation = route.operations[verb];
  const where = `${method.toUpperCase()} ${route.template} (${operation.operationId})`;
  const spec = operation.responses[String(res.status)];
  const answer = `${res.status} ${(res.text ?? '').slice(0, 300)}`;
  if (!spec) return `${where} answered an undocumented status: ${answer}`;

  const type = (res.type ?? '').toLowerCase();
  const hasBody = (res.text ?? '').length > 0 || Buffer.isBuffer(res.body);
  if (!hasBody) return undefined;
  const documented = Object.keys(spec.content ?? {});
  if (documented.length === 0) return `${where} answered ${res.status} with a body the document does not describe`;
  if (!documented.includes(type)) {
    return `${where} answered ${res.status} as ${type || 'no media type'}; documented: ${documented.join(', ')}`;
  }
  if (type !== 'application/json') return undefined;
  const pointer = `${DOCUMENT_ID}#/paths/${escapePointer(route.template)}/${verb}/responses/${res.status}/content/application~1json/schema`;
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: pointer });
    validators.set(pointer, validate);
  }
  if (validate(res.body)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 8)
    .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
    .join('; ');
  return `${where} answered ${res.status} with a body that does not match its schema: ${errors}\nbody: ${answer}`;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/**
 * The supertest agent, with every request's answer checked against the document, here and by
 * Prism's verdict when the requests go through Prism (prism/gate.ts); `headers` go on every request.
 */
export function checkedAgent(agent: TestAgent, headers: Record<string, string> = {}): TestAgent {
  for (const method of METHODS) {
    const send = (agent[method] as (url: string) => Test).bind(agent);
    (agent as unknown as Record<string, (url: string) => Test>)[method] = (url: string) =>
      checked(send(url).set(headers), url);
  }
  return agent;
}

/** `path` is the request's path as the test wrote it, whichever server the request goes to. */
function checked(test: Test, path: string): Test {
  const end = test.end.bind(test);
  test.end = (callback) =>
    end((error, res) => {
      const mismatch = res
        ? (responseMismatch(test.method, path, res) ??
          (process.env[GATE_URL_VARIABLE]
            ? prismMismatch(test.method, path, res, test.get(GATE.offDocument))
            : undefined))
        : undefined;
      callback?.(error ?? (mismatch ? new Error(`OpenAPI: ${mismatch}`) : null), res);
    });
  return test;
}
