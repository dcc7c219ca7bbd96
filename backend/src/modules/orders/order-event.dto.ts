import { ApiProperty, PickType } from '@nestjs/swagger';
import { OrderDto } from './order.dto';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

/** The fields of an order that webhook receivers get: its own fields and lines. */
export const WEBHOOK_ORDER_FIELDS = [
  'id',
  'userId',
  'email',
  'status',
  'paymentStatus',
  'paymentMethod',
  'subtotal',
  'discount',
  'tax',
  'amount',
  'couponCode',
  'shippingAddress',
  'products',
  'cancelReason',
  'paidAt',
  'createdAt',
] as const;

/** An order as webhook receivers get it, at the moment of the event. */
export class WebhookOrderDto extends PickType(OrderDto, WEBHOOK_ORDER_FIELDS) {}

/** `data` of order.created, order.paid and order.cancelled. */
export class OrderEventDataDto {
  @ApiProperty({ type: WebhookOrderDto })
  order: WebhookOrderDto;
}

/** `data` of order.status_changed. */
export class OrderStatusChangedDataDto extends OrderEventDataDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  fromStatus: OrderStatus;

  @ApiProperty({ enum: ORDER_STATUSES })
  toStatus: OrderStatus;
}
