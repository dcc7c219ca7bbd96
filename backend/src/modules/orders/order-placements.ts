import { Inject, Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import type { AuthUser } from '../../common/decorators/auth.decorators';
import { APP_CONFIG, AppConfig } from '../../config';
import { Paise, paiseToDecimal } from '../../common/money';
import { Transactions } from '../../infra/events';
import type { ShippingAddress } from '../auth/user.entity';
import { orderContactSql } from '../auth/users.service';
import { removeVariantsSql } from '../cart/cart.service';
import type { Coupon } from '../cart/coupon.entity';
import { CouponsService } from '../cart/coupons.service';
import type { PriceTotals, TaxMode } from '../../common/pricing';
import type { PricedProduct } from '../catalog/product-pricing.service';
import { STOCK_MOVED, StockMoved, stockMoveParams, stockMoveSql, StockService } from '../catalog/stock.service';
import { CreateOrderDto, OrderDto } from './order.dto';
import { Order, OrderAddress, OrderStatusChange, PaymentRecord } from './order.entity';
import { prepared } from '../../database/prepared';
import { toOrderDto } from './order-view';
import { OrderWebhooks } from './order-webhooks';
import { WANTED_TYPES_SQL } from '../webhooks/webhook-outbox.service';

/** A new order as priced and checked, ready to be written. */
export interface CheckedOrder {
  /** One per variant, in the order the shopper sent them. */
  lines: { product: PricedProduct; quantity: number }[];
  taxMode: TaxMode;
  /** Before any discount, in paise: the coupon's minimum order value is judged on it. */
  subtotal: Paise;
  coupon: Coupon | null;
  totals: PriceTotals;
  /** Where it ships; the shopper's name and phone join it as the order is written (WRITE_ORDER). */
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
 * An order's rows in one statement: the order ($1–$14; its shipping address $12 gains the
 * shopper's name and phone, so the admin can call them and find the order by them) and, only
 * when it was inserted (one whose Idempotency-Key was placed before inserts nothing:
 * orders_user_idempotency_key), its lines ($15, a JSON array), the first step of its timeline
 * and its payment record ($16 its provider), and its variants leave the shopper's cart. The
 * pieces are taken along (products $17, variants $18, changes $19: stockMoveSql) when the order
 * was inserted, unless one variant has too few; then nothing is taken, and the caller rolls the
 * order back. Answers what the inserts generated (ids, times and the address as kept; the lines'
 * ids in their positions' order), the stock as STOCK_MOVED reads it and the webhook event types
 * wanted; no row when the order was not inserted.
 */
const WRITE_ORDER = prepared(`
  WITH placed AS (
    INSERT INTO orders (id, user_id, email, status, payment_method, payment_status, subtotal, discount,
                        coupon_percent, coupon_code, tax, tax_mode, amount, shipping_address,
                        idempotency_key, request_hash, stock_reserved)
    VALUES ($1::uuid, $2::uuid, $3::varchar, 'pending', $4::varchar, 'unpaid', $5::numeric, $6::numeric,
            $7::int, $8::varchar, $9::numeric, $10::varchar, $11::numeric,
            $12::jsonb || coalesce((${orderContactSql('$2::uuid')}), '{}'::jsonb),
            $13::varchar, $14::varchar, true)
    ON CONFLICT DO NOTHING
    RETURNING id, created_at, updated_at, shipping_address),
  lines AS (
    INSERT INTO order_items (order_id, product_id, variant_id, sku, variant_title, name, image, material, unit_price,
                             original_price, deal_discount, deal_title, quantity, position, hsn_code, gst_rate)
    SELECT placed.id, line.* FROM placed, jsonb_to_recordset($15::jsonb) AS line (
      product_id uuid, variant_id uuid, sku varchar, variant_title varchar, name varchar, image varchar,
      material varchar, unit_price numeric, original_price numeric, deal_discount int, deal_title varchar,
      quantity int, position smallint, hsn_code varchar, gst_rate smallint)
    RETURNING id, position, variant_id),
  emptied AS (${removeVariantsSql('$2::uuid', 'SELECT variant_id FROM lines')}),
  timeline AS (
    INSERT INTO order_status_history (order_id, from_status, to_status, payment_status, actor_id, actor_role, note)
    SELECT id, NULL, 'pending', 'unpaid', $2::uuid, 'user', 'Order placed' FROM placed
    RETURNING id, created_at),
  payment AS (
    INSERT INTO payments (order_id, user_id, email, method, provider, amount, status)
    SELECT id, $2::uuid, $3::varchar, $4::varchar, $16::varchar, $11::numeric, 'pending' FROM placed
    RETURNING id, created_at, updated_at),
  ${stockMoveSql({
    productIds: '(SELECT $17::uuid[] FROM placed)',
    variantIds: '(SELECT $18::uuid[] FROM placed)',
    changes: '(SELECT $19::int[] FROM placed)',
    reason: "'order'",
    orderId: '$1::uuid',
    actorId: '$2::uuid',
    note: 'NULL',
  })}
  SELECT placed.created_at AS "createdAt", placed.updated_at AS "updatedAt", placed.shipping_address AS "shippingAddress",
         (SELECT array_agg(lines.id::text ORDER BY lines.position) FROM lines) AS "lineIds",
         timeline.id AS "changeId", timeline.created_at AS "changedAt",
         payment.id AS "paymentId", payment.created_at AS "paymentCreatedAt", payment.updated_at AS "paymentUpdatedAt",
         (SELECT jsonb_agg(variant) FROM (${STOCK_MOVED}) variant) AS "stock",
         (${WANTED_TYPES_SQL}) AS "webhookTypes"
  FROM placed, timeline, payment`);

/** What WRITE_ORDER's inserts generated. */
interface Written {
  createdAt: Date;
  updatedAt: Date;
  shippingAddress: OrderAddress;
  lineIds: string[];
  changeId: string;
  changedAt: Date;
  paymentId: string;
  paymentCreatedAt: Date;
  paymentUpdatedAt: Date;
  stock: StockMoved[];
  webhookTypes: string[];
}

/**
 * Writes new orders: one transaction per order, one statement for the order's rows, the cart and
 * the stock, and one more for a coupon. The rows it locks come in the order every change of an
 * order takes them too (OrdersService.applyChange): the products' (the stock), the status
 * counters' (when the statement ends, its trigger counts the new order), the coupon's.
 */
@Injectable()
export class OrderPlacements {
  constructor(
    private readonly transactions: Transactions,
    private readonly stock: StockService,
    private readonly coupons: CouponsService,
    private readonly webhooks: OrderWebhooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The order as written; null when its Idempotency-Key placed an order before (nothing written). */
  async place(draft: OrderDraft): Promise<OrderDto | null> {
    const { user, checked } = draft;
    const placing = this.transactions.run(async (tx) => {
      // The order with its lines, timeline and payment, its products out of the cart, its pieces
      // taken. A transaction placing the same key meanwhile is waited for; one placed before
      // inserts nothing. Orders for the same products queue on their rows until COMMIT.
      const rows = orderRows(draft);
      const { order, items, change, payment } = rows;
      const lines = checked.lines.map(({ product, quantity }) => ({
        productId: product.id,
        variantId: product.variantId,
        quantity,
      }));
      const { productIds, variantIds, changes } = stockMoveParams(lines, -1);
      const params = [...writeOrderParams(rows), productIds, variantIds, changes];
      const [written] = await tx.manager.query<Written[]>(WRITE_ORDER, params);
      if (!written) throw new MetEarlierOrder();
      // The answer is what was written, with what the inserts generated (ids, times), not read
      // back: a new order has no parcel, refund or invoice yet.
      const placed = toOrderDto(
        {
          ...order,
          createdAt: written.createdAt,
          updatedAt: written.updatedAt,
          shippingAddress: written.shippingAddress,
          items: items.map((item, i) => ({ ...item, id: written.lineIds[i] })),
        } as Order,
        this.config.paymentTimeoutSeconds,
        [{ ...change, id: written.changeId, createdAt: written.changedAt } as OrderStatusChange],
        {
          ...payment,
          id: written.paymentId,
          createdAt: written.paymentCreatedAt,
          updatedAt: written.paymentUpdatedAt,
        } as PaymentRecord,
      );
      tx.publish({ type: 'cart.changed', userIds: [user.id] });
      await this.webhooks.placed(tx, placed, written.webhookTypes);
      // 409 naming the product when too few pieces were left: everything above rolls back.
      await this.stock.taken(tx, written.stock ?? [], { orderId: order.id, actorId: user.id });
      // The coupon last, checked again under its row lock so that parallel orders cannot pass
      // its limits.
      if (checked.coupon) {
        const use = { userId: user.id, subtotal: checked.subtotal, orderId: order.id };
        await this.coupons.redeem(tx.manager, checked.coupon, use);
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

/** An order's own row, its lines, the first step of its timeline and its payment record. */
function orderRows(draft: OrderDraft) {
  const { user, input, checked } = draft;
  const order = orderValues(draft);
  return {
    order,
    items: checked.lines.map(({ product, quantity }, position) => snapshotLine(order.id, product, quantity, position)),
    change: {
      orderId: order.id,
      fromStatus: null,
      toStatus: 'pending' as const,
      paymentStatus: 'unpaid' as const,
      actorId: user.id,
      actorRole: 'user' as const,
      note: 'Order placed',
    },
    payment: {
      orderId: order.id,
      userId: user.id,
      email: order.email,
      method: input.paymentMethod,
      provider: input.paymentMethod === 'UPI' ? 'paytm' : null,
      amount: order.amount,
      status: 'pending' as const,
      txnId: null,
      gatewayResponse: null,
      gatewayOrderId: null,
    },
  };
}

/** The order's row. Its id is made here, time-ordered as the database's own. */
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

function snapshotLine(orderId: string, product: PricedProduct, quantity: number, position: number) {
  return {
    orderId,
    productId: product.id,
    variantId: product.variantId,
    sku: product.sku,
    variantTitle: product.variantTitle,
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

/** WRITE_ORDER's values, in its parameters' order. */
function writeOrderParams({ order, items, payment }: ReturnType<typeof orderRows>): unknown[] {
  const lines = items.map((item) => ({
    product_id: item.productId,
    variant_id: item.variantId,
    sku: item.sku,
    variant_title: item.variantTitle,
    name: item.name,
    image: item.image,
    material: item.material,
    unit_price: item.unitPrice,
    original_price: item.originalPrice,
    deal_discount: item.dealDiscount,
    deal_title: item.dealTitle,
    quantity: item.quantity,
    position: item.position,
    hsn_code: item.hsnCode,
    gst_rate: item.gstRate,
  }));
  return [
    order.id,
    order.userId,
    order.email,
    order.paymentMethod,
    order.subtotal,
    order.discount,
    order.couponPercent,
    order.couponCode,
    order.tax,
    order.taxMode,
    order.amount,
    JSON.stringify(order.shippingAddress),
    order.idempotencyKey,
    order.requestHash,
    JSON.stringify(lines),
    payment.provider,
  ];
}
