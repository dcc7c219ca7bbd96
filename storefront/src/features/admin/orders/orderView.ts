import type { OrderDto } from '../../../api/generated';
import type { StatusCountsDto } from '../../../api/adminGenerated';
import { shortId } from '../../../lib/ids';
import { ORDER_STATUSES, STATUS_LABELS, type OrderStatus } from '../../../lib/orderStatus';

export type { OrderStatus };
export { ORDER_STATUSES, STATUS_LABELS };
export type OrderFilter = 'all' | OrderStatus;

export const ORDER_FILTERS: readonly { value: OrderFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

export const STATUS_DESCRIPTIONS: Record<OrderStatus, string> = {
  pending: 'Order placed, awaiting processing',
  processing: 'Order is being prepared',
  shipped: 'Order has been dispatched',
  completed: 'Order has been delivered',
  cancelled: 'Order cancelled due to payment failure or other issues',
};

export const STATUS_COLOURS: Record<OrderStatus, { background: string; ink: string }> = {
  pending: { background: '#fdf1d2', ink: '#7a5a0c' },
  processing: { background: '#dfeaf6', ink: '#2d4f78' },
  shipped: { background: '#ebe2f4', ink: '#5a3a7c' },
  completed: { background: '#e1efe3', ink: '#2d5f3a' },
  cancelled: { background: '#f6e0e0', ink: '#8e2b2b' },
};

export const ORDERS_POLL_MS = 30_000;
export const ORDERS_ERROR = 'Unable to fetch orders. Please try again later.';
export const ORDERS_UPDATED_TOAST = 'Orders updated automatically!';

/** Cash on delivery says so; every other method is paid online by UPI. */
export const paymentLabel = (method: string): string => (method === 'COD' ? 'Cash on Delivery' : 'UPI Payment');

/** The admin table's order reference: the last 8 characters of the id in capitals. */
export const orderReference = (id: string): string => shortId(id).toUpperCase();

/** How many pieces the order holds (quantities added up). */
export const itemCount = (order: Pick<OrderDto, 'products'>): number =>
  order.products.reduce((sum, line) => sum + (line.quantity ?? 1), 0);

export const itemsText = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

export const filterCount = (counts: StatusCountsDto | undefined, filter: OrderFilter): number => counts?.[filter] ?? 0;

/** The empty list's heading: 'No Orders Found' for all, 'No Shipped Orders' for one status. */
export const emptyOrdersText = (filter: OrderFilter): string =>
  filter === 'all' ? 'No Orders Found' : `No ${STATUS_LABELS[filter]} Orders`;

/** A fingerprint of what the list shows, to tell a poll that brought news from one that did not. */
export const ordersSignature = (orders: readonly Pick<OrderDto, 'id' | 'status' | 'updatedAt'>[]): string =>
  orders.map((order) => `${order.id}:${order.status}:${order.updatedAt}`).join('|');

const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** '7 Mar 2025': compact enough for a table column. */
export function formatShortDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}
