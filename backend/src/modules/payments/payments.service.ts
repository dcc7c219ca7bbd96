import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config';
import type { AuthUser } from '../../common/decorators/auth.decorators';
import { toPaise } from '../../common/money';
import { QueueUnavailableError, Scheduler } from '../../infra/scheduler';
import { OrderDto } from '../orders/order.dto';
import { GatewayOutcome, OrdersService } from '../orders/orders.service';
import { InitiatedPaymentDto, PaymentStatusDto } from './payment.dto';
import { PaymentGateway, VerifiedCallback } from './payment-gateway';
import { RefundsService } from './refunds.service';
import { isDatabaseUnavailable } from '../../database/database-errors';
import { isUuid } from '../../common/uuid';

export const PAYMENT_TIMEOUT_QUEUE = 'payment-timeout';
/** Payment statuses of an order whose money arrived (some may have been refunded since). */
const WAS_PAID: string[] = ['paid', 'partially_refunded', 'refunded'];
/** Payment statuses of an order holding money that was not all given back. */
const REFUNDABLE: string[] = ['paid', 'partially_refunded'];
/** Cancel reasons of the orders "Pay now" may reopen: cancelled because a payment failed, within its time. */
export const PAYMENT_FAILED = 'Payment failed';
export const INITIATION_FAILED = 'Payment initiation failed';
/** At most this many gateway transactions per order, so one order cannot make endless status calls. */
export const MAX_PAYMENT_ATTEMPTS = 5;
export const PAY_TIME_OVER = 'The time to pay for this order has run out. Please place the order again.';
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';

export class CallbackRefused extends BadRequestException {}

/** A gateway transaction of the order that paid. */
type PaidAttempt = GatewayOutcome & { gatewayOrderId: string };

/**
 * The order id the gateway knows a transaction by. Paytm wants a new order id for each
 * transaction, so the first attempt uses the order's id and each "Pay now" `<order id>_<n>`.
 */
export function gatewayOrderId(orderId: string, attempt: number): string {
  return attempt <= 1 ? orderId : `${orderId}_${attempt}`;
}

/** The shop's order and attempt of a gateway order id; null for anything else. */
export function parseGatewayOrderId(id: string): { orderId: string; attempt: number } | null {
  const match = /^([0-9a-f-]{36})(?:_([1-9]\d{0,3}))?$/i.exec(id);
  if (!match || !isUuid(match[1])) return null;
  const attempt = match[2] ? Number(match[2]) : 1;
  return attempt === 1 && match[2] ? null : { orderId: match[1], attempt };
}

/** A genuine callback while the database is away: 503, and the gateway or the browser retries. */
export const PAYMENT_BEING_CONFIRMED =
  'Your payment is being confirmed. This page will update once the shop can check it; please wait a moment.';

/** 503 for a callback that could not be checked; `resultPage` is where the shopper waits for it. */
export class PaymentNotCheckedYet extends ServiceUnavailableException {
  constructor(readonly resultPage: string) {
    super(PAYMENT_BEING_CONFIRMED);
  }
}

/** "15 minutes" for the default 900 s; seconds when the timeout is not whole minutes. */
export function timeoutReason(seconds: number): string {
  const [n, unit] = seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return `Payment not completed within ${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * UPI payments: starting them at the gateway, settling them from the gateway's status API
 * (the only source the shop trusts for money) and abandoning those that never complete.
 * Every path that may mark an order paid goes through `settle`.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get callbackUrl(): string {
    return `${this.config.publicUrl}/api/payments/${this.gateway.provider}/callback`;
  }

  async initiate(
    user: AuthUser,
    input: { orderId: string; amount: string; customerInfo?: { phone?: string } },
  ): Promise<InitiatedPaymentDto> {
    const order = await this.orders.viewOwned(user, input.orderId);
    if (order.paymentMethod !== 'UPI') throw new BadRequestException('This order is paid on delivery');
    if (order.paymentStatus === 'paid') throw new ConflictException('This order is already paid');
    if (order.status !== 'pending') throw new BadRequestException('This order is no longer awaiting payment');
    if (toPaise(input.amount) !== toPaise(order.amount)) {
      throw new BadRequestException('The amount does not match the order');
    }
    return this.start(user, order, input.customerInfo?.phone);
  }

  /**
   * "Pay now": a new gateway transaction for an order whose payment was abandoned or failed,
   * while the payment time from its placing lasts. An order its failed payment cancelled is
   * reopened first (its stock, coupon use and cart lines taken again).
   */
  async payAgain(user: AuthUser, input: { orderId: string; customerInfo?: { phone?: string } }) {
    let order = await this.orders.viewOwned(user, input.orderId);
    if (order.paymentMethod !== 'UPI') throw new BadRequestException('This order is paid on delivery');
    if (WAS_PAID.includes(order.paymentStatus)) throw new ConflictException('This order is already paid');
    if (Date.now() >= this.payDeadline(order)) throw new ConflictException(PAY_TIME_OVER);
    if (order.status === 'cancelled') {
      order = (await this.orders.reopenForPayment(user, order.id, [PAYMENT_FAILED, INITIATION_FAILED])).order;
    } else if (order.status !== 'pending') {
      throw new BadRequestException('This order is no longer awaiting payment');
    }
    return this.start(user, order, input.customerInfo?.phone);
  }

  /** When the order's payment time ends: its `payBy` (PAYMENT_TIMEOUT_SECONDS after placing). */
  payDeadline(order: OrderDto): number {
    return new Date(order.payBy ?? order.createdAt).getTime();
  }

  /** Starts the next gateway transaction of an unpaid order and schedules its time-out. */
  private async start(user: AuthUser, order: OrderDto, phone?: string): Promise<InitiatedPaymentDto> {
    // The time-out job first: without the queue nothing is started or recorded (503), and a
    // job left behind by a failure below only finds an order that is no longer pending.
    await this.scheduleTimeout(order);
    const attempt = await this.orders.nextGatewayAttempt(order.id, MAX_PAYMENT_ATTEMPTS);
    if (attempt === null) {
      throw new ConflictException('This order has had too many payment attempts. Please place the order again.');
    }
    let started;
    try {
      started = await this.gateway.start({
        orderId: gatewayOrderId(order.id, attempt),
        amountPaise: toPaise(order.amount),
        customerId: user.id,
        email: order.email,
        phone,
        callbackUrl: this.callbackUrl,
      });
    } catch (err) {
      this.logger.error(`Payment initiation for order ${order.id} failed: ${(err as Error).message}`);
      await this.orders.cancelUnpaid(order.id, INITIATION_FAILED, { id: null, role: 'system' });
      throw new BadGatewayException(INITIATION_FAILED);
    }
    await this.orders.recordInitiation(order.id, { provider: this.gateway.provider, txnId: started.txnId });
    return {
      success: true,
      message: 'Payment initiated',
      data: {
        paytmParams: started.formFields as { mid: string; orderId: string; txnToken: string },
        transactionUrl: started.transactionUrl,
        txnId: started.txnId,
      },
    };
  }

  /**
   * The gateway's form post. Its checksum, order and amount must match; then the status API,
   * not the post, decides. Returns where to send the shopper's browser.
   */
  async handleCallback(fields: unknown): Promise<string> {
    const callback = this.gateway.verifyCallback(fields);
    if (!callback) {
      this.logger.warn(`Payment callback refused: missing or invalid checksum`);
      throw new CallbackRefused('Invalid payment callback');
    }
    try {
      return await this.settleCallback(callback);
    } catch (error) {
      // The database cannot say whether the order exists: not a forgery, ask again later.
      if (!isDatabaseUnavailable(error)) throw error;
      this.logger.warn(`Payment callback for order ${callback.orderId} not checked: the database is unavailable`);
      throw new PaymentNotCheckedYet(this.resultPage(callback.orderId));
    }
  }

  private async settleCallback(callback: VerifiedCallback): Promise<string> {
    // Only an order the database says does not exist is unknown; its other errors propagate.
    const target = parseGatewayOrderId(callback.orderId);
    const order = target
      ? await this.orders.view(target.orderId).catch((error: unknown) => {
          if (error instanceof NotFoundException) return null;
          throw error;
        })
      : null;
    if (!order || !target || target.attempt > (await this.orders.gatewayAttempts(order.id))) {
      this.logger.warn(`Payment callback refused: unknown order ${callback.orderId}`);
      throw new CallbackRefused('Invalid payment callback');
    }
    if (callback.amountPaise !== toPaise(order.amount)) {
      this.logger.warn(
        `Payment callback refused: order ${order.id} amount ${order.amount}, callback ${callback.amountPaise} paise`,
      );
      throw new CallbackRefused('Payment amount does not match the order');
    }
    const { changed } = await this.settle(order.id);
    if (!changed) this.logger.log(`Payment callback for order ${order.id} (${callback.status}) changed nothing`);
    return this.resultPage(order.id);
  }

  /** The storefront page that confirms an order's payment and shows it. */
  private resultPage(orderId: string): string {
    return `${this.config.publicUrl}/payment-success?session_id=${encodeURIComponent(orderId)}`;
  }

  /** POST /payments/paytm/status: ask the gateway now, and settle through the same path. */
  async status(user: AuthUser, orderId: string): Promise<PaymentStatusDto> {
    const before = await this.orders.viewOwned(user, orderId);
    if (before.paymentMethod !== 'UPI') {
      return this.statusReply(before, 'not-applicable', 'This order is paid on delivery');
    }
    const { order, outcome } = await this.settle(orderId);
    return this.statusReply(order, outcome.state, `Payment ${outcome.state}`);
  }

  /** The payment success page: settle if still open, stop the time-out, answer the order. */
  async confirm(user: AuthUser, orderId: string): Promise<OrderDto> {
    const order = await this.orders.viewOwned(user, orderId);
    if (order.paymentMethod !== 'UPI' || WAS_PAID.includes(order.paymentStatus)) {
      await this.dropTimeout(orderId);
      return order;
    }
    return (await this.settle(orderId)).order;
  }

  /** The shopper gave up (or the storefront's timer ran out): cancel unless the money arrived. */
  async cancelAbandoned(user: AuthUser, orderId: string, reason?: string): Promise<OrderDto> {
    const order = await this.orders.viewOwned(user, orderId);
    if (order.paymentMethod !== 'UPI') throw new BadRequestException('Only unpaid UPI orders can be cancelled here');
    if (WAS_PAID.includes(order.paymentStatus)) {
      throw new ConflictException('This order is already paid');
    }
    if (order.status === 'cancelled') return order;
    if (order.status !== 'pending') throw new BadRequestException('This order can no longer be cancelled');
    return this.abandon(orderId, reason?.trim() || 'Cancelled by the customer', { id: user.id, role: 'user' });
  }

  /**
   * The shopper cancels an order that has not shipped. An unpaid UPI order goes the way of an
   * abandoned payment (the gateway is asked first; its lines go back to the cart); a paid UPI
   * order is cancelled and what was paid goes back through the gateway at once; a COD order is
   * cancelled. Each gives its stock back and issues a credit note when it was invoiced.
   */
  async cancelOrder(user: AuthUser, orderId: string, reason?: string): Promise<OrderDto> {
    const order = await this.orders.viewOwned(user, orderId);
    const why = reason?.trim() ? `${CUSTOMER_CANCEL_REASON}: ${reason.trim()}` : CUSTOMER_CANCEL_REASON;
    if (order.paymentMethod === 'UPI' && order.status === 'pending' && !WAS_PAID.includes(order.paymentStatus)) {
      const after = await this.abandon(orderId, why, { id: user.id, role: 'user' });
      // Otherwise the gateway had the money after all: cancelled below as a paid order.
      if (after.status === 'cancelled') return after;
    }
    const { order: cancelled } = await this.orders.cancelByCustomer(user, orderId, why);
    if (cancelled.paymentMethod === 'UPI' && REFUNDABLE.includes(cancelled.paymentStatus)) {
      return this.refunds.refundWhole(cancelled, why);
    }
    return cancelled;
  }

  /** The time-out job and the sweep: harmless after payment, after cancelling, or twice. */
  async expire(orderId: string): Promise<void> {
    const order = await this.orders.view(orderId).catch(() => null);
    if (!order || order.paymentMethod !== 'UPI' || order.status !== 'pending' || order.paymentStatus !== 'unpaid') {
      return;
    }
    await this.abandon(orderId, timeoutReason(this.config.paymentTimeoutSeconds), { id: null, role: 'system' });
  }

  async scheduleTimeout(order: OrderDto): Promise<void> {
    const dueAt = this.payDeadline(order);
    try {
      await this.scheduler.schedule(PAYMENT_TIMEOUT_QUEUE, order.id, { orderId: order.id }, dueAt - Date.now());
    } catch (err) {
      if (!(err instanceof QueueUnavailableError)) throw err;
      throw new ServiceUnavailableException(
        'Online payment is temporarily unavailable. Please try again in a few minutes or choose Cash on Delivery.',
      );
    }
  }

  /**
   * Removes the time-out job of an order that no longer needs it. Best effort: with the queue
   * away the job stays, and when it runs it finds the order paid or cancelled and does nothing.
   */
  private async dropTimeout(orderId: string): Promise<void> {
    await this.scheduler.cancel(PAYMENT_TIMEOUT_QUEUE, orderId).catch((err: Error) => {
      this.logger.warn(`Time-out job of order ${orderId} left in the queue: ${err.message}`);
    });
  }

  /** Asks the gateway first, so a payment made at the last second is kept, not cancelled. */
  private async abandon(orderId: string, reason: string, actor: { id: string | null; role: 'user' | 'system' }) {
    const settled = await this.settle(orderId);
    if (settled.order.paymentStatus === 'paid' || settled.order.status !== 'pending') return settled.order;
    const { order, changed } = await this.orders.cancelUnpaid(orderId, reason, actor);
    if (changed) this.logger.log(`Order ${orderId} cancelled: ${reason}`);
    await this.dropTimeout(orderId);
    return order;
  }

  /** The one path to "paid": the gateway's status API, applied under the order's row lock. */
  private async settle(orderId: string): Promise<{ order: OrderDto; changed: boolean; outcome: GatewayOutcome }> {
    let outcome: GatewayOutcome;
    let paid: PaidAttempt[];
    try {
      ({ outcome, paid } = await this.attemptsOutcome(orderId));
    } catch (err) {
      this.logger.warn(`Payment status of order ${orderId} unavailable: ${(err as Error).message}`);
      throw new BadGatewayException('Status check failed');
    }
    const result = await this.orders.applyGatewayOutcome(orderId, outcome);
    if (result.changed) this.logger.log(`Order ${orderId}: gateway reports ${outcome.state}`);
    if (result.order.paymentStatus === 'paid') await this.dropTimeout(orderId);
    await this.refundExtraPayments(result.order, paid);
    // A late payment the order could not take back (its coupon had no use left): it stayed
    // cancelled, and the money goes back at once.
    if (result.changed && result.order.status === 'cancelled' && result.order.paymentStatus === 'paid') {
      const order = await this.refunds.refundWhole(result.order, result.order.cancelReason ?? 'Order cancelled');
      return { ...result, order, outcome };
    }
    return { ...result, outcome };
  }

  /**
   * What the gateway says about the order's payment over all its attempts: the first paid one
   * wins (a late confirmation of an earlier attempt counts); otherwise the newest attempt says
   * failed or pending (an older attempt's failure does not end a newer one). `paid` lists every
   * attempt that paid.
   */
  private async attemptsOutcome(orderId: string): Promise<{ outcome: GatewayOutcome; paid: PaidAttempt[] }> {
    const attempts = await this.orders.gatewayAttempts(orderId);
    const ids = Array.from({ length: attempts }, (_, i) => gatewayOrderId(orderId, i + 1));
    const outcomes = await Promise.all(
      ids.map(async (id) => ({ ...(await this.gateway.fetchStatus(id)), gatewayOrderId: id })),
    );
    const paid = outcomes.filter((outcome) => outcome.state === 'paid');
    return { outcome: paid[0] ?? outcomes[outcomes.length - 1], paid };
  }

  /**
   * The shopper paid on an old page and on the new one: the order keeps the payment it
   * recorded, and every other paid attempt goes back in full through the gateway (once each,
   * however often the order is settled).
   */
  private async refundExtraPayments(order: OrderDto, paid: PaidAttempt[]): Promise<void> {
    const kept = order.payment?.gatewayOrderId;
    if (paid.length < 2 || !kept || !WAS_PAID.includes(order.paymentStatus)) return;
    for (const extra of paid.filter((attempt) => attempt.gatewayOrderId !== kept)) {
      this.logger.warn(
        `Order ${order.id} was paid a second time at the gateway (${extra.gatewayOrderId}): refunding it`,
      );
      await this.refunds.refundExtraPayment(order.id, extra);
    }
  }

  /** The gateway order ids of an order's attempts, newest first. */
  async attemptIds(orderId: string): Promise<string[]> {
    const attempts = await this.orders.gatewayAttempts(orderId);
    return Array.from({ length: attempts }, (_, i) => gatewayOrderId(orderId, attempts - i));
  }

  private statusReply(order: OrderDto, gatewayStatus: string, message: string): PaymentStatusDto {
    return {
      success: true,
      message,
      data: {
        orderId: order.id,
        gatewayStatus,
        paymentStatus: order.paymentStatus,
        orderStatus: order.status,
        txnId: order.payment?.txnId ?? null,
        amount: order.amount,
      },
    };
  }
}
