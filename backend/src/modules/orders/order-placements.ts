import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/auth.decorators';
import { batchOf } from '../../common/concurrency/batch-of';
import { Paise, paiseToDecimal } from '../../common/money';
import { isStatementRefused } from '../../database/database-errors';
import { REFUSALS_EXPECTED } from '../../database/query-logger';
import { Generated, WritePart, writeTogether } from '../../database/write-together';
import type { ShippingAddress } from '../auth/user.entity';
import { CartService } from '../cart/cart.service';
import type { Coupon } from '../cart/coupon.entity';
import { CouponsService } from '../cart/coupons.service';
import type { PriceTotals, TaxMode } from '../cart/pricing';
import type { PricedProduct } from '../catalog/product-pricing';
import { CreateOrderDto, OrderDto } from './order.dto';
import { Order, OrderItem, OrderStatusChange, PaymentRecord } from './order.entity';
import { OrderStock } from './order-stock';
import { toOrderDto } from './order-view';
import { isPlacedRefusal, OrderWebhooks } from './order-webhooks';

/** A new order as priced and checked, ready to be written. */
export interface CheckedOrder {
  quantities: Map<string, number>;
  lines: { product: PricedProduct; quantity: number }[];
  taxMode: TaxMode;
  /** Before any discount, in paise: the coupon's minimum order value is judged on it. */
  subtotal: Paise;
  coupon: Coupon | null;
  totals: PriceTotals;
  shippingAddress: ShippingAddress;
}

/** An order to write: who places it, what they sent, and what the server made of it. */
export interface OrderDraft {
  user: AuthUser;
  input: CreateOrderDto;
  idempotencyKey?: string;
  requestHash: string;
  checked: CheckedOrder;
}

/**
 * Thrown when an order meets an Idempotency-Key placed before: its transaction rolls back. A
 * lone order answers null (the earlier order is the answer); a group's orders go alone.
 */
class MetEarlierOrder extends Error {
  constructor() {
    super('An order repeats an Idempotency-Key already placed');
  }
}

/** The unique index that makes one click one order (migration 1732000003000-checkout). */
const ONE_ORDER_PER_KEY = 'orders_user_idempotency_key';

function isEarlierOrder(error: unknown): boolean {
  const cause = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
  return cause?.code === '23505' && cause.constraint === ONE_ORDER_PER_KEY;
}

/**
 * Writes new orders. Orders that reach checkout together are written together: one statement
 * for all of them (the orders, their lines, timelines, payments and stock moves, the carts),
 * which is its own transaction, instead of several statements per order; a lone order is
 * written the same way. One group is written at a time, and the orders that arrive meanwhile
 * form the next (a lone order goes at once). Under load that turns the round trips and commits
 * that cost checkout most into one per group.
 *
 * A group stands or falls as a whole: if PostgreSQL refuses its statement (a product runs out,
 * an Idempotency-Key was used before, a deadlock), nothing was written, and each order is
 * written alone in a transaction that locks its products first, which answers 409 naming the
 * product, or the earlier order, and succeeds or fails by itself. A group whose statement fails
 * otherwise (the connection lost) is not written again (it may have committed): its orders
 * answer the error.
 *
 * When an endpoint wants placed orders, their events are written after the orders, in the
 * same transaction: groups then go in a transaction (BEGIN, the lock, the write, the events,
 * COMMIT), as long as endpoints want them.
 *
 * An order with a coupon always goes alone, in a transaction: it locks the coupon's row, which
 * two groups could take in turn.
 */
@Injectable()
export class OrderPlacements {
  private readonly placements = batchOf<OrderDraft, OrderDto | null>((drafts) => this.placeAll(drafts), {
    oneAtATime: true,
  });
  /** What the last order written in a transaction found: an endpoint wants placed orders. */
  private placedEventsWanted = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly orderStock: OrderStock,
    private readonly coupons: CouponsService,
    private readonly cart: CartService,
    private readonly webhooks: OrderWebhooks,
  ) {}

  /** The order as written; null when its Idempotency-Key placed an order before (nothing written). */
  place(draft: OrderDraft): Promise<OrderDto | null> {
    return this.placements.load(draft);
  }

  private async placeAll(drafts: readonly OrderDraft[]): Promise<(OrderDto | null | Error)[]> {
    const placed = new Map<OrderDraft, OrderDto | null | Error>();
    const group = drafts.filter((draft) => !draft.checked.coupon);
    if (group.length > 0) {
      const outcome = await this.placeGroup(group);
      if (outcome instanceof Error) for (const draft of group) placed.set(draft, outcome);
      else outcome?.forEach((order, index) => placed.set(group[index], order));
    }
    const alone = drafts.filter((draft) => !placed.has(draft));
    await Promise.all(
      alone.map(async (draft) => {
        const outcome = await this.dataSource
          .transaction((manager) => this.write(manager, [draft]))
          .then(
            ([order]) => order,
            (error: Error) => (error instanceof MetEarlierOrder ? null : error),
          );
        placed.set(draft, outcome);
      }),
    );
    return drafts.map((draft) => placed.get(draft)!);
  }

  /**
   * The group's orders as written; an error that each of them answers (they may have been
   * written); or null when nothing was written and each goes alone.
   */
  private async placeGroup(group: OrderDraft[]): Promise<OrderDto[] | Error | null> {
    if (!this.placedEventsWanted) {
      const outcome = await this.writeAtOnce(group).catch((error: Error) => error);
      if (!(outcome instanceof Error) || !isStatementRefused(outcome)) return outcome;
      if (!isPlacedRefusal(outcome)) return null;
      this.placedEventsWanted = true;
    }
    let writtenInFull = false;
    const outcome = await this.dataSource
      .transaction(async (manager) => {
        const written = await this.write(manager, group);
        writtenInFull = true;
        return written;
      })
      .catch((error: Error) => error);
    // Failed at the commit: the group may have been placed all the same, and writing its orders
    // again could place them twice. Each answers the error, as a lone order failing there does.
    return outcome instanceof Error && !writtenInFull ? null : outcome;
  }

  /**
   * Writes the orders in one statement, its own transaction, and answers them as written. It
   * locks the products it takes pieces of in the statement itself; PostgreSQL refuses it when
   * one runs short, a key was used before or an endpoint wants the orders' events.
   */
  private async writeAtOnce(drafts: readonly OrderDraft[]): Promise<OrderDto[]> {
    const values = drafts.map(orderValues);
    const stock = this.orderStock.takingNew(stockHolders(drafts, values));
    const carts = this.cart.removingProductsAtOnce(cartsOf(drafts));
    const rows = drafts.map((draft, index) => orderRows(values[index].id, draft));
    const parts: WritePart[] = [...orderParts(values, rows), this.webhooks.placedRefusal()];
    const stockPart = stock ? parts.push(stock.part) - 1 : -1;
    if (carts) parts.push(carts);
    const runner = this.dataSource.createQueryRunner();
    runner.data[REFUSALS_EXPECTED] = true;
    const written = await writeTogether(runner.manager, parts).finally(() => runner.release());
    // Committed: the caches learn of it before the orders are answered, as after a transaction.
    await stock?.committed(written[stockPart]);
    return answersOf(values, rows, written);
  }

  /**
   * Writes the orders in the caller's transaction and answers them as written: throws
   * MetEarlierOrder when one repeats an Idempotency-Key placed before.
   */
  private async write(manager: EntityManager, drafts: readonly OrderDraft[]): Promise<OrderDto[]> {
    const values = drafts.map(orderValues);
    // 409 naming the product when too few are left, decided on the locked counts before
    // anything is written; the whole group rolls back.
    const stock = await this.orderStock.reserveNew(manager, stockHolders(drafts, values));
    const carts = await this.cart.removingProducts(manager, cartsOf(drafts));
    const rows = drafts.map((draft, index) => orderRows(values[index].id, draft));
    const parts: WritePart[] = orderParts(values, rows);
    const checkPart = parts.push(this.webhooks.placedCheck()) - 1;
    // Made-to-order lines move no stock, and a cart may not hold what was ordered.
    const stockPart = stock ? parts.push(stock.part) - 1 : -1;
    if (carts) parts.push(carts);
    const written = await writeTogether(manager, parts).catch((error: Error) => {
      // ON CONFLICT DO NOTHING would let the order's lines name an order that is not there.
      throw isEarlierOrder(error) ? new MetEarlierOrder() : error;
    });
    const [check] = written[checkPart] as { wanted: boolean }[];
    this.placedEventsWanted = check.wanted;
    stock?.written(written[stockPart]);
    for (const [index, { user, checked }] of drafts.entries()) {
      // Checked again under the coupon's row lock: parallel orders cannot pass its limits.
      if (checked.coupon) {
        await this.coupons.redeem(manager, checked.coupon, {
          userId: user.id,
          subtotal: checked.subtotal,
          orderId: values[index].id,
        });
      }
    }
    const answers = answersOf(values, rows, written);
    await this.webhooks.placed(manager, answers, check.wanted);
    return answers;
  }
}

type OrderValues = ReturnType<typeof orderValues>;
type OrderRows = ReturnType<typeof orderRows>;

/** What each order takes from stock. */
function stockHolders(drafts: readonly OrderDraft[], values: OrderValues[]) {
  return drafts.map(({ user, checked }, index) => ({
    orderId: values[index].id,
    actorId: user.id,
    lines: [...checked.quantities].map(([productId, quantity]) => ({ productId, quantity })),
  }));
}

/** The ordered products, to drop from each shopper's cart. */
function cartsOf(drafts: readonly OrderDraft[]) {
  return drafts.map(({ user, checked }) => ({ userId: user.id, productIds: [...checked.quantities.keys()] }));
}

/** The orders' own rows: parts 0 to 3 of their statement. */
function orderParts(values: OrderValues[], rows: OrderRows[]): WritePart[] {
  return [
    { entity: Order, rows: values },
    { entity: OrderItem, rows: rows.flatMap((row) => row.items) },
    { entity: OrderStatusChange, rows: rows.map((row) => row.change) },
    { entity: PaymentRecord, rows: rows.map((row) => row.payment) },
  ];
}

/**
 * The answers, made of what was written and what the database generated for it (times), not
 * read back: a new order has no parcel, refund or invoice yet.
 */
function answersOf(values: OrderValues[], rows: OrderRows[], written: Generated): OrderDto[] {
  const [ordersGenerated, itemsGenerated, changesGenerated, paymentsGenerated] = written;
  let lineIndex = 0;
  return rows.map(({ items, change, payment }, index) => {
    const order = {
      ...asWritten<Order>(values[index], ordersGenerated[index]),
      items: items.map((item) => asWritten<OrderItem>(item, itemsGenerated[lineIndex++])),
    };
    return toOrderDto(
      order,
      [asWritten<OrderStatusChange>(change, changesGenerated[index])],
      asWritten<PaymentRecord>(payment, paymentsGenerated[index]),
    );
  });
}

/**
 * An order's own row. Its id is made here (time-ordered, as the database's own), so that its
 * lines, stock moves and the rest can name it in the same statement as the order itself.
 */
function orderValues({ user, input, idempotencyKey, requestHash, checked }: OrderDraft) {
  const { coupon, totals, taxMode, shippingAddress } = checked;
  return {
    id: uuidv7(),
    userId: user.id,
    email: user.email.toLowerCase(),
    status: 'pending' as const,
    paymentMethod: input.paymentMethod,
    paymentStatus: 'unpaid' as const,
    subtotal: paiseToDecimal(totals.subtotal),
    discount: paiseToDecimal(totals.discount),
    couponPercent: coupon?.discountPercentage ?? null,
    couponCode: coupon?.code ?? null,
    tax: paiseToDecimal(totals.tax),
    taxMode,
    amount: paiseToDecimal(totals.grandTotal),
    shippingAddress,
    idempotencyKey: idempotencyKey ?? null,
    stockReserved: true,
    requestHash: idempotencyKey ? requestHash : null,
    paidAt: null,
    cancelReason: null,
  };
}

/** An order's lines, the first step of its timeline and its payment record. */
function orderRows(orderId: string, { user, input, checked }: OrderDraft) {
  return {
    items: checked.lines.map(({ product, quantity }, position) => snapshotLine(orderId, product, quantity, position)),
    change: {
      orderId,
      fromStatus: null,
      toStatus: 'pending' as const,
      paymentStatus: 'unpaid' as const,
      actorId: user.id,
      actorRole: 'user' as const,
      note: 'Order placed',
    },
    payment: {
      orderId,
      userId: user.id,
      email: user.email.toLowerCase(),
      method: input.paymentMethod,
      provider: input.paymentMethod === 'UPI' ? 'paytm' : null,
      amount: paiseToDecimal(checked.totals.grandTotal),
      status: 'pending' as const,
      txnId: null,
      gatewayResponse: null,
    },
  };
}

/** A row as inserted: the values written and the columns the database generated (ids, times). */
function asWritten<T>(values: object, generated: object): T {
  return { ...values, ...generated } as T;
}

function snapshotLine(orderId: string, product: PricedProduct, quantity: number, position: number) {
  return {
    orderId,
    productId: product.id,
    name: product.name,
    image: product.image,
    material: product.material,
    unitPrice: paiseToDecimal(product.pricePaise),
    originalPrice: paiseToDecimal(product.originalPricePaise),
    dealDiscount: product.dealDiscount,
    dealTitle: product.dealTitle,
    quantity,
    position,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
  };
}
