import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config';
import { UsersService } from '../../auth/users.service';
import { Order } from '../order.entity';
import { financialYear } from './financial-year';
import { Invoice } from './invoice.entity';
import { buildInvoiceDocument, InvoiceKind, ReturnedLine } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';

export interface InvoiceSummary {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
}

const KIND_NAMES: Record<InvoiceKind, string> = { invoice: 'invoice', credit_note: 'credit note' };

/**
 * GST invoices and credit notes: numbering and rendering. Documents are issued inside the
 * order's own transaction (OrdersService holds the order's row lock), so an invoice exists
 * exactly when the payment it records was committed, and a rolled-back change gives its number
 * back: the series stays gap-free.
 */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Invoice numbers read DS/25-26/0001; credit notes have their own series, DSC/25-26/0001. */
  seriesOf(kind: InvoiceKind): string {
    return kind === 'invoice' ? this.config.seller.invoicePrefix : `${this.config.seller.invoicePrefix}C`;
  }

  /**
   * The next number of a series in a financial year. The counter row's update takes its row
   * lock until the caller's transaction ends, so concurrent issuers (in any process) queue here
   * and each gets the next number; a rollback returns the number to the series.
   */
  async nextNumber(manager: EntityManager, series: string, fy: string): Promise<number> {
    const rows: { last_number: number }[] = await manager.query(
      `INSERT INTO document_counters (series, financial_year, last_number) VALUES ($1, $2, 1)
       ON CONFLICT (series, financial_year)
       DO UPDATE SET last_number = document_counters.last_number + 1
       RETURNING last_number`,
      [series, fy],
    );
    return rows[0].last_number;
  }

  /**
   * Issues the order's invoice (kind 'invoice') or, for an invoiced order, its credit note.
   * Call inside the transaction that holds the order's row lock; null when there is nothing
   * to issue (already issued, or a credit note for an order never invoiced). With `returned`,
   * a credit note for one return's lines only (at most one per return).
   */
  async issue(
    manager: EntityManager,
    orderId: string,
    kind: InvoiceKind,
    at = new Date(),
    returned?: { returnId: string; lines: ReturnedLine[] },
  ): Promise<Invoice | null> {
    const repo = manager.getRepository(Invoice);
    const existing = await repo.findBy({ orderId });
    const same = returned
      ? (doc: Invoice) => doc.returnId === returned.returnId
      : (doc: Invoice) => doc.kind === kind && doc.returnId === null;
    if (existing.some(same)) return null;
    const original = existing.find((doc) => doc.kind === 'invoice') ?? null;
    if (kind === 'credit_note' && !original) return null;
    const order = await manager
      .getRepository(Order)
      .findOneOrFail({ where: { id: orderId }, relations: { items: true } });
    // Read on this transaction's connection: the pool may have none to spare (embedded: one).
    const buyerName = order.userId ? await this.users.nameOf(order.userId, manager) : null;
    // A cancellation's credit note leaves out what approved returns have credited already.
    const credited = returned || kind !== 'credit_note' ? null : await this.creditedByReturns(manager, existing);
    const covers = returned?.lines ?? (credited && remainingLines(order, credited));
    if (covers && covers.length === 0) return null;

    const series = this.seriesOf(kind);
    const fy = financialYear(at);
    const sequence = await this.nextNumber(manager, series, fy);
    const number = `${series}/${fy}/${String(sequence).padStart(4, '0')}`;
    const document = buildInvoiceDocument(
      {
        kind,
        number,
        issuedAt: at,
        financialYear: fy,
        against: original ? { number: original.number, issuedAt: original.issuedAt.toISOString() } : null,
      },
      order,
      this.config.seller,
      buyerName ?? order.email,
      covers ?? undefined,
    );
    return repo.save(
      repo.create({
        orderId,
        kind,
        returnId: returned?.returnId ?? null,
        number,
        series,
        financialYear: fy,
        sequence,
        issuedAt: at,
        document,
      }),
    );
  }

  /** Pieces of each order line that the return credit notes among `documents` credit; null when none. */
  private async creditedByReturns(manager: EntityManager, documents: Invoice[]): Promise<Map<string, number> | null> {
    const returnIds = documents.flatMap((doc) => (doc.returnId ? [doc.returnId] : []));
    if (returnIds.length === 0) return null;
    const rows = await manager.query<{ item: string; quantity: number }[]>(
      `SELECT order_item_id AS item, sum(quantity)::int AS quantity FROM return_lines
       WHERE return_id = ANY($1::uuid[]) GROUP BY order_item_id`,
      [returnIds],
    );
    return new Map(rows.map((row) => [row.item, row.quantity]));
  }

  /** The documents of each order, oldest first (for order views). */
  async summaries(orderIds: string[]): Promise<Map<string, InvoiceSummary[]>> {
    const byOrder = new Map<string, InvoiceSummary[]>();
    if (orderIds.length === 0) return byOrder;
    const docs = await this.invoices.find({
      select: { orderId: true, kind: true, number: true, issuedAt: true },
      // A return's credit note is listed with its return (returns/), not among the order's documents.
      where: { orderId: In(orderIds), returnId: IsNull() },
      order: { issuedAt: 'ASC' },
    });
    for (const doc of docs) {
      if (!doc.orderId) continue;
      byOrder.set(doc.orderId, [
        ...(byOrder.get(doc.orderId) ?? []),
        { kind: doc.kind, number: doc.number, issuedAt: doc.issuedAt },
      ]);
    }
    return byOrder;
  }

  /** The order's document of a kind; 404 naming what is missing. */
  async get(orderId: string, kind: InvoiceKind): Promise<Invoice> {
    const doc = await this.invoices.findOneBy({ orderId, kind, returnId: IsNull() });
    if (!doc) throw new NotFoundException(`No ${KIND_NAMES[kind]} has been issued for this order`);
    return doc;
  }

  pdf(doc: Invoice): Promise<Buffer> {
    return renderInvoicePdf(doc.document);
  }

  /** 'DS-25-26-0001.pdf': the number made safe for a file name. */
  fileName(doc: Invoice): string {
    return `${doc.number.replace(/[^\w-]+/g, '-')}.pdf`;
  }
}

/** Each order line's pieces not yet credited (lines with none left are left out). */
function remainingLines(order: Order, credited: Map<string, number>): ReturnedLine[] {
  return order.items.flatMap((item) => {
    const quantity = item.quantity - (credited.get(item.id) ?? 0);
    return quantity > 0 ? [{ itemId: item.id, quantity }] : [];
  });
}
