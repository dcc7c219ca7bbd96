import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { CursorPage, readCursorPage, SyncQuery } from '../../common/http/cursor-page';
import { Paise, paiseToDecimal, toPaise } from '../../common/money';
import { lineTaxes } from '../../common/pricing';
import { formatRupees } from './invoices/invoice-pdf';
import { OrderDto } from './order.dto';
import { ExtraPayment, Order, OrderItem, Refund, RefundLine, RefundLineInput, RefundStatus } from './order.entity';
import { OrderMails } from './order-mails';
import { canMovePayment, isRefundable } from './order-status';
import { Actor, OrdersService } from './orders.service';

export interface RefundRequest {
  refundId: string;
  orderId: string;
  reason: string;
  /** Either an amount in paise ... */
  amountPaise?: Paise;
  /** ... or order lines with quantities. */
  lines?: RefundLineInput[];
  /** Cash handed back by the shop for a cash-on-delivery order (a return): no gateway. */
  cash?: boolean;
  /** The Idempotency-Key it came with (see common/http/idempotency.ts). */
  idempotencyKey?: string;
  requestHash?: string;
}

export interface RefundGatewayState {
  state: RefundStatus;
  gatewayRefundId: string | null;
  response: Record<string, unknown>;
}

export interface RecordedRefund {
  refund: Refund;
  order: OrderDto;
  /** False when the refund id was already known (a repeated submit). */
  created: boolean;
}

/** Paise the shopper paid for each line: its taxable value plus its tax (the invoice's line total). */
function paidPerLine(order: Order): Map<string, { item: OrderItem; paid: Paise }> {
  const items = [...order.items].sort((a, b) => a.position - b.position);
  const taxed = lineTaxes(
    items.map((item) => ({
      unitPricePaise: toPaise(item.unitPrice),
      quantity: item.quantity,
      gstRatePercent: item.gstRate ?? 18,
    })),
    order.couponPercent,
    order.taxMode,
  );
  return new Map(items.map((item, i) => [item.id, { item, paid: taxed[i].taxable + taxed[i].tax }]));
}

/**
 * The money side of refunds, kept with the order: a refund is recorded (and the amount held
 * against what was paid) under the order's row lock, so concurrent refunds can never add up
 * to more than the payment, and the same refund id twice is one refund. The payments module
 * talks to the gateway and reports back through `settle`.
 */
@Injectable()
export class RefundLedger {
  constructor(
    private readonly orders: OrdersService,
    private readonly mails: OrderMails,
    @InjectRepository(Refund) private readonly refunds: Repository<Refund>,
  ) {}

  async find(refundId: string): Promise<Refund> {
    const refund = await this.refunds.findOneBy({ id: refundId });
    if (!refund) throw new NotFoundException('Refund not found');
    return refund;
  }

  /** The refund an admin requested with an Idempotency-Key, with the hash of that request. */
  findByKey(requestedBy: string, idempotencyKey: string): Promise<Refund | null> {
    return this.refunds.findOne({
      select: {
        id: true,
        orderId: true,
        amount: true,
        reason: true,
        lines: true,
        status: true,
        gatewayRefundId: true,
        createdAt: true,
        updatedAt: true,
        requestHash: true,
      },
      where: { requestedBy, idempotencyKey },
    });
  }

  orderOf(refund: Refund): Promise<OrderDto> {
    return this.orders.view(refund.orderId);
  }

  /** Refunds by their last change, for integrations: a cursor walk (docs/integrations-sync.md). */
  changed(sync: SyncQuery): Promise<CursorPage<Refund>> {
    return readCursorPage(
      this.refunds.createQueryBuilder('r'),
      { list: 'refunds', at: 'r.updated_at', id: 'r.id' },
      sync,
    );
  }

  /** Refunds the gateway has not finished, oldest first (the status poller's work list). */
  pending(limit = 100): Promise<Refund[]> {
    return this.refunds.find({ where: { status: 'pending' }, order: { updatedAt: 'ASC' }, take: limit });
  }

  /** Records a refund request, or finds the one already made with this id. */
  async request(input: RefundRequest, actor: Actor): Promise<RecordedRefund> {
    let created = false;
    const { order } = await this.orders.changeLocked(input.orderId, actor, async (locked, manager) => {
      const repo = manager.getRepository(Refund);
      const earlier = await repo.findOneBy({ id: input.refundId });
      if (earlier) {
        if (earlier.orderId !== locked.id) throw new ConflictException('This refund id belongs to another order');
        if (!sameRequest(earlier, input)) throw new UnprocessableEntityException(REFUND_ID_REUSED);
        return null;
      }
      if (locked.paymentMethod !== 'UPI' && !input.cash) {
        throw new BadRequestException('Cash on delivery orders are refunded in cash, not through the gateway');
      }
      if (!isRefundable(locked.paymentStatus)) {
        throw new ConflictException('Only a paid order can be refunded');
      }
      const held = await repo.find({ where: { orderId: locked.id } });
      const live = held.filter((refund) => refund.status !== 'failed');
      const byLine = input.lines && (await this.amountOfLines(manager, locked, input.lines, live));
      const amount = byLine ? byLine.amount : input.amountPaise!;
      const remaining = toPaise(locked.amount) - live.reduce((sum, refund) => sum + toPaise(refund.amount), 0);
      if (amount > remaining) {
        throw new ConflictException(`The refund exceeds what is left to refund (${formatRupees(remaining)})`);
      }
      await repo.insert({
        id: input.refundId,
        orderId: locked.id,
        amount: paiseToDecimal(amount),
        reason: input.reason,
        lines: byLine ? byLine.lines : null,
        status: 'pending',
        requestedBy: actor.id,
        // Marks a cash refund, which the gateway's status sweep leaves alone.
        gatewayResponse: input.cash ? { cash: true } : null,
        idempotencyKey: input.idempotencyKey ?? null,
        requestHash: input.requestHash ?? null,
      });
      created = true;
      return {
        note: `Refund of ${formatRupees(amount)} requested: ${input.reason}`,
        events: [{ type: 'refund.created', refundId: input.refundId }],
      };
    });
    const refund = await this.find(input.refundId);
    if (refund.orderId !== input.orderId) throw new ConflictException('This refund id belongs to another order');
    // A cash refund is final at once: the shopper hears when it is recorded as completed.
    if (created && !input.cash) this.mails.refundChanged(order, refund);
    return { refund, order, created };
  }

  /**
   * Paise for refunding order lines, and the lines as kept (with the variant each order line
   * sold); a line cannot be given back more times than it was bought.
   */
  private async amountOfLines(
    manager: EntityManager,
    order: Order,
    lines: RefundLineInput[],
    live: Refund[],
  ): Promise<{ amount: Paise; lines: RefundLine[] }> {
    order.items = await manager.getRepository(OrderItem).findBy({ orderId: order.id });
    const paid = paidPerLine(order);
    const already = new Map<string, number>();
    for (const refund of live) {
      for (const line of refund.lines ?? []) already.set(line.itemId, (already.get(line.itemId) ?? 0) + line.quantity);
    }
    let amount = 0;
    const seen = new Set<string>();
    for (const line of lines) {
      const found = paid.get(line.itemId);
      if (!found) throw new NotFoundException(`Order line not found: ${line.itemId}`);
      if (seen.has(line.itemId)) throw new BadRequestException('Each order line may appear once in a refund');
      seen.add(line.itemId);
      const left = found.item.quantity - (already.get(line.itemId) ?? 0);
      if (line.quantity > left) {
        throw new ConflictException(`Only ${left} of "${found.item.name}" can still be refunded`);
      }
      // The whole line refunds exactly what it cost; part of it, its share rounded to the paisa.
      amount +=
        line.quantity === found.item.quantity
          ? found.paid
          : Math.round((found.paid * line.quantity) / found.item.quantity);
    }
    const kept = lines.map(({ itemId, quantity }) => {
      const { variantId, sku, variantTitle } = paid.get(itemId)!.item;
      return { itemId, quantity, variantId, sku, variantTitle };
    });
    return { amount, lines: kept };
  }

  /**
   * What the gateway said about a refund. The first final answer wins; a success moves the
   * payment to partially_refunded, or refunded once successful refunds add up to the amount.
   */
  async settle(refundId: string, outcome: RefundGatewayState): Promise<{ refund: Refund; order: OrderDto }> {
    const before = await this.find(refundId);
    let finished = false;
    const { order } = await this.orders.changeLocked(
      before.orderId,
      { id: null, role: 'gateway' },
      async (locked, manager) => {
        const repo = manager.getRepository(Refund);
        const refund = await repo.findOne({ where: { id: refundId }, lock: { mode: 'pessimistic_write' } });
        if (!refund || refund.status !== 'pending') return null;
        refund.status = outcome.state;
        refund.gatewayRefundId = outcome.gatewayRefundId ?? refund.gatewayRefundId;
        refund.gatewayResponse = outcome.response;
        await repo.save(refund);
        if (outcome.state === 'pending') return null;
        finished = true;
        const amount = formatRupees(toPaise(refund.amount));
        if (outcome.state === 'failed') {
          return { note: `Refund of ${amount} failed`, events: [{ type: 'refund.failed', refundId }] };
        }
        const refunded = (await repo.findBy({ orderId: locked.id, status: 'success' })).reduce(
          (sum, r) => sum + toPaise(r.amount),
          0,
        );
        const paymentStatus = refunded >= toPaise(locked.amount) ? 'refunded' : 'partially_refunded';
        const moves = paymentStatus !== locked.paymentStatus && canMovePayment(locked.paymentStatus, paymentStatus);
        return {
          note: `Refund of ${amount} completed`,
          events: [{ type: 'refund.succeeded', refundId }],
          ...(moves ? { paymentStatus, payment: { status: paymentStatus } } : {}),
        };
      },
    );
    const refund = await this.find(refundId);
    if (finished) this.mails.refundChanged(order, refund);
    return { refund, order };
  }
}

/** A second payment of an already paid order, to record for its full refund. */
export interface ExtraPaymentRequest {
  orderId: string;
  gatewayOrderId: string;
  txnId: string | null;
  amountPaise: Paise;
  refundId: string;
}

/**
 * Second payments of an already paid order (two "Pay now" pages both paid at the gateway):
 * each is recorded once, under the order's row lock, with a note in the order's history, and
 * refunded in full by the payments module, which reports the gateway's answers through
 * `settle`. They stay out of the order's refunds: the order's own payment is untouched.
 */
@Injectable()
export class ExtraPaymentLedger {
  constructor(
    private readonly orders: OrdersService,
    @InjectRepository(ExtraPayment) private readonly extras: Repository<ExtraPayment>,
  ) {}

  /** Records the payment for its refund; `created` is false when it was recorded before. */
  async record(input: ExtraPaymentRequest): Promise<{ extra: ExtraPayment; created: boolean }> {
    let created = false;
    await this.orders.changeLocked(input.orderId, { id: null, role: 'gateway' }, async (_locked, manager) => {
      const repo = manager.getRepository(ExtraPayment);
      if (await repo.existsBy({ gatewayOrderId: input.gatewayOrderId })) return null;
      await repo.insert({
        gatewayOrderId: input.gatewayOrderId,
        orderId: input.orderId,
        txnId: input.txnId,
        amount: paiseToDecimal(input.amountPaise),
        refundId: input.refundId,
        refundStatus: 'pending',
      });
      created = true;
      return {
        note: `Paid a second time at the gateway (${input.gatewayOrderId}, ${formatRupees(input.amountPaise)}); that payment is refunded in full`,
      };
    });
    return { extra: await this.extras.findOneByOrFail({ gatewayOrderId: input.gatewayOrderId }), created };
  }

  /** What the gateway said about the refund of a second payment; the first final answer wins. */
  async settle(gatewayOrderId: string, outcome: RefundGatewayState): Promise<ExtraPayment> {
    const before = await this.extras.findOneByOrFail({ gatewayOrderId });
    await this.orders.changeLocked(before.orderId, { id: null, role: 'gateway' }, async (_locked, manager) => {
      const repo = manager.getRepository(ExtraPayment);
      const extra = await repo.findOne({ where: { gatewayOrderId }, lock: { mode: 'pessimistic_write' } });
      if (!extra || extra.refundStatus !== 'pending') return null;
      extra.refundStatus = outcome.state;
      extra.gatewayRefundId = outcome.gatewayRefundId ?? extra.gatewayRefundId;
      extra.gatewayResponse = outcome.response;
      await repo.save(extra);
      if (outcome.state === 'pending') return null;
      const amount = formatRupees(toPaise(extra.amount));
      return {
        note: `Refund of the second payment (${gatewayOrderId}, ${amount}) ${outcome.state === 'success' ? 'completed' : 'failed'}`,
      };
    });
    return this.extras.findOneByOrFail({ gatewayOrderId });
  }

  /** Refunds of second payments the gateway has not finished, oldest first (the sweep's list). */
  pending(limit = 100): Promise<ExtraPayment[]> {
    return this.extras.find({ where: { refundStatus: 'pending' }, order: { updatedAt: 'ASC' }, take: limit });
  }
}

export const REFUND_ID_REUSED =
  'This refund id was already used for a different refund. Use a new refund id for a new refund.';

/** A repeated refund id is the same refund only when it asks for the same thing (a retried submit). */
function sameRequest(earlier: Refund, input: RefundRequest): boolean {
  if (earlier.reason !== input.reason) return false;
  if (input.lines) {
    const key = (lines: RefundLineInput[]) => JSON.stringify([...lines].map((l) => [l.itemId, l.quantity]).sort());
    return earlier.lines !== null && key(earlier.lines) === key(input.lines);
  }
  return earlier.lines === null && toPaise(earlier.amount) === input.amountPaise;
}
