import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  StreamableFile,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { v5 as uuidv5 } from 'uuid';
import type { AuthUser } from '../../../common/decorators/auth.decorators';
import { APP_CONFIG, AppConfig } from '../../../config';
import { absoluteImageUrl } from '../../../http/image-urls';
import { ImageUploadService } from '../../catalog/image-upload.service';
import { StockService } from '../../catalog/stock.service';
import { RefundsService } from '../../payments/refunds.service';
import { Invoice } from '../invoices/invoice.entity';
import { InvoicesService } from '../invoices/invoices.service';
import { OrderDto } from '../order.dto';
import { Order, OrderItem, OrderStatusChange, Refund } from '../order.entity';
import { ReturnStatus, WebhookReturnDto } from '../order-event.dto';
import { OrderMails } from '../order-mails';
import { isRefundable } from '../order-status';
import { OrderWebhooks } from '../order-webhooks';
import { Actor, OrdersService } from '../orders.service';
import { toRefundDto } from '../refund.dto';
import { returnMail } from './return-mails';
import { ReturnLine, ReturnRequest } from './return-request.entity';
import {
  CreateReturnDto,
  OrderReturnsDto,
  ReturnDto,
  ReturnListDto,
  ReturnsQueryDto,
  ReturnWindowDto,
} from './return.dto';
import { ReturnsClock } from './returns-clock';
import { SettingsService } from '../../settings/settings.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The namespace of the refund ids made from return ids (RFC 9562 name-based ids). */
const RETURN_REFUND_IDS = 'c7e2a9d4-3b61-4f0e-8d25-9a4f6b1e7c30';
/** Where return photos are kept under /uploads. */
const PHOTO_FOLDER = 'returns';
const PHOTO_PATH = /^\/uploads\/returns\/[0-9a-f-]{36}\.webp$/;
/** Returns that hold their pieces: asked for, or approved. */
const LIVE: ReturnStatus[] = ['requested', 'approved'];

export const RETURN_MESSAGES = {
  notDelivered: 'Only a delivered order can be returned',
  notPaid: 'This order has no payment left to refund',
  duplicateLine: 'Each order line may appear once in a return',
  badPhoto: 'Photos must be uploaded with POST /api/returns/photos',
  notYourPhoto: 'Each photo must be one you uploaded with POST /api/returns/photos',
  notFound: 'Return not found',
  refused: 'This return was refused',
  approved: 'This return was already approved',
  noCreditNote: 'No credit note has been issued for this return',
} as const;

const shortId = (id: string): string => id.slice(-8).toUpperCase();

/**
 * Returns after delivery. A request, an approval and a refusal each run under the order's row
 * lock (OrdersService.changeLocked), so two requests for the same order queue and can never ask
 * back more pieces than were bought, and a decision is taken once. An approval gives the stock
 * back and issues the credit note for the returned lines in that transaction, then makes the
 * refund under an id made from the return's: approving again retries it, never doubles it.
 */
@Injectable()
export class ReturnsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
    private readonly invoices: InvoicesService,
    private readonly mails: OrderMails,
    private readonly webhooks: OrderWebhooks,
    @Inject(StockService) private readonly stock: StockService,
    @Inject(ImageUploadService) private readonly images: ImageUploadService,
    private readonly clock: ReturnsClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    // The window is the owner's setting (SPEC's 7 days by default).
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  /** Stores a shopper's photo for a return, noting whose it is; answers its absolute URL. */
  async savePhoto(user: AuthUser, dataUrl: string): Promise<string> {
    const path = await this.images.saveDataUrl(dataUrl, PHOTO_FOLDER);
    await this.dataSource.query(`INSERT INTO return_photos (path, user_id) VALUES ($1, $2)`, [path, user.id]);
    return absoluteImageUrl(this.config.publicUrl, path);
  }

  /** An order's returns, its window and what may still be returned (the owner or an admin). */
  async forOrder(user: AuthUser, orderId: string): Promise<OrderReturnsDto> {
    const order = await this.orders.viewFor(user, orderId);
    const manager = this.dataSource.manager;
    const requests = await manager
      .getRepository(ReturnRequest)
      .find({ where: { orderId }, relations: { lines: true }, order: { createdAt: 'ASC' } });
    const window = await this.window(manager, order);
    const held = heldPieces(requests);
    return {
      returns: await this.views(requests),
      window,
      returnable: order.products.map((line) => ({
        itemId: line.id,
        quantity: window.open ? Math.max(0, line.quantity - (held.get(line.id) ?? 0)) : 0,
      })),
    };
  }

  /** A shopper asks to return lines of their delivered order, within the window. */
  async request(user: AuthUser, orderId: string, input: CreateReturnDto): Promise<ReturnDto> {
    const owned = await this.orders.viewOwned(user, orderId);
    const photos = await this.ownPhotoPaths(user, input.photos ?? []);
    const id = randomUUID();
    const actor: Actor = { id: user.id, role: 'user' };
    const { order } = await this.orders.changeLocked(owned.id, actor, async (locked, manager, tx) => {
      if (locked.status !== 'completed') throw new ConflictException(RETURN_MESSAGES.notDelivered);
      const window = await this.window(manager, { id: locked.id, status: locked.status });
      if (!window.closesAt) throw new ConflictException(RETURN_MESSAGES.notDelivered);
      if (!window.open) throw new ConflictException(windowClosed(window.closesAt, window.days));
      if (!isRefundable(locked.paymentStatus)) throw new ConflictException(RETURN_MESSAGES.notPaid);
      const items = await manager.getRepository(OrderItem).findBy({ orderId: locked.id });
      const earlier = await manager
        .getRepository(ReturnRequest)
        .find({ where: { orderId: locked.id, status: In(LIVE) }, relations: { lines: true } });
      checkLines(input.lines, items, heldPieces(earlier));
      await manager.getRepository(ReturnRequest).insert({
        id,
        orderId: locked.id,
        userId: user.id,
        status: 'requested',
        reason: input.reason,
        photos,
      });
      await manager
        .getRepository(ReturnLine)
        .insert(input.lines.map((line) => ({ returnId: id, orderItemId: line.itemId, quantity: line.quantity })));
      await this.webhooks.returnChanged(tx, 'return.requested', await this.eventOf(manager, id));
      return { note: `Return requested (${pieces(input.lines)}): ${input.reason}` };
    });
    const view = await this.view(id);
    this.mails.about(order, () => returnMail(order, view, this.config.publicUrl));
    return view;
  }

  /** The admin's list, newest first, optionally of one status. */
  async list(query: ReturnsQueryDto): Promise<ReturnListDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const [requests, total] = await this.dataSource.manager.getRepository(ReturnRequest).findAndCount({
      where: query.status ? { status: query.status } : {},
      relations: { lines: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { returns: await this.views(requests), total, page, totalPages: Math.ceil(total / limit) };
  }

  /**
   * Approves a return: stock back and credit note in the order's transaction, then the refund of
   * exactly the returned lines' paid share. An approved return approved again retries its refund
   * (same refund id: the ledger answers the refund already made); a refused one is 409.
   */
  async approve(admin: AuthUser, id: string): Promise<ReturnDto> {
    const found = await this.find(id);
    const actor: Actor = { id: admin.id, role: 'admin' };
    let credit: Invoice | null = null;
    let approvedNow = false;
    const { order } = await this.orders.changeLocked(found.orderId, actor, async (locked, manager, tx) => {
      const ret = await this.locked(manager, id);
      if (ret.status === 'refused') throw new ConflictException(RETURN_MESSAGES.refused);
      if (ret.status === 'approved') return null;
      if (!isRefundable(locked.paymentStatus)) throw new ConflictException(RETURN_MESSAGES.notPaid);
      const now = this.clock.now();
      await manager.getRepository(ReturnRequest).update(
        { id },
        {
          status: 'approved',
          decidedBy: admin.id,
          decidedAt: now,
          refundId: uuidv5(id, RETURN_REFUND_IDS),
        },
      );
      const lines = await manager.getRepository(ReturnLine).findBy({ returnId: id });
      const items = new Map(
        (await manager.getRepository(OrderItem).findBy({ orderId: locked.id })).map((item) => [item.id, item]),
      );
      await this.stock.giveBack(
        tx,
        lines.flatMap((line) => {
          const item = items.get(line.orderItemId);
          // A variant deleted since takes no pieces back.
          return item?.productId && item.variantId
            ? [{ productId: item.productId, variantId: item.variantId, quantity: line.quantity }]
            : [];
        }),
        'return',
        { orderId: locked.id, actorId: admin.id, note: `Return #${shortId(id)} approved` },
      );
      credit = await this.invoices.issue(manager, locked.id, 'credit_note', now, {
        returnId: id,
        lines: lines.map((line) => ({ itemId: line.orderItemId, quantity: line.quantity })),
      });
      await this.webhooks.returnChanged(tx, 'return.approved', await this.eventOf(manager, id));
      approvedNow = true;
      return { note: `Return #${shortId(id)} approved (${pieces(lines)})` };
    });
    const approved = await this.find(id);
    if (approvedNow) {
      const view = await this.view(id);
      const doc = credit as Invoice | null;
      this.mails.about(order, async () =>
        returnMail(order, view, this.config.publicUrl, doc ? [await this.attachment(doc)] : []),
      );
    }
    await this.refunds.refundLines(
      admin,
      {
        refundId: approved.refundId!,
        orderId: approved.orderId,
        reason: `Return #${shortId(id)}: ${approved.reason}`.slice(0, 500),
        lines: approved.lines.map((line) => ({ itemId: line.orderItemId, quantity: line.quantity })),
      },
      order.paymentMethod === 'COD',
    );
    return this.view(id);
  }

  /** Refuses a return with a note for the shopper; refusing again changes nothing. */
  async refuse(admin: AuthUser, id: string, note: string): Promise<ReturnDto> {
    const found = await this.find(id);
    let refusedNow = false;
    const { order } = await this.orders.changeLocked(
      found.orderId,
      { id: admin.id, role: 'admin' },
      async (_locked, manager, tx) => {
        const ret = await this.locked(manager, id);
        if (ret.status === 'approved') throw new ConflictException(RETURN_MESSAGES.approved);
        if (ret.status === 'refused') return null;
        await manager
          .getRepository(ReturnRequest)
          .update({ id }, { status: 'refused', decisionNote: note, decidedBy: admin.id, decidedAt: this.clock.now() });
        await this.webhooks.returnChanged(tx, 'return.refused', await this.eventOf(manager, id));
        refusedNow = true;
        return { note: `Return #${shortId(id)} refused: ${note}` };
      },
    );
    const view = await this.view(id);
    if (refusedNow) this.mails.about(order, () => returnMail(order, view, this.config.publicUrl));
    return view;
  }

  /** The credit note of an approved return as a PDF (the order's owner or an admin). */
  async creditNotePdf(user: AuthUser, id: string): Promise<StreamableFile> {
    const ret = await this.find(id);
    await this.orders.viewFor(user, ret.orderId);
    const doc = await this.dataSource.manager.getRepository(Invoice).findOneBy({ returnId: id });
    if (!doc) throw new NotFoundException(RETURN_MESSAGES.noCreditNote);
    const bytes = await this.invoices.pdf(doc);
    return new StreamableFile(bytes, {
      type: 'application/pdf',
      disposition: `attachment; filename="${this.invoices.fileName(doc)}"`,
      length: bytes.length,
    });
  }

  // ---- reading ------------------------------------------------------------------------------

  private async find(id: string): Promise<ReturnRequest> {
    const found = await this.dataSource.manager
      .getRepository(ReturnRequest)
      .findOne({ where: { id }, relations: { lines: true } });
    if (!found) throw new NotFoundException(RETURN_MESSAGES.notFound);
    return found;
  }

  /** The return's row, locked for its decision (after the order's: the lock order of every order change). */
  private async locked(manager: EntityManager, id: string): Promise<ReturnRequest> {
    const ret = await manager
      .getRepository(ReturnRequest)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!ret) throw new NotFoundException(RETURN_MESSAGES.notFound);
    return ret;
  }

  /** When the order became completed (its latest move into `completed`), and the window from it. */
  private async window(manager: EntityManager, order: Pick<OrderDto, 'id' | 'status'>): Promise<ReturnWindowDto> {
    const days = await this.settings.returnWindowDays();
    if (order.status !== 'completed') return { days, open: false, closesAt: null };
    const delivered = await manager
      .getRepository(OrderStatusChange)
      .createQueryBuilder('h')
      .select('max(h.created_at)', 'at')
      .where('h.order_id = :id', { id: order.id })
      .andWhere(`h.to_status = 'completed'`)
      .andWhere(`h.from_status IS DISTINCT FROM 'completed'`)
      .getRawOne<{ at: Date | null }>();
    if (!delivered?.at) return { days, open: false, closesAt: null };
    const closesAt = new Date(new Date(delivered.at).getTime() + days * DAY_MS);
    return { days, open: this.clock.now() < closesAt, closesAt };
  }

  /**
   * The photos' paths under /uploads: 400 for what is not a return photo URL, 403 for one this
   * shopper did not upload (another shopper's, or none).
   */
  private async ownPhotoPaths(user: AuthUser, photos: string[]): Promise<string[]> {
    const base = this.config.publicUrl;
    const paths = [...new Set(photos.map((url) => (url.startsWith(`${base}/`) ? url.slice(base.length) : url)))];
    if (paths.some((path) => !PHOTO_PATH.test(path))) throw new BadRequestException(RETURN_MESSAGES.badPhoto);
    if (paths.length === 0) return paths;
    const [{ own }]: { own: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS own FROM return_photos WHERE path = ANY($1) AND user_id = $2`,
      [paths, user.id],
    );
    if (own !== paths.length) throw new ForbiddenException(RETURN_MESSAGES.notYourPhoto);
    return paths;
  }

  private async view(id: string): Promise<ReturnDto> {
    const [view] = await this.views([await this.find(id)]);
    return view;
  }

  /** Returns as the API answers them, with their lines' names, order e-mails, refunds and credit notes. */
  private async views(requests: ReturnRequest[]): Promise<ReturnDto[]> {
    if (requests.length === 0) return [];
    const manager = this.dataSource.manager;
    const itemIds = requests.flatMap((ret) => ret.lines.map((line) => line.orderItemId));
    const refundIds = requests.flatMap((ret) => (ret.refundId ? [ret.refundId] : []));
    const [items, orders, refunds, notes] = await Promise.all([
      manager.getRepository(OrderItem).findBy({ id: In(itemIds) }),
      manager.getRepository(Order).find({
        select: { id: true, email: true },
        where: { id: In([...new Set(requests.map((ret) => ret.orderId))]) },
      }),
      refundIds.length ? manager.getRepository(Refund).findBy({ id: In(refundIds) }) : Promise.resolve([]),
      manager.getRepository(Invoice).find({
        select: { returnId: true, number: true },
        where: { returnId: In(requests.map((ret) => ret.id)) },
      }),
    ]);
    const itemsById = new Map(items.map((item) => [item.id, item]));
    const emails = new Map(orders.map((order) => [order.id, order.email]));
    const refundsById = new Map(refunds.map((refund) => [refund.id, refund]));
    const notesByReturn = new Map(notes.map((doc) => [doc.returnId, doc.number]));
    return requests.map((ret) => {
      const refund = ret.refundId ? refundsById.get(ret.refundId) : undefined;
      const number = notesByReturn.get(ret.id);
      return {
        ...this.eventView(ret, itemsById),
        orderNumber: shortId(ret.orderId),
        email: emails.get(ret.orderId) ?? '',
        refund: refund ? toRefundDto(refund) : null,
        creditNote: number ? { number, pdfUrl: `/api/returns/${ret.id}/credit-note/pdf` } : null,
      };
    });
  }

  /** The return as webhook receivers get it, read in the transaction that changed it. */
  private async eventOf(manager: EntityManager, id: string): Promise<WebhookReturnDto> {
    const ret = await manager.getRepository(ReturnRequest).findOneOrFail({ where: { id }, relations: { lines: true } });
    const items = await manager.getRepository(OrderItem).findBy({ orderId: ret.orderId });
    return this.eventView(ret, new Map(items.map((item) => [item.id, item])));
  }

  private eventView(ret: ReturnRequest, items: Map<string, OrderItem>): WebhookReturnDto {
    return {
      id: ret.id,
      orderId: ret.orderId,
      status: ret.status,
      reason: ret.reason,
      photos: ret.photos.map((path) => absoluteImageUrl(this.config.publicUrl, path)),
      lines: [...ret.lines]
        .map((line) => ({ line, item: items.get(line.orderItemId) }))
        .sort((a, b) => (a.item?.position ?? 0) - (b.item?.position ?? 0))
        .map(({ line, item }) => ({
          itemId: line.orderItemId,
          productId: item?.productId ?? null,
          name: item?.name ?? '',
          quantity: line.quantity,
          variantId: item?.variantId ?? null,
          sku: item?.sku ?? null,
          variantTitle: item?.variantTitle ?? null,
        })),
      decisionNote: ret.decisionNote,
      refundId: ret.refundId,
      createdAt: ret.createdAt,
      decidedAt: ret.decidedAt,
    };
  }

  private async attachment(doc: Invoice) {
    return {
      filename: this.invoices.fileName(doc),
      content: await this.invoices.pdf(doc),
      contentType: 'application/pdf',
    };
  }
}

/** Pieces each order line has in returns asked for or approved. */
function heldPieces(requests: ReturnRequest[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const ret of requests) {
    if (!LIVE.includes(ret.status)) continue;
    for (const line of ret.lines) held.set(line.orderItemId, (held.get(line.orderItemId) ?? 0) + line.quantity);
  }
  return held;
}

/** Each asked line must be the order's, once, and at most what was bought less what is held. */
function checkLines(
  lines: { itemId: string; quantity: number }[],
  items: OrderItem[],
  held: Map<string, number>,
): void {
  const byId = new Map(items.map((item) => [item.id, item]));
  const seen = new Set<string>();
  for (const line of lines) {
    const item = byId.get(line.itemId);
    if (!item) throw new NotFoundException(`Order line not found: ${line.itemId}`);
    if (seen.has(line.itemId)) throw new BadRequestException(RETURN_MESSAGES.duplicateLine);
    seen.add(line.itemId);
    const left = item.quantity - (held.get(line.itemId) ?? 0);
    if (line.quantity > left) throw new ConflictException(`Only ${left} of "${item.name}" can still be returned`);
  }
}

function pieces(lines: { quantity: number }[]): string {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return `${count} ${count === 1 ? 'piece' : 'pieces'}`;
}

const LONG_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

function windowClosed(closesAt: Date, days: number): string {
  const date = LONG_DATE.format(closesAt);
  return `Returns are accepted within ${days} days of delivery; this order's return window closed on ${date}`;
}
