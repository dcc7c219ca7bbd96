import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ShippingAddress } from '../auth/user.entity';
import type { TaxMode } from '../../common/pricing';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status';

/**
 * Where an order goes, with the name and mobile number of the account that placed it as they
 * were then (absent on orders placed before they were kept): the shop calls the customer.
 */
export type OrderAddress = ShippingAddress & { name?: string; phone?: string | null };

/** Money columns are numeric(12,2), read as strings ('1234.50'); compute with common/money. */
@Entity('orders')
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  status: OrderStatus;

  @Column({ name: 'payment_method', type: 'varchar', length: 10 })
  paymentMethod: PaymentMethod;

  @Column({ name: 'payment_status', type: 'varchar', length: 20 })
  paymentStatus: PaymentStatus;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  subtotal: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  discount: string;

  @Column({ name: 'coupon_percent', type: 'int', nullable: true })
  couponPercent: number | null;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  tax: string;

  /** The grand total. */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Column({ name: 'coupon_code', type: 'varchar', length: 40, nullable: true })
  couponCode: string | null;

  /** How the tax was computed when the order was placed (the invoice splits it the same way). */
  @Column({ name: 'tax_mode', type: 'varchar', length: 12, default: 'flat' })
  taxMode: TaxMode;

  @Column({ name: 'shipping_address', type: 'jsonb' })
  shippingAddress: OrderAddress;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  /** SHA-256 of the request an Idempotency-Key was first used with (see orderRequestHash). */
  @Column({ name: 'request_hash', type: 'varchar', length: 64, nullable: true })
  requestHash: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'cancel_reason', type: 'text', nullable: true })
  cancelReason: string | null;

  /** Whether the order holds its lines' stock now (see order-stock.ts). */
  @Column({ name: 'stock_reserved', type: 'boolean', default: false })
  stockReserved: boolean;

  @OneToMany(() => OrderItem, (item) => item.order)
  items: OrderItem[];
}

/** A snapshot of a line as it was sold: later catalogue changes do not rewrite past orders. */
@Entity('order_items')
export class OrderItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Order;

  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId: string | null;

  /** The variant sold; null once it is deleted (sku and variantTitle keep what was sold). */
  @Column({ name: 'variant_id', type: 'uuid', nullable: true })
  variantId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sku: string | null;

  /** "Size: Large / Finish: Walnut" as sold; null for a product without options. */
  @Column({ name: 'variant_title', type: 'varchar', length: 200, nullable: true })
  variantTitle: string | null;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  image: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  material: string | null;

  @Column({ name: 'unit_price', type: 'numeric', precision: 12, scale: 2 })
  unitPrice: string;

  @Column({ name: 'original_price', type: 'numeric', precision: 12, scale: 2 })
  originalPrice: string;

  @Column({ name: 'deal_discount', type: 'int' })
  dealDiscount: number;

  @Column({ name: 'deal_title', type: 'varchar', length: 200, nullable: true })
  dealTitle: string | null;

  @Column({ type: 'int' })
  quantity: number;

  /** The product's HSN code and GST rate when sold (null for lines sold before GST invoices). */
  @Column({ name: 'hsn_code', type: 'varchar', length: 8, nullable: true })
  hsnCode: string | null;

  @Column({ name: 'gst_rate', type: 'smallint', nullable: true })
  gstRate: number | null;

  /** The line's place in the order as the shopper sent it. */
  @Column({ type: 'smallint' })
  position: number;
}

/** One row per change of an order's status or payment status: the customer's timeline. */
@Entity('order_status_history')
export class OrderStatusChange {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'from_status', type: 'varchar', length: 20, nullable: true })
  fromStatus: OrderStatus | null;

  @Column({ name: 'to_status', type: 'varchar', length: 20 })
  toStatus: OrderStatus;

  @Column({ name: 'payment_status', type: 'varchar', length: 20 })
  paymentStatus: PaymentStatus;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_role', type: 'varchar', length: 10 })
  actorRole: string;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export type PaymentRecordStatus =
  'pending' | 'initiated' | 'paid' | 'failed' | 'cancelled' | 'partially_refunded' | 'refunded';

/** The money side of an order: one record per order, updated as the gateway reports. */
@Entity('payments')
export class PaymentRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  method: PaymentMethod;

  @Column({ type: 'varchar', length: 20, nullable: true })
  provider: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Column({ type: 'varchar', length: 20 })
  status: PaymentRecordStatus;

  @Column({ name: 'txn_id', type: 'varchar', length: 100, nullable: true })
  txnId: string | null;

  @Column({ name: 'gateway_response', type: 'jsonb', nullable: true })
  gatewayResponse: Record<string, unknown> | null;

  /** Gateway transactions started for the order ("Pay now" starts another). */
  @Column({ name: 'gateway_attempts', type: 'integer', default: 0 })
  gatewayAttempts: number;

  /** The gateway's order id of the transaction that paid (refunds name it); null before payment. */
  @Column({ name: 'gateway_order_id', type: 'varchar', length: 64, nullable: true })
  gatewayOrderId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export type RefundStatus = 'pending' | 'success' | 'failed';

/** A quantity of one order line given back in a refund. */
export interface RefundLineInput {
  itemId: string;
  quantity: number;
}

/** A refunded line as kept: with the variant, SKU and options of the order line (as it named them then). */
export interface RefundLine extends RefundLineInput {
  variantId: string | null;
  sku: string | null;
  variantTitle: string | null;
}

/**
 * Money given back on a paid UPI order. The id is chosen by the caller (the admin's screen),
 * so a repeated submit finds the same refund; it is also the gateway's refund reference.
 */
@Entity('refunds')
export class Refund {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'jsonb', nullable: true })
  lines: RefundLine[] | null;

  @Column({ type: 'varchar', length: 10 })
  status: RefundStatus;

  @Column({ name: 'gateway_refund_id', type: 'varchar', length: 100, nullable: true })
  gatewayRefundId: string | null;

  @Column({ name: 'gateway_response', type: 'jsonb', nullable: true })
  gatewayResponse: Record<string, unknown> | null;

  @Column({ name: 'requested_by', type: 'uuid', nullable: true })
  requestedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The Idempotency-Key this row was written with, and its request's hash (common/http/idempotency.ts). */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true, select: false })
  idempotencyKey?: string | null;

  @Column({ name: 'request_hash', type: 'varchar', length: 64, nullable: true, select: false })
  requestHash?: string | null;
}

/**
 * How many uses of the coupon `code` the customer `userId` holds (SQL int; the arguments are
 * SQL values): their orders with it that are not cancelled, the order `exceptOrderId` (null
 * for none) left out. The coupons' per-customer limit composes it into its own statement.
 */
export function couponUsesSql(userId: string, code: string, exceptOrderId: string): string {
  return `SELECT count(*)::int FROM orders WHERE user_id = ${userId} AND coupon_code = ${code}
    AND status <> 'cancelled' AND (${exceptOrderId} IS NULL OR id <> ${exceptOrderId})`;
}

/**
 * A second payment the gateway took for an order already paid (the shopper paid on two "Pay
 * now" pages): the order keeps one, and this one is refunded in full through the gateway, under
 * a refund id made from its gateway order id (so settling again never refunds it twice). Kept
 * apart from the order's refunds: it is not part of what the order was paid.
 */
@Entity('extra_payments')
export class ExtraPayment {
  /** The gateway order id of the transaction, `<order id>` or `<order id>_<n>`. */
  @PrimaryColumn({ name: 'gateway_order_id', type: 'varchar', length: 60 })
  gatewayOrderId: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'txn_id', type: 'varchar', length: 100, nullable: true })
  txnId: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Column({ name: 'refund_id', type: 'uuid' })
  refundId: string;

  @Column({ name: 'refund_status', type: 'varchar', length: 10 })
  refundStatus: RefundStatus;

  @Column({ name: 'gateway_refund_id', type: 'varchar', length: 100, nullable: true })
  gatewayRefundId: string | null;

  @Column({ name: 'gateway_response', type: 'jsonb', nullable: true })
  gatewayResponse: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
