import { Injectable } from '@nestjs/common';
import { ApiProperty, PickType } from '@nestjs/swagger';
import { EntityManager } from 'typeorm';
import { paiseToRupees, toPaise } from '../../common/money';
import { WebhookOutbox } from '../webhooks/webhook-outbox';
import { OrderDto } from './order.dto';
import { Order } from './order.entity';
import { ORDER_STATUSES } from './order-status';
import type { OrderStatus, PaymentStatus } from './order-status';
import { toOrderLineDto } from './order-view';

const rupees = (decimal: string): number => paiseToRupees(toPaise(decimal));

/** An order as webhook receivers get it: the order's own fields and lines at the moment of the event. */
export class WebhookOrderDto extends PickType(OrderDto, [
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
] as const) {}

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

/**
 * Writes the order events to the webhook outbox inside the order's transaction, from the
 * order as that transaction sees it after the change.
 */
@Injectable()
export class OrderWebhooks {
  constructor(private readonly outbox: WebhookOutbox) {}

  /** The orders just placed (one, or several placed together). */
  async placed(manager: EntityManager, orderIds: string[]): Promise<void> {
    await this.outbox.recordEach(
      manager,
      'order.created',
      orderIds.map((id) => async () => ({ order: await this.snapshot(manager, id) })),
    );
  }

  /** After applyChange wrote the order: one event per thing that happened to it. */
  async changed(
    manager: EntityManager,
    before: { id: string; status: OrderStatus; paymentStatus: PaymentStatus },
  ): Promise<void> {
    const order = await this.snapshot(manager, before.id);
    if (order.status !== before.status) {
      await this.outbox.record(manager, 'order.status_changed', {
        order,
        fromStatus: before.status,
        toStatus: order.status,
      });
      if (order.status === 'cancelled') await this.outbox.record(manager, 'order.cancelled', { order });
    }
    if (order.paymentStatus === 'paid' && before.paymentStatus !== 'paid') {
      await this.outbox.record(manager, 'order.paid', { order });
    }
  }

  private async snapshot(manager: EntityManager, id: string): Promise<WebhookOrderDto> {
    const order = await manager.getRepository(Order).findOneOrFail({ where: { id }, relations: { items: true } });
    return {
      id: order.id,
      userId: order.userId,
      email: order.email,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      subtotal: rupees(order.subtotal),
      discount: rupees(order.discount),
      tax: rupees(order.tax),
      amount: rupees(order.amount),
      couponCode: order.couponCode,
      shippingAddress: order.shippingAddress,
      products: [...order.items].sort((a, b) => a.position - b.position).map(toOrderLineDto),
      cancelReason: order.cancelReason,
      paidAt: order.paidAt,
      createdAt: order.createdAt,
    };
  }
}
