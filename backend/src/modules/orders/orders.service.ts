import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { requestHash } from '../../common/http/idempotency';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { CursorPage, readCursorPage, SyncQuery } from '../../common/http/cursor-page';
import { Transactions, Tx } from '../../infra/events';
import { isDatabaseUnavailable } from '../../database/database-errors';
import type { AuthUser } from '../../common/decorators/auth.decorators';
import { assertSelfOrAdmin } from '../../common/guards/ownership';
import { coded } from '../../common/errors/error-codes';
import { Paise, toPaise } from '../../common/money';
import { UsersService } from '../auth/users.service';
import { INDIAN_STATES } from '@decor-shop/india';
import type { ShippingAddress } from '../auth/user.entity';
import { CartService } from '../cart/cart.service';
import { CouponsService, CouponUseRefused } from '../cart/coupons.service';
import { priceLines, type TaxMode } from '../../common/pricing';
import { PricedProduct, ProductPricing } from '../catalog/product-pricing.service';
import { AmountMismatchException } from './amount-mismatch';
import {
  AdminOrderSummaryDto,
  CreateOrderDto,
  OrderDto,
  OrderLineInputDto,
  PaymentInfoDto,
  OrderShippingAddressDto,
  StatusCountsDto,
} from './order.dto';
import {
  ExtraPayment,
  Order,
  OrderItem,
  OrderStatusChange,
  PaymentRecord,
  PaymentRecordStatus,
  Refund,
} from './order.entity';
import { Invoice } from './invoices/invoice.entity';
import { InvoicesService } from './invoices/invoices.service';
import { OrderMails } from './order-mails';
import { CheckedOrder, OrderPlacements } from './order-placements';
import { OrderStock } from './order-stock';
import { OrderSideEvent, OrderWebhooks } from './order-webhooks';
import { ShipmentRecords } from './shipments/shipment-records';
import {
  ActorRole,
  canCustomerCancel,
  canMovePayment,
  canSystemCancel,
  ORDER_STATUSES,
  OrderStatus,
  PaymentStatus,
  isRefundable,
  paymentAfterAdminStatus,
} from './order-status';
import { toOrderDto, toPaymentInfoDto } from './order-view';
import { mobileNumber, orderNumberSuffix } from './tracking/order-number';
import { APP_CONFIG, AppConfig } from '../../config';
import { prepared } from '../../database/prepared';
import { batchOf } from '../../common/concurrency/batch-of';
import { OrderConditions, orderSummaryPage, OrderSummaryPageRows, toOrderSummaryPage } from './order-summary';

/** The admin search's text of an order; exactly the expression of orders_search_trgm_idx. */
const ORDER_SEARCH_TEXT =
  "lower(o.email || ' ' || coalesce(o.shipping_address->>'name', '') || ' ' || coalesce(o.shipping_address->>'phone', ''))";

/** A search or a range of days counts its orders up to this many. */
export const ORDER_COUNT_CAP = 10_000;

/** The kept order counters: per status, and per status and payment status. */
const ORDER_COUNTERS = prepared(
  `SELECT name, sum(value) AS count FROM shop_counters
   WHERE name LIKE 'orders:%' OR name LIKE 'orders-state:%' GROUP BY name`,
);

/**
 * The kept counters whose sum is how many orders the status and payment status filters find:
 * `orders:<status>` per status, `orders-state:<status>:<payment status>` with a payment status
 * (migrations 1733000700000 and 1733003000097).
 */
function counterNames(filter: OrderListFilter): string[] {
  const statuses = filter.status ? [filter.status] : ORDER_STATUSES;
  return statuses.map((status) =>
    filter.paymentStatus ? `orders-state:${status}:${filter.paymentStatus}` : `orders:${status}`,
  );
}

/**
 * The admin list's conditions on `orders o`, each one an index serves (see listAll): plain SQL
 * text, the same for every filter of one shape, so the first page's statement is prepared.
 */
function orderConditions(filter: OrderListFilter): OrderConditions {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.status) conditions.push(`o.status = ${param(filter.status)}`);
  if (filter.paymentStatus) conditions.push(`o.payment_status = ${param(filter.paymentStatus)}`);
  // Days as the shop lives them, in India (UTC+5:30, no daylight saving).
  if (filter.from) conditions.push(`o.created_at >= ${param(`${filter.from}T00:00:00+05:30`)}`);
  if (filter.to) {
    conditions.push(`o.created_at < (${param(`${filter.to}T00:00:00+05:30`)}::timestamptz + interval '1 day')`);
  }
  const text = filter.q?.trim();
  if (text) {
    const suffix = orderNumberSuffix(text);
    if (suffix) conditions.push(`right(o.id::text, 8) = ${param(suffix)}`);
    else {
      const words = (mobileNumber(text) ?? text).toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      conditions.push(`${ORDER_SEARCH_TEXT} LIKE ${param(`%${words}%`)}`);
    }
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Whether a search or a range of days narrows the list (counted, and planned, each time). */
const isNarrowed = (filter: OrderListFilter): boolean => filter.q !== undefined || !!filter.from || !!filter.to;

export interface OrderListFilter {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
  /** Days, YYYY-MM-DD, in India time. */
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

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
  /** The gateway's order id of the transaction reported on (one per "Pay now" attempt). */
  gatewayOrderId?: string;
}

/**
 * Decides a change from the locked order, inside its transaction: a Change, only webhook
 * events about the order's parcels or refunds (nothing of the order itself moves), or null.
 */
export type Decide = (
  order: Order,
  manager: EntityManager,
  tx: Tx,
) => Change | SideEventsOnly | null | Promise<Change | SideEventsOnly | null>;

/** A parcel or refund of the order was written in the order's transaction, and nothing else. */
export interface SideEventsOnly {
  events: OrderSideEvent[];
}

/** A change computed from the locked order; null when nothing is to change. */
export interface Change {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  cancelReason?: string | null;
  note: string;
  payment?: {
    status?: PaymentRecordStatus;
    txnId?: string | null;
    gatewayResponse?: Record<string, unknown>;
    gatewayOrderId?: string;
  };
  /** Webhook events about the order's parcels or refunds written with the change. */
  events?: OrderSideEvent[];
}

export interface ChangeResult {
  order: OrderDto;
  changed: boolean;
  /** Whether the order status moved (the shopper was mailed). */
  statusChanged: boolean;
}

export const ORDER_MAY_BE_PLACED =
  'This order may have been placed: the shop lost its database connection while writing it. ' +
  'Send the same request with the same Idempotency-Key to find out (it answers the order if it was placed, ' +
  'and places it once if not); without a key, check your orders before ordering again.';

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Use a new key for a new order.';

/**
 * What an Idempotency-Key is bound to: the validated body, with the amount as paise (so
 * "1180" and 1180.00 are the same order) and the coupon code as stored.
 */
export function orderRequestHash(input: CreateOrderDto): string {
  const normal = {
    ...input,
    email: input.email.trim().toLowerCase(),
    amount: toPaise(input.amount),
    couponCode: input.couponCode ? input.couponCode.trim().toUpperCase() : undefined,
  };
  return requestHash(normal);
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
    private readonly transactions: Transactions,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderStatusChange) private readonly history: Repository<OrderStatusChange>,
    @InjectRepository(PaymentRecord) private readonly payments: Repository<PaymentRecord>,
    @InjectRepository(Refund) private readonly refunds: Repository<Refund>,
    @InjectRepository(ExtraPayment) private readonly extraPayments: Repository<ExtraPayment>,
    @Inject(ProductPricing) private readonly pricing: ProductPricing,
    private readonly coupons: CouponsService,
    private readonly cart: CartService,
    private readonly users: UsersService,
    private readonly mails: OrderMails,
    private readonly orderStock: OrderStock,
    private readonly shipments: ShipmentRecords,
    private readonly invoices: InvoicesService,
    private readonly webhooks: OrderWebhooks,
    private readonly placements: OrderPlacements,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // ---- placing an order -------------------------------------------------------------------

  /**
   * Places an order priced by the server; the same idempotency key returns the same order.
   * When the database connection drops, the COMMIT may have reached PostgreSQL before the drop
   * (the order exists) or not: the 503 says so, and a retry with the same key finds out.
   */
  async place(user: AuthUser, input: CreateOrderDto, idempotencyKey?: string): Promise<ChangeResult> {
    try {
      return await this.placeOnce(user, input, idempotencyKey);
    } catch (error) {
      if (isDatabaseUnavailable(error))
        throw new ServiceUnavailableException(coded('ORDER_MAY_BE_PLACED', ORDER_MAY_BE_PLACED));
      throw error;
    }
  }

  private async placeOnce(user: AuthUser, input: CreateOrderDto, idempotencyKey?: string): Promise<ChangeResult> {
    if (input.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new ForbiddenException('You can only place orders for your own account');
    }
    const requestHash = orderRequestHash(input);
    let checked: CheckedOrder;
    try {
      checked = await this.priceAndCheck(user, input);
    } catch (error) {
      // A request refused now may repeat an order placed before (a price, the coupon or the
      // address changed since): that order is its answer. Only then is the key looked up; an
      // order that passes the checks finds its earlier twin when the insert below meets it.
      const earlier =
        idempotencyKey && error instanceof HttpException
          ? await this.orders.findOneBy({ userId: user.id, idempotencyKey })
          : null;
      if (earlier) return this.replay(earlier, requestHash);
      throw error;
    }
    const placed = await this.placements.place({ user, input, idempotencyKey, requestHash, checked });
    if (!placed) {
      return this.replay(await this.orders.findOneByOrFail({ userId: user.id, idempotencyKey }), requestHash);
    }
    this.mails.placed(placed);
    return { order: placed, changed: true, statusChanged: true };
  }

  /** The order an Idempotency-Key already placed, when the request is the same one again. */
  private async replay(earlier: Order, requestHash: string): Promise<ChangeResult> {
    if (earlier.requestHash !== null && earlier.requestHash !== requestHash) {
      throw new UnprocessableEntityException(coded('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED));
    }
    return { order: await this.view(earlier.id), changed: false, statusChanged: false };
  }

  /** The order as the server prices it, once every check before writing has passed. */
  private async priceAndCheck(user: AuthUser, input: CreateOrderDto): Promise<CheckedOrder> {
    const lines = mergeLines(await this.pricedLines(input.products));
    const taxMode: TaxMode = this.config.gstPerProductRates ? 'per_product' : 'flat';
    const priced = lines.map(({ product, quantity }) => ({
      unitPricePaise: product.pricePaise,
      quantity,
      gstRatePercent: product.gstRate,
    }));
    // The coupon's minimum order value is judged on the subtotal before any discount.
    const subtotal = priceLines(priced, null, taxMode).subtotal;
    const coupon = input.couponCode
      ? await this.coupons.findUsable(input.couponCode, { userId: user.id, subtotal })
      : null;
    const totals = priceLines(priced, coupon?.discountPercentage ?? null, taxMode);
    if (Math.abs(toPaise(input.amount) - totals.grandTotal) > AMOUNT_TOLERANCE_PAISE) {
      throw new AmountMismatchException(totals.grandTotal);
    }
    const shippingAddress = await this.shippingAddress(user.id, input.shippingAddress);
    return { lines, taxMode, subtotal, coupon, totals, shippingAddress };
  }

  /** Each line's variant priced (400 for a missing or foreign variant, 404 naming unknown products). */
  private async pricedLines(lines: OrderLineInputDto[]): Promise<{ product: PricedProduct; quantity: number }[]> {
    const priced = await this.pricing.getPricedVariants(lines);
    const missing = [...new Set(lines.filter((_, i) => !priced[i]).map((line) => line.productId.toLowerCase()))];
    if (missing.length > 0) throw new NotFoundException(`Product not found: ${missing.join(', ')}`);
    return lines.map((line, i) => ({ product: priced[i]!, quantity: line.quantity }));
  }

  /**
   * The address sent with the order when complete, else the profile's (read only then); a
   * pincode must be valid. The shopper's name and phone join it as the order is written.
   */
  private async shippingAddress(userId: string, sent?: OrderShippingAddressDto): Promise<ShippingAddress> {
    const chosen = isComplete(sent) ? sent : await this.users.savedAddress(userId);
    if (!isComplete(chosen)) throw new BadRequestException(INCOMPLETE_ADDRESS);
    const address = {
      address: chosen.address.trim(),
      city: chosen.city.trim(),
      state: chosen.state.trim(),
      pincode: chosen.pincode.trim(),
    };
    // The profile form's rules: one of the 36 states and union territories, a 6-digit pincode.
    if (!(INDIAN_STATES as readonly string[]).includes(address.state))
      throw new BadRequestException('Please select a valid state');
    if (!PINCODE.test(address.pincode)) {
      throw new BadRequestException('Pincode must be 6 digits and cannot start with 0');
    }
    return address;
  }

  // ---- reading ----------------------------------------------------------------------------

  /** One order with lines, timeline and payment; 404 when it does not exist. */
  async view(id: string): Promise<OrderDto> {
    const found = await this.orders.find({ where: { id }, relations: { items: true } });
    const [dto] = await this.views(found);
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

  /**
   * An admin reads the orders placed under an e-mail; a user names their own e-mail and gets
   * the orders of their account (by id: a deleted account's orders stay with it).
   */
  async listByEmail(user: AuthUser, email: string): Promise<OrderDto[]> {
    assertSelfOrAdmin(user, { email });
    const orders = await this.orders.find({
      where: user.role === 'admin' ? { email: email.trim().toLowerCase() } : { userId: user.id },
      relations: { items: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return this.views(orders);
  }

  /** The same orders as listByEmail, by last change: a cursor walk (docs/integrations-sync.md). */
  listByEmailSince(user: AuthUser, email: string, sync: SyncQuery): Promise<CursorPage<OrderDto>> {
    assertSelfOrAdmin(user, { email });
    const address = email.trim().toLowerCase();
    return user.role === 'admin'
      ? this.changedOrders(`orders-of-email:${address}`, (q) => q.where('o.email = :address', { address }), sync)
      : this.changedOrders(
          `orders-of-user:${user.id}`,
          (q) => q.where('o.user_id = :userId', { userId: user.id }),
          sync,
        );
  }

  /**
   * Orders by last change, narrowed by `narrow` (one shopper's, a status): one page of a cursor
   * walk (docs/integrations-sync.md), each order whole. The ids come first, through the index
   * of the walk's order, then those orders with their lines.
   */
  async changedOrders(
    list: string,
    narrow: (query: SelectQueryBuilder<Order>) => void,
    sync: SyncQuery,
  ): Promise<CursorPage<OrderDto>> {
    const query = this.orders.createQueryBuilder('o').select('o.id');
    narrow(query);
    const { rows, next } = await readCursorPage(query, { list, at: 'o.updated_at', id: 'o.id' }, sync);
    const ids = rows.map((row) => row.id);
    const found = ids.length ? await this.orders.find({ where: { id: In(ids) }, relations: { items: true } }) : [];
    const byId = new Map(found.map((order) => [order.id, order]));
    return { rows: await this.views(ids.flatMap((id) => byId.get(id) ?? [])), next };
  }

  async listAll(filter: OrderListFilter): Promise<{
    orders: OrderDto[];
    count: number;
    counts: StatusCountsDto;
  }> {
    const limit = filter.limit ?? 100;
    const order = { createdAt: 'DESC', id: 'DESC' } as const;
    const matching = orderConditions(filter);
    // The page's ids first, through the index of its order (migrations/checkout/
    // 1733001600100-admin-order-pages.ts) or of its search (1733003000030-order-search.ts), then
    // those orders with their items: cut from orders joined to their items, the page would be
    // cut from every order of the shop, then sorted.
    const offset = ((filter.page ?? 1) - 1) * limit;
    const [page, counted] = await Promise.all([
      this.orders.query<{ id: string }[]>(
        `SELECT o.id FROM orders o ${matching.where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}`,
        matching.params,
      ),
      this.listCounts(filter, matching),
    ]);
    const orders = page.length
      ? await this.orders.find({ where: { id: In(page.map((o) => o.id)) }, relations: { items: true }, order })
      : [];
    return { orders: await this.views(orders), ...counted };
  }

  /**
   * The admin table's page: each order as a summary row, with the counts (as listAll's), in
   * one statement (order-summary.ts).
   */
  async listSummaries(filter: OrderListFilter): Promise<{
    orders: AdminOrderSummaryDto[];
    count: number;
    counts: StatusCountsDto;
  }> {
    const { status, paymentStatus, q, from, to, page, limit } = filter;
    const asked: OrderListFilter = { status, paymentStatus, q, from, to, page, limit };
    return toOrderSummaryPage(await this.summaryPages.load(JSON.stringify(asked)));
  }

  /**
   * The admin table's pages asked in one turn of the event loop, each distinct page read once
   * (every open table polls its first page): each answer is still read after its request came.
   */
  private readonly summaryPages = batchOf<string, OrderSummaryPageRows>(async (asked) => {
    const distinct = [...new Set(asked)];
    const pages = await Promise.all(
      distinct.map((key) => {
        const filter = JSON.parse(key) as OrderListFilter;
        const limit = filter.limit ?? 100;
        const narrowed = isNarrowed(filter);
        const [sql, params] = orderSummaryPage(
          orderConditions(filter),
          { limit, offset: ((filter.page ?? 1) - 1) * limit, planOnce: !narrowed },
          narrowed ? { cap: ORDER_COUNT_CAP } : { counters: counterNames(filter) },
        );
        // A page that fails fails its own requests only.
        return this.orders.query<OrderSummaryPageRows>(sql, params).catch((error: Error) => error);
      }),
    );
    return asked.map((key) => pages[distinct.indexOf(key)]);
  });

  /**
   * How many orders the admin list finds, and the counts per status: a search or a range of
   * days is counted up to ORDER_COUNT_CAP, the status and payment status filters from the kept counters.
   */
  private async listCounts(
    filter: OrderListFilter,
    matching: OrderConditions,
  ): Promise<{ count: number; counts: StatusCountsDto }> {
    const [kept, found] = await Promise.all([
      this.keptCounts(),
      isNarrowed(filter) ? this.cappedCount(matching) : null,
    ]);
    const count = found ?? counterNames(filter).reduce((sum, name) => sum + (kept.counters.get(name) ?? 0), 0);
    return { count, counts: kept.counts };
  }

  /**
   * Every order by last change, or those of one status: one page of an integration's cursor
   * walk (docs/integrations-sync.md), through orders_changed_idx or orders_status_changed_idx.
   */
  async changedSince(
    status: OrderStatus | undefined,
    sync: SyncQuery,
  ): Promise<{ orders: OrderDto[]; counts: StatusCountsDto; next: string | null }> {
    const [{ rows, next }, counts] = await Promise.all([
      this.changedOrders(
        status ? `orders:${status}` : 'orders',
        (q) => (status ? q.where('o.status = :status', { status }) : q),
        sync,
      ),
      this.keptCounts().then((kept) => kept.counts),
    ]);
    return { orders: rows, counts, next };
  }

  /** How many orders a search or filter finds, counted up to ORDER_COUNT_CAP (a page count, not a scan). */
  private async cappedCount(matching: OrderConditions): Promise<number> {
    const [row] = await this.orders.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM orders o ${matching.where} LIMIT ${ORDER_COUNT_CAP}) AS found`,
      matching.params,
    );
    return row.count;
  }

  /**
   * Orders per status, and every kept order counter by name (see counterNames), from the
   * counters the database keeps (migrations 1733000700000 and 1733003000097).
   */
  private async keptCounts(): Promise<{ counts: StatusCountsDto; counters: Map<string, number> }> {
    const rows = await this.orders.query<{ name: string; count: string }[]>(ORDER_COUNTERS);
    const counters = new Map(rows.map(({ name, count }) => [name, Number(count)]));
    const counts = { all: 0 } as StatusCountsDto;
    for (const status of ORDER_STATUSES) {
      counts[status] = counters.get(`orders:${status}`) ?? 0;
      counts.all += counts[status];
    }
    return { counts, counters };
  }

  /** Payment records of a user (owner or admin) with their refunds, newest first. */
  async paymentsOf(user: AuthUser, email: string): Promise<PaymentInfoDto[]> {
    assertSelfOrAdmin(user, { email });
    // Shoppers see their own account's records; admins read by e-mail.
    const where = user.role === 'admin' ? { email: email.trim().toLowerCase() } : { userId: user.id };
    return this.withRefunds(await this.payments.find({ where, order: { createdAt: 'DESC' } }));
  }

  /** The same payment records as paymentsOf, by last change: a cursor walk (docs/integrations-sync.md). */
  async paymentsSince(user: AuthUser, email: string, sync: SyncQuery): Promise<CursorPage<PaymentInfoDto>> {
    assertSelfOrAdmin(user, { email });
    const address = email.trim().toLowerCase();
    const query = this.payments.createQueryBuilder('p');
    const [list, narrowed] =
      user.role === 'admin'
        ? [`payments-of-email:${address}`, query.where('p.email = :address', { address })]
        : [`payments-of-user:${user.id}`, query.where('p.user_id = :userId', { userId: user.id })];
    const { rows, next } = await readCursorPage(narrowed, { list, at: 'p.updated_at', id: 'p.id' }, sync);
    return { rows: await this.withRefunds(rows), next };
  }

  private async withRefunds(records: PaymentRecord[]): Promise<PaymentInfoDto[]> {
    const where = { orderId: In(records.map((r) => r.orderId)) };
    const [refunds, extras] = records.length
      ? await Promise.all([
          this.refunds.find({ where, order: { createdAt: 'ASC', id: 'ASC' } }),
          this.extraPayments.find({ where, order: { createdAt: 'ASC' } }),
        ])
      : [[], []];
    return records.map((record) =>
      toPaymentInfoDto(
        record,
        refunds.filter((refund) => refund.orderId === record.orderId),
        extras.filter((extra) => extra.orderId === record.orderId),
      ),
    );
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
    const [history, payments, shipments, refunds, documents, extras] = await Promise.all([
      this.history.find({ where: { orderId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.payments.findBy({ orderId: In(ids) }),
      this.shipments.forOrders(ids),
      this.refunds.find({ where: { orderId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.invoices.summaries(ids),
      this.extraPayments.find({ where: { orderId: In(ids) }, order: { createdAt: 'ASC' } }),
    ]);
    return orders.map((order) => {
      order.items = [...(order.items ?? [])].sort((a, b) => a.position - b.position);
      return toOrderDto(
        order,
        this.config.paymentTimeoutSeconds,
        history.filter((change) => change.orderId === order.id),
        payments.find((payment) => payment.orderId === order.id) ?? null,
        shipments.get(order.id) ?? [],
        refunds.filter((refund) => refund.orderId === order.id),
        documents.get(order.id) ?? [],
        extras.filter((extra) => extra.orderId === order.id),
      );
    });
  }

  /** Ownership goes by account id, never by e-mail. */
  private isOwner(user: AuthUser, order: OrderDto): boolean {
    return order.userId !== null && order.userId === user.id;
  }

  private assertOwnerOrAdmin(user: AuthUser, order: OrderDto): void {
    if (user.role !== 'admin' && !this.isOwner(user, order)) {
      throw new ForbiddenException('You do not have access to this order');
    }
  }

  // ---- changing -------------------------------------------------------------------------

  /** An admin sets any status (SPEC); the payment follows the rules in order-status.ts. */
  setStatusByAdmin(admin: AuthUser, id: string, to: OrderStatus): Promise<ChangeResult> {
    return this.change(id, { id: admin.id, role: 'admin' }, (order) => adminStatusChange(order, to));
  }

  /**
   * An admin records a parcel: `record` writes it in the order's transaction, and a pending or
   * processing order becomes shipped. A cancelled order cannot ship (409).
   */
  shipParcel(
    admin: AuthUser,
    id: string,
    record: (manager: EntityManager) => Promise<OrderSideEvent>,
  ): Promise<ChangeResult> {
    return this.change(id, { id: admin.id, role: 'admin' }, async (order, manager) => {
      if (order.status === 'cancelled') throw new ConflictException('A cancelled order cannot be shipped');
      const events = [await record(manager)];
      const ships = order.status === 'pending' || order.status === 'processing';
      return ships ? { ...adminStatusChange(order, 'shipped')!, events } : { events };
    });
  }

  /** An admin corrects a parcel: `record` rewrites it under the order's lock; the status stays. */
  correctParcel(
    admin: AuthUser,
    id: string,
    record: (manager: EntityManager) => Promise<OrderSideEvent>,
  ): Promise<ChangeResult> {
    return this.change(id, { id: admin.id, role: 'admin' }, async (_order, manager) => ({
      events: [await record(manager)],
    }));
  }

  /** Cancels a pending order that is not paid (abandoned or failed payment); otherwise nothing. */
  cancelUnpaid(id: string, reason: string, actor: Actor): Promise<ChangeResult> {
    return this.change(id, actor, (order) => {
      if (order.paymentMethod !== 'UPI' || !canSystemCancel(order)) return null;
      return { status: 'cancelled', cancelReason: reason, note: reason, payment: { status: 'cancelled' } };
    });
  }

  /**
   * The shopper cancels an order whose parcel has not left (COD, or UPI once paid: the payments
   * module refunds it after this commits; an unpaid UPI order asks the gateway before this). Decided again under the row lock, so a cancel racing
   * a shipment or another cancel is refused with 409 rather than applied twice.
   */
  cancelByCustomer(user: AuthUser, id: string, reason: string): Promise<ChangeResult> {
    return this.change(id, { id: user.id, role: 'user' }, (order) => {
      if (order.userId !== user.id) throw new ForbiddenException('You do not have access to this order');
      assertCustomerCancellable(order);
      const unpaid = !isRefundable(order.paymentStatus);
      return {
        status: 'cancelled',
        cancelReason: reason,
        note: reason,
        payment: unpaid ? { status: 'cancelled' } : undefined,
      };
    });
  }

  /**
   * "Pay now" on an order its failed payment cancelled: back to pending and unpaid, its stock
   * and coupon use taken again and its lines out of the cart (the way a late payment revives an
   * order), so the time-out and the gateway's answers treat it as a new payment. Stock or a
   * coupon that is no longer there refuses it with 409.
   */
  async reopenForPayment(user: AuthUser, id: string, reasons: readonly string[]): Promise<ChangeResult> {
    try {
      return await this.change(id, { id: user.id, role: 'user' }, (order) => {
        if (order.userId !== user.id) throw new ForbiddenException('You do not have access to this order');
        if (order.status === 'pending' && order.paymentStatus === 'unpaid') return null;
        // A failed payment left it failed; a failed initiation left it unpaid.
        const reopenable =
          order.status === 'cancelled' &&
          (order.paymentStatus === 'unpaid' || canMovePayment(order.paymentStatus, 'unpaid')) &&
          reasons.includes(order.cancelReason ?? '');
        if (!reopenable) throw new ConflictException('This order can no longer be paid');
        return {
          status: 'pending',
          paymentStatus: 'unpaid',
          cancelReason: null,
          note: 'Reopened by the customer to pay again',
          payment: { status: 'pending' },
        };
      });
    } catch (error) {
      if (error instanceof CouponUseRefused) {
        throw new ConflictException(`This order can no longer be paid: ${error.reason}`);
      }
      throw error;
    }
  }

  /**
   * Reserves the next gateway attempt of an order's payment: 1 for the first transaction, then
   * one more for each "Pay now", up to `max` (null when they are used up). Concurrent calls get
   * distinct numbers.
   */
  async nextGatewayAttempt(orderId: string, max: number): Promise<number | null> {
    const [rows]: [{ gateway_attempts: number }[], number] = await this.payments.query(
      `UPDATE payments SET gateway_attempts = gateway_attempts + 1, updated_at = now()
       WHERE order_id = $1 AND gateway_attempts < $2 RETURNING gateway_attempts`,
      [orderId, max],
    );
    return rows?.[0]?.gateway_attempts ?? null;
  }

  /** How many gateway transactions were started for the order (at least 1 for asking about it). */
  async gatewayAttempts(orderId: string): Promise<number> {
    const record = await this.payments.findOne({ select: { gatewayAttempts: true }, where: { orderId } });
    return Math.max(1, record?.gatewayAttempts ?? 0);
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
   * was cancelled revives it (the money was taken, so the order stands), taking its coupon use
   * again; when the coupon has no use left for it, the order stays cancelled, marked paid, and
   * the payments module refunds it (PaymentsService.settle).
   */
  applyGatewayOutcome(id: string, outcome: GatewayOutcome): Promise<ChangeResult> {
    const gateway: Actor = { id: null, role: 'gateway' };
    return this.change(id, gateway, (order) => this.gatewayChange(order, outcome, null)).catch((error: unknown) => {
      // The revival rolled back whole; decide again from the order as it is now.
      if (!(error instanceof CouponUseRefused)) throw error;
      return this.change(id, gateway, (order) => this.gatewayChange(order, outcome, error));
    });
  }

  private gatewayChange(order: Order, outcome: GatewayOutcome, couponRefused: CouponUseRefused | null): Change | null {
    const payment = { txnId: outcome.txnId, gatewayResponse: outcome.response };
    if (outcome.state === 'paid') {
      const paidBy = { gatewayOrderId: outcome.gatewayOrderId ?? order.id };
      if (outcome.amountPaise !== toPaise(order.amount)) {
        this.logger.warn(`Order ${order.id}: gateway reports ${outcome.amountPaise} paise, order is ${order.amount}`);
        return null;
      }
      if (!canMovePayment(order.paymentStatus, 'paid')) return null;
      if (order.status === 'cancelled' && couponRefused) {
        const reason = `Payment received after cancellation, but ${couponRefused.reason}; the order stays cancelled and the payment is refunded`;
        return {
          paymentStatus: 'paid',
          cancelReason: reason,
          note: reason,
          payment: { ...payment, ...paidBy, status: 'paid' },
        };
      }
      const revive = order.status === 'cancelled';
      return {
        paymentStatus: 'paid',
        status: revive ? 'pending' : undefined,
        cancelReason: revive ? null : undefined,
        note: revive ? 'Payment received after cancellation; order reopened' : 'Payment received',
        payment: { ...payment, ...paidBy, status: 'paid' },
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
  }

  /**
   * A change decided by another part of the orders' money side (refunds): `decide` runs in the
   * transaction holding the order's row lock and may write its own rows with `manager`.
   */
  changeLocked(id: string, actor: Actor, decide: Decide): Promise<ChangeResult> {
    return this.change(id, actor, decide);
  }

  /** Deletes an order; one that has not shipped gives its stock back. */
  async remove(id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      const order = await tx.manager
        .getRepository(Order)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new NotFoundException('Order not found');
      // The products' rows before the status counters' (the delete moves them), as when placing
      // and changing orders (see applyChange).
      await this.orderStock.giveBackDeleted(tx, order);
      await tx.manager.getRepository(Order).delete({ id });
    });
  }

  /**
   * The one path for status and payment changes: lock the order row, decide from its current
   * state, write the order, its history and its payment record in one transaction, then mail
   * the customer when the order status changed.
   */
  private async change(id: string, actor: Actor, decide: Decide): Promise<ChangeResult> {
    const outcome = await this.transactions.run(async (tx) => {
      const order = await tx.manager
        .getRepository(Order)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new NotFoundException('Order not found');
      const change = await decide(order, tx.manager, tx);
      if (!change) return { changed: false, statusChanged: false, issued: [] };
      if (!('note' in change)) {
        await this.webhooks.changed(tx, order, order, change.events);
        return { changed: true, statusChanged: false, issued: [] };
      }
      const issued = await this.applyChange(tx, order, change, actor);
      // After the invoice or credit note, so the order in the events carries its number.
      const after = {
        status: change.status ?? order.status,
        paymentStatus: change.paymentStatus ?? order.paymentStatus,
      };
      await this.webhooks.changed(tx, order, after, change.events ?? []);
      return { changed: true, statusChanged: change.status !== undefined && change.status !== order.status, issued };
    });
    const order = await this.view(id);
    this.mailAfterChange(order, outcome.statusChanged, outcome.issued);
    return { order, changed: outcome.changed, statusChanged: outcome.statusChanged };
  }

  /** The status mail, with any invoice or credit note just issued attached; a paid UPI order's invoice mail. */
  private mailAfterChange(order: OrderDto, statusChanged: boolean, issued: Invoice[]): void {
    if (!statusChanged && issued.length === 0) return;
    // The PDFs are drawn with the mail, after the answer.
    const attachments = () =>
      Promise.all(
        issued.map(async (doc) => ({
          filename: this.invoices.fileName(doc),
          content: await this.invoices.pdf(doc),
          contentType: 'application/pdf',
        })),
      );
    if (statusChanged) this.mails.statusChanged(order, attachments);
    else this.mails.invoiceIssued(order, attachments);
  }

  /**
   * A UPI order took its lines out of the cart when it was placed. If it ends unpaid (payment
   * failed, abandoned, cancelled) they go back; if a payment then revives it, they leave again.
   */
  private async followInCart(tx: Tx, order: Order, status: OrderStatus, paymentStatus: PaymentStatus): Promise<void> {
    if (order.paymentMethod !== 'UPI' || !order.userId) return;
    const endsUnpaid = status === 'cancelled' && order.status !== 'cancelled' && paymentStatus !== 'paid';
    const revived = order.status === 'cancelled' && status !== 'cancelled';
    if (!endsUnpaid && !revived) return;
    const lines = await tx.manager.getRepository(OrderItem).find({ where: { orderId: order.id } });
    if (endsUnpaid) await this.cart.restoreLines(tx, order.userId, lines);
    else {
      const ids = lines.flatMap((line) => (line.variantId ? [line.variantId] : []));
      await this.cart.removeVariants(tx, order.userId, ids);
    }
  }

  private async applyChange(tx: Tx, order: Order, change: Change, actor: Actor): Promise<Invoice[]> {
    const { manager } = tx;
    const status = change.status ?? order.status;
    const paymentStatus = change.paymentStatus ?? order.paymentStatus;
    const becomesPaid = paymentStatus === 'paid' && order.paymentStatus !== 'paid';
    // The rows every change and new order locks, always in this order so that none waits on
    // another in a cycle: the products' (the stock), the status counters' (the order's update
    // moves them, see migration 1733000700000-shop-counters), the coupon's.
    const stockNote = await this.orderStock.onStatusChange(tx, order, status, actor);
    await manager.getRepository(Order).update(
      { id: order.id },
      {
        status,
        paymentStatus,
        ...(change.cancelReason !== undefined ? { cancelReason: change.cancelReason } : {}),
        ...(becomesPaid ? { paidAt: new Date() } : {}),
      },
    );
    // A cancelled order gives its coupon use back; a revived one takes it again, within the
    // coupon's limits (CouponUseRefused otherwise, and all of this rolls back).
    if (order.couponCode && status === 'cancelled' && order.status !== 'cancelled') {
      await this.coupons.giveBack(manager, order.couponCode);
    } else if (order.couponCode && order.status === 'cancelled' && status !== 'cancelled') {
      await this.coupons.retake(manager, order.couponCode, { userId: order.userId, orderId: order.id });
    }
    await manager.getRepository(OrderStatusChange).insert({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: status,
      paymentStatus,
      actorId: actor.id,
      actorRole: actor.role,
      note: stockNote ? `${change.note}. ${stockNote}` : change.note,
    });
    await this.followInCart(tx, order, status, paymentStatus);
    tx.publish({ type: 'order.status-changed', orderId: order.id, fromStatus: order.status, toStatus: status });
    const record = change.payment && (await manager.getRepository(PaymentRecord).findOneBy({ orderId: order.id }));
    if (record && change.payment) {
      const { status: recordStatus, txnId, gatewayResponse, gatewayOrderId } = change.payment;
      if (recordStatus !== undefined) record.status = recordStatus;
      if (gatewayOrderId !== undefined) record.gatewayOrderId = gatewayOrderId;
      if (txnId !== undefined) record.txnId = txnId;
      if (gatewayResponse !== undefined) record.gatewayResponse = gatewayResponse;
      await manager.getRepository(PaymentRecord).save(record);
    }
    // GST documents in the same transaction: paid (UPI) or delivered and collected (COD)
    // issues the invoice; cancelling an invoiced order issues its credit note.
    const issued: (Invoice | null)[] = [];
    // A payment kept on a cancelled order is refunded: nothing was sold, so no invoice.
    if (becomesPaid && status !== 'cancelled') issued.push(await this.invoices.issue(manager, order.id, 'invoice'));
    if (status === 'cancelled' && order.status !== 'cancelled') {
      issued.push(await this.invoices.issue(manager, order.id, 'credit_note'));
    }
    return issued.filter((doc): doc is Invoice => doc !== null);
  }
}

/** What an admin's status change does (SPEC: any status, any time); null when already there. */
function adminStatusChange(order: Order, to: OrderStatus): Change | null {
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
}

/** 409 for an order whose parcel has left or that is already cancelled. */
function assertCustomerCancellable(order: { status: OrderStatus }): void {
  if (canCustomerCancel(order)) return;
  throw new ConflictException(
    order.status === 'cancelled'
      ? 'This order is already cancelled'
      : `This order has already ${order.status === 'shipped' ? 'shipped' : 'been delivered'} and can no longer be cancelled`,
  );
}

/**
 * One line per variant, in the order each first came: repeats (by variant, whether named or the
 * product's only one) add up; more than 99 of one variant is refused like in the cart.
 */
function mergeLines(
  lines: { product: PricedProduct; quantity: number }[],
): { product: PricedProduct; quantity: number }[] {
  const merged = new Map<string, { product: PricedProduct; quantity: number }>();
  for (const { product, quantity } of lines) {
    const line = merged.get(product.variantId) ?? { product, quantity: 0 };
    line.quantity += quantity;
    if (line.quantity > 99) throw new BadRequestException('Quantity cannot exceed 99');
    merged.set(product.variantId, line);
  }
  return [...merged.values()];
}
