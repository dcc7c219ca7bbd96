import { BadRequestException, ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/decorators/auth.decorators';
import { assertSelfOrAdmin } from '../../common/guards/ownership';
import { Paise, paiseToDecimal, toPaise } from '../../common/money';
import { UsersService } from '../auth/users.service';
import type { ShippingAddress } from '../auth/user.entity';
import { CartService } from '../cart/cart.service';
import { CouponsService } from '../cart/coupons.service';
import { priceLines } from '../cart/pricing';
import { PricedProduct, ProductPricing } from '../catalog/product-pricing';
import { AmountMismatchException } from './amount-mismatch';
import { CreateOrderDto, OrderDto, ShippingAddressDto, StatusCountsDto } from './order.dto';
import { Order, OrderItem, OrderStatusChange, PaymentRecord, PaymentRecordStatus } from './order.entity';
import { OrderMails } from './order-mails';
import {
  ActorRole,
  canMovePayment,
  canSystemCancel,
  ORDER_STATUSES,
  OrderStatus,
  PaymentStatus,
  paymentAfterAdminStatus,
} from './order-status';
import { toOrderDto } from './order-view';

export const INCOMPLETE_ADDRESS = 'Please complete your shipping address in your profile before placing an order.';
/** The client's amount may differ from the server's by at most this much (0.01 rupees). */
const AMOUNT_TOLERANCE_PAISE = 1;
const PINCODE = /^[1-9]\d{5}$/;

export interface Actor {
  id: string | null;
  role: ActorRole;
}

/** What a gateway's status API said about an order's payment. */
export interface GatewayOutcome {
  state: 'paid' | 'failed' | 'pending';
  txnId: string | null;
  /** What the gateway says was paid; a paid outcome must match the order's amount. */
  amountPaise: Paise | null;
  response: Record<string, unknown>;
}

/** A change computed from the locked order; null when nothing is to change. */
interface Change {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  cancelReason?: string | null;
  note: string;
  payment?: { status?: PaymentRecordStatus; txnId?: string | null; gatewayResponse?: Record<string, unknown> };
}

export interface ChangeResult {
  order: OrderDto;
  changed: boolean;
}

function isComplete(address: Partial<ShippingAddress> | null | undefined): address is ShippingAddress {
  return !!address && (['address', 'city', 'state', 'pincode'] as const).every((k) => !!address[k]?.trim());
}

/**
 * The owner of orders, their lines, status history and payment records. Every change of an
 * order's status or payment status goes through `change`, which locks the order row, applies
 * the state machine (order-status.ts), records the history and mails the customer after commit.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderStatusChange) private readonly history: Repository<OrderStatusChange>,
    @InjectRepository(PaymentRecord) private readonly payments: Repository<PaymentRecord>,
    @Inject(ProductPricing) private readonly pricing: ProductPricing,
    private readonly coupons: CouponsService,
    private readonly cart: CartService,
    private readonly users: UsersService,
    private readonly mails: OrderMails,
  ) {}

  // ---- placing an order -------------------------------------------------------------------

  /** Places an order priced by the server; the same idempotency key returns the same order. */
  async place(user: AuthUser, input: CreateOrderDto, idempotencyKey?: string): Promise<ChangeResult> {
    if (input.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new ForbiddenException('You can only place orders for your own account');
    }
    if (idempotencyKey) {
      const earlier = await this.orders.findOneBy({ userId: user.id, idempotencyKey });
      if (earlier) return { order: await this.view(earlier.id), changed: false };
    }
    const quantities = mergeLines(input.products);
    const products = await this.pricedProducts([...quantities.keys()]);
    const coupon = input.couponCode ? await this.coupons.findValid(input.couponCode) : null;
    const lines = [...quantities].map(([productId, quantity]) => ({ product: products.get(productId)!, quantity }));
    const totals = priceLines(
      lines.map(({ product, quantity }) => ({ unitPricePaise: product.pricePaise, quantity })),
      coupon?.discountPercentage ?? null,
    );
    if (Math.abs(toPaise(input.amount) - totals.grandTotal) > AMOUNT_TOLERANCE_PAISE) {
      throw new AmountMismatchException(totals.grandTotal);
    }
    const shippingAddress = await this.shippingAddress(user.id, input.shippingAddress);

    const orderId = await this.dataSource.transaction(async (manager) => {
      const email = user.email.toLowerCase();
      // ON CONFLICT DO NOTHING: a second request with the same Idempotency-Key waits for the
      // first to commit, inserts nothing and returns the first one's order below.
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(Order)
        .values({
          userId: user.id,
          email,
          status: 'pending',
          paymentMethod: input.paymentMethod,
          paymentStatus: 'unpaid',
          subtotal: paiseToDecimal(totals.subtotal),
          discount: paiseToDecimal(totals.discount),
          couponPercent: coupon?.discountPercentage ?? null,
          couponCode: coupon?.code ?? null,
          tax: paiseToDecimal(totals.tax),
          amount: paiseToDecimal(totals.grandTotal),
          shippingAddress,
          idempotencyKey: idempotencyKey ?? null,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      const id = (inserted.raw as { id: string }[])[0]?.id;
      if (!id) return null;
      await manager
        .getRepository(OrderItem)
        .insert(lines.map(({ product, quantity }, position) => snapshotLine(id, product, quantity, position)));
      await manager.getRepository(OrderStatusChange).insert({
        orderId: id,
        fromStatus: null,
        toStatus: 'pending',
        paymentStatus: 'unpaid',
        actorId: user.id,
        actorRole: 'user',
        note: 'Order placed',
      });
      await manager.getRepository(PaymentRecord).insert({
        orderId: id,
        userId: user.id,
        email,
        method: input.paymentMethod,
        provider: input.paymentMethod === 'UPI' ? 'paytm' : null,
        amount: paiseToDecimal(totals.grandTotal),
        status: 'pending',
        txnId: null,
        gatewayResponse: null,
      });
      await this.cart.removeProducts(manager, user.id, [...quantities.keys()]);
      return id;
    });
    if (!orderId) {
      const winner = await this.orders.findOneByOrFail({ userId: user.id, idempotencyKey });
      return { order: await this.view(winner.id), changed: false };
    }
    const order = await this.view(orderId);
    await this.mails.placed(order);
    return { order, changed: true };
  }

  private async pricedProducts(ids: string[]): Promise<Map<string, PricedProduct>> {
    const found = new Map((await this.pricing.getPricedProducts(ids)).map((p) => [p.id, p]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new NotFoundException(`Product not found: ${missing.join(', ')}`);
    return found;
  }

  /** The address sent with the order when complete, else the profile's; a pincode must be valid. */
  private async shippingAddress(userId: string, sent?: ShippingAddressDto): Promise<ShippingAddress> {
    const profile = isComplete(sent) ? null : (await this.users.findById(userId))?.shippingAddress;
    const chosen = isComplete(sent) ? sent : profile;
    if (!isComplete(chosen)) throw new BadRequestException(INCOMPLETE_ADDRESS);
    const address = {
      address: chosen.address.trim(),
      city: chosen.city.trim(),
      state: chosen.state.trim(),
      pincode: chosen.pincode.trim(),
    };
    if (!PINCODE.test(address.pincode)) {
      throw new BadRequestException('Pincode must be 6 digits and cannot start with 0');
    }
    return address;
  }

  // ---- reading ----------------------------------------------------------------------------

  /** One order with lines, timeline and payment; 404 when it does not exist. */
  async view(id: string): Promise<OrderDto> {
    const [dto] = await this.views(await this.orders.find({ where: { id }, relations: { items: true } }));
    if (!dto) throw new NotFoundException('Order not found');
    return dto;
  }

  /** An order the caller may read: its owner, or an admin. */
  async viewFor(user: AuthUser, id: string): Promise<OrderDto> {
    const order = await this.view(id);
    this.assertOwnerOrAdmin(user, order);
    return order;
  }

  /** An order only its owner may act on (pay, confirm, cancel): others get 403. */
  async viewOwned(user: AuthUser, id: string): Promise<OrderDto> {
    const order = await this.view(id);
    if (!this.isOwner(user, order)) throw new ForbiddenException('You do not have access to this order');
    return order;
  }

  async listByEmail(user: AuthUser, email: string): Promise<OrderDto[]> {
    assertSelfOrAdmin(user, { email });
    const orders = await this.orders.find({
      where: { email: email.trim().toLowerCase() },
      relations: { items: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return this.views(orders);
  }

  async listAll(filter: { status?: OrderStatus; page?: number; limit?: number }): Promise<{
    orders: OrderDto[];
    count: number;
    counts: StatusCountsDto;
  }> {
    const limit = filter.limit ?? 100;
    const [orders, count] = await this.orders.findAndCount({
      where: filter.status ? { status: filter.status } : {},
      relations: { items: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: ((filter.page ?? 1) - 1) * limit,
      take: limit,
    });
    return { orders: await this.views(orders), count, counts: await this.statusCounts() };
  }

  private async statusCounts(): Promise<StatusCountsDto> {
    const rows: { status: OrderStatus; count: string }[] = await this.orders.query(
      `SELECT status, count(*) AS count FROM orders GROUP BY status`,
    );
    const counts = { all: 0, ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) } as StatusCountsDto;
    for (const row of rows) {
      counts[row.status] = Number(row.count);
      counts.all += Number(row.count);
    }
    return counts;
  }

  /** Payment records of a user (owner or admin), newest first. */
  async paymentsOf(user: AuthUser, email: string): Promise<PaymentRecord[]> {
    assertSelfOrAdmin(user, { email });
    return this.payments.find({ where: { email: email.trim().toLowerCase() }, order: { createdAt: 'DESC' } });
  }

  /** Unpaid UPI orders older than `seconds`: the abandonment sweep's work list. */
  async staleUnpaidUpiOrderIds(seconds: number, limit = 200): Promise<string[]> {
    const rows: { id: string }[] = await this.orders.query(
      `SELECT id FROM orders
       WHERE payment_method = 'UPI' AND payment_status = 'unpaid' AND status = 'pending'
         AND created_at < now() - make_interval(secs => $1)
       ORDER BY created_at LIMIT $2`,
      [seconds, limit],
    );
    return rows.map((row) => row.id);
  }

  private async views(orders: Order[]): Promise<OrderDto[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    const [history, payments] = await Promise.all([
      this.history.find({ where: { orderId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.payments.findBy({ orderId: In(ids) }),
    ]);
    return orders.map((order) => {
      order.items = [...(order.items ?? [])].sort((a, b) => a.position - b.position);
      return toOrderDto(
        order,
        history.filter((change) => change.orderId === order.id),
        payments.find((payment) => payment.orderId === order.id) ?? null,
      );
    });
  }

  private isOwner(user: AuthUser, order: OrderDto): boolean {
    return order.email === user.email.toLowerCase();
  }

  private assertOwnerOrAdmin(user: AuthUser, order: OrderDto): void {
    if (user.role !== 'admin' && !this.isOwner(user, order)) {
      throw new ForbiddenException('You do not have access to this order');
    }
  }

  // ---- changing -------------------------------------------------------------------------

  /** An admin sets any status (SPEC); the payment follows the rules in order-status.ts. */
  setStatusByAdmin(admin: AuthUser, id: string, to: OrderStatus): Promise<ChangeResult> {
    return this.change(id, { id: admin.id, role: 'admin' }, (order) => {
      if (order.status === to) return null;
      const paymentStatus = paymentAfterAdminStatus(order, to);
      return {
        status: to,
        paymentStatus,
        cancelReason: to === 'cancelled' ? (order.cancelReason ?? 'Cancelled by the shop') : null,
        note: `Status set to ${to} by an admin`,
        // Only paid (COD collected) or refunded come out of paymentAfterAdminStatus.
        payment: paymentStatus !== order.paymentStatus ? { status: paymentStatus as PaymentRecordStatus } : undefined,
      };
    });
  }

  /** Cancels a pending order that is not paid (abandoned or failed payment); otherwise nothing. */
  cancelUnpaid(id: string, reason: string, actor: Actor): Promise<ChangeResult> {
    return this.change(id, actor, (order) => {
      if (order.paymentMethod !== 'UPI' || !canSystemCancel(order)) return null;
      return { status: 'cancelled', cancelReason: reason, note: reason, payment: { status: 'cancelled' } };
    });
  }

  /** Notes that a gateway transaction was started for the order. */
  async recordInitiation(orderId: string, response: Record<string, unknown>): Promise<void> {
    await this.payments.query(
      `UPDATE payments SET status = 'initiated', gateway_response = $2, updated_at = now()
       WHERE order_id = $1 AND status IN ('pending', 'initiated')`,
      [orderId, JSON.stringify(response)],
    );
  }

  /**
   * Applies what the gateway's status API said. Idempotent: a second success, or a success
   * whose amount is not the order's, changes nothing. A payment that arrives after the order
   * was cancelled revives it (the money was taken, so the order stands).
   */
  applyGatewayOutcome(id: string, outcome: GatewayOutcome): Promise<ChangeResult> {
    return this.change(id, { id: null, role: 'gateway' }, (order) => {
      const payment = { txnId: outcome.txnId, gatewayResponse: outcome.response };
      if (outcome.state === 'paid') {
        if (outcome.amountPaise !== toPaise(order.amount)) {
          this.logger.warn(`Order ${order.id}: gateway reports ${outcome.amountPaise} paise, order is ${order.amount}`);
          return null;
        }
        if (!canMovePayment(order.paymentStatus, 'paid')) return null;
        const revive = order.status === 'cancelled';
        return {
          paymentStatus: 'paid',
          status: revive ? 'pending' : undefined,
          cancelReason: revive ? null : undefined,
          note: revive ? 'Payment received after cancellation; order reopened' : 'Payment received',
          payment: { ...payment, status: 'paid' },
        };
      }
      if (outcome.state === 'failed' && canMovePayment(order.paymentStatus, 'failed')) {
        const cancel = canSystemCancel(order);
        return {
          paymentStatus: 'failed',
          status: cancel ? 'cancelled' : undefined,
          cancelReason: cancel ? 'Payment failed' : undefined,
          note: 'Payment failed',
          payment: { ...payment, status: 'failed' },
        };
      }
      return null;
    });
  }

  async remove(id: string): Promise<void> {
    const result = await this.orders.delete({ id });
    if (!result.affected) throw new NotFoundException('Order not found');
  }

  /**
   * The one path for status and payment changes: lock the order row, decide from its current
   * state, write the order, its history and its payment record in one transaction, then mail
   * the customer when the order status changed.
   */
  private async change(id: string, actor: Actor, decide: (order: Order) => Change | null): Promise<ChangeResult> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const order = await manager.getRepository(Order).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new NotFoundException('Order not found');
      const change = decide(order);
      if (!change) return { changed: false, statusChanged: false };
      await this.applyChange(manager, order, change, actor);
      return { changed: true, statusChanged: change.status !== undefined && change.status !== order.status };
    });
    const order = await this.view(id);
    if (outcome.statusChanged) await this.mails.statusChanged(order);
    return { order, changed: outcome.changed };
  }

  private async applyChange(manager: EntityManager, order: Order, change: Change, actor: Actor): Promise<void> {
    const status = change.status ?? order.status;
    const paymentStatus = change.paymentStatus ?? order.paymentStatus;
    const becomesPaid = paymentStatus === 'paid' && order.paymentStatus !== 'paid';
    await manager.getRepository(Order).update(
      { id: order.id },
      {
        status,
        paymentStatus,
        ...(change.cancelReason !== undefined ? { cancelReason: change.cancelReason } : {}),
        ...(becomesPaid ? { paidAt: new Date() } : {}),
      },
    );
    await manager.getRepository(OrderStatusChange).insert({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: status,
      paymentStatus,
      actorId: actor.id,
      actorRole: actor.role,
      note: change.note,
    });
    const record = change.payment && (await manager.getRepository(PaymentRecord).findOneBy({ orderId: order.id }));
    if (record && change.payment) {
      const { status: recordStatus, txnId, gatewayResponse } = change.payment;
      if (recordStatus !== undefined) record.status = recordStatus;
      if (txnId !== undefined) record.txnId = txnId;
      if (gatewayResponse !== undefined) record.gatewayResponse = gatewayResponse;
      await manager.getRepository(PaymentRecord).save(record);
    }
  }
}

/** Sums repeated product ids; more than 99 of one product is refused like in the cart. */
function mergeLines(lines: { productId: string; quantity: number }[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const line of lines) {
    const id = line.productId.toLowerCase();
    merged.set(id, (merged.get(id) ?? 0) + line.quantity);
    if (merged.get(id)! > 99) throw new BadRequestException('Quantity cannot exceed 99');
  }
  return merged;
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
  };
}
