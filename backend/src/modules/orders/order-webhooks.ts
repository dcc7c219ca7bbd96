import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Tx } from '../../infra/events';
import { OutboxEvent, WebhookOutbox } from '../webhooks/webhook-outbox.service';
import { Invoice } from './invoices/invoice.entity';
import { OrderDto } from './order.dto';
import { WEBHOOK_ORDER_FIELDS, WebhookOrderDto, WebhookReturnDto } from './order-event.dto';
import { Order, Refund } from './order.entity';
import type { OrderStatus, PaymentStatus } from './order-status';
import { toOrderDto } from './order-view';
import { toRefundDto } from './refund.dto';
import { Shipment } from './shipments/shipment.entity';
import { toShipmentDto } from './shipments/shipment-records';

/** A parcel or refund of the order written in the order's transaction, to tell receivers about. */
export type OrderSideEvent =
  | { type: 'refund.created' | 'refund.succeeded' | 'refund.failed'; refundId: string }
  | { type: 'shipment.created' | 'shipment.updated'; shipmentId: string };

interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

/** Each status an order reaches that has an event of its own (besides order.status_changed). */
const STATUS_EVENTS: Partial<Record<OrderStatus, OutboxEvent['type']>> = {
  cancelled: 'order.cancelled',
  shipped: 'order.shipped',
  completed: 'order.completed',
};

/**
 * Writes the order events (and those of its parcels and refunds) to the webhook outbox inside
 * the order's transaction, from the order as that transaction sees it after the change.
 */
@Injectable()
export class OrderWebhooks {
  constructor(private readonly outbox: WebhookOutbox) {}

  /**
   * The order just placed, as written: nothing is read back. `wantedTypes`: the event types
   * wanted, as the statement that wrote the order read them (WANTED_TYPES_SQL).
   */
  async placed(tx: Tx, order: OrderDto, wantedTypes: string[]): Promise<void> {
    this.outbox.wantedAre(tx.manager, wantedTypes);
    await this.outbox.record(tx, 'order.created', () => Promise.resolve({ order: webhookOrder(order) }));
  }

  /**
   * After a change of the order was written: one event per thing that happened to it. The
   * order is read once, and only when some event is wanted.
   */
  async changed(
    tx: Tx,
    before: OrderState & { id: string },
    { status, paymentStatus }: OrderState,
    sideEvents: OrderSideEvent[] = [],
  ): Promise<void> {
    let reading: Promise<{ order: WebhookOrderDto; refunds: Refund[]; shipments: Shipment[] }> | undefined;
    const read = () => (reading ??= this.snapshot(tx.manager, before.id));
    const order = async () => (await read()).order;
    const events: OutboxEvent[] = [];
    if (status !== before.status) {
      events.push({
        type: 'order.status_changed',
        data: async () => ({ order: await order(), fromStatus: before.status, toStatus: status }),
      });
      const own = STATUS_EVENTS[status];
      if (own) events.push({ type: own, data: async () => ({ order: await order() }) });
    }
    if (paymentStatus === 'paid' && before.paymentStatus !== 'paid') {
      events.push({ type: 'order.paid', data: async () => ({ order: await order() }) });
    }
    for (const side of sideEvents) {
      if ('refundId' in side) {
        events.push({
          type: side.type,
          data: async () => {
            const { order, refunds } = await read();
            return { refund: toRefundDto(refunds.find((r) => r.id === side.refundId)!), order };
          },
        });
      } else {
        events.push({
          type: side.type,
          data: async () => {
            const { order, shipments } = await read();
            const shipment = shipments.find((s) => s.id === side.shipmentId)!;
            return { shipment: { ...toShipmentDto(shipment), orderId: shipment.orderId }, order };
          },
        });
      }
    }
    await this.outbox.recordAll(tx, events);
  }

  /** A return's step, with its order as the transaction sees it. */
  async returnChanged(
    tx: Tx,
    type: 'return.requested' | 'return.approved' | 'return.refused',
    ret: WebhookReturnDto,
  ): Promise<void> {
    await this.outbox.record(tx, type, async () => ({
      return: ret,
      order: (await this.snapshot(tx.manager, ret.orderId)).order,
    }));
  }

  /** The order with its parcels, refunds and GST documents, as this transaction sees them. */
  private async snapshot(manager: EntityManager, id: string) {
    const [order, shipments, refunds, documents] = await Promise.all([
      manager.getRepository(Order).findOneOrFail({ where: { id }, relations: { items: true } }),
      manager.getRepository(Shipment).find({ where: { orderId: id }, order: { createdAt: 'ASC', id: 'ASC' } }),
      manager.getRepository(Refund).find({ where: { orderId: id }, order: { createdAt: 'ASC', id: 'ASC' } }),
      manager.getRepository(Invoice).find({
        select: { orderId: true, kind: true, number: true, issuedAt: true },
        where: { orderId: id },
        order: { issuedAt: 'ASC' },
      }),
    ]);
    order.items = [...order.items].sort((a, b) => a.position - b.position);
    const summaries = documents.map(({ kind, number, issuedAt }) => ({ kind, number, issuedAt }));
    const view = toOrderDto(order, null, [], null, shipments.map(toShipmentDto), refunds, summaries);
    return { order: webhookOrder(view), refunds, shipments };
  }
}

/** The order's webhook fields, copied from the order as the API shows it. */
function webhookOrder(order: OrderDto): WebhookOrderDto {
  const picked: Partial<Record<keyof WebhookOrderDto, unknown>> = {};
  for (const field of WEBHOOK_ORDER_FIELDS) picked[field] = order[field];
  return picked as WebhookOrderDto;
}
