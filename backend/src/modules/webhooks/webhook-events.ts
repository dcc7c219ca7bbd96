/** The events the shop posts to webhook endpoints (docs/webhooks.md describes each payload). */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'order.paid',
  'order.cancelled',
  'product.created',
  'product.updated',
  'product.deleted',
  'return.requested',
  'return.approved',
  'return.refused',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What each event's `data` says, in one sentence (the OpenAPI document and the dashboard use it). */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  'order.created': 'An order was placed (cash on delivery, or UPI awaiting payment).',
  'order.status_changed': "An order's status moved (by an admin, a parcel, the gateway or the payment time-out).",
  'order.paid': "An order's payment arrived: a UPI payment the gateway confirmed, or cash collected on delivery.",
  'order.cancelled': 'An order was cancelled (by an admin, the shopper, a failed payment or the payment time-out).',
  'product.created': 'A product was added to the catalogue.',
  'product.updated': "A product's details were saved from the product form.",
  'product.deleted': 'A product was removed from the catalogue; `data.product` is its last state.',
  'return.requested': 'A shopper asked to return lines of a delivered order.',
  'return.approved': 'An admin approved a return: its refund and credit note were made and its stock given back.',
  'return.refused': 'An admin refused a return, with a note.',
};
