import { paiseToRupees, toPaise } from '../../common/money';
import { taxRateOf } from '../../common/pricing';
import { OrderDto, OrderLineDto, PaymentInfoDto, TimelineEntryDto } from './order.dto';
import type { InvoiceSummary } from './invoices/invoices.service';
import { ExtraPayment, Order, OrderItem, OrderStatusChange, PaymentRecord, Refund } from './order.entity';
import { toExtraPaymentDto, toRefundDto, type InvoiceSummaryDto } from './refund.dto';
import type { ShipmentDto } from './shipments/shipment.dto';

const rupees = (decimal: string): number => paiseToRupees(toPaise(decimal));

export function toOrderLineDto(item: OrderItem): OrderLineDto {
  return {
    _id: item.id,
    id: item.id,
    productId: item.productId,
    name: item.name,
    image: item.image,
    material: item.material,
    price: rupees(item.unitPrice),
    originalPrice: rupees(item.originalPrice),
    dealDiscount: item.dealDiscount,
    dealTitle: item.dealTitle,
    quantity: item.quantity,
    lineTotal: paiseToRupees(toPaise(item.unitPrice) * item.quantity),
    hsnCode: item.hsnCode,
    gstRate: item.gstRate,
    // After the fields clients have always received, in their order.
    variantId: item.variantId,
    sku: item.sku,
    variantTitle: item.variantTitle,
  };
}

export function toTimelineEntryDto(change: OrderStatusChange): TimelineEntryDto {
  return {
    status: change.toStatus,
    fromStatus: change.fromStatus,
    paymentStatus: change.paymentStatus,
    actorRole: change.actorRole,
    note: change.note,
    at: change.createdAt,
  };
}

/** What successful refunds gave back, in paise. */
export function refundedPaise(refunds: Refund[]): number {
  return refunds.filter((r) => r.status === 'success').reduce((sum, r) => sum + toPaise(r.amount), 0);
}

const DOCUMENT_PATHS = { invoice: 'invoice', credit_note: 'credit-note' } as const;

export function toInvoiceSummaryDto(orderId: string, doc: InvoiceSummary): InvoiceSummaryDto {
  return { ...doc, pdfUrl: `/api/orders/order/${orderId}/${DOCUMENT_PATHS[doc.kind]}/pdf` };
}

export function toPaymentInfoDto(
  payment: PaymentRecord,
  refunds: Refund[] = [],
  extraPayments: ExtraPayment[] = [],
): PaymentInfoDto {
  return {
    _id: payment.id,
    id: payment.id,
    orderId: payment.orderId,
    email: payment.email,
    method: payment.method,
    provider: payment.provider,
    amount: rupees(payment.amount),
    status: payment.status,
    txnId: payment.txnId,
    gatewayOrderId: payment.gatewayOrderId ?? null,
    refunded: paiseToRupees(refundedPaise(refunds)),
    refunds: refunds.map(toRefundDto),
    extraPayments: extraPayments.map(toExtraPaymentDto),
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
}

/**
 * The order as the API shows it: `_id` and `id`, money in rupees, lines, timeline and payment.
 * `paymentTimeoutSeconds` (the config's PAYMENT_TIMEOUT_SECONDS) sets a UPI order's `payBy`;
 * null leaves it out (null) where no shopper reads it.
 */
export function toOrderDto(
  order: Order,
  paymentTimeoutSeconds: number | null,
  history: OrderStatusChange[] = [],
  payment: PaymentRecord | null = null,
  shipments: ShipmentDto[] = [],
  refunds: Refund[] = [],
  documents: InvoiceSummary[] = [],
  extraPayments: ExtraPayment[] = [],
): OrderDto {
  const payBy =
    order.paymentMethod === 'UPI' && paymentTimeoutSeconds !== null
      ? new Date(new Date(order.createdAt).getTime() + paymentTimeoutSeconds * 1000)
      : null;
  return {
    _id: order.id,
    id: order.id,
    orderId: order.id,
    userId: order.userId,
    email: order.email,
    products: (order.items ?? []).map(toOrderLineDto),
    amount: rupees(order.amount),
    subtotal: rupees(order.subtotal),
    discount: rupees(order.discount),
    tax: rupees(order.tax),
    taxMode: order.taxMode,
    taxRate: taxRateOf(order.taxMode),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    couponCode: order.couponCode,
    couponPercent: order.couponPercent,
    shippingAddress: order.shippingAddress,
    cancelReason: order.cancelReason,
    paidAt: order.paidAt,
    payBy,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    timeline: history.map(toTimelineEntryDto),
    payment: payment ? toPaymentInfoDto(payment, refunds, extraPayments) : null,
    shipments,
    refunds: refunds.map(toRefundDto),
    documents: documents.map((doc) => toInvoiceSummaryDto(order.id, doc)),
  };
}
