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

export class CallbackRefused extends BadRequestException {}

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
    // The time-out job first: without the queue nothing is started or recorded (503), and a
    // job left behind by a failure below only finds an order that is no longer pending.
    await this.scheduleTimeout(order);
    let started;
    try {
      started = await this.gateway.start({
        orderId: order.id,
        amountPaise: toPaise(order.amount),
        customerId: user.id,
        email: order.email,
        phone: input.customerInfo?.phone,
        callbackUrl: this.callbackUrl,
      });
    } catch (err) {
      this.logger.error(`Payment initiation for order ${order.id} failed: ${(err as Error).message}`);
      await this.orders.cancelUnpaid(order.id, 'Payment initiation failed', { id: null, role: 'system' });
      throw new BadGatewayException('Payment initiation failed');
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
    const order = isUuid(callback.orderId)
      ? await this.orders.view(callback.orderId).catch((error: unknown) => {
          if (error instanceof NotFoundException) return null;
          throw error;
        })
      : null;
    if (!order) {
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

  /** The time-out job and the sweep: harmless after payment, after cancelling, or twice. */
  async expire(orderId: string): Promise<void> {
    const order = await this.orders.view(orderId).catch(() => null);
    if (!order || order.paymentMethod !== 'UPI' || order.status !== 'pending' || order.paymentStatus !== 'unpaid') {
      return;
    }
    await this.abandon(orderId, timeoutReason(this.config.paymentTimeoutSeconds), { id: null, role: 'system' });
  }

  async scheduleTimeout(order: OrderDto): Promise<void> {
    const dueAt = new Date(order.createdAt).getTime() + this.config.paymentTimeoutSeconds * 1000;
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
    try {
      outcome = await this.gateway.fetchStatus(orderId);
    } catch (err) {
      this.logger.warn(`Payment status of order ${orderId} unavailable: ${(err as Error).message}`);
      throw new BadGatewayException('Status check failed');
    }
    const result = await this.orders.applyGatewayOutcome(orderId, outcome);
    if (result.changed) this.logger.log(`Order ${orderId}: gateway reports ${outcome.state}`);
    if (result.order.paymentStatus === 'paid') await this.dropTimeout(orderId);
    // A late payment the order could not take back (its coupon had no use left): it stayed
    // cancelled, and the money goes back at once.
    if (result.changed && result.order.status === 'cancelled' && result.order.paymentStatus === 'paid') {
      const order = await this.refunds.refundWhole(result.order, result.order.cancelReason ?? 'Order cancelled');
      return { ...result, order, outcome };
    }
    return { ...result, outcome };
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
