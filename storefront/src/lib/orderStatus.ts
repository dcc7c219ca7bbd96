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
