import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const STOCK_REASONS = ['initial', 'order', 'cancel', 'reopen', 'order_deleted', 'admin_edit', 'return'] as const;
/**
 * Why a product's stock changed: `initial` (count given when the product was added), `order`
 * (reserved by a placed order), `cancel` (given back by a cancelled order), `reopen` (taken
 * again when a cancelled order was reopened), `order_deleted` (given back when an unshipped
 * order was deleted), `admin_edit` (set by an admin), `return` (given back by an approved return).
 */
export type StockReason = (typeof STOCK_REASONS)[number];

/** One change of a product's stock: the history the admin reads. */
@Entity('stock_movements')
export class StockMovement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  /** The variant whose count moved; null for a variant deleted since. */
  @Column({ name: 'variant_id', type: 'uuid', nullable: true })
  variantId: string | null;

  /** Pieces added (positive) or taken (negative); 0 when only made-to-order was switched. */
  @Column({ type: 'int' })
  change: number;

  /** The count after the change; null = made to order. */
  @Column({ name: 'stock_after', type: 'int', nullable: true })
  stockAfter: number | null;

  @Column({ type: 'varchar', length: 20 })
  reason: StockReason;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /**
   * Numbered by the database as the row is written, under the product's row lock: the moves of
   * a product in the order its count changed (the history's order). Not part of the answer.
   */
  @Column({ type: 'bigint', insert: false, update: false, select: false })
  seq: string;

  /** The Idempotency-Key this row was written with, and its request's hash (common/http/idempotency.ts). */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true, select: false })
  idempotencyKey?: string | null;

  @Column({ name: 'request_hash', type: 'varchar', length: 64, nullable: true, select: false })
  requestHash?: string | null;
}
