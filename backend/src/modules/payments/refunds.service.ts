import { BadRequestException, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { v5 as uuidv5 } from 'uuid';
import { APP_CONFIG, AppConfig } from '../../config';
import type { AuthUser } from '../../common/decorators/auth.decorators';
import { CursorPage, SyncQuery } from '../../common/http/cursor-page';
import { toPaise } from '../../common/money';
import { idempotent, requestHash } from '../../common/http/idempotency';
import { Scheduler } from '../../infra/scheduler';
import { OrderDto } from '../orders/order.dto';
import { ExtraPayment, Refund } from '../orders/order.entity';
import { RefundDto, toRefundDto } from '../orders/refund.dto';
import { ExtraPaymentLedger, RefundLedger, RefundRequest } from '../orders/refund-ledger.service';
import type { Actor, GatewayOutcome } from '../orders/orders.service';
import { PaymentGateway, RefundOutcome } from './payment-gateway';
import { CreateRefundDto, RefundResultDto } from './refund.dto';

export const REFUND_STATUS_QUEUE = 'refund-status';
/** Status checks while the admin waits, then checks in the background with a growing delay. */
const QUICK_CHECKS_MS = [250, 750, 1500];
const LATER_CHECK_MS = (attempt: number) => Math.min(60_000 * 2 ** attempt, 3_600_000);
const MAX_LATER_CHECKS = 30;
const SWEEP_INTERVAL_MS = 10 * 60_000;

/** The namespace of the refund ids made from order ids (RFC 9562 name-based ids). */
const WHOLE_REFUND_IDS = '5b0d6c2e-8f1a-4c57-9d3e-2a7b41c9e0f4';
/** The namespace of the refund ids of second payments, made from their gateway order ids. */
const EXTRA_PAYMENT_REFUND_IDS = 'e3a1f0c8-6d2b-4b9e-a5c7-1f8d9e2b4a60';

const MESSAGES = { pending: 'Refund pending at the gateway', success: 'Refund completed', failed: 'Refund failed' };

/**
 * Refunds of UPI payments through the PaymentGateway port: record the refund (the ledger holds
 * the amount against what was paid, under the order's lock), ask the gateway, then follow its
 * status until it is final: a few quick checks while the admin waits, then a scheduled job,
 * and a sweep for jobs that were lost.
 */
@Injectable()
export class RefundsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly ledger: RefundLedger,
    private readonly extras: ExtraPaymentLedger,
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.scheduler.register<{ refundId: string; attempt: number }>(REFUND_STATUS_QUEUE, (data) =>
      this.checkLater(data.refundId, data.attempt),
    );
  }

  onApplicationBootstrap(): void {
    if (this.config.appRole === 'api') return;
    const interval = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    interval.unref();
    this.registry.addInterval('refund-status-sweep', interval);
  }

  /** A refund an admin sent; with an idempotency key, a repeat answers the refund it made (`replayed`). */
  async refundOnce(
    admin: AuthUser,
    input: CreateRefundDto,
    idempotencyKey?: string,
  ): Promise<{ result: RefundResultDto; replayed: boolean }> {
    const hash = requestHash(input);
    const find = async () => {
      const earlier = await this.ledger.findByKey(admin.id, idempotencyKey!);
      return earlier && { requestHash: earlier.requestHash ?? null, answer: () => this.reply(earlier) };
    };
    const key = idempotencyKey ? { idempotencyKey, requestHash: hash } : {};
    return idempotent(idempotencyKey, hash, 'refunds_idempotency_key', find, () => this.refund(admin, input, key));
  }

  async refund(
    admin: AuthUser,
    input: CreateRefundDto,
    key: { idempotencyKey?: string; requestHash?: string } = {},
  ): Promise<RefundResultDto> {
    if ((input.amount === undefined) === (input.lines === undefined)) {
      throw new BadRequestException('Give either an amount or lines to refund');
    }
    const amountPaise = input.amount === undefined ? undefined : toPaise(input.amount);
    if (amountPaise !== undefined && amountPaise <= 0) throw new BadRequestException('amount must be more than 0');
    const { refund, order } = await this.run(
      {
        refundId: input.refundId,
        orderId: input.orderId,
        reason: input.reason,
        amountPaise,
        lines: input.lines,
        ...key,
      },
      { id: admin.id, role: 'admin' },
    );
    return this.reply(refund, order);
  }

  /**
   * The shop itself gives back a whole payment the order cannot keep (it stays cancelled, by a
   * late payment or by the shopper's cancel).
   * The refund id comes from the order's, so however often this runs it is one refund.
   */
  async refundWhole(order: OrderDto, reason: string): Promise<OrderDto> {
    const refundId = uuidv5(order.id, WHOLE_REFUND_IDS);
    // What is left after earlier refunds (an admin may have given part back before a cancel).
    const held = order.payment?.refunds.filter((refund) => refund.status !== 'failed') ?? [];
    const amountPaise = toPaise(order.amount) - held.reduce((sum, refund) => sum + toPaise(refund.amount), 0);
    if (amountPaise <= 0) return order;
    return (await this.run({ refundId, orderId: order.id, reason, amountPaise }, { id: null, role: 'system' })).order;
  }

  /**
   * The refund of an approved return's lines (their share of what was paid), under an id the
   * return chose, so approving again never refunds twice. A UPI payment goes back through the
   * gateway; for cash on delivery the shop hands the cash back, recorded as a completed refund.
   */
  async refundLines(
    admin: AuthUser,
    input: { refundId: string; orderId: string; reason: string; lines: RefundRequest['lines'] },
    byCash: boolean,
  ): Promise<Refund> {
    const actor: Actor = { id: admin.id, role: 'admin' };
    if (!byCash) return (await this.run(input, actor)).refund;
    const { refund } = await this.ledger.request({ ...input, cash: true }, actor);
    if (refund.status !== 'pending') return refund;
    return (await this.ledger.settle(refund.id, { state: 'success', gatewayRefundId: null, response: { cash: true } }))
      .refund;
  }

  /**
   * Gives back, in full and through the gateway, a transaction that paid an order already paid
   * by another (PaymentsService.settle found both paid). The refund id comes from the
   * transaction's gateway order id, so however often the order is settled it is one refund; a
   * refund still pending is asked about again.
   */
  async refundExtraPayment(orderId: string, paid: GatewayOutcome & { gatewayOrderId: string }): Promise<ExtraPayment> {
    const { extra, created } = await this.extras.record({
      orderId,
      gatewayOrderId: paid.gatewayOrderId,
      txnId: paid.txnId,
      amountPaise: paid.amountPaise ?? 0,
      refundId: uuidv5(paid.gatewayOrderId, EXTRA_PAYMENT_REFUND_IDS),
    });
    if (extra.refundStatus !== 'pending') return extra;
    let current = created ? await this.askGatewayForExtra(extra) : await this.pollExtra(extra);
    for (const wait of created ? QUICK_CHECKS_MS : []) {
      if (current.refundStatus !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, wait));
      current = await this.pollExtra(current);
    }
    if (current.refundStatus === 'failed') {
      this.logger.error(
        `Refund of the second payment ${extra.gatewayOrderId} failed: refund it from the gateway's dashboard`,
      );
    }
    return current;
  }

  private async askGatewayForExtra(extra: ExtraPayment): Promise<ExtraPayment> {
    if (!extra.txnId || toPaise(extra.amount) <= 0) {
      return this.extras.settle(extra.gatewayOrderId, {
        state: 'failed',
        gatewayRefundId: null,
        response: { error: 'no txnId or amount' },
      });
    }
    try {
      const outcome = await this.gateway.refund({
        orderId: extra.gatewayOrderId,
        refundId: extra.refundId,
        txnId: extra.txnId,
        amountPaise: toPaise(extra.amount),
      });
      return await this.extras.settle(extra.gatewayOrderId, outcome);
    } catch (err) {
      // Whether the gateway got the request is unknown: its refund status will tell.
      this.logger.warn(`Refund of the second payment ${extra.gatewayOrderId} not confirmed: ${(err as Error).message}`);
      return extra;
    }
  }

  private async pollExtra(extra: ExtraPayment): Promise<ExtraPayment> {
    if (extra.refundStatus !== 'pending') return extra;
    try {
      const outcome = await this.gateway.fetchRefundStatus(extra.gatewayOrderId, extra.refundId);
      return await this.extras.settle(extra.gatewayOrderId, outcome);
    } catch (err) {
      this.logger.warn(
        `Refund status of the second payment ${extra.gatewayOrderId} unavailable: ${(err as Error).message}`,
      );
      return extra;
    }
  }

  private async run(request: RefundRequest, actor: Actor): Promise<{ refund: Refund; order: OrderDto }> {
    const recorded = await this.ledger.request(request, actor);
    let { refund, order } = recorded;
    if (recorded.created) ({ refund, order } = await this.askGateway(refund, order));
    if (refund.status === 'pending') ({ refund, order } = await this.followUp(refund.id));
    return { refund, order };
  }

  /** The admin's "check status": asks the gateway once more about a pending refund. */
  /** Every refund by its last change (requested, settled), for integrations. */
  async changed(sync: SyncQuery): Promise<CursorPage<RefundDto>> {
    const { rows, next } = await this.ledger.changed(sync);
    return { rows: rows.map(toRefundDto), next };
  }

  async check(refundId: string): Promise<RefundResultDto> {
    const { refund, order } = await this.poll(await this.ledger.find(refundId));
    return this.reply(refund, order);
  }

  private async askGateway(refund: Refund, order: OrderDto): Promise<{ refund: Refund; order: OrderDto }> {
    const txnId = order.payment?.txnId;
    if (!txnId) {
      return this.ledger.settle(refund.id, { state: 'failed', gatewayRefundId: null, response: { error: 'no txnId' } });
    }
    let outcome: RefundOutcome;
    try {
      outcome = await this.gateway.refund({
        orderId: order.payment?.gatewayOrderId ?? order.id,
        refundId: refund.id,
        txnId,
        amountPaise: toPaise(refund.amount),
      });
    } catch (err) {
      // Whether the gateway got the request is unknown: its refund status will tell.
      this.logger.warn(`Refund ${refund.id} for order ${order.id} not confirmed: ${(err as Error).message}`);
      return { refund, order };
    }
    return this.ledger.settle(refund.id, outcome);
  }

  private async poll(refund: Refund): Promise<{ refund: Refund; order?: OrderDto }> {
    if (refund.status !== 'pending') return { refund };
    let outcome: RefundOutcome;
    try {
      // The refund is filed under the gateway order id of the transaction that paid.
      const order = await this.ledger.orderOf(refund);
      outcome = await this.gateway.fetchRefundStatus(order.payment?.gatewayOrderId ?? order.id, refund.id);
    } catch (err) {
      this.logger.warn(`Refund ${refund.id} status unavailable: ${(err as Error).message}`);
      return { refund };
    }
    return this.ledger.settle(refund.id, outcome);
  }

  /** Quick checks, then a scheduled one if the gateway is still working on it. */
  private async followUp(refundId: string): Promise<{ refund: Refund; order: OrderDto }> {
    let refund = await this.ledger.find(refundId);
    for (const wait of QUICK_CHECKS_MS) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      refund = (await this.poll(refund)).refund;
      if (refund.status !== 'pending') break;
    }
    if (refund.status === 'pending') await this.scheduleCheck(refundId, 0);
    return { refund, order: await this.ledger.orderOf(refund) };
  }

  private scheduleCheck(refundId: string, attempt: number): Promise<void> {
    return this.scheduler.schedule(
      REFUND_STATUS_QUEUE,
      `${refundId}:${attempt}`,
      { refundId, attempt },
      LATER_CHECK_MS(attempt),
    );
  }

  private async checkLater(refundId: string, attempt: number): Promise<void> {
    const { refund } = await this.poll(await this.ledger.find(refundId));
    if (refund.status === 'pending' && attempt + 1 < MAX_LATER_CHECKS) await this.scheduleCheck(refundId, attempt + 1);
  }

  /** Pending refunds whose scheduled check was lost (Redis flushed, a process down). */
  async sweep(): Promise<void> {
    try {
      // A cash refund is never at the gateway: its approval settles it (a repeated approval, if cut short).
      for (const refund of await this.ledger.pending())
        if (refund.gatewayResponse?.cash !== true) await this.poll(refund);
      for (const extra of await this.extras.pending()) await this.pollExtra(extra);
    } catch (err) {
      this.logger.warn(`Refund status sweep failed: ${(err as Error).message}`);
    }
  }

  private async reply(refund: Refund, order?: OrderDto): Promise<RefundResultDto> {
    return {
      success: refund.status !== 'failed',
      message: MESSAGES[refund.status],
      refund: toRefundDto(refund),
      order: order ?? (await this.ledger.orderOf(refund)),
    };
  }
}
