import type { OrderDto, RefundDto } from '../api/generated';

/** Rupees -> paise, exactly for amounts with at most two decimals (the API's money). */
const paise = (rupees: number): number => Math.round(rupees * 100);

export const DOCUMENT_LABELS: Record<'invoice' | 'credit_note', string> = {
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
};

export const REFUND_STATUS_LABELS: Record<RefundDto['status'], string> = {
  pending: 'Pending',
  success: 'Refunded',
  failed: 'Failed',
};

/** What may still be refunded: the amount paid less refunds that are done or under way. */
export function refundableAmount(order: Pick<OrderDto, 'amount' | 'refunds'>): number {
  const held = (order.refunds ?? []).filter((r) => r.status !== 'failed').reduce((sum, r) => sum + paise(r.amount), 0);
  return Math.max(0, paise(order.amount) - held) / 100;
}

/** Units of each order line not yet given back by a refund that is done or under way. */
export function unitsLeft(order: Pick<OrderDto, 'products' | 'refunds'>): Map<string, number> {
  const left = new Map(order.products.map((line) => [line.id, line.quantity]));
  for (const refund of order.refunds ?? []) {
    if (refund.status === 'failed') continue;
    for (const line of refund.lines ?? []) left.set(line.itemId, (left.get(line.itemId) ?? 0) - line.quantity);
  }
  return left;
}

/** A paid UPI order with `left` rupees to give back: the admin may refund it. */
export function mayRefund(order: Pick<OrderDto, 'paymentMethod' | 'paymentStatus'>, left: number): boolean {
  return (
    order.paymentMethod === 'UPI' &&
    (order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded') &&
    left > 0
  );
}

/** A paid UPI order with money left to give back: the admin may refund it. */
export function canRefund(order: Pick<OrderDto, 'paymentMethod' | 'paymentStatus' | 'amount' | 'refunds'>): boolean {
  return mayRefund(order, refundableAmount(order));
}
