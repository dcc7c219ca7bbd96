import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  Repository,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { CacheVersions } from '../../infra/cache';
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

/** Set on a transaction's query runner when it changed stock (see afterTransactionCommit). */
const STOCK_MOVED = 'stockMoved';

interface StockMoved {
  products: Set<string>;
  /** A product sold out, came back or started or stopped being counted. */
  soldOutChanged: boolean;
}

function markStockMoved(manager: EntityManager, productIds: string[], soldOutChanged: boolean): void {
  const runner = manager.queryRunner;
  if (!runner) return;
  const moved = (runner.data[STOCK_MOVED] ??= { products: new Set<string>(), soldOutChanged: false }) as StockMoved;
  for (const id of productIds) moved.products.add(id);
  moved.soldOutChanged ||= soldOutChanged;
}

interface LockedRow {
  id: string;
  name: string;
  stock: number | null;
}

/**
 * The owner of product stock. Every change runs in a transaction (the caller's, for orders),
 * locks the product rows in id order (two orders for the same products queue rather than
 * deadlock), decides from the locked counts and records one history row per product changed.
 * Products with no count (made to order) are never short and leave no history.
 */
@Injectable()
export class StockService implements EntitySubscriberInterface {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(StockMovement) private readonly movements: Repository<StockMovement>,
    @Inject(CacheVersions) private readonly versions: CacheVersions,
  ) {
    // Stock changes inside other modules' transactions (orders): the catalogue's cached product
    // answers go stale when such a transaction commits, never before and never on rollback.
    dataSource.subscribers.push(this);
  }

  /**
   * A count that moves and stays above zero changes only the answers that show the product
   * (touched): an order no longer empties every cached list. One that sells out or comes back
   * also changes lists that hide or sort sold-out products, whichever products they show.
   */
  async afterTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> {
    const moved = queryRunner.data[STOCK_MOVED] as StockMoved | undefined;
    if (!moved || queryRunner.isTransactionActive) return;
    delete queryRunner.data[STOCK_MOVED];
    if (moved.soldOutChanged) await this.versions.bump('catalogue');
    else await this.versions.touch('catalogue', [...moved.products]);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) delete queryRunner.data[STOCK_MOVED];
  }

  /**
   * Takes the pieces of one or more holders (orders placed together) in turn, inside the
   * caller's transaction, with one statement locking every product they name. 409 naming the
   * product at the first that is short; the caller's transaction then rolls back.
   */
  async reserveEach(
    manager: EntityManager,
    holders: { lines: StockLine[]; ref: StockRef }[],
    reason: 'order' | 'reopen',
  ): Promise<void> {
    const ids = new Set(holders.flatMap(({ lines }) => lines.map((line) => line.productId)));
    const rows = await this.lock(manager, [...ids]);
    for (const { lines, ref } of holders) {
      const wanted = sumByProduct(lines);
      const shortage = await this.take(
        manager,
        rows.filter((row) => wanted.has(row.id)),
        wanted,
        reason,
        ref,
      );
      if (shortage) throw new OutOfStockException(shortage);
    }
  }

  /** Like reserveEach for one holder, but reports the first shortage instead of throwing; nothing is taken then. */
  async tryReserve(
    manager: EntityManager,
    lines: StockLine[],
    reason: 'order' | 'reopen',
    ref: StockRef,
  ): Promise<Shortage | null> {
    const wanted = sumByProduct(lines);
    return this.take(manager, await this.lock(manager, [...wanted.keys()]), wanted, reason, ref);
  }

  /** Gives pieces back inside the caller's transaction (deleted or made-to-order products are skipped). */
  async release(manager: EntityManager, lines: StockLine[], reason: 'cancel' | 'order_deleted', ref: StockRef) {
    const given = sumByProduct(lines);
    await this.move(manager, await this.lock(manager, [...given.keys()]), (row) => given.get(row.id)!, reason, ref);
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
   * An admin sets the count (null = made to order). Returns whether it changed. The history
   * keeps the difference, so an edit made while orders were coming in reads truthfully.
   */
  set(productId: string, stock: number | null, ref: StockRef): Promise<boolean> {
    return this.dataSource.transaction((manager) => this.setWithin(manager, productId, stock, ref));
  }

  /** `set` inside the caller's transaction (the product form saves the product and its count together). */
  async setWithin(manager: EntityManager, productId: string, stock: number | null, ref: StockRef): Promise<boolean> {
    const [row] = await this.lock(manager, [productId]);
    if (!row) throw new NotFoundException('Product not found');
    if (row.stock === stock) return false;
    await manager.query(`UPDATE products SET stock = $2 WHERE id = $1`, [productId, stock]);
    // An admin's edit is rare: every answer is recomputed, whatever the count did.
    markStockMoved(manager, [productId], true);
    await manager.getRepository(StockMovement).insert({
      productId,
      change: stock !== null && row.stock !== null ? stock - row.stock : 0,
      stockAfter: stock,
      reason: 'admin_edit',
      orderId: null,
      actorId: ref.actorId ?? null,
      note: ref.note ?? (stock === null ? 'Made to order' : row.stock === null ? 'Stock counted' : null),
    });
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
    return this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .where('p.stock IS NOT NULL AND p.stock <= :threshold', { threshold })
      .orderBy('p.stock', 'ASC')
      .addOrderBy('lower(p.name)', 'ASC')
      .limit(limit)
      .getMany();
  }

  private lock(manager: EntityManager, ids: string[]): Promise<LockedRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    // NO KEY UPDATE, the lock an UPDATE of stock takes anyway: it does not wait on the key-share
    // locks that other orders' lines (foreign keys to products) hold, which FOR UPDATE would.
    return manager.query(
      `SELECT id, name, stock FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
      [ids],
    );
  }

  /**
   * Takes `wanted` from locked rows, or reports the first shortage (nothing taken). The rows'
   * counts are kept current, so the next holder of the same rows is judged on what is left.
   */
  private async take(
    manager: EntityManager,
    rows: LockedRow[],
    wanted: Map<string, number>,
    reason: StockReason,
    ref: StockRef,
  ): Promise<Shortage | null> {
    for (const row of rows) {
      const quantity = wanted.get(row.id)!;
      if (row.stock !== null && row.stock < quantity) {
        return { productId: row.id, name: row.name, available: row.stock, wanted: quantity };
      }
    }
    await this.move(manager, rows, (row) => -wanted.get(row.id)!, reason, ref);
    for (const row of rows) if (row.stock !== null) row.stock -= wanted.get(row.id)!;
    return null;
  }

  /**
   * Changes the counts of locked rows and records one history row each, in one statement (an
   * order of several products costs one round trip, not two per product). Made-to-order rows
   * (no count) are left out.
   */
  private async move(
    manager: EntityManager,
    rows: LockedRow[],
    changeOf: (row: LockedRow) => number,
    reason: StockReason,
    ref: StockRef,
  ): Promise<void> {
    const counted = rows.filter((row) => row.stock !== null);
    if (counted.length === 0) return;
    const changes = counted.map(changeOf);
    // Guarded again in SQL: the rows are locked, but a count must never go below zero whatever calls this.
    const moved = await manager.query<{ product_id: string }[]>(
      `WITH wanted AS (SELECT * FROM unnest($1::uuid[], $2::int[]) AS w(id, change)),
       moved AS (
         UPDATE products p SET stock = p.stock + w.change FROM wanted w
         WHERE p.id = w.id AND p.stock + w.change >= 0
         RETURNING p.id, p.stock, w.change)
       INSERT INTO stock_movements (product_id, change, stock_after, reason, order_id, actor_id, note)
       SELECT id, change, stock, $3, $4, $5, $6 FROM moved
       RETURNING product_id`,
      [counted.map((row) => row.id), changes, reason, ref.orderId ?? null, ref.actorId ?? null, ref.note ?? null],
    );
    const short = counted.findIndex((row) => !moved.some((m) => m.product_id === row.id));
    if (short >= 0) {
      const row = counted[short];
      throw new OutOfStockException({
        productId: row.id,
        name: row.name,
        available: row.stock ?? 0,
        wanted: -changes[short],
      });
    }
    const soldOutChanged = counted.some((row, i) => row.stock! > 0 !== row.stock! + changes[i] > 0);
    markStockMoved(
      manager,
      counted.map((row) => row.id),
      soldOutChanged,
    );
  }
}

function sumByProduct(lines: StockLine[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { productId, quantity } of lines) sums.set(productId, (sums.get(productId) ?? 0) + quantity);
  return sums;
}
