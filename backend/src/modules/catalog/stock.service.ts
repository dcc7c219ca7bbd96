import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { prepared } from '../../database/prepared';
import { Transactions, Tx } from '../../infra/events';
import { Product } from './product.entity';
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
}

/** A product that has fewer pieces than an order asks for. */
export interface Shortage {
  productId: string;
  name: string;
  available: number;
  wanted: number;
}

/** "Only N left" is shown (and the dashboard lists the product) at this count or below. */
export const LOW_STOCK_THRESHOLD = 5;

export function shortageMessage(shortage: Shortage): string {
  return shortage.available === 0
    ? `Sorry, "${shortage.name}" is out of stock.`
    : `Sorry, only ${shortage.available} of "${shortage.name}" left; your order asks for ${shortage.wanted}.`;
}

/** 409: an order asks for more pieces than are left. The message names the product. */
export class OutOfStockException extends ConflictException {
  constructor(readonly shortage: Shortage) {
    super(shortageMessage(shortage));
  }
}

/**
 * NO KEY UPDATE, the lock an UPDATE of stock takes anyway: it does not wait on the key-share
 * locks that other orders' lines (foreign keys to products) hold, which FOR UPDATE would. In id
 * order, so that two orders for the same products queue rather than deadlock.
 */
const LOCK_PRODUCTS = prepared(
  `SELECT id, name, stock FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
);

/**
 * Moves the counts of locked products ($1) by their changes ($2) and records each move with the
 * count after it. The products' CHECK (stock >= 0) refuses a count below zero whatever calls it.
 */
const MOVE_STOCK = prepared(
  `WITH moved AS (
     UPDATE products p SET stock = p.stock + m.change
     FROM unnest($1::uuid[], $2::int[]) AS m(id, change)
     WHERE p.id = m.id
     RETURNING p.id, m.change, p.stock)
   INSERT INTO stock_movements (product_id, change, stock_after, reason, order_id, actor_id, note)
   SELECT id, change, stock, $3, $4::uuid, $5::uuid, $6 FROM moved`,
);

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
  ) {}

  /** Takes the lines' pieces; 409 naming the first product that is short, and nothing is taken. */
  async take(tx: Tx, lines: StockLine[], ref: StockRef, reason: 'order' | 'reopen' = 'order'): Promise<void> {
    const wanted = sumByProduct(lines);
    const rows = await this.lock(tx, [...wanted.keys()]);
    for (const row of rows) {
      const quantity = wanted.get(row.id)!;
      if (row.stock !== null && row.stock < quantity) {
        throw new OutOfStockException({ productId: row.id, name: row.name, available: row.stock, wanted: quantity });
      }
    }
    await this.move(tx, rows, (id) => -wanted.get(id)!, reason, ref);
  }

  /** Gives the lines' pieces back (deleted or made-to-order products are skipped). */
  async giveBack(tx: Tx, lines: StockLine[], reason: 'cancel' | 'order_deleted', ref: StockRef): Promise<void> {
    const given = sumByProduct(lines);
    await this.move(tx, await this.lock(tx, [...given.keys()]), (id) => given.get(id)!, reason, ref);
  }

  /** Records the count a new product starts with (in the caller's transaction). */
  async recordInitial(manager: EntityManager, productId: string, stock: number | null, actorId: string | null) {
    if (stock === null) return;
    await manager.getRepository(StockMovement).insert({
      productId,
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

  private async setWithin(tx: Tx, productId: string, stock: number | null, ref: StockRef): Promise<boolean> {
    const [row] = await this.lock(tx, [productId]);
    if (!row) throw new NotFoundException('Product not found');
    if (row.stock === stock) return false;
    await tx.manager.query(`UPDATE products SET stock = $2 WHERE id = $1`, [productId, stock]);
    await tx.manager.getRepository(StockMovement).insert({
      productId,
      change: stock !== null && row.stock !== null ? stock - row.stock : 0,
      stockAfter: stock,
      reason: 'admin_edit',
      orderId: null,
      actorId: ref.actorId ?? null,
      note: ref.note ?? (stock === null ? 'Made to order' : row.stock === null ? 'Stock counted' : null),
    });
    // An admin's edit is rare: every answer is recomputed, whatever the count did.
    tx.publish({ type: 'stock.changed', productIds: [productId], soldOutChanged: true });
    return true;
  }

  /** The history, newest first, for one product or the whole shop. */
  async history(filter: { productId?: string; page: number; limit: number }): Promise<{
    movements: (StockMovement & { productName: string })[];
    total: number;
  }> {
    const query = this.movements
      .createQueryBuilder('m')
      .innerJoin(Product, 'p', 'p.id = m.product_id')
      .addSelect('p.name', 'product_name')
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .offset((filter.page - 1) * filter.limit)
      .limit(filter.limit);
    if (filter.productId) query.where('m.product_id = :productId', { productId: filter.productId });
    const [{ entities, raw }, total] = await Promise.all([query.getRawAndEntities(), query.getCount()]);
    return {
      movements: entities.map((movement, i) => ({
        ...movement,
        productName: (raw[i] as { product_name: string }).product_name,
      })),
      total,
    };
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

  private lock(tx: Tx, ids: string[]): Promise<LockedRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx.manager.query(LOCK_PRODUCTS, [ids]);
  }

  /** Changes the counts of locked rows with a count by `changeOf` their id, in one statement. */
  private async move(
    tx: Tx,
    rows: LockedRow[],
    changeOf: (id: string) => number,
    reason: StockReason,
    ref: StockRef,
  ): Promise<void> {
    const counted = rows.filter((row): row is LockedRow & { stock: number } => row.stock !== null);
    if (counted.length === 0) return;
    const ids = counted.map((row) => row.id);
    const changes = counted.map((row) => changeOf(row.id));
    await tx.manager.query(MOVE_STOCK, [
      ids,
      changes,
      reason,
      ref.orderId ?? null,
      ref.actorId ?? null,
      ref.note ?? null,
    ]);
    tx.publish({
      type: 'stock.changed',
      productIds: ids,
      // A product that sold out or came back also changes lists that hide or sort sold-out ones.
      soldOutChanged: counted.some((row, i) => row.stock > 0 !== row.stock + changes[i] > 0),
    });
  }
}

function sumByProduct(lines: StockLine[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { productId, quantity } of lines) sums.set(productId, (sums.get(productId) ?? 0) + quantity);
  return sums;
}
