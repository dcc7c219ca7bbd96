import { Operation, resolveSchema, Schema, World } from './openapi-world';

/**
 * A request as the fuzz suite sends it: `body` goes out as JSON (or a form for the gateway
 * callback); `raw` instead sends that text with that content type, as is.
 */
export interface FuzzInput {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body?: unknown;
  raw?: { contentType: string; text: string };
  headers?: Record<string, string>;
}

/** A malformed request and what is wrong with it (for the failure report). */
export interface Variant extends FuzzInput {
  what: string;
}

/** Values that break a field whatever its type. */
const BREAKERS: [string, unknown][] = [
  ['null', null],
  ['empty text', ''],
  ['NUL byte', 'a\u0000b'],
  ['lone surrogate', 'x\ud800y'],
  ['20,000 characters', 'x'.repeat(20_000)],
  ['an array', ['a', 1, null]],
  ['an object', { a: { b: 1 } }],
  ['-1', -1],
  ['a huge number', 1e308],
  ['past safe integers', 2 ** 53 + 1],
  ['a fraction', 0.001],
  ['true', true],
  ['SQL text', "' OR 1=1 --"],
  ['a bad date', '2025-02-30'],
];

/** Text that breaks a path or query value. */
const BAD_SEGMENTS = [
  'null',
  ' ',
  'a\u0000b',
  'x\ud800y',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  '9'.repeat(400),
  'ä'.repeat(200),
  '[object Object]',
];

/** The least wrong value a schema allows, to break one field of at a time. */
export function exampleOf(raw: Schema | undefined, depth = 0): unknown {
  const schema = resolveSchema(raw);
  if (!schema || depth > 4) return 'x';
  if (schema.allOf?.length) return exampleOf(schema.allOf[0], depth + 1);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return exampleOf(variants[0], depth + 1);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [exampleOf(schema.items, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property, depth + 1)]),
      );
    default:
      if (schema.format === 'email') return 'fuzz-example@example.com';
      return 'x'.repeat(Math.max(schema.minLength ?? 0, 4));
  }
}

/** A value of another type than the schema's. */
function wrongType(raw: Schema | undefined): unknown {
  const schema = resolveSchema(raw);
  const type = Array.isArray(schema?.type) ? schema.type.find((name) => name !== 'null') : schema?.type;
  if (type === 'string' || type === undefined) return 12345;
  if (type === 'array' || type === 'object') return 'not a list';
  return 'not a number';
}

/** A path value that fits the route, so that the body or query is what gets checked. */
function pathValue(name: string, path: string, world: World): string {
  if (/email/i.test(name)) return world.user.email;
  if (/userId/.test(name) || /\/(cart|stats|reviews)\//.test(path)) return world.user.id;
  if (path.includes('/product') || path.includes('/related')) return world.productId;
  if (path.includes('/order') || path.includes('/sandbox/payments')) return world.orderId;
  if (path.includes('/coupon')) return world.couponId;
  if (path.includes('/reels')) return world.reelId;
  if (path.includes('/users')) return world.victim.id;
  return world.user.id;
}

/** Deeply nested JSON: {"a":{"a":...}}. */
function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/**
 * Malformed requests for one operation, at least `minimum`: the body as a whole of every wrong
 * kind (none, null, a list, text, a number, broken JSON, another content type, very deep or
 * very long, prototype keys), each field null, of a wrong type, left out and broken in the other
 * ways of BREAKERS, every path and query value broken; then broken headers and unknown query
 * keys until there are enough.
 */
export function malformedVariants(operation: Operation, world: World, minimum: number): Variant[] {
  const path = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => [parameter.name, pathValue(parameter.name, operation.path, world)]),
  );
  const base = { path, query: {} };
  const variants: Variant[] = [];
  const add = (what: string, change: Partial<FuzzInput>) => variants.push({ what, ...base, ...change });

  if (operation.body?.type === 'json') {
    const good = exampleOf(operation.body.schema) as Record<string, unknown>;
    add('no body', {});
    for (const [what, body] of [
      ['body null', null],
      ['body a list', []],
      ['body text', 'text'],
      ['body a number', 42],
      ['body true', true],
      ['body empty', {}],
      ['body 500 levels deep', nested(500)],
      ['body a list of 5,000', Array.from({ length: 5000 }, (_, i) => i)],
    ] as [string, unknown][]) {
      add(what, { body });
    }
    add('broken JSON', { raw: { contentType: 'application/json', text: '{"a":' } });
    add('JSON as text/plain', { raw: { contentType: 'text/plain', text: JSON.stringify(good) } });
    add('__proto__ key', { raw: { contentType: 'application/json', text: '{"__proto__":{"role":"admin"}}' } });
    add('extra keys', { body: { ...good, role: 'admin', isAdmin: true, userId: world.other.id } });
    const schema = resolveSchema(operation.body.schema);
    const properties = Object.entries(schema?.properties ?? {});
    const required = new Set(schema?.required ?? []);
    properties.forEach(([name, property], index) => {
      add(`${name} null`, { body: { ...good, [name]: null } });
      add(`${name} of a wrong type`, { body: { ...good, [name]: wrongType(property) } });
      if (required.has(name)) {
        const rest = { ...good };
        delete rest[name];
        add(`${name} left out`, { body: rest });
      }
      // The other breakers, spread over the fields: each field gets three of them.
      for (let k = 0; k < 3; k += 1) {
        const [what, value] = BREAKERS[(index * 3 + k) % BREAKERS.length];
        add(`${name} ${what}`, { body: { ...good, [name]: value } });
      }
    });
  } else if (operation.body?.type === 'form') {
    add('form empty', { raw: { contentType: 'application/x-www-form-urlencoded', text: '' } });
    add('form of unknown fields', { raw: { contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=%00' } });
    add('form as JSON', { body: { ORDERID: null, TXNAMOUNT: [1] } });
    for (const [what, value] of BREAKERS.filter(([, breaker]) => typeof breaker === 'string')) {
      add(`form fields ${what}`, {
        raw: {
          contentType: 'application/x-www-form-urlencoded',
          text: ['ORDERID', 'TXNID', 'TXNAMOUNT', 'STATUS', 'CHECKSUMHASH']
            .map((field) => `${field}=${encodeURIComponent(String(value).replace(/[\ud800-\udfff]/g, '?'))}`)
            .join('&'),
        },
      });
    }
  }

  operation.parameters.forEach((parameter, index) => {
    if (parameter.in === 'path') {
      for (const text of BAD_SEGMENTS)
        add(`path ${parameter.name} ${JSON.stringify(text)}`, { path: { ...path, [parameter.name]: text } });
    }
    if (parameter.in === 'query') {
      // Five of them per query value, spread over the values (a listing has many).
      for (let k = 0; k < 5; k += 1) {
        const text = BAD_SEGMENTS[(index * 5 + k) % BAD_SEGMENTS.length];
        add(`query ${parameter.name} ${JSON.stringify(text)}`, { query: { [parameter.name]: text } });
      }
      add(`query ${parameter.name} repeated`, { query: { [parameter.name]: ['1', 'x'] } });
    }
  });

  const fillers: [string, Partial<FuzzInput>][] = [
    ['a forged bearer token', { headers: { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.' } }],
    ['a bearer token of garbage', { headers: { Authorization: 'Bearer \u00ff\u00fe' } }],
    ['a session cookie of garbage', { headers: { Cookie: 'token=%00%ff; token=x' } }],
    ['an unknown query key', { query: { 'a[b][c]': 'x', __proto__x: '1' } }],
  ];
  for (let i = 0; variants.length < minimum; i += 1) {
    const [what, change] = fillers[i % fillers.length];
    const text = BAD_SEGMENTS[i % BAD_SEGMENTS.length];
    add(`${what}, query junk ${JSON.stringify(text)}`, { ...change, query: { ...change.query, junk: text } });
  }
  return variants;
}
