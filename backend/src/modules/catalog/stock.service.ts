import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
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
import { ProductOption, ProductVariant, variantTitle } from './product-variant.entity';
import { chooseOptionsMessage, notSoldWithMessage } from './product-pricing.service';

/** A variant of a product and how many pieces of it an order holds. */
export interface StockLine {
  productId: string;
  variantId: string;
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

/** A variant that has fewer pieces than an order asks for. */
export interface Shortage {
  productId: string;
  variantId: string;
  /** The product's name, with the variant's title when it has options: "Round Mirror (Size: Large)". */
  name: string;
  available: number;
  wanted: number;
}

export function shortageMessage(shortage: Shortage): string {
  return shortage.available === 0
    ? `Sorry, "${shortage.name}" is out of stock.`
    : `Sorry, only ${shortage.available} of "${shortage.name}" left; your order asks for ${shortage.wanted}.`;
}

/** 409: an order asks for more pieces than are left. The message names the product and its variant. */
export class OutOfStockException extends ConflictException {
  constructor(readonly shortage: Shortage) {
    super(coded('OUT_OF_STOCK', shortageMessage(shortage)));
  }
}

/** A variant low on stock, as the admin's dashboard lists it. */
export interface LowStockVariant {
  productId: string;
  variantId: string;
  sku: string;
  variantTitle: string | null;
  name: string;
  image: string;
  category: string;
  stock: number;
}

type LowStockRow = Omit<LowStockVariant, 'variantTitle'> & { options: ProductOption[]; optionValues: string[] };

/**
 * The low-stock list in one statement. No index names a variant's count, so that a sale's
 * change to it stays a heap-only update (as products' counts, 1733001300000-stock-counts-without-index.ts):
 * the admin's list reads the variants instead, then each one's product through its key.
 */
const LOW_STOCK = `
  SELECT v.product_id AS "productId", v.id AS "variantId", v.sku, v.option_values AS "optionValues", v.stock,
         p.name, p.image, p.category, p.options
  FROM product_variants v JOIN products p ON p.id = v.product_id
  WHERE v.stock <= $1
  ORDER BY v.stock, lower(p.name), v.position, v.id
  LIMIT $2`;

/** Where a stock move takes its values from: a parameter (`$2`) or an SQL value, each. */
export interface StockMoveValues {
  /** uuid[]: the products of the variants, to lock first. */
  productIds: string;
  /** uuid[] and int[] of the same length: each variant and its change. */
  variantIds: string;
  changes: string;
  reason: string;
  orderId: string;
  actorId: string;
  note: string;
}

/**
 * The stock move as common table expressions, for MOVE_STOCK and for the statement that writes
 * a new order (WRITE_ORDER in order-placements.ts), read with STOCK_MOVED. Locks the products and
 * then the variants in id order and moves each variant's count by its change, recording each move
 * with the count after it. Every writer of a variant locks its product first, and the trigger that
 * keeps the product's price and sold_out from its variants then updates rows already locked here:
 * one lock order, no deadlock (the variants wait for the products' locks through the scalar subquery,
 * which runs before any variant row is read). NO KEY UPDATE, the lock an UPDATE of stock takes
 * anyway: it does not wait on the key-share locks that other orders' lines (foreign keys) hold,
 * which FOR UPDATE would. When a count would go below zero, none moves; made-to-order variants
 * (no count) never do. The arrays are read through subqueries so that a connection keeps one
 * generic plan (see CHARGED_ROWS in catalog-pricing.ts).
 */
export function stockMoveSql(v: StockMoveValues): string {
  return `wanted AS (SELECT * FROM unnest((SELECT ${v.variantIds}::uuid[]), (SELECT ${v.changes}::int[])) AS w(id, change)),
   products_locked AS (
     SELECT id, name, options FROM products WHERE id = ANY((SELECT ${v.productIds}::uuid[])::uuid[]) ORDER BY id FOR NO KEY UPDATE),
   locked AS (
     SELECT v.id, v.product_id, v.option_values, v.stock FROM product_variants v
     WHERE v.id IN (SELECT id FROM wanted) AND (SELECT count(*) FROM products_locked) > 0
     ORDER BY v.id FOR NO KEY UPDATE),
   moved AS (
     UPDATE product_variants v SET stock = l.stock + w.change
     FROM locked l JOIN wanted w ON w.id = l.id
     WHERE v.id = l.id AND l.stock IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM locked s JOIN wanted sw ON sw.id = s.id WHERE s.stock + sw.change < 0)
     RETURNING v.id, v.product_id, w.change, v.stock),
   recorded AS (
     INSERT INTO stock_movements (product_id, variant_id, change, stock_after, reason, order_id, actor_id, note)
     SELECT product_id, id, change, stock, ${v.reason}, ${v.orderId}, ${v.actorId}, ${v.note} FROM moved ORDER BY id)`;
}

/** Every variant stockMoveSql locked, with its count before the move (LockedRow and its change). */
export const STOCK_MOVED = `
  SELECT l.id AS "variantId", l.product_id AS "productId", p.name, p.options, l.option_values AS "optionValues",
         l.stock, w.change
  FROM locked l JOIN wanted w ON w.id = l.id JOIN products_locked p ON p.id = l.product_id ORDER BY l.id`;

/** A stock move on its own: products $1, variants $2 and changes $3, for reason $4 (order $5, actor $6, note $7). */
const MOVE_STOCK = prepared(
  `WITH ${stockMoveSql({
    productIds: '$1',
    variantIds: '$2',
    changes: '$3',
    reason: '$4',
    orderId: '$5::uuid',
    actorId: '$6::uuid',
    note: '$7',
  })} ${STOCK_MOVED}`,
);

/** The admin's edit: the product's row, locked, then its variants' ($2, or all when null), locked. */
const LOCK_VARIANT = prepared(
  `WITH product AS (SELECT id, name, options, variant_count FROM products WHERE id = $1 FOR NO KEY UPDATE)
   SELECT p.id AS "productId", p.name, p.options, p.variant_count AS "variantCount", v.id AS "variantId",
          v.option_values AS "optionValues", v.stock
   FROM product p LEFT JOIN LATERAL (
     SELECT id, option_values, stock FROM product_variants
     WHERE product_id = p.id AND ($2::uuid IS NULL OR id = $2::uuid) ORDER BY position, id LIMIT 1 FOR NO KEY UPDATE
   ) v ON true`,
);

/** What an admin's count did, and to which variant. */
export interface StockSet {
  changed: boolean;
  /** null only when replaying a count of a variant deleted since. */
  variantId: string | null;
}

/** Which movements the history lists: one product's, one variant's, or all. */
export interface HistoryFilter {
  productId?: string;
  variantId?: string;
}

/** Whose stock an admin sets: a product's variant, or its only one. */
export interface StockTarget {
  productId: string;
  variantId?: string;
}

/** A variant as STOCK_MOVED and LOCK_VARIANT read it, with its product's name and options. */
interface LockedRow {
  productId: string;
  variantId: string;
  name: string;
  options: ProductOption[];
  optionValues: string[];
  stock: number | null;
}

/** A variant a stock move locked, with its count before the move and the change asked. */
export type StockMoved = LockedRow & { change: number };

/** "Round Mirror (Size: Large)" for a variant of a product with options, else the product's name. */
export function variantName(row: Pick<LockedRow, 'name' | 'options' | 'optionValues'>): string {
  const title = variantTitle(row.options, row.optionValues);
  return title === null ? row.name : `${row.name} (${title})`;
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

  /** Takes the lines' pieces; 409 naming the first variant that is short, and nothing is taken. */
  async take(tx: Tx, lines: StockLine[], ref: StockRef, reason: 'order' | 'reopen' = 'order'): Promise<void> {
    refuseShort(await this.move(tx, lines, -1, reason, ref));
  }

  /**
   * After a statement of the caller's took a new order's pieces with stockMoveSql and read
   * STOCK_MOVED: 409 naming the first variant that is short (nothing was taken, and the caller's
   * transaction rolls back), otherwise the move is told as `take` tells it.
   */
  async taken(tx: Tx, moved: StockMoved[], ref: StockRef): Promise<void> {
    await this.told(tx, moved, 'order', ref);
    refuseShort(moved);
  }

  /** Gives the lines' pieces back (deleted or made-to-order variants are skipped). */
  async giveBack(
    tx: Tx,
    lines: StockLine[],
    reason: 'cancel' | 'order_deleted' | 'return',
    ref: StockRef,
  ): Promise<void> {
    await this.move(tx, lines, 1, reason, ref);
  }

  /** Records the count a new variant starts with (in the caller's transaction). */
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
   * An admin sets a variant's count (null = made to order), in the caller's transaction or its
   * own; without a variant, the product's only one (400 naming the options when it has several,
   * and for a variant of another product). Returns whether it changed. The history keeps the
   * difference, so an edit made while orders were coming in reads truthfully.
   */
  set(target: StockTarget, stock: number | null, ref: StockRef, tx?: Tx): Promise<StockSet> {
    if (!tx) return this.transactions.run((own) => this.set(target, stock, ref, own));
    return this.setWithin(tx, target, stock, ref);
  }

  /**
   * An admin's count from the API. With an idempotency key, a repeat of a count that changed
   * the stock answers that change (`replayed`) instead of counting again; a count that changed
   * nothing leaves no row, and a repeat of it changes nothing either.
   */
  async setOnce(
    target: StockTarget,
    stock: number | null,
    ref: StockRef & { actorId: string },
    idempotencyKey?: string,
  ): Promise<{ result: StockSet & { stock: number | null }; replayed: boolean }> {
    const { productId, variantId } = target;
    // A count without a variant hashes as it did before variants existed.
    const hash = requestHash({ productId, ...(variantId ? { variantId } : {}), stock, note: ref.note ?? undefined });
    const find = async () => {
      const row = await this.movements.findOne({
        select: { stockAfter: true, variantId: true, requestHash: true },
        where: { actorId: ref.actorId, idempotencyKey },
      });
      return (
        row && {
          requestHash: row.requestHash ?? null,
          answer: async () => ({ changed: true, variantId: row.variantId, stock: row.stockAfter }),
        }
      );
    };
    const count = async () => ({
      ...(await this.set(target, stock, {
        ...ref,
        ...(idempotencyKey ? { idempotencyKey, requestHash: hash } : {}),
      })),
      stock,
    });
    return idempotent(idempotencyKey, hash, 'stock_movements_idempotency_key', find, count);
  }

  private async setWithin(tx: Tx, target: StockTarget, stock: number | null, ref: StockRef): Promise<StockSet> {
    const { productId } = target;
    const [row] = await tx.manager.query<(LockedRow & { variantCount: number })[]>(LOCK_VARIANT, [
      productId,
      target.variantId ?? null,
    ]);
    if (!row) throw new NotFoundException('Product not found');
    if (!row.variantId) throw new BadRequestException(notSoldWithMessage(row.name));
    if (!target.variantId && row.variantCount > 1) {
      throw new BadRequestException(
        chooseOptionsMessage(
          row.name,
          row.options.map((option) => option.name),
        ),
      );
    }
    if (row.stock === stock) return { changed: false, variantId: row.variantId };
    await tx.manager.query(`UPDATE product_variants SET stock = $2, updated_at = now() WHERE id = $1`, [
      row.variantId,
      stock,
    ]);
    const change = stock !== null && row.stock !== null ? stock - row.stock : 0;
    await tx.manager.getRepository(StockMovement).insert({
      productId,
      variantId: row.variantId,
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
      {
        ...movedVariant(row),
        stock,
        previousStock: row.stock,
        change,
        reason: 'admin_edit',
        orderId: null,
      },
    ]);
    // An admin's edit is rare: every answer is recomputed, whatever the count did.
    tx.publish({ type: 'stock.changed', productIds: [productId], soldOutChanged: true });
    return { changed: true, variantId: row.variantId };
  }

  /** The history, newest move first, for one product, one variant or the whole shop. */
  async history(filter: HistoryFilter & { page: number; limit: number }): Promise<{
    movements: NamedMovement[];
    total: number;
  }> {
    const query = this.historyQuery(filter)
      // In the order the counts moved (see the seq column), not by when each transaction began.
      .orderBy('m.seq', 'DESC')
      .offset((filter.page - 1) * filter.limit)
      .limit(filter.limit);
    const [{ entities, raw }, total] = await Promise.all([query.getRawAndEntities(), query.getCount()]);
    if (total === 0) await this.checkVariantOf(filter);
    return { movements: named(entities, raw), total };
  }

  /**
   * The history as an integration follows it, oldest first: a cursor walk by (created_at, id)
   * (docs/integrations-sync.md). A movement is never changed, so its creation is its last change.
   */
  async historySince(filter: HistoryFilter, sync: SyncQuery): Promise<CursorPage<NamedMovement>> {
    const list = ['stock-movements', filter.productId, filter.variantId].filter(Boolean).join(':');
    const page = await readCursorPage(this.historyQuery(filter), { list, at: 'm.created_at', id: 'm.id' }, sync);
    if (page.rows.length === 0) await this.checkVariantOf(filter);
    return { rows: named(page.rows, page.raw), next: page.next };
  }

  /** The movements with their product's name and their variant as it is now (none once deleted). */
  private historyQuery({ productId, variantId }: HistoryFilter) {
    const query = this.movements
      .createQueryBuilder('m')
      .innerJoin(Product, 'p', 'p.id = m.product_id')
      .leftJoin(ProductVariant, 'v', 'v.id = m.variant_id')
      .addSelect('p.name', 'product_name')
      .addSelect('p.options', 'product_options')
      .addSelect('v.sku', 'variant_sku')
      .addSelect('v.option_values', 'variant_values');
    if (productId) query.andWhere('m.product_id = :productId', { productId });
    if (variantId) query.andWhere('m.variant_id = :variantId', { variantId });
    return query;
  }

  /**
   * 400 when the history was asked for a variant of another product. Only an empty answer is
   * checked: a movement found proves the variant is the product's, so a page costs one statement.
   */
  private async checkVariantOf({ productId, variantId }: HistoryFilter): Promise<void> {
    if (!productId || !variantId) return;
    const [variant] = await this.movements.manager.query<{ productId: string }[]>(
      `SELECT product_id AS "productId" FROM product_variants WHERE id = $1`,
      [variantId],
    );
    if (variant?.productId !== productId) {
      throw new BadRequestException(`Variant ${variantId} is not a variant of product ${productId}`);
    }
  }

  /**
   * Variants with a count at or below `threshold`, fewest first (then by product name and the
   * variant's place): each variant of a product with several is its own row.
   */
  async lowStock(threshold: number, limit: number): Promise<LowStockVariant[]> {
    const rows = await this.movements.manager.query<LowStockRow[]>(LOW_STOCK, [threshold, limit]);
    return rows.map(({ options, optionValues, ...row }) => ({
      ...row,
      variantTitle: variantTitle(options, optionValues),
    }));
  }

  /** Moves the lines' counts by `sign` × their quantity, in one statement; answers each variant's count before. */
  private async move(
    tx: Tx,
    lines: StockLine[],
    sign: 1 | -1,
    reason: StockReason,
    ref: StockRef,
  ): Promise<StockMoved[]> {
    const { productIds, variantIds, changes } = stockMoveParams(lines, sign);
    if (variantIds.length === 0) return [];
    const params = [
      productIds,
      variantIds,
      changes,
      reason,
      ref.orderId ?? null,
      ref.actorId ?? null,
      ref.note ?? null,
    ];
    const rows = await tx.manager.query<StockMoved[]>(MOVE_STOCK, params);
    await this.told(tx, rows, reason, ref);
    return rows;
  }

  /** A move that took place (no count went below zero) to the stock webhooks and, after the commit, the caches. */
  private async told(tx: Tx, rows: StockMoved[], reason: StockReason, ref: StockRef): Promise<void> {
    const counted = rows.filter((row): row is StockMoved & { stock: number } => row.stock !== null);
    if (counted.length === 0 || counted.some((row) => row.stock + row.change < 0)) return;
    await this.webhooks.stockMoved(
      tx,
      counted.map((row) => ({
        ...movedVariant(row),
        stock: row.stock + row.change,
        previousStock: row.stock,
        change: row.change,
        reason,
        orderId: ref.orderId ?? null,
      })),
    );
    tx.publish({
      type: 'stock.changed',
      productIds: [...new Set(counted.map((row) => row.productId))],
      // A variant that sold out or came back can sell out the product, or move its "from" price:
      // that changes lists that hide, sort or filter by them.
      soldOutChanged: counted.some((row) => row.stock > 0 !== row.stock + row.change > 0),
    });
  }
}

/** 409 naming the first variant a move would take below zero. */
function refuseShort(moved: StockMoved[]): void {
  const short = moved.find((row) => row.stock !== null && row.stock + row.change < 0);
  if (!short) return;
  throw new OutOfStockException({
    productId: short.productId,
    variantId: short.variantId,
    name: variantName(short),
    available: short.stock!,
    wanted: -short.change,
  });
}

/** stockMoveSql's values for the lines: their quantities summed per variant, times `sign`. */
export function stockMoveParams(lines: StockLine[], sign: 1 | -1) {
  const sums = sumByVariant(lines);
  return {
    productIds: [...new Set([...sums.values()].map((line) => line.productId))],
    variantIds: [...sums.keys()],
    changes: [...sums.values()].map((line) => sign * line.quantity),
  };
}

/**
 * A movement with the name of its product, and its variant's SKU and options as they are now
 * (null for both once the variant is deleted; the title is null too for a product without options).
 */
export type NamedMovement = StockMovement & { productName: string; sku: string | null; variantTitle: string | null };

interface HistoryRaw {
  product_name: string;
  product_options: ProductOption[];
  variant_sku: string | null;
  variant_values: string[] | null;
}

function named(movements: StockMovement[], raw: unknown[]): NamedMovement[] {
  return movements.map((movement, i) => {
    const row = raw[i] as HistoryRaw;
    return {
      ...movement,
      productName: row.product_name,
      sku: row.variant_sku,
      variantTitle: row.variant_values === null ? null : variantTitle(row.product_options, row.variant_values),
    };
  });
}

/** The lines' quantities summed per variant, by variant id. */
function sumByVariant(lines: StockLine[]): Map<string, { productId: string; quantity: number }> {
  const sums = new Map<string, { productId: string; quantity: number }>();
  for (const { productId, variantId, quantity } of lines) {
    sums.set(variantId, { productId, quantity: (sums.get(variantId)?.quantity ?? 0) + quantity });
  }
  return sums;
}

/** What a stock event says of the variant whose count moved. */
function movedVariant(row: LockedRow) {
  return {
    productId: row.productId,
    variantId: row.variantId,
    name: row.name,
    variantTitle: variantTitle(row.options, row.optionValues),
  };
}
