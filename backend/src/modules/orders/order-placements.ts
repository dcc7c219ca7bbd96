import { Inject, Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import type { AuthUser } from '../../common/decorators/auth.decorators';
import { APP_CONFIG, AppConfig } from '../../config';
import { Paise, paiseToDecimal } from '../../common/money';
import { Transactions } from '../../infra/events';
import type { ShippingAddress } from '../auth/user.entity';
import { CartService } from '../cart/cart.service';
import type { Coupon } from '../cart/coupon.entity';
import { CouponsService } from '../cart/coupons.service';
import type { PriceTotals, TaxMode } from '../../common/pricing';
import type { PricedProduct } from '../catalog/product-pricing.service';
import { StockService } from '../catalog/stock.service';
import { CreateOrderDto, OrderDto } from './order.dto';
import { Order, OrderItem, OrderStatusChange, PaymentRecord } from './order.entity';
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

/** Thrown when an order repeats an Idempotency-Key placed before: its transaction rolls back. */
class MetEarlierOrder extends Error {
  constructor() {
    super('An order repeats an Idempotency-Key already placed');
  }
}

/**
 * Writes new orders: one transaction per order, one statement per kind of row. The rows it
 * locks come in the order every change of an order takes them too (OrdersService.applyChange):
 * the order's (writing it moves the status counters), the products', the coupon's.
 */
@Injectable()
export class OrderPlacements {
  constructor(
    private readonly transactions: Transactions,
    private readonly stock: StockService,
    private readonly coupons: CouponsService,
    private readonly cart: CartService,
    private readonly webhooks: OrderWebhooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The order as written; null when its Idempotency-Key placed an order before (nothing written). */
  async place(draft: OrderDraft): Promise<OrderDto | null> {
    const { user, checked } = draft;
    const placing = this.transactions.run(async (tx) => {
      const { manager } = tx;
      // The order; one whose key was placed before (orders_user_idempotency_key) inserts
      // nothing. A transaction placing the same key meanwhile is waited for.
      const order = orderValues(draft);
      const inserted = await manager.createQueryBuilder().insert().into(Order).values(order).orIgnore().execute();
      if ((inserted.raw as unknown[]).length === 0) throw new MetEarlierOrder();

      const { items, change, payment } = orderRows(order.id, draft);
      await manager.insert(OrderItem, items);
      await manager.insert(OrderStatusChange, change);
      await manager.insert(PaymentRecord, payment);
      await this.cart.removeProducts(tx, user.id, [...checked.quantities.keys()]);
      // The answer is what was written, with what the inserts generated (ids, times), not read
      // back: a new order has no parcel, refund or invoice yet.
      const placed = toOrderDto(
        { ...order, items } as Order,
        this.config.paymentTimeoutSeconds,
        [change as OrderStatusChange],
        payment as PaymentRecord,
      );
      await this.webhooks.placed(tx, placed);

      // Last, because orders for the same products queue on their rows until COMMIT: the
      // pieces, on the locked counts (409 naming the product when too few are left, and
      // everything above rolls back), then the coupon, checked again under its row lock so that
      // parallel orders cannot pass its limits.
      const lines = [...checked.quantities].map(([productId, quantity]) => ({ productId, quantity }));
      await this.stock.take(tx, lines, { orderId: order.id, actorId: user.id });
      if (checked.coupon) {
        const use = { userId: user.id, subtotal: checked.subtotal, orderId: order.id };
        await this.coupons.redeem(manager, checked.coupon, use);
      }
      tx.publish({ type: 'order.placed', orderIds: [order.id] });
      return placed;
    });
    return placing.catch((error: unknown) => {
      if (error instanceof MetEarlierOrder) return null;
      throw error;
    });
  }
}

/** An order's own row. Its id is made here, time-ordered as the database's own. */
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
