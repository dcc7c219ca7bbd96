import { ApiProperty, PickType } from '@nestjs/swagger';
import { RefundDto } from './refund.dto';
import { ShipmentDto } from './shipments/shipment.dto';
import { OrderDto, OrderLineDto } from './order.dto';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

/** The fields of an order that webhook receivers get: its own fields, lines, parcels, refunds and GST documents (invoice numbers). */
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
  'shipments',
  'refunds',
  'documents',
] as const;

/** An order as webhook receivers get it, at the moment of the event. */
export class WebhookOrderDto extends PickType(OrderDto, WEBHOOK_ORDER_FIELDS) {}

/** `data` of order.created, order.paid, order.cancelled, order.shipped and order.completed. */
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

export const RETURN_STATUSES = ['requested', 'approved', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export class ReturnLineDto extends PickType(OrderLineDto, ['variantId', 'sku', 'variantTitle'] as const) {
  @ApiProperty({ format: 'uuid', description: "The order line's id (order.products[].id)" })
  itemId: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null once the product was deleted' })
  productId: string | null;

  @ApiProperty({ example: 'Handmade Brass Mirror' })
  name: string;

  @ApiProperty({ minimum: 1, maximum: 99, description: 'Pieces returned' })
  quantity: number;
}

/** A return request's own fields, as webhook receivers and the API show them. */
export class WebhookReturnDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  orderId: string;

  @ApiProperty({ enum: RETURN_STATUSES })
  status: ReturnStatus;

  @ApiProperty({ example: 'The mirror arrived cracked', maxLength: 500 })
  reason: string;

  @ApiProperty({ type: [String], description: "Absolute URLs of the shopper's photos (at most 3)" })
  photos: string[];

  @ApiProperty({ type: [ReturnLineDto] })
  lines: ReturnLineDto[];

  @ApiProperty({ type: String, nullable: true, description: "The admin's note when refusing" })
  decisionNote: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The refund an approval made' })
  refundId: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: Date | null;
}

/** `data` of return.requested, return.approved and return.refused. */
export class ReturnEventDataDto {
  @ApiProperty({ type: WebhookReturnDto })
  return: WebhookReturnDto;

  @ApiProperty({ type: WebhookOrderDto })
  order: WebhookOrderDto;
}

/** `data` of refund.created, refund.succeeded and refund.failed. */
export class RefundEventDataDto extends OrderEventDataDto {
  @ApiProperty({ type: RefundDto, description: 'The refund at the moment of the event' })
  refund: RefundDto;
}

/** A parcel as webhook receivers get it: the order's parcel, with the order's id. */
export class WebhookShipmentDto extends ShipmentDto {
  @ApiProperty({ format: 'uuid' })
  orderId: string;
}

/** `data` of shipment.created and shipment.updated. */
export class ShipmentEventDataDto extends OrderEventDataDto {
  @ApiProperty({ type: WebhookShipmentDto, description: 'The parcel: courier, AWB number and tracking link' })
  shipment: WebhookShipmentDto;
}
