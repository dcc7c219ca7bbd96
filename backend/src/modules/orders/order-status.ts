/**
 * The order's two state machines, written down in one place. The order status is where the
 * parcel is; the payment status is where the money is. They change separately.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['COD', 'UPI'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type ActorRole = 'user' | 'admin' | 'system' | 'gateway';

/**
 * Order status:
 * - An admin may set any status at any time (SPEC: no ordering restriction); every change is
 *   recorded in order_status_history with the time and the admin.
 * - The shop itself only ever cancels a pending order whose UPI payment never arrived
 *   (abandonment, failed initiation, failed payment, the shopper's own cancel), and revives a
 *   cancelled order to pending when the gateway confirms a payment that arrived late.
 */
export function canSystemCancel(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return order.status === 'pending' && (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed');
}

/**
 * Payment status:
 * - unpaid → paid: the gateway confirmed the UPI payment (checked against its status API), or a
 *   COD order was marked completed (cash collected on delivery).
 * - unpaid → failed: the gateway reported the payment failed.
 * - failed → paid: the gateway later confirmed a payment after all (money taken wins).
 * - failed → unpaid: the shopper pressed "Pay now" within the payment time, which reopens the
 *   order cancelled by the failed payment and starts a new gateway transaction.
 * - paid → partially_refunded → refunded: a UPI refund through the gateway succeeded for part
 *   of, or (adding up) all of, the amount paid (see refunds in the payments module).
 * - paid → refunded: also a cash-on-delivery order that was cancelled after the cash was
 *   collected (the cash is handed back; no gateway is involved).
 * Nothing else moves the payment status; in particular nothing ever un-pays an order.
 */
const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ['paid', 'failed'],
  failed: ['paid', 'unpaid'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['refunded'],
  refunded: [],
};

/** Statuses in which the parcel has not left: the shopper may still cancel the order. */
export function canCustomerCancel(order: { status: OrderStatus }): boolean {
  return order.status === 'pending' || order.status === 'processing';
}

/** Whether money was received and not all of it given back (a refund may still be made). */
export function isRefundable(paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'paid' || paymentStatus === 'partially_refunded';
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** What an admin's status change does to the payment status (see the rules above). */
export function paymentAfterAdminStatus(
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus },
  to: OrderStatus,
): PaymentStatus {
  // Cash collected on delivery is handed back; a UPI payment stays paid until a refund
  // through the gateway succeeds (the admin screen offers it when cancelling).
  if (to === 'cancelled' && order.paymentMethod === 'COD' && order.paymentStatus === 'paid') return 'refunded';
  if (to === 'completed' && order.paymentMethod === 'COD' && order.paymentStatus === 'unpaid') return 'paid';
  return order.paymentStatus;
}
