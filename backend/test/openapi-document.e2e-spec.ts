import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiOperation } from '@nestjs/swagger';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { loadConfig } from '../src/config';
import { buildOpenApiDocument } from '../src/openapi/document';
import { OPENAPI, resolveSchema } from './openapi-world';
import { TRACKING_TOKEN } from '../src/modules/orders/tracking/tracking-links';

/** What integrators rely on in docs/openapi.json, beyond what the linters check. */
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: { format?: string; pattern?: string } }[];
  'x-roles'?: string[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string; anyOf?: unknown[] } }> }>;
};

const document = OPENAPI as unknown as {
  openapi: string;
  servers?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};
const all = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
);
const byId = (id: string) => all.find(({ operation }) => operation.operationId === id)!.operation;

/** The error schema itself, or one that requires its three fields (the degraded health answer). */
function hasErrorBody(schema: { $ref?: string } | undefined): boolean {
  if (JSON.stringify(schema ?? null).includes('#/components/schemas/ErrorDto')) return true;
  const required = resolveSchema(schema)?.required ?? [];
  return ['statusCode', 'message', 'error'].every((field) => required.includes(field));
}

describe('docs/openapi.json', () => {
  it('is OpenAPI 3.1 with servers, and no 3.0 `nullable` left', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('names, describes and tags every operation, with camelCase ids', () => {
    for (const { key, operation } of all) {
      expect({ key, id: /^[a-z][a-zA-Z]+$/.test(operation.operationId ?? '') }).toEqual({ key, id: true });
      expect({ key, summary: !!operation.summary, description: !!operation.description }).toEqual({
        key,
        summary: true,
        description: true,
      });
      expect(operation.tags?.length).toBeGreaterThan(0);
    }
    expect(byId('listProducts')).toBeDefined();
    expect(byId('createOrder')).toBeDefined();
  });

  it('declares security from the guards: public calls none, the others the schemes that exist', () => {
    const schemes = Object.keys(document.components.securitySchemes).sort();
    expect(schemes).toEqual(['apiKey', 'bearer', 'cookie']);
    expect(byId('listProducts').security).toEqual([]);
    expect(byId('paymentCallback').security).toEqual([]);
    for (const id of ['getCurrentUser', 'editProfile', 'createOrder', 'createApiKey']) {
      expect({ id, security: byId(id).security }).toEqual({ id, security: [{ bearer: [] }, { cookie: [] }] });
    }
    // Admin operations also take an API key holding their scope.
    for (const id of ['listUsers', 'getAdminStats']) {
      expect({ id, security: byId(id).security }).toEqual({
        id,
        security: [{ bearer: [] }, { cookie: [] }, { apiKey: [] }],
      });
    }
    expect(byId('logout').security).toEqual([{}, { bearer: [] }, { cookie: [] }]);
  });

  it("marks the operations only an admin may call (the storefront keeps them out of a shopper's download)", () => {
    for (const id of ['listOrders', 'setStock', 'saveSettings', 'createApiKey']) {
      expect({ id, roles: byId(id)['x-roles'] }).toEqual({ id, roles: ['admin'] });
    }
    // Owner or admin, and anyone: no mark.
    for (const id of ['getOrder', 'getCart', 'listProducts', 'getSettings']) {
      expect({ id, roles: byId(id)['x-roles'] }).toEqual({ id, roles: undefined });
    }
  });

  it('answers every error with the shared error body', () => {
    for (const { key, operation } of all) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const schema = response.content?.['application/json']?.schema;
        expect({ key, status, error: hasErrorBody(schema) }).toEqual({
          key,
          status,
          error: true,
        });
      }
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['429', '503']));
    }
  });

  it('types path ids as uuids, refused with 400, and long path values with 414', () => {
    for (const { key, operation } of all) {
      for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'path')) {
        if (parameter.name === 'email') continue;
        // A tracking link's token is no id: it names its shape (the order id, expiry and signature).
        if (parameter.name === 'token') expect(parameter.schema?.pattern).toBe(TRACKING_TOKEN.source);
        else {
          expect({ key, name: parameter.name, format: parameter.schema?.format }).toEqual({
            key,
            name: parameter.name,
            format: 'uuid',
          });
        }
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '404', '414']));
      }
    }
  });

  it('declares the create-order Idempotency-Key once, optional', () => {
    const headers = (byId('createOrder').parameters ?? []).filter((p) => p.in === 'header');
    expect(headers).toEqual([expect.objectContaining({ name: 'Idempotency-Key', required: false })]);
  });
});

/** Each operation's name, summary, description and tags, by `METHOD path`. */
function namesOf(paths: Record<string, Record<string, Operation>>) {
  return Object.fromEntries(
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, { operationId, summary, description, tags }]) => [
        `${method.toUpperCase()} ${path}`,
        { operationId, summary, description, tags },
      ]),
    ),
  );
}

/** An app without a database (preview mode), as `npm run openapi` makes one. */
function preview(module: Parameters<typeof NestFactory.create>[0]): Promise<NestFastifyApplication> {
  return NestFactory.create<NestFastifyApplication>(module, new FastifyAdapter(), { preview: true, logger: false });
}

describe('the document built from the handlers', () => {
  it('names and describes every operation from its handler, as docs/openapi.json does', async () => {
    const config = loadConfig({ DATA_DIR: join(tmpdir(), 'decor-openapi'), JWT_SECRET: 'x'.repeat(32) });
    const app = await preview(AppModule.forRoot(config));
    try {
      await configureApp(app, config);
      const built = buildOpenApiDocument(app) as unknown as { paths: Record<string, Record<string, Operation>> };
      expect(namesOf(built.paths)).toEqual(namesOf(document.paths));
    } finally {
      await app.close();
    }
  });

  it('is refused while a route has no @ApiOperation with an operationId, summary and description', async () => {
    @Controller('named')
    class NamedController {
      @Get()
      @ApiOperation({ operationId: 'getNamed', summary: 'Named', description: 'A route with its name.' })
      get() {}

      @Get('unsummarized')
      @ApiOperation({ operationId: 'getUnsummarized', description: 'A route without a summary.' })
      unsummarized() {}

      @Get('unnamed')
      unnamed() {}
    }
    @Module({ controllers: [NamedController] })
    class NamedModule {}
    const app = await preview(NamedModule);
    try {
      expect(() => buildOpenApiDocument(app)).toThrow(
        'Routes without @ApiOperation({ operationId, summary, description }) on their handler: ' +
          'GET /named/unsummarized (getUnsummarized), GET /named/unnamed (NamedController_unnamed)',
      );
    } finally {
      await app.close();
    }
  });
});
