import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/auth.decorators';
import { batchOf } from '../../common/concurrency/batch-of';
import { Paise, paiseToDecimal } from '../../common/money';
import { WritePart, writeTogether } from '../../database/write-together';
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
import { OrderWebhooks } from './order-webhooks';

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
 * Writes new orders. Orders that reach checkout together are written together: one
 * transaction, and two statements for all of them (the stock lock; then the orders, their
 * lines, timelines, payments and stock moves, the carts and the webhook check) instead of
 * several per order. One group is written at a time, and the orders that arrive meanwhile form the next
 * (a lone order goes at once). Under load that turns the round trips and commits that cost
 * checkout most into a few per group.
 *
 * A group stands or falls as a whole: if any of its orders cannot be written (a product runs
 * out, an Idempotency-Key was used before, a deadlock), the group rolls back and each order is
 * written alone, as a lone order always is, and succeeds or fails by itself. A group whose
 * commit fails is not written again (it may have committed): its orders answer the error.
 *
 * An order with a coupon always goes alone: it locks the coupon's row, which two groups could
 * take in turn.
 */
@Injectable()
export class OrderPlacements {
  private readonly placements = batchOf<OrderDraft, OrderDto | null>((drafts) => this.placeAll(drafts), {
    oneAtATime: true,
  });

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
    if (group.length > 1) {
      let writtenInFull = false;
      const outcome = await this.dataSource
        .transaction(async (manager) => {
          const written = await this.write(manager, group);
          writtenInFull = true;
          return written;
        })
        .catch((error: Error) => error);
      if (!(outcome instanceof Error)) outcome.forEach((order, index) => placed.set(group[index], order));
      // Failed at the commit: the group may have been placed all the same, and writing its orders
      // again could place them twice. Each answers the error, as a lone order failing there does.
      else if (writtenInFull) for (const draft of group) placed.set(draft, outcome);
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
   * Writes the orders in the caller's transaction and answers them as written: throws
   * MetEarlierOrder when one repeats an Idempotency-Key placed before.
   */
  private async write(manager: EntityManager, drafts: readonly OrderDraft[]): Promise<OrderDto[]> {
    // The ids are made here (time-ordered, as the database's own), so that the lines, stock
    // moves and the rest can name their order in the same statement as the order itself.
    const values = drafts.map((draft) => ({ id: uuidv7(), ...orderValues(draft) }));
    const ids = values.map((order) => order.id);
    // 409 naming the product when too few are left, decided on the locked counts before
    // anything is written; the whole group rolls back.
    const stock = await this.orderStock.reserveNew(
      manager,
      drafts.map(({ user, checked }, index) => ({
        orderId: ids[index],
        actorId: user.id,
        lines: [...checked.quantities].map(([productId, quantity]) => ({ productId, quantity })),
      })),
    );
    const carts = await this.cart.removingProducts(
      manager,
      drafts.map(({ user, checked }) => ({ userId: user.id, productIds: [...checked.quantities.keys()] })),
    );
    const rows = drafts.map((draft, index) => orderRows(ids[index], draft));
    const parts: WritePart[] = [
      { entity: Order, rows: values },
      { entity: OrderItem, rows: rows.flatMap((row) => row.items) },
      { entity: OrderStatusChange, rows: rows.map((row) => row.change) },
      { entity: PaymentRecord, rows: rows.map((row) => row.payment) },
      this.webhooks.placedCheck(),
    ];
    // Made-to-order lines move no stock, and a cart may not hold what was ordered.
    const stockPart = stock ? parts.push(stock.part) - 1 : -1;
    if (carts) parts.push(carts);
    const written = await writeTogether(manager, parts).catch((error: Error) => {
      // ON CONFLICT DO NOTHING would let the order's lines name an order that is not there.
      throw isEarlierOrder(error) ? new MetEarlierOrder() : error;
    });
    const [ordersGenerated, itemsGenerated, changesGenerated, paymentsGenerated, [check]] = written;
    stock?.written(written[stockPart]);
    for (const [index, { user, checked }] of drafts.entries()) {
      // Checked again under the coupon's row lock: parallel orders cannot pass its limits.
      if (checked.coupon) {
        await this.coupons.redeem(manager, checked.coupon, {
          userId: user.id,
          subtotal: checked.subtotal,
          orderId: ids[index],
        });
      }
    }
    // The answers are made of what was written and what the database generated for it (times),
    // not read back: a new order has no parcel, refund or invoice yet.
    let lineIndex = 0;
    const answers = rows.map(({ items, change, payment }, index) => {
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
    await this.webhooks.placed(manager, answers, (check as { wanted: boolean }).wanted);
    return answers;
  }
}

function orderValues({ user, input, idempotencyKey, requestHash, checked }: OrderDraft) {
  const { coupon, totals, taxMode, shippingAddress } = checked;
  return {
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
