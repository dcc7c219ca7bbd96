import type { OpenAPIObject } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import { scopeFor } from '../common/decorators/auth.decorators';
import { defaultErrorCode } from '../common/errors/error-codes';
import type { RouteFacts } from './route-facts';

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
interface ParameterObject {
  name: string;
  in: string;
  description?: string;
  schema?: unknown;
  example?: unknown;
}
interface ResponseObject {
  description: string;
  content?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

const text = (description: string) => ({ description, schema: { type: 'string' } });
const integer = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });

/**
 * The response headers the HTTP layer adds, declared once (`components.headers`) and referred
 * to from each response that carries them, so that clients know they can read them.
 */
export const RESPONSE_HEADERS = {
  'API-Version': text(
    'The API version answering (a date, see docs/api-versioning.md); on every /api answer. Clients must accept ' +
      'fields and enum values added within a version',
  ),
  'Retry-After': integer('Seconds to wait before trying again'),
  'RateLimit-Limit': integer('Requests allowed in the window'),
  'RateLimit-Remaining': integer('Requests left in the window (0 on a 429)'),
  'RateLimit-Reset': integer('Seconds until the window resets'),
  'RateLimit-Policy': text('The limit and its window in seconds, as `<limit>;w=<seconds>`'),
  ETag: text('The version of this answer: send it back as `If-None-Match` to get a 304 while it is current'),
  'Cache-Control': text(
    'Public answers may be kept briefly by shared caches (`public, max-age=1, stale-while-revalidate=2`); ' +
      'answers to a signed-in caller are `private, no-cache`',
  ),
  'Idempotent-Replayed': text('`true` when this answers an earlier request with the same Idempotency-Key'),
} as const;

type ResponseHeader = keyof typeof RESPONSE_HEADERS;

const refs = (...names: ResponseHeader[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const ERROR_SCHEMA = { $ref: '#/components/schemas/ErrorDto' };

/** What each refusal means when the controller does not say more, with a message the server really sends. */
const STANDARD: Record<number, { description: string; message: string }> = {
  400: { description: 'The request is invalid (the message says which field)', message: 'Malformed request body' },
  401: { description: 'Not signed in, or the session ended', message: 'Please sign in to continue' },
  403: {
    description:
      'Signed in without the right (admin only, or another shopper resource), an API key without the scope, or a cross-site request',
    message: 'You do not have permission to do this',
  },
  404: { description: 'Not found', message: 'Not Found' },
  409: { description: 'Conflicts with the current state', message: 'This record already exists' },
  413: { description: 'The request body is too large', message: 'Request body is too large' },
  414: {
    description: 'A path value is longer than 100 characters (404 instead when the shop serves its storefront)',
    message: 'Request URL is too long',
  },
  415: {
    description: 'The body is not of a supported media type',
    message: 'Unsupported content type: send application/json',
  },
  422: { description: 'The request cannot be processed', message: 'Unprocessable Entity' },
  429: {
    description: 'Too many requests from this client; the message says when to try again',
    message: 'Too many requests. Please try again in 30 seconds.',
  },
  502: { description: 'The payment gateway did not answer as expected', message: 'Bad Gateway' },
  503: {
    description: 'Briefly unavailable (the database or queue cannot be reached); try again',
    message: 'The shop is briefly unavailable. Please try again in a moment.',
  },
};

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const BEARER_OR_COOKIE: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * Completes one operation from what the guards and HTTP layer do to its route: its security,
 * and every status it can answer, each error with the shared error body and an example.
 */
export function describeOperation(method: string, operation: OperationObject, facts: RouteFacts): void {
  // The auth guard lets anonymous callers through public routes and optional-auth ones (which
  // still read a token when one comes along: `{}` beside the schemes says it may be absent).
  const anonymous = facts.public || facts.optionalAuth;
  operation.security = facts.optionalAuth ? [{}, ...BEARER_OR_COOKIE] : facts.public ? [] : BEARER_OR_COOKIE;
  if (facts.keyArea) {
    // The scope an API key needs goes in `x-scopes`: linters allow scopes in a requirement only
    // for OAuth schemes.
    const scope = scopeFor(facts.keyArea, method.toUpperCase());
    operation.security = [...BEARER_OR_COOKIE, { apiKey: [] }];
    (operation as unknown as Record<string, unknown>)['x-scopes'] = [scope];
  }
  // Operations only an admin may call say so, so that a client can keep them apart (the
  // storefront generates them into the admin screens' own file, out of the shop's first download).
  if (facts.roles.includes('admin')) (operation as unknown as Record<string, unknown>)['x-roles'] = ['admin'];
  const parameters = uniqueParameters((operation.parameters ?? []) as ParameterObject[]);
  operation.parameters = parameters as OperationObject['parameters'];
  const pathParameters = parameters.filter((p) => p.in === 'path');
  for (const parameter of pathParameters) markUuid(parameter);

  const statuses = new Set<number>([429, 503]);
  const hasBody = operation.requestBody !== undefined;
  if (hasBody || parameters.length > 0) statuses.add(400);
  // A path value over 100 characters matches no route: 414, or 404 where the built storefront
  // answers the paths no route takes.
  if (pathParameters.length > 0) statuses.add(404).add(414);
  if (hasBody) statuses.add(413);
  if (hasBody && takesParsedBodiesOnly(operation)) statuses.add(415);
  if (!anonymous) statuses.add(401);
  // The CSRF guard refuses unsafe calls that name a foreign origin, signed in or not; paths
  // naming a resource are checked against the caller (another shopper's: 403).
  // An API key is refused (403) on every signed-in route outside its scopes.
  if (facts.roles.length > 0 || UNSAFE.has(method) || !anonymous) statuses.add(403);

  const responses = operation.responses as unknown as Record<string, ResponseObject>;
  for (const status of statuses) responses[String(status)] ??= { description: '' };
  if (facts.cached) {
    responses['304'] = { description: 'Not modified: the `If-None-Match` ETag is still current' };
  }
  for (const [code, response] of Object.entries(responses)) {
    const status = Number(code);
    const headers = ['API-Version'] as ResponseHeader[];
    if (status === 429)
      headers.push('Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy');
    if (status === 200 && facts.cached) headers.push('ETag', 'Cache-Control');
    const takesKey = parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
    if (takesKey && status >= 200 && status < 300) headers.push('Idempotent-Replayed');
    // A header a controller declares itself (Idempotent-Replayed) becomes the shared one.
    const declared = Object.keys(response.headers ?? {}).filter(
      (name): name is ResponseHeader => name in RESPONSE_HEADERS,
    );
    response.headers = { ...response.headers, ...refs(...new Set([...headers, ...declared])) };
    if (status < 400) continue;
    const standard = STANDARD[status];
    if (!response.description) response.description = standard?.description ?? STATUS_CODES[status] ?? 'Error';
    // Errors are JSON whatever the success answers are (a PDF, a script).
    if (response.content?.['application/json']) continue;
    response.content = {
      'application/json': {
        schema: ERROR_SCHEMA,
        example: {
          statusCode: status,
          message: standard?.message ?? STATUS_CODES[status],
          error: STATUS_CODES[status],
          code: defaultErrorCode(status),
        },
      },
    };
  }
  operation.responses = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
  ) as unknown as OperationObject['responses'];
}

/**
 * A header declared twice (a decorator's description and the handler's `@Headers()` read)
 * would make generated clients demand it: HTTP header names are case-insensitive, one stays.
 */
function uniqueParameters(parameters: ParameterObject[]): ParameterObject[] {
  const kept = new Map<string, ParameterObject>();
  for (const parameter of parameters) {
    const key = `${parameter.in}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
    const earlier = kept.get(key);
    // The documented one (with a description) wins; it says whether the header is required.
    if (!earlier || (!earlier.description && parameter.description)) kept.set(key, parameter);
  }
  return [...kept.values()];
}

/** Path ids are checked by the uuid pipe (400 otherwise); `email` paths are not ids. */
function markUuid(parameter: ParameterObject): void {
  if (!/^(id|\w+Id)$/.test(parameter.name)) return;
  parameter.schema = { type: 'string', format: 'uuid' };
  parameter.example ??= '3f9a2c71-5b0e-4d8a-9c1f-2a7e6b4d8c90';
}

/** JSON and form bodies are read by the app's parsers (app.setup.ts), which refuse other types with 415. */
const PARSED_TYPES = new Set(['application/json', 'application/x-www-form-urlencoded']);

function takesParsedBodiesOnly(operation: OperationObject): boolean {
  const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {};
  return Object.keys(content).every((type) => PARSED_TYPES.has(type));
}
