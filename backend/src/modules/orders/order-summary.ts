import { paiseToRupees, toPaise } from '../../common/money';
import { isoTimeSql } from '../../common/sql-time';
import { prepared } from '../../database/prepared';
import type { AdminOrderSummaryDto, StatusCountsDto } from './order.dto';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from './order-status';
import { toInvoiceSummaryDto } from './order-view';

/** Conditions on `orders o` as SQL text with $1… placeholders, and their values. */
export interface OrderConditions {
  /** `WHERE …`, or empty for every order. */
  where: string;
  params: unknown[];
}

/** An order of the admin table's statement (orderSummaryPage); money as numeric text. */
export interface OrderSummaryRow {
  id: string;
  /** As the answer writes it (isoTimeSql). */
  created_at: string;
  updated_at: string;
  email: string;
  customer_name: string | null;
  amount: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  item_count: number;
  refundable: string;
  invoice_number: string | null;
  invoice_issued_at: Date | null;
}

/** The row of orderSummaryPage's counts, bigints as text. */
export interface PageCounts {
  /** How many orders the filter finds. */
  found: string;
  /** `kept_<status>`: the orders of each status. */
  [kept: `kept_${string}`]: string;
}

/** The rows of orderSummaryPage: the counts first, then the page's orders. */
export type OrderSummaryPageRows = [PageCounts, ...OrderSummaryRow[]];

/**
 * How the page counts what its filter finds: the sum of these kept counters, or for a search
 * or days (no counter keeps them) up to `cap` orders counted.
 */
export type OrderCounting = { counters: string[] } | { cap: number };

/**
 * The admin table's page of the orders `matching` finds, newest first, and its counts, as one
 * statement: a row of the counts per status and of the filter (kept counters, or a capped
 * count), then the page's orders, their ids found through the index of its order or search (as
 * OrdersService.listAll) and for those rows only their pieces, what refunds left and the
 * invoice. The counts and the orders are joined on nothing (FULL JOIN … ON false): each row
 * holds one or the other, the other's columns null (nothing to read) rather than repeated.
 *
 * The limit and offset are written into the text (validated integers): PostgreSQL estimates a
 * LIMIT parameter at a tenth of the orders, so a prepared statement with one kept being planned
 * afresh. The first page without a search or days (`planOnce`: the one the admin table polls)
 * is prepared, a few texts (status and payment filters, limit) per connection.
 */
export function orderSummaryPage(
  matching: OrderConditions,
  page: { limit: number; offset: number; planOnce: boolean },
  counting: OrderCounting,
): [string, unknown[]] {
  const limit = Math.trunc(page.limit);
  const offset = Math.trunc(page.offset);
  const params = [...matching.params];
  const perStatus = ORDER_STATUSES.map((status) => `orders:${status}`);
  const found =
    'cap' in counting
      ? `(SELECT count(*) FROM (SELECT 1 FROM orders o ${matching.where} LIMIT ${Math.trunc(counting.cap)}) AS capped)`
      : `coalesce(sum(value) FILTER (WHERE name = ANY($${params.push(counting.counters)}::text[])), 0)`;
  // Only the counters summed, through the counters' key: each is a few slots.
  const read = 'cap' in counting ? perStatus : [...new Set([...perStatus, ...counting.counters])];
  const kept = ORDER_STATUSES.map(
    (status) => `coalesce(sum(value) FILTER (WHERE name = 'orders:${status}'), 0) AS kept_${status}`,
  );
  const sql = `
    WITH counts AS (
      SELECT ${kept.join(', ')}, ${found} AS found
      FROM shop_counters WHERE name = ANY($${params.push(read)}::text[])
    )
    SELECT page.*, counts.*
    FROM counts FULL JOIN (
      SELECT o.id, ${isoTimeSql('o.created_at')} AS created_at, ${isoTimeSql('o.updated_at')} AS updated_at, o.email, o.shipping_address->>'name' AS customer_name, o.amount,
             o.status, o.payment_method, o.payment_status,
             (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS item_count,
             o.amount - (SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.order_id = o.id AND r.status <> 'failed')
               AS refundable,
             d.number AS invoice_number, d.issued_at AS invoice_issued_at
      FROM orders o
      LEFT JOIN invoices d ON d.order_id = o.id AND d.kind = 'invoice' AND d.return_id IS NULL
      WHERE o.id = ANY(ARRAY(
        SELECT o.id FROM orders o ${matching.where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}
      ))
    ) AS page ON false
    ORDER BY page.created_at COLLATE "C" DESC NULLS FIRST, page.id DESC`;
  return [page.planOnce && offset === 0 ? prepared(sql) : sql, params];
}

/** The answer of orderSummaryPage's rows: the page's orders, how many the filter finds, and per status. */
export function toOrderSummaryPage([counted, ...rows]: OrderSummaryPageRows): {
  orders: AdminOrderSummaryDto[];
  count: number;
  counts: StatusCountsDto;
} {
  const counts = { all: 0 } as StatusCountsDto;
  for (const status of ORDER_STATUSES) {
    counts[status] = Number(counted[`kept_${status}`]);
    counts.all += counts[status];
  }
  return { orders: rows.map(toOrderSummaryDto), count: Number(counted.found), counts };
}

export function toOrderSummaryDto(row: OrderSummaryRow): AdminOrderSummaryDto {
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    email: row.email,
    customerName: row.customer_name,
    amount: paiseToRupees(toPaise(row.amount)),
    status: row.status,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    itemCount: row.item_count,
    refundable: paiseToRupees(Math.max(0, toPaise(row.refundable))),
    invoice:
      row.invoice_number && row.invoice_issued_at
        ? toInvoiceSummaryDto(row.id, { kind: 'invoice', number: row.invoice_number, issuedAt: row.invoice_issued_at })
        : null,
  };
}
