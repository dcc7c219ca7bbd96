import type { OrderDto } from '../api/generated';

export type OrderStatus = OrderDto['status'];

/** The five order statuses, in the order an order normally passes through them. */
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'completed', 'cancelled'];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const PAYMENT_METHOD_LABELS: Record<OrderDto['paymentMethod'], string> = {
  COD: 'Cash on Delivery',
  UPI: 'UPI',
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  failed: 'Failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  pending: 'Pending',
  initiated: 'Initiated',
  cancelled: 'Cancelled',
};
