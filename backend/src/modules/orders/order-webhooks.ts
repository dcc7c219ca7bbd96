import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Tx } from '../../infra/events';
import { WebhookOutbox } from '../webhooks/webhook-outbox.service';
import { OrderDto } from './order.dto';
import { WEBHOOK_ORDER_FIELDS, WebhookOrderDto, WebhookReturnDto } from './order-event.dto';
import { Order } from './order.entity';
import type { OrderStatus, PaymentStatus } from './order-status';
import { toOrderDto } from './order-view';

/**
 * Writes the order events to the webhook outbox inside the order's transaction, from the
 * order as that transaction sees it after the change.
 */
@Injectable()
export class OrderWebhooks {
  constructor(private readonly outbox: WebhookOutbox) {}

  /** The order just placed, as written: nothing is read back. */
  async placed(tx: Tx, order: OrderDto): Promise<void> {
    await this.outbox.record(tx, 'order.created', () => Promise.resolve({ order: webhookOrder(order) }));
  }

  /** After applyChange wrote the order: one event per thing that happened to it. */
  async changed(tx: Tx, before: { id: string; status: OrderStatus; paymentStatus: PaymentStatus }): Promise<void> {
    const order = await this.snapshot(tx.manager, before.id);
    if (order.status !== before.status) {
      await this.outbox.record(tx, 'order.status_changed', {
        order,
        fromStatus: before.status,
        toStatus: order.status,
      });
      if (order.status === 'cancelled') await this.outbox.record(tx, 'order.cancelled', { order });
    }
    if (order.paymentStatus === 'paid' && before.paymentStatus !== 'paid') {
      await this.outbox.record(tx, 'order.paid', { order });
    }
  }

  /** A return's step, with its order as the transaction sees it. */
  async returnChanged(
    tx: Tx,
    type: 'return.requested' | 'return.approved' | 'return.refused',
    ret: WebhookReturnDto,
  ): Promise<void> {
    await this.outbox.record(tx, type, async () => ({
      return: ret,
      order: await this.snapshot(tx.manager, ret.orderId),
    }));
  }

  private async snapshot(manager: EntityManager, id: string): Promise<WebhookOrderDto> {
    const order = await manager.getRepository(Order).findOneOrFail({ where: { id }, relations: { items: true } });
    order.items = [...order.items].sort((a, b) => a.position - b.position);
    return webhookOrder(toOrderDto(order));
  }
}

/** The order's webhook fields, copied from the order as the API shows it. */
function webhookOrder(order: OrderDto): WebhookOrderDto {
  const picked: Partial<Record<keyof WebhookOrderDto, unknown>> = {};
  for (const field of WEBHOOK_ORDER_FIELDS) picked[field] = order[field];
  return picked as WebhookOrderDto;
}
