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
import { Transactions } from '../../infra/events';
import { prepared } from '../../database/prepared';
import { SqlPart, writeTogether } from '../../database/write-together';
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

/**
 * NO KEY UPDATE, the lock an UPDATE of stock takes anyway: it does not wait on the key-share
 * locks that other orders' lines (foreign keys to products) hold, which FOR UPDATE would. In id
 * order, so that two orders for the same products queue rather than deadlock.
 */
const LOCK_PRODUCTS = prepared(
  `SELECT id, name, stock FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
);

/**
 * The moves of one or more holders (one element per move), written as a part of a statement:
 * each product's count changes by the sum of its moves, and each move leaves a history row.
 * Guarded again in SQL: the rows are locked, but a count must never go below zero whatever
 * calls this. Its rows are the products whose count changed.
 */
function movesPart(moves: Move[], reason: StockReason): SqlPart {
  return {
    returns: 'moved',
    sql: (name, value) => {
      const column = (pick: (move: Move) => unknown, type: string) => value(moves.map(pick), type);
      const arrays = [
        column((move) => move.row.id, 'uuid[]'),
        column((move) => move.change, 'int[]'),
        column((move) => move.after, 'int[]'),
        column((move) => move.ref.orderId ?? null, 'uuid[]'),
        column((move) => move.ref.actorId ?? null, 'uuid[]'),
        column((move) => move.ref.note ?? null, 'text[]'),
      ];
      return `
  ${name}_move AS (
    SELECT * FROM unnest(${arrays.join(', ')}) WITH ORDINALITY AS m(product_id, change, stock_after, order_id, actor_id, note, n)),
  ${name}_total AS (SELECT product_id, sum(change)::int AS change FROM ${name}_move GROUP BY product_id),
  ${name}_moved AS (
    UPDATE products p SET stock = p.stock + total.change FROM ${name}_total total
    WHERE p.id = total.product_id AND p.stock + total.change >= 0
    RETURNING p.id),
  ${name}_recorded AS (
    INSERT INTO stock_movements (product_id, change, stock_after, reason, order_id, actor_id, note)
    SELECT move.product_id, move.change, move.stock_after, ${value(reason, 'text')}, move.order_id, move.actor_id, move.note
    FROM ${name}_move move JOIN ${name}_moved moved ON moved.id = move.product_id ORDER BY move.n
    RETURNING id)`;
    },
  };
}

/** Stock moves decided on locked counts, to write as a part of the caller's statement. */
export interface StockWrite {
  part: SqlPart;
  /** Called with the part's rows once the statement has run: 409 if a count would have gone below zero. */
  written(rows: Record<string, unknown>[]): void;
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
    @Inject(Transactions) private readonly transactions: Transactions,
  ) {
    // Stock changes inside other modules' transactions (orders): the catalogue's cached product
    // answers go stale when such a transaction commits, never before and never on rollback.
    dataSource.subscribers.push(this);
  }

  /**
   * Announces committed moves (stock.changed): a count that moves and stays above zero changes
   * only the answers that show the product, so an order does not empty every cached list. One
   * that sells out or comes back also changes lists that hide or sort sold-out products.
   */
  async afterTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> {
    const moved = queryRunner.data[STOCK_MOVED] as StockMoved | undefined;
    if (!moved || queryRunner.isTransactionActive) return;
    delete queryRunner.data[STOCK_MOVED];
    await this.afterMoves(moved);
  }

  private async afterMoves(moved: StockMoved): Promise<void> {
    if (moved.products.size === 0) return;
    await this.transactions.published({
      type: 'stock.changed',
      productIds: [...moved.products],
      soldOutChanged: moved.soldOutChanged,
    });
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) delete queryRunner.data[STOCK_MOVED];
  }

  /**
   * Takes the pieces of one or more holders (orders placed together) in turn, inside the
   * caller's transaction: one statement locks every product they name, one writes what they
   * all took. 409 naming the product at the first that is short; the caller's transaction then
   * rolls back.
   */
  async reserveEach(
    manager: EntityManager,
    holders: { lines: StockLine[]; ref: StockRef }[],
    reason: 'order' | 'reopen',
  ): Promise<void> {
    await this.run(manager, await this.reservingEach(manager, holders, reason));
  }

  /**
   * reserveEach, but what the holders take is written as a part of the caller's next statement
   * (see writeTogether), with their own rows; null when they take nothing counted.
   */
  async reservingEach(
    manager: EntityManager,
    holders: { lines: StockLine[]; ref: StockRef }[],
    reason: 'order' | 'reopen',
  ): Promise<StockWrite | null> {
    const ids = new Set(holders.flatMap(({ lines }) => lines.map((line) => line.productId)));
    const rows = await this.lock(manager, [...ids]);
    const moves: Move[] = [];
    for (const { lines, ref } of holders) {
      const wanted = sumByProduct(lines);
      const held = rows.filter((row) => wanted.has(row.id));
      const shortage = shortageIn(held, wanted);
      if (shortage) throw new OutOfStockException(shortage);
      moves.push(...movesOf(held, (row) => -wanted.get(row.id)!, ref));
    }
    return this.toWrite(manager, moves, reason);
  }

  /**
   * What holders take, as a part of a statement that is its own transaction (orders placed
   * together in one statement): nothing is locked or read before it. The part locks the
   * counted products in id order, takes the pieces and records each holder's move with the
   * count after it, in the holders' order. A shortage fails the whole statement (the products'
   * CHECK (stock >= 0)), so nothing is written. `committed` is called with the part's rows once
   * the statement has run; null when the holders name no product.
   */
  takingAtOnce(
    holders: { lines: StockLine[]; ref: StockRef }[],
    reason: 'order',
  ): { part: SqlPart; committed: (rows: Record<string, unknown>[]) => Promise<void> } | null {
    const moves = holders.flatMap(({ lines, ref }) =>
      [...sumByProduct(lines)].map(([productId, quantity]) => ({ productId, change: -quantity, ref })),
    );
    if (moves.length === 0) return null;
    return {
      part: {
        returns: 'moved',
        sql: (name, value) => {
          const column = (pick: (move: (typeof moves)[number]) => unknown, type: string) =>
            value(moves.map(pick), type);
          return `
  ${name}_move AS (
    SELECT * FROM unnest(${column((move) => move.productId, 'uuid[]')}, ${column((move) => move.change, 'int[]')},
      ${column((move) => move.ref.orderId ?? null, 'uuid[]')}, ${column((move) => move.ref.actorId ?? null, 'uuid[]')})
      WITH ORDINALITY AS m(product_id, change, order_id, actor_id, n)),
  ${name}_locked AS (
    SELECT id, stock FROM products
    WHERE id IN (SELECT product_id FROM ${name}_move) AND stock IS NOT NULL ORDER BY id FOR NO KEY UPDATE),
  ${name}_total AS (SELECT product_id, sum(change)::int AS change FROM ${name}_move GROUP BY product_id),
  ${name}_moved AS (
    UPDATE products p SET stock = locked.stock + total.change
    FROM ${name}_locked locked JOIN ${name}_total total ON total.product_id = locked.id
    WHERE p.id = locked.id
    RETURNING p.id, locked.stock AS before, p.stock AS after),
  ${name}_recorded AS (
    INSERT INTO stock_movements (product_id, change, stock_after, reason, order_id, actor_id, note)
    SELECT move.product_id, move.change,
      locked.stock + sum(move.change) OVER (PARTITION BY move.product_id ORDER BY move.n),
      ${value(reason, 'text')}, move.order_id, move.actor_id, NULL
    FROM ${name}_move move JOIN ${name}_locked locked ON locked.id = move.product_id ORDER BY move.n
    RETURNING id)`;
        },
      },
      committed: (rows) => {
        const moved = rows as { id: string; before: number; after: number }[];
        return this.afterMoves({
          products: new Set(moved.map((row) => row.id)),
          soldOutChanged: moved.some((row) => row.before > 0 !== row.after > 0),
        });
      },
    };
  }

  /** Like reserveEach for one holder, but reports the first shortage instead of throwing; nothing is taken then. */
  async tryReserve(
    manager: EntityManager,
    lines: StockLine[],
    reason: 'order' | 'reopen',
    ref: StockRef,
  ): Promise<Shortage | null> {
    const wanted = sumByProduct(lines);
    const rows = await this.lock(manager, [...wanted.keys()]);
    const shortage = shortageIn(rows, wanted);
    if (!shortage)
      await this.write(
        manager,
        movesOf(rows, (row) => -wanted.get(row.id)!, ref),
        reason,
      );
    return shortage;
  }

  /** Gives pieces back inside the caller's transaction (deleted or made-to-order products are skipped). */
  async release(manager: EntityManager, lines: StockLine[], reason: 'cancel' | 'order_deleted', ref: StockRef) {
    const given = sumByProduct(lines);
    const rows = await this.lock(manager, [...given.keys()]);
    await this.write(
      manager,
      movesOf(rows, (row) => given.get(row.id)!, ref),
      reason,
    );
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
    return manager.query(LOCK_PRODUCTS, [ids]);
  }

  /** Changes the counts of locked rows and records one history row per move, in one statement. */
  private write(manager: EntityManager, moves: Move[], reason: StockReason): Promise<void> {
    return this.run(manager, this.toWrite(manager, moves, reason));
  }

  private async run(manager: EntityManager, write: StockWrite | null): Promise<void> {
    if (!write) return;
    const [rows] = await writeTogether(manager, [write.part]);
    write.written(rows);
  }

  private toWrite(manager: EntityManager, moves: Move[], reason: StockReason): StockWrite | null {
    if (moves.length === 0) return null;
    return {
      part: movesPart(moves, reason),
      written: (moved) => {
        const short = moves.find((move) => !moved.some((row) => row.id === move.row.id));
        if (short) {
          const ofProduct = moves.filter((move) => move.row.id === short.row.id);
          throw new OutOfStockException({
            productId: short.row.id,
            name: short.row.name,
            available: ofProduct[0].before,
            wanted: -ofProduct.reduce((sum, move) => sum + move.change, 0),
          });
        }
        markStockMoved(
          manager,
          [...new Set(moves.map((move) => move.row.id))],
          moves.some((move) => move.before > 0 !== move.after > 0),
        );
      },
    };
  }
}

/** One holder's change of one counted product, as the history keeps it. */
interface Move {
  row: LockedRow;
  change: number;
  before: number;
  after: number;
  ref: StockRef;
}

/**
 * Changes the counts of locked rows, which are kept current so that the next holder of the
 * same rows is judged on what is left; made-to-order rows (no count) are left out.
 */
function movesOf(rows: LockedRow[], changeOf: (row: LockedRow) => number, ref: StockRef): Move[] {
  return rows.flatMap((row) => {
    if (row.stock === null) return [];
    const before = row.stock;
    row.stock += changeOf(row);
    return [{ row, change: row.stock - before, before, after: row.stock, ref }];
  });
}

/** The first locked row with fewer pieces than wanted (made-to-order rows never are). */
function shortageIn(rows: LockedRow[], wanted: Map<string, number>): Shortage | null {
  for (const row of rows) {
    const quantity = wanted.get(row.id)!;
    if (row.stock !== null && row.stock < quantity) {
      return { productId: row.id, name: row.name, available: row.stock, wanted: quantity };
    }
  }
  return null;
}

function sumByProduct(lines: StockLine[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { productId, quantity } of lines) sums.set(productId, (sums.get(productId) ?? 0) + quantity);
  return sums;
}
