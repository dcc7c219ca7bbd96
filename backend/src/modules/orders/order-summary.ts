import type { SelectQueryBuilder } from 'typeorm';
import { paiseToRupees, toPaise } from '../../common/money';
import { prepared } from '../../database/prepared';
import type { AdminOrderSummaryDto } from './order.dto';
import type { Order } from './order.entity';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status';
import { toInvoiceSummaryDto } from './order-view';

/** A row of the admin table's statement (orderSummaryPage); money as numeric text. */
export interface OrderSummaryRow {
  id: string;
  created_at: Date;
  updated_at: Date;
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

/**
 * The admin table's page of the orders `matching` finds, newest first, as one statement: the
 * page's ids through the index of its order or search (as OrdersService.listAll), then for those
 * rows only their pieces, what refunds left and the invoice.
 *
 * The limit and offset are written into the text (validated integers): PostgreSQL estimates a
 * LIMIT parameter at a tenth of the orders, so a prepared statement with one kept being planned
 * afresh. The first page without a search or days (`planOnce`: the one the admin table polls)
 * is prepared, a few texts (status and payment filters, limit) per connection.
 */
export function orderSummaryPage(
  matching: SelectQueryBuilder<Order>,
  page: { limit: number; offset: number; planOnce: boolean },
): [string, unknown[]] {
  const limit = Math.trunc(page.limit);
  const offset = Math.trunc(page.offset);
  const [ids, params] = matching
    .clone()
    .select('o.id', 'id')
    .orderBy('o.created_at', 'DESC')
    .addOrderBy('o.id', 'DESC')
    .getQueryAndParameters();
  const sql = `
    SELECT o.id, o.created_at, o.updated_at, o.email, o.shipping_address->>'name' AS customer_name, o.amount,
           o.status, o.payment_method, o.payment_status,
           (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS item_count,
           o.amount - (SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.order_id = o.id AND r.status <> 'failed')
             AS refundable,
           d.number AS invoice_number, d.issued_at AS invoice_issued_at
    FROM orders o
    LEFT JOIN invoices d ON d.order_id = o.id AND d.kind = 'invoice' AND d.return_id IS NULL
    WHERE o.id = ANY(ARRAY(${ids} LIMIT ${limit} OFFSET ${offset}))
    ORDER BY o.created_at DESC, o.id DESC`;
  return [page.planOnce && offset === 0 ? prepared(sql) : sql, params];
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
