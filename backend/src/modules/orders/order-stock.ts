import { Inject, Injectable } from '@nestjs/common';
import type { Tx } from '../../infra/events';
import { OutOfStockException, StockLine, StockService } from '../catalog/stock.service';
import type { Actor } from './orders.service';
import { Order, OrderItem } from './order.entity';
import type { OrderStatus } from './order-status';

/** Statuses in which the parcel has not left: deleting such an order gives its stock back. */
const UNSHIPPED: readonly OrderStatus[] = ['pending', 'processing'];

/**
 * What an order's life after placing does to stock, always inside the order's transaction and
 * under its row lock. `orders.stock_reserved` says whether the order holds its pieces now; it
 * flips in the same transaction as the stock, so however many cancels, abandonment jobs and
 * gateway callbacks race, the pieces go back exactly once (and are taken again at most once).
 */
@Injectable()
export class OrderStock {
  constructor(@Inject(StockService) private readonly stock: StockService) {}

  /**
   * A status change of a locked order. Cancelling gives the pieces back; leaving `cancelled`
   * takes them again. An admin or the shopper ("Pay now") reopening without enough stock gets 409; a gateway reviving a
   * paid order cannot be refused (the money is taken), so the order reopens without the
   * pieces and the returned note tells the admin which product is short.
   */
  async onStatusChange(tx: Tx, order: Order, to: OrderStatus, actor: Actor): Promise<string | null> {
    const ref = { orderId: order.id, actorId: actor.id };
    if (to === 'cancelled' && order.stockReserved) {
      await this.stock.giveBack(tx, await this.lines(tx, order.id), 'cancel', ref);
      await this.mark(tx, order.id, false);
    } else if (order.status === 'cancelled' && to !== 'cancelled' && !order.stockReserved) {
      try {
        await this.stock.take(tx, await this.lines(tx, order.id), ref, 'reopen');
      } catch (error) {
        // Refused before anything was written: the transaction goes on without the pieces.
        if (!(error instanceof OutOfStockException) || actor.role !== 'gateway') throw error;
        return `Stock not reserved: ${error.message}`;
      }
      await this.mark(tx, order.id, true);
    }
    return null;
  }

  /** A locked order about to be deleted gives its pieces back, if it holds them and has not shipped. */
  async giveBackDeleted(tx: Tx, order: Order): Promise<void> {
    if (!order.stockReserved || !UNSHIPPED.includes(order.status)) return;
    await this.stock.giveBack(tx, await this.lines(tx, order.id), 'order_deleted', {
      orderId: null,
      note: `Order #${order.id.slice(-8).toUpperCase()} deleted`,
    });
  }

  private async lines(tx: Tx, orderId: string): Promise<StockLine[]> {
    const items = await tx.manager.getRepository(OrderItem).findBy({ orderId });
    // Lines of a product or variant deleted since hold no pieces that could go back.
    return items.flatMap((item) =>
      item.productId && item.variantId
        ? [{ productId: item.productId, variantId: item.variantId, quantity: item.quantity }]
        : [],
    );
  }

  private async mark(tx: Tx, orderId: string, reserved: boolean): Promise<void> {
    await tx.manager.getRepository(Order).update({ id: orderId }, { stockReserved: reserved });
  }
}
