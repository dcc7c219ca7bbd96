import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OutOfStockException, shortageMessage, StockLine, StockService, StockWrite } from '../catalog/stock.service';
import type { Actor } from './orders.service';
import { Order, OrderItem } from './order.entity';
import type { OrderStatus } from './order-status';

/** Statuses in which the parcel has not left: deleting such an order gives its stock back. */
const UNSHIPPED: readonly OrderStatus[] = ['pending', 'processing'];

/**
 * What an order's life does to stock, always inside the order's transaction and under its
 * row lock. `orders.stock_reserved` says whether the order holds its pieces now; it flips in
 * the same transaction as the stock, so however many cancels, abandonment jobs and gateway
 * callbacks race, the pieces go back exactly once (and are taken again at most once).
 */
@Injectable()
export class OrderStock {
  constructor(@Inject(StockService) private readonly stock: StockService) {}

  /**
   * Placing (one order, or several placed together): takes every line's pieces, written with
   * the orders' own rows, or throws 409 naming the product, and the orders roll back.
   */
  reserveNew(
    manager: EntityManager,
    orders: { orderId: string; lines: StockLine[]; actorId: string }[],
  ): Promise<StockWrite | null> {
    const holders = orders.map(({ orderId, lines, actorId }) => ({ lines, ref: { orderId, actorId } }));
    return this.stock.reservingEach(manager, holders, 'order');
  }

  /**
   * Placing several orders in one statement that is its own transaction (see
   * StockService.takingAtOnce): a shortage fails the statement instead of answering 409.
   */
  takingNew(orders: { orderId: string; lines: StockLine[]; actorId: string }[]) {
    const holders = orders.map(({ orderId, lines, actorId }) => ({ lines, ref: { orderId, actorId } }));
    return this.stock.takingAtOnce(holders, 'order');
  }

  /**
   * A status change of a locked order. Cancelling gives the pieces back; leaving `cancelled`
   * takes them again. An admin reopening without enough stock gets 409; a gateway reviving a
   * paid order cannot be refused (the money is taken), so the order reopens without the
   * pieces and the returned note tells the admin which product is short.
   */
  async onStatusChange(manager: EntityManager, order: Order, to: OrderStatus, actor: Actor): Promise<string | null> {
    const ref = { orderId: order.id, actorId: actor.id };
    if (to === 'cancelled' && order.stockReserved) {
      await this.stock.release(manager, await this.lines(manager, order.id), 'cancel', ref);
      await this.mark(manager, order.id, false);
    } else if (order.status === 'cancelled' && to !== 'cancelled' && !order.stockReserved) {
      const shortage = await this.stock.tryReserve(manager, await this.lines(manager, order.id), 'reopen', ref);
      if (shortage && actor.role === 'admin') throw new OutOfStockException(shortage);
      if (shortage) return `Stock not reserved: ${shortageMessage(shortage)}`;
      await this.mark(manager, order.id, true);
    }
    return null;
  }

  /** Deleting an order that has not shipped gives its pieces back. */
  async onDelete(manager: EntityManager, order: Order): Promise<void> {
    if (!order.stockReserved || !UNSHIPPED.includes(order.status)) return;
    await this.stock.release(manager, await this.lines(manager, order.id), 'order_deleted', {
      orderId: null,
      note: `Order #${order.id.slice(-8).toUpperCase()} deleted`,
    });
  }

  private async lines(manager: EntityManager, orderId: string): Promise<StockLine[]> {
    const items = await manager.getRepository(OrderItem).findBy({ orderId });
    return items.flatMap((item) => (item.productId ? [{ productId: item.productId, quantity: item.quantity }] : []));
  }

  private async mark(manager: EntityManager, orderId: string, reserved: boolean): Promise<void> {
    await manager.getRepository(Order).update({ id: orderId }, { stockReserved: reserved });
  }
}
