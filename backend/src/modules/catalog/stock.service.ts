import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { coded } from '../../common/errors/error-codes';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { CursorPage, readCursorPage, SyncQuery } from '../../common/http/cursor-page';
import { prepared } from '../../database/prepared';
import { idempotent, requestHash } from '../../common/http/idempotency';
import { Transactions, Tx } from '../../infra/events';
import { Product } from './product.entity';
import { ProductWebhooks } from './product-webhooks';
import { StockMovement, StockReason } from './stock-movement.entity';

/** A product and how many pieces of it an order holds. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** Who and what a stock change is for (kept in the history). */
export interface StockRef {
  orderId?: string | null;
  actorId?: string | null;
  note?: string | null;
  /** An admin's count sent with an Idempotency-Key: kept on its movement. */
  idempotencyKey?: string;
  requestHash?: string;
}

/** A product that has fewer pieces than an order asks for. */
export interface Shortage {
  productId: string;
  name: string;
  available: number;
  wanted: number;
}

export function shortageMessage(shortage: Shortage): string {
  return shortage.available === 0
    ? `Sorry, "${shortage.name}" is out of stock.`
    : `Sorry, only ${shortage.available} of "${shortage.name}" left; your order asks for ${shortage.wanted}.`;
}

/** 409: an order asks for more pieces than are left. The message names the product. */
export class OutOfStockException extends ConflictException {
  constructor(readonly shortage: Shortage) {
    super(coded('OUT_OF_STOCK', shortageMessage(shortage)));
  }
}

/**
 * Locks the products ($1) and moves each count by its change ($2), recording each move with the
 * count after it; answers every product with its count before. NO KEY UPDATE, the lock an
 * UPDATE of stock takes anyway: it does not wait on the key-share locks that other orders'
 * lines (foreign keys to products) hold, which FOR UPDATE would. In id order, so that two
 * orders for the same products queue rather than deadlock. When a count would go below zero,
 * none moves; made-to-order products (no count) never do.
 */
const MOVE_STOCK = prepared(
  `WITH wanted AS (SELECT * FROM unnest($1::uuid[], $2::int[]) AS w(id, change)),
   locked AS (
     SELECT id, name, stock FROM products WHERE id IN (SELECT id FROM wanted) ORDER BY id FOR NO KEY UPDATE),
   moved AS (
     UPDATE product_variants v SET stock = l.stock + w.change
     FROM locked l JOIN wanted w ON w.id = l.id
     WHERE v.product_id = l.id AND l.stock IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM locked s JOIN wanted sw ON sw.id = s.id WHERE s.stock + sw.change < 0)
     RETURNING v.product_id AS id, v.id AS variant_id, w.change, v.stock),
   recorded AS (
     INSERT INTO stock_movements (product_id, variant_id, change, stock_after, reason, order_id, actor_id, note)
     SELECT id, variant_id, change, stock, $3, $4::uuid, $5::uuid, $6 FROM moved ORDER BY id)
   SELECT l.id, l.name, l.stock, w.change FROM locked l JOIN wanted w ON w.id = l.id ORDER BY l.id`,
);

/** The admin's edit: the product's row, locked. */
const LOCK_PRODUCT = prepared(`SELECT id, name, stock FROM products WHERE id = $1 FOR NO KEY UPDATE`);

interface LockedRow {
  id: string;
  name: string;
  stock: number | null;
}

/**
 * The owner of product stock. Every change runs in the caller's transaction, locks the product
 * rows in id order (two orders for the same products queue rather than deadlock), decides from
 * the locked counts, records one history row per product changed and publishes `stock.changed`
 * for after the commit. Products with no count (made to order) are never short and leave no
 * history.
 */
@Injectable()
export class StockService {
  constructor(
    @InjectRepository(StockMovement) private readonly movements: Repository<StockMovement>,
    private readonly transactions: Transactions,
    private readonly webhooks: ProductWebhooks,
  ) {}

  /** Takes the lines' pieces; 409 naming the first product that is short, and nothing is taken. */
  async take(tx: Tx, lines: StockLine[], ref: StockRef, reason: 'order' | 'reopen' = 'order'): Promise<void> {
    const moved = await this.move(tx, lines, -1, reason, ref);
    const short = moved.find((row) => row.stock !== null && row.stock + row.change < 0);
    if (short) {
      const shortage = { productId: short.id, name: short.name, available: short.stock!, wanted: -short.change };
      throw new OutOfStockException(shortage);
    }
  }

  /** Gives the lines' pieces back (deleted or made-to-order products are skipped). */
  async giveBack(
    tx: Tx,
    lines: StockLine[],
    reason: 'cancel' | 'order_deleted' | 'return',
    ref: StockRef,
  ): Promise<void> {
    await this.move(tx, lines, 1, reason, ref);
  }

  /** Records the count a new product starts with (in the caller's transaction). */
  async recordInitial(
    manager: EntityManager,
    { productId, variantId }: { productId: string; variantId: string },
    stock: number | null,
    actorId: string | null,
  ) {
    if (stock === null) return;
    await manager.getRepository(StockMovement).insert({
      productId,
      variantId,
      change: stock,
      stockAfter: stock,
      reason: 'initial',
      orderId: null,
      actorId,
      note: null,
    });
  }

  /**
   * An admin sets the count (null = made to order), in the caller's transaction or its own.
   * Returns whether it changed. The history keeps the difference, so an edit made while orders
   * were coming in reads truthfully.
   */
  set(productId: string, stock: number | null, ref: StockRef, tx?: Tx): Promise<boolean> {
    if (!tx) return this.transactions.run((own) => this.set(productId, stock, ref, own));
    return this.setWithin(tx, productId, stock, ref);
  }

  /**
   * An admin's count from the API. With an idempotency key, a repeat of a count that changed
   * the stock answers that change (`replayed`) instead of counting again; a count that changed
   * nothing leaves no row, and a repeat of it changes nothing either.
   */
  async setOnce(
    productId: string,
    stock: number | null,
    ref: StockRef & { actorId: string },
    idempotencyKey?: string,
  ): Promise<{ result: { changed: boolean; stock: number | null }; replayed: boolean }> {
    const hash = requestHash({ productId, stock, note: ref.note ?? undefined });
    const find = async () => {
      const row = await this.movements.findOne({
        select: { stockAfter: true, requestHash: true },
        where: { actorId: ref.actorId, idempotencyKey },
      });
      return (
        row && { requestHash: row.requestHash ?? null, answer: async () => ({ changed: true, stock: row.stockAfter }) }
      );
    };
    const count = async () => ({
      changed: await this.set(productId, stock, {
        ...ref,
        ...(idempotencyKey ? { idempotencyKey, requestHash: hash } : {}),
      }),
      stock,
    });
    return idempotent(idempotencyKey, hash, 'stock_movements_idempotency_key', find, count);
  }

  private async setWithin(tx: Tx, productId: string, stock: number | null, ref: StockRef): Promise<boolean> {
    const [row] = await tx.manager.query<LockedRow[]>(LOCK_PRODUCT, [productId]);
    if (!row) throw new NotFoundException('Product not found');
    if (row.stock === stock) return false;
    // An UPDATE's answer from TypeORM: its rows and its count.
    const [[variant]] = await tx.manager.query<[{ id: string }[], number]>(
      `UPDATE product_variants SET stock = $2 WHERE product_id = $1 RETURNING id`,
      [productId, stock],
    );
    const change = stock !== null && row.stock !== null ? stock - row.stock : 0;
    await tx.manager.getRepository(StockMovement).insert({
      productId,
      variantId: variant.id,
      change,
      stockAfter: stock,
      reason: 'admin_edit',
      orderId: null,
      actorId: ref.actorId ?? null,
      note: ref.note ?? (stock === null ? 'Made to order' : row.stock === null ? 'Stock counted' : null),
      idempotencyKey: ref.idempotencyKey ?? null,
      requestHash: ref.requestHash ?? null,
    });
    await this.webhooks.stockMoved(tx, [
      { productId, name: row.name, stock, previousStock: row.stock, change, reason: 'admin_edit', orderId: null },
    ]);
    // An admin's edit is rare: every answer is recomputed, whatever the count did.
    tx.publish({ type: 'stock.changed', productIds: [productId], soldOutChanged: true });
    return true;
  }

  /**
   * An admin sets one variant's count (null = made to order) in the caller's transaction, which
   * has locked the variant's product; answers whether it changed. The movement names the variant;
   * the events carry the product's total before and after, as the database keeps it.
   */
  async setVariant(
    tx: Tx,
    { productId, variantId }: { productId: string; variantId: string },
    stock: number | null,
    ref: StockRef,
  ): Promise<boolean> {
    const [row] = await tx.manager.query<(LockedRow & { variant_stock: number | null })[]>(
      `SELECT p.id, p.name, p.stock, v.stock AS variant_stock FROM products p
       JOIN product_variants v ON v.product_id = p.id WHERE p.id = $1 AND v.id = $2 FOR NO KEY UPDATE`,
      [productId, variantId],
    );
    if (!row) throw new NotFoundException('Variant not found');
    const before = row.variant_stock;
    if (before === stock) return false;
    await tx.manager.query(`UPDATE product_variants SET stock = $2, updated_at = now() WHERE id = $1`, [
      variantId,
      stock,
    ]);
    const [{ stock: total }] = await tx.manager.query<{ stock: number | null }[]>(
      `SELECT stock FROM products WHERE id = $1`,
      [productId],
    );
    const change = stock !== null && before !== null ? stock - before : 0;
    await tx.manager.getRepository(StockMovement).insert({
      productId,
      variantId,
      change,
      stockAfter: stock,
      reason: 'admin_edit',
      orderId: null,
      actorId: ref.actorId ?? null,
      note: ref.note ?? (stock === null ? 'Made to order' : before === null ? 'Stock counted' : null),
      idempotencyKey: ref.idempotencyKey ?? null,
      requestHash: ref.requestHash ?? null,
    });
    await this.webhooks.stockMoved(tx, [
      {
        productId,
        name: row.name,
        stock: total,
        previousStock: row.stock,
        change,
        reason: 'admin_edit',
        orderId: null,
      },
    ]);
    tx.publish({ type: 'stock.changed', productIds: [productId], soldOutChanged: true });
    return true;
  }

  /** The history, newest move first, for one product or the whole shop. */
  async history(filter: { productId?: string; page: number; limit: number }): Promise<{
    movements: NamedMovement[];
    total: number;
  }> {
    const query = this.historyQuery(filter.productId)
      // In the order the counts moved (see the seq column), not by when each transaction began.
      .orderBy('m.seq', 'DESC')
      .offset((filter.page - 1) * filter.limit)
      .limit(filter.limit);
    const [{ entities, raw }, total] = await Promise.all([query.getRawAndEntities(), query.getCount()]);
    return { movements: named(entities, raw), total };
  }

  /**
   * The history as an integration follows it, oldest first: a cursor walk by (created_at, id)
   * (docs/integrations-sync.md). A movement is never changed, so its creation is its last change.
   */
  async historySince(filter: { productId?: string }, sync: SyncQuery): Promise<CursorPage<NamedMovement>> {
    const list = filter.productId ? `stock-movements:${filter.productId}` : 'stock-movements';
    const page = await readCursorPage(
      this.historyQuery(filter.productId),
      { list, at: 'm.created_at', id: 'm.id' },
      sync,
    );
    return { rows: named(page.rows, page.raw), next: page.next };
  }

  private historyQuery(productId: string | undefined) {
    const query = this.movements
      .createQueryBuilder('m')
      .innerJoin(Product, 'p', 'p.id = m.product_id')
      .addSelect('p.name', 'product_name');
    if (productId) query.where('m.product_id = :productId', { productId });
    return query;
  }

  /** Products with a count at or below `threshold`, fewest first. */
  lowStock(threshold: number, limit: number): Promise<Product[]> {
    return this.movements.manager
      .getRepository(Product)
      .createQueryBuilder('p')
      .where('p.stock IS NOT NULL AND p.stock <= :threshold', { threshold })
      .orderBy('p.stock', 'ASC')
      .addOrderBy('lower(p.name)', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Moves the lines' counts by `sign` × their quantity, in one statement; answers each product's count before. */
  private async move(
    tx: Tx,
    lines: StockLine[],
    sign: 1 | -1,
    reason: StockReason,
    ref: StockRef,
  ): Promise<(LockedRow & { change: number })[]> {
    const sums = sumByProduct(lines);
    if (sums.size === 0) return [];
    const changes = [...sums.values()].map((quantity) => sign * quantity);
    const params = [[...sums.keys()], changes, reason, ref.orderId ?? null, ref.actorId ?? null, ref.note ?? null];
    const rows = await tx.manager.query<(LockedRow & { change: number })[]>(MOVE_STOCK, params);
    const counted = rows.filter((row): row is LockedRow & { stock: number; change: number } => row.stock !== null);
    if (counted.length > 0 && counted.every((row) => row.stock + row.change >= 0)) {
      await this.webhooks.stockMoved(
        tx,
        counted.map((row) => ({
          productId: row.id,
          name: row.name,
          stock: row.stock + row.change,
          previousStock: row.stock,
          change: row.change,
          reason,
          orderId: ref.orderId ?? null,
        })),
      );
      tx.publish({
        type: 'stock.changed',
        productIds: counted.map((row) => row.id),
        // A product that sold out or came back also changes lists that hide or sort sold-out ones.
        soldOutChanged: counted.some((row) => row.stock > 0 !== row.stock + row.change > 0),
      });
    }
    return rows;
  }
}

/** A movement with the name of its product. */
export type NamedMovement = StockMovement & { productName: string };

function named(movements: StockMovement[], raw: unknown[]): NamedMovement[] {
  return movements.map((movement, i) => ({
    ...movement,
    productName: (raw[i] as { product_name: string }).product_name,
  }));
}

function sumByProduct(lines: StockLine[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { productId, quantity } of lines) sums.set(productId, (sums.get(productId) ?? 0) + quantity);
  return sums;
}
