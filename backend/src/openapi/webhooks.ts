import type { OpenAPIObject } from '@nestjs/swagger';
import { API_VERSION } from '../common/http/api-version';
import { REPLAY_WINDOW_SECONDS } from '../modules/webhooks/signature';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS, WebhookEvent } from '../modules/webhooks/webhook-events';

/** The schema of each event's `data` (registered with @ApiExtraModels on the webhooks controller). */
const DATA_SCHEMA: Record<WebhookEvent, string> = {
  'order.created': 'OrderEventDataDto',
  'order.status_changed': 'OrderStatusChangedDataDto',
  'order.paid': 'OrderEventDataDto',
  'order.cancelled': 'OrderEventDataDto',
  'order.shipped': 'OrderEventDataDto',
  'order.completed': 'OrderEventDataDto',
  'product.created': 'ProductEventDataDto',
  'product.updated': 'ProductEventDataDto',
  'product.deleted': 'ProductEventDataDto',
  'return.requested': 'ReturnEventDataDto',
  'return.approved': 'ReturnEventDataDto',
  'return.refused': 'ReturnEventDataDto',
  'stock.changed': 'StockChangedDataDto',
  'stock.low': 'StockLowDataDto',
  'refund.created': 'RefundEventDataDto',
  'refund.succeeded': 'RefundEventDataDto',
  'refund.failed': 'RefundEventDataDto',
  'shipment.created': 'ShipmentEventDataDto',
  'shipment.updated': 'ShipmentEventDataDto',
};

const HEADERS = [
  ['X-Shop-Event', 'The event type, as in the body'],
  ['X-Shop-Event-Id', 'The event id, as in the body: the same in every retry and resend (deduplicate on it)'],
  ['X-Shop-Delivery-Id', 'This delivery; a resend is a new delivery'],
  [
    'X-Shop-Timestamp',
    `Unix seconds when this attempt was signed; refuse it when more than ${REPLAY_WINDOW_SECONDS} s from your clock`,
  ],
  [
    'X-Shop-Signature',
    '`v1=` and the hex HMAC-SHA256 of `<X-Shop-Timestamp>.<raw body>` keyed with the endpoint secret',
  ],
] as const;

/**
 * Adds the OpenAPI 3.1 `webhooks` section: one POST per event the shop sends to registered
 * endpoints, with its body schema and signature headers (docs/webhooks.md tells the rest).
 */
export function addWebhooks(document: OpenAPIObject): void {
  const schemas = (document.components ??= {}).schemas ?? (document.components.schemas = {});
  const webhooks: NonNullable<OpenAPIObject['webhooks']> = {};
  for (const event of WEBHOOK_EVENTS) {
    const name = `${event
      .split(/[._]/)
      .map((part) => part[0].toUpperCase() + part.slice(1))
      .join('')}Webhook`;
    schemas[name] = {
      type: 'object',
      required: ['id', 'type', 'apiVersion', 'createdAt', 'data'],
      properties: {
        id: { type: 'string', format: 'uuid', description: 'The event id (X-Shop-Event-Id)' },
        type: { type: 'string', enum: [event] },
        apiVersion: {
          type: 'string',
          example: API_VERSION,
          description: 'The API version the payload was built under (docs/api-versioning.md)',
        },
        createdAt: { type: 'string', format: 'date-time', description: 'When the change was committed' },
        data: { $ref: `#/components/schemas/${DATA_SCHEMA[event]}` },
      },
    };
    webhooks[event] = {
      post: {
        operationId: `webhook${name.replace(/Webhook$/, '')}`,
        summary: event,
        description: `${WEBHOOK_EVENT_DESCRIPTIONS[event]} Sent to each enabled endpoint subscribed to \`${event}\`.`,
        tags: ['webhooks'],
        security: [],
        parameters: HEADERS.map(([header, description]) => ({
          name: header,
          in: 'header',
          required: true,
          description,
          schema: { type: 'string' },
        })),
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        responses: {
          '2XX': { description: 'Received. Anything else (or no answer within 10 s) is retried with backoff' },
        },
      },
    };
  }
  document.webhooks = webhooks;
}
