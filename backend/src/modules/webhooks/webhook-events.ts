/**
 * The events the shop posts to webhook endpoints (docs/webhooks.md describes each payload).
 * New events are added at the end; receivers must ignore types they do not know.
 */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'order.paid',
  'order.cancelled',
  'order.shipped',
  'order.completed',
  'product.created',
  'product.updated',
  'product.deleted',
  'return.requested',
  'return.approved',
  'return.refused',
  'stock.changed',
  'stock.low',
  'refund.created',
  'refund.succeeded',
  'refund.failed',
  'shipment.created',
  'shipment.updated',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What each event's `data` says, in one sentence (the OpenAPI document and the dashboard use it). */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  'order.created': 'An order was placed (cash on delivery, or UPI awaiting payment).',
  'order.status_changed': "An order's status moved (by an admin, a parcel, the gateway or the payment time-out).",
  'order.paid': "An order's payment arrived: a UPI payment the gateway confirmed, or cash collected on delivery.",
  'order.cancelled': 'An order was cancelled (by an admin, the shopper, a failed payment or the payment time-out).',
  'order.shipped':
    'An order became shipped (its first parcel was recorded, or an admin set the status); `data.order.shipments` lists its parcels.',
  'order.completed': 'An order became completed (delivered; a cash-on-delivery order is then paid).',
  'product.created': 'A product was added to the catalogue.',
  'product.updated': "A product's details were saved from the product form.",
  'product.deleted': 'A product was removed from the catalogue; `data.product` is its last state.',
  'return.requested': 'A shopper asked to return lines of a delivered order.',
  'return.approved': 'An admin approved a return: its refund and credit note were made and its stock given back.',
  'return.refused': 'An admin refused a return, with a note.',
  'stock.changed':
    "A product's stock count moved: an order took pieces, a cancellation or deletion gave them back, or an admin counted it.",
  'stock.low': "A product's stock count fell to the low-stock threshold or below (sent once per crossing).",
  'refund.created': 'A refund of a UPI payment was requested from the gateway (pending).',
  'refund.succeeded': 'The gateway completed a refund; the order payment is partially_refunded or refunded.',
  'refund.failed': 'The gateway refused a refund, or it could not be asked; nothing was given back.',
  'shipment.created': 'A parcel of an order was recorded with its courier, AWB number and tracking link.',
  'shipment.updated': "A parcel's courier, AWB number or tracking link was corrected.",
};
