import { paiseToRupees, toPaise } from '../../common/money';
import { OrderDto, OrderLineDto, PaymentInfoDto, TimelineEntryDto } from './order.dto';
import { Order, OrderItem, OrderStatusChange, PaymentRecord } from './order.entity';

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

export function toPaymentInfoDto(payment: PaymentRecord): PaymentInfoDto {
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
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
}

/** The order as the API shows it: `_id` and `id`, money in rupees, lines, timeline and payment. */
export function toOrderDto(
  order: Order,
  history: OrderStatusChange[] = [],
  payment: PaymentRecord | null = null,
): OrderDto {
  return {
    _id: order.id,
    id: order.id,
    orderId: order.id,
    email: order.email,
    products: (order.items ?? []).map(toOrderLineDto),
    amount: rupees(order.amount),
    subtotal: rupees(order.subtotal),
    discount: rupees(order.discount),
    tax: rupees(order.tax),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    couponCode: order.couponCode,
    couponPercent: order.couponPercent,
    shippingAddress: order.shippingAddress,
    cancelReason: order.cancelReason,
    paidAt: order.paidAt,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    timeline: history.map(toTimelineEntryDto),
    payment: payment ? toPaymentInfoDto(payment) : null,
  };
}
