import type { OpenAPIObject } from '@nestjs/swagger';

type Node = Record<string, unknown>;

/**
 * Nest writes OpenAPI 3.0 schemas; the published document is 3.1 (JSON Schema 2020-12, and
 * the `webhooks` section). The one construct that differs in what validators accept is
 * `nullable`: in 3.1 a null is a type (`type: ['string', 'null']`, or `null` among the
 * enum's values), and `nullable` beside `allOf` — which validators read as "a required
 * object" — becomes "that schema or null".
 */
export function toOpenApi31(document: OpenAPIObject): OpenAPIObject {
  walk(document);
  return { ...document, openapi: '3.1.0' };
}

function walk(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(walk);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Node;
  if (typeof node.nullable === 'boolean') convertNullable(node);
  for (const child of Object.values(node)) walk(child);
}

function convertNullable(schema: Node): void {
  const nullable = schema.nullable;
  delete schema.nullable;
  if (!nullable) return;
  const allOf = schema.allOf as Node[] | undefined;
  if (allOf) {
    // `{nullable, type: object, allOf: [X]}` -> `{anyOf: [X, null]}`, keeping description and example.
    delete schema.allOf;
    delete schema.type;
    schema.anyOf = [...(allOf.length === 1 ? allOf : [{ allOf }]), { type: 'null' }];
    return;
  }
  // Copies, not pushes: Nest shares one array between every schema made from the same enum.
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) {
      schema[key] = [...(schema[key] as Node[]), { type: 'null' }];
      // The alternatives name their own types; a `type` beside them would refuse the null.
      delete schema.type;
      return;
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...(schema.enum as unknown[]), null];
  if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  else if (schema.$ref) {
    schema.anyOf = [{ $ref: schema.$ref }, { type: 'null' }];
    delete schema.$ref;
  }
}
