import type { ListOrdersApiArg } from '../../../api/adminGenerated';
import { ORDER_STATUSES, type OrderStatus } from '../../../lib/orderStatus';

/** The payment states the admin filters by; the list says the same words on each order. */
export const PAYMENT_FILTERS = [
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'failed', label: 'Failed' },
  { value: 'refunded', label: 'Refunded' },
] as const;

type PaymentFilter = (typeof PAYMENT_FILTERS)[number]['value'];

/** What the admin asked the list for, as kept in the address (?status=&payment=&q=&from=&to=&page=). */
export interface OrderQuery {
  status: OrderStatus | 'all';
  payment: PaymentFilter | '';
  q: string;
  from: string;
  to: string;
  /** From 1. */
  page: number;
}

/** Orders on a page of the admin table. */
export const ORDERS_PAGE_SIZE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The server searches from 3 characters (a trigram index); shorter text is not sent. */
export const MIN_SEARCH = 3;

/** Reads the address; anything unknown or malformed is left out rather than sent. */
export function readOrderQuery(params: URLSearchParams): OrderQuery {
  const status = params.get('status') ?? '';
  const payment = params.get('payment') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'all',
    payment: PAYMENT_FILTERS.some((option) => option.value === payment) ? (payment as PaymentFilter) : '',
    q: (params.get('q') ?? '').trim(),
    from: day('from'),
    to: day('to'),
    page: /^[1-9]\d{0,5}$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 1,
  };
}

/** The address for a query: only what differs from the whole list. */
export function writeOrderQuery(query: OrderQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.payment) params.set('payment', query.payment);
  if (query.q) params.set('q', query.q);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The API call for a query: a page of the table's summary rows. */
export function listArgs(query: OrderQuery): ListOrdersApiArg {
  return {
    view: 'summary',
    limit: ORDERS_PAGE_SIZE,
    ...(query.page > 1 ? { page: query.page } : {}),
    ...(query.status !== 'all' ? { status: query.status } : {}),
    ...(query.payment ? { paymentStatus: query.payment } : {}),
    ...(query.q.length >= MIN_SEARCH ? { q: query.q } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}

/** Whether anything narrows the list beyond the status buttons. */
export const isNarrowed = (query: OrderQuery): boolean => Boolean(query.payment || query.q || query.from || query.to);

/** The server counts a search or a range of days up to this many; the payment filter exactly. */
const COUNT_CAP = 10_000;

/** "N matching orders", with "10,000+" where the server stopped counting. */
export function matchingLabel(query: OrderQuery, count: number): string {
  const capped = Boolean(query.q || query.from || query.to) && count >= COUNT_CAP;
  return `${capped ? '10,000+' : count} matching orders`;
}
