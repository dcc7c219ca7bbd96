import type { WebhookDeliveryDto, WebhookEndpointDto } from '../../../api/adminGenerated';

export type WebhookEventName = WebhookEndpointDto['events'][number];

/** Every event an endpoint can subscribe to, in the order the form lists them. */
export const WEBHOOK_EVENT_OPTIONS: readonly { value: WebhookEventName; label: string }[] = [
  { value: 'order.created', label: 'Order placed' },
  { value: 'order.status_changed', label: 'Order status changed' },
  { value: 'order.paid', label: 'Order paid' },
  { value: 'order.cancelled', label: 'Order cancelled' },
  { value: 'order.shipped', label: 'Order shipped' },
  { value: 'order.completed', label: 'Order completed' },
  { value: 'product.created', label: 'Product added' },
  { value: 'product.updated', label: 'Product updated' },
  { value: 'product.deleted', label: 'Product deleted' },
  { value: 'return.requested', label: 'Return requested' },
  { value: 'return.approved', label: 'Return approved' },
  { value: 'return.refused', label: 'Return refused' },
  { value: 'stock.changed', label: 'Stock changed' },
  { value: 'stock.low', label: 'Stock low' },
  { value: 'refund.created', label: 'Refund requested' },
  { value: 'refund.succeeded', label: 'Refund completed' },
  { value: 'refund.failed', label: 'Refund failed' },
  { value: 'shipment.created', label: 'Parcel shipped' },
  { value: 'shipment.updated', label: 'Parcel corrected' },
];

export const WEBHOOK_MESSAGES = {
  loading: 'Loading webhooks...',
  loadError: 'Failed to load webhooks. Please try again later.',
  emptyTitle: 'No webhook endpoints yet',
  emptyMessage: 'Add an endpoint to send order, product, stock, refund and parcel events to another system.',
  confirmDelete: 'Delete this endpoint and its delivery log? It will receive no more events.',
  secretOnce: 'Copy the signing secret now: it is shown only this once.',
  noDeliveries: 'No deliveries yet.',
} as const;

const STATUS_TONES: Record<WebhookDeliveryDto['status'], { background: string; ink: string; label: string }> = {
  pending: { background: '#fdf0d5', ink: '#7a5200', label: 'Retrying' },
  delivered: { background: '#e1efe3', ink: '#2d5f3a', label: 'Delivered' },
  failed: { background: '#f8dedd', ink: '#8a1f17', label: 'Failed' },
  cancelled: { background: '#eee8e0', ink: '#6d635a', label: 'Cancelled' },
};

/** The badge of a delivery: a pending delivery that has been tried is retrying; untried, queued. */
export function deliveryBadge(delivery: Pick<WebhookDeliveryDto, 'status' | 'attempts'>) {
  const tone = STATUS_TONES[delivery.status];
  return delivery.status === 'pending' && delivery.attempts === 0 ? { ...tone, label: 'Queued' } : tone;
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** '23 Nov 2026, 9:41 pm'; '' for no date. */
export function formatDateTime(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** What happened last: the receiver's status and error, or when the next attempt is due. */
export function deliveryOutcome(delivery: WebhookDeliveryDto): string {
  const answer = delivery.responseCode === null ? 'No answer' : `HTTP ${delivery.responseCode}`;
  if (delivery.status === 'delivered') return `${answer} · ${formatDateTime(delivery.deliveredAt)}`;
  if (delivery.attempts === 0) return 'Not tried yet';
  const next =
    delivery.status === 'pending' && delivery.nextAttemptAt ? ` · next ${formatDateTime(delivery.nextAttemptAt)}` : '';
  return `${delivery.lastError ?? answer}${next}`;
}

/** The form's checks before anything is sent: an http(s) URL and at least one event. */
export function endpointFormProblem(url: string, events: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return 'Enter the full URL, starting with https://';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The URL must start with https:// or http://';
  if (events.length === 0) return 'Choose at least one event';
  return null;
}
