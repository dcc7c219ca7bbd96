import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorDto } from '../common/dto/error.dto';
import { toOpenApi31 } from './openapi31';
import { addWebhooks } from './webhooks';
import { describeOperation, RESPONSE_HEADERS } from './operation-responses';
import { REQUEST_EXAMPLES } from './request-examples';
import { collectRouteFacts } from './route-facts';

/** Tags in the order readers meet them, each with what it groups. */
const TAGS: { name: string; description: string }[] = [
  { name: 'products', description: 'The catalogue: listing, search, details, and its administration' },
  { name: 'reviews', description: 'Shopper reviews and ratings' },
  { name: 'deal', description: 'The shop deal (a discount on some categories for a time)' },
  { name: 'cart', description: 'Shopper carts, priced by the server' },
  { name: 'coupons', description: 'Percentage coupons' },
  { name: 'orders', description: 'Placing and following orders' },
  { name: 'tracking', description: 'Following an order without signing in: signed links and the order-number form' },
  { name: 'payments', description: 'UPI payments through the gateway, COD, refunds' },
  {
    name: 'sandbox',
    description:
      'Test mode, only while the sandbox gateway is on: read sign-up codes of test addresses, settle payments without a browser',
  },
  { name: 'invoices', description: 'GST invoices and credit notes' },
  { name: 'shipments', description: 'Parcels, couriers and tracking' },
  { name: 'returns', description: 'Returns after delivery: requests, decisions, refunds and credit notes' },
  { name: 'stock', description: 'Stock levels and their ledger' },
  { name: 'auth', description: 'Accounts, sign-in and profiles' },
  {
    name: 'api-keys',
    description: "Programs' credentials: keys with scopes, made by admins, and the log of the writes they make",
  },
  { name: 'reels', description: 'Instagram reels shown in the shop' },
  {
    name: 'settings',
    description: "The owner's settings: name, contact, home hero, footer links and information pages",
  },
  { name: 'uploads', description: 'Images for products, deals and profiles' },
  { name: 'stats', description: 'Figures for shoppers and admins' },
  { name: 'analytics', description: 'Page-view counting' },
  { name: 'health', description: 'Liveness and readiness of the shop' },
  { name: 'webhooks', description: 'Endpoints that receive signed order, product, stock, refund and parcel events' },
];

/**
 * The published API description; the storefront's client is generated from it and the e2e
 * suite checks every answer the server gives against it. Nest builds it from the controllers'
 * decorators: each handler names its operation with @ApiOperation (the operationId becomes the
 * method name in generated clients, `listProducts`, so it is chosen for readers). What the
 * guards, pipes and the HTTP layer add to every route (sign-in, CSRF, rate limits, id checks,
 * body limits, the answer cache) is added here from the same decorators those read, so no
 * route can forget it.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Decor Shop API')
    .setDescription(
      'Headless commerce API of the Decor Shop: catalogue, cart, coupons, orders, COD and UPI payments, ' +
        'accounts, deals, reels and statistics. Amounts are rupees with two decimals. Protected calls accept ' +
        'the `token` cookie (browsers) or `Authorization: Bearer <token>` (the token comes from `login`). ' +
        'Programs call admin operations with an API key (`Authorization: Bearer dsk_…`, see `createApiKey`), ' +
        'limited to the scope each operation names in its security requirement and `x-scopes`; keys never call ' +
        "a shopper's operations. Every error answers `{statusCode, message, error, code}` (`code` from the " +
        '`ErrorCode` list, which may grow). Any call may be refused with 429 when a client ' +
        'sends too many (`Retry-After` and `RateLimit-*` say when to come back), and with 503 while the database is ' +
        'unreachable. Signing out (`logout`), a password change and a change of role end every token and cookie ' +
        'the account held: sign in again for a new one. Every answer carries `API-Version` (docs/api-versioning.md): ' +
        'clients must ignore fields and accept enum values added later. Writes a program retries (orders, products, ' +
        'stock counts, parcels, refunds) take an `Idempotency-Key` header.',
    )
    .setVersion('1.0.0')
    .setLicense('MIT', 'https://opensource.org/license/mit')
    .addServer('/', 'The shop serving this API: its PUBLIC_URL (http://localhost:3000 for `npm start`)')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token `login` answers' })
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'dsk_<lookup>_<secret>',
        description:
          'An API key an admin made (`createApiKey`): it acts for that admin within its scopes (`<area>:read` or ' +
          '`<area>:write`, areas catalogue, stock, orders, customers, webhooks, stats), rate limited per key; ' +
          'every write it makes is logged (`listApiKeyAudit`)',
      },
      'apiKey',
    )
    .addCookieAuth(
      'token',
      { type: 'apiKey', in: 'cookie', description: 'The session cookie a browser gets' },
      'cookie',
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorDto] });
  (document.components ??= {}).headers = { ...RESPONSE_HEADERS };
  document.tags = TAGS;
  document.info.contact = { name: 'Decor Shop maintainers' };
  const facts = collectRouteFacts(app);
  const undocumented: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const operationId = operation.operationId ?? '';
      const routeFacts = facts.get(operationId);
      if (!routeFacts || !operation.summary || !operation.description) {
        undocumented.push(`${method.toUpperCase()} ${path} (${operationId})`);
        continue;
      }
      describeOperation(method, operation, routeFacts);
      const json = (operation.requestBody as { content?: Record<string, { example?: unknown }> } | undefined)
        ?.content?.['application/json'];
      if (json && REQUEST_EXAMPLES[operationId] !== undefined) json.example = REQUEST_EXAMPLES[operationId];
    }
  }
  if (undocumented.length > 0) {
    throw new Error(
      `Routes without @ApiOperation({ operationId, summary, description }) on their handler: ${undocumented.join(', ')}`,
    );
  }
  // Webhooks (OpenAPI 3.1 `webhooks`) are added by their own module.
  addWebhooks(document);
  return toOpenApi31(document);
}
