import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorDto } from '../common/dto/error.dto';
import { toOpenApi31 } from './openapi31';
import { addWebhooks } from './webhooks';
import { OPERATIONS, TAGS } from './operations';
import { describeOperation } from './operation-responses';
import { REQUEST_EXAMPLES } from './request-examples';
import { collectRouteFacts } from './route-facts';

/**
 * The published API description; the storefront's client is generated from it and the e2e
 * suite checks every answer the server gives against it. Nest builds it from the controllers'
 * decorators; what the guards, pipes and the HTTP layer add to every route (sign-in, CSRF,
 * rate limits, id checks, body limits, the answer cache) is added here from the same
 * decorators those read, so no route can forget it.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Decor Shop API')
    .setDescription(
      'Headless commerce API of the Decor Shop: catalogue, cart, coupons, orders, COD and UPI payments, ' +
        'accounts, deals, reels and statistics. Amounts are rupees with two decimals. Protected calls accept ' +
        'the `token` cookie (browsers) or `Authorization: Bearer <token>` (programs; the token comes from `login`). ' +
        'Every error answers `{statusCode, message, error}`. Any call may be refused with 429 when a client ' +
        'sends too many, and with 503 while the database is unreachable.',
    )
    .setVersion('1.0.0')
    .setLicense('MIT', 'https://opensource.org/license/mit')
    .addServer('/', 'The shop serving this API: its PUBLIC_URL (http://localhost:3000 for `npm start`)')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token `login` answers' })
    .addCookieAuth(
      'token',
      { type: 'apiKey', in: 'cookie', description: 'The session cookie a browser gets' },
      'cookie',
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey}_${methodKey}`,
    extraModels: [ErrorDto],
  });
  document.tags = TAGS;
  document.info.contact = { name: 'Decor Shop maintainers' };
  const facts = collectRouteFacts(app);
  const missing: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const key = operation.operationId ?? '';
      const text = OPERATIONS[key];
      const routeFacts = facts.get(key);
      if (!text || !routeFacts) {
        missing.push(`${method.toUpperCase()} ${path} (${key})`);
        continue;
      }
      Object.assign(operation, text);
      describeOperation(method, operation, routeFacts);
      const json = (operation.requestBody as { content?: Record<string, { example?: unknown }> } | undefined)
        ?.content?.['application/json'];
      if (json && REQUEST_EXAMPLES[text.operationId] !== undefined) json.example = REQUEST_EXAMPLES[text.operationId];
    }
  }
  if (missing.length > 0) {
    throw new Error(`Operations without a name and description in openapi/operations.ts: ${missing.join(', ')}`);
  }
  // Webhooks (OpenAPI 3.1 `webhooks`) are added by their own module.
  addWebhooks(document);
  return toOpenApi31(document);
}
