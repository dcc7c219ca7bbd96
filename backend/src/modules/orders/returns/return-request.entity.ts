import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ReturnStatus } from '../order-event.dto';

/** A shopper's request to return lines of a delivered order, and the admin's decision on it. */
@Entity('return_requests')
export class ReturnRequest {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 10 })
  status: ReturnStatus;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  /** Kept as /uploads/... paths; answers make them absolute. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  photos: string[];

  @Column({ name: 'decision_note', type: 'varchar', length: 500, nullable: true })
  decisionNote: string | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** The refund an approval made (its id is made from the return's, so it is made once). */
  @Column({ name: 'refund_id', type: 'uuid', nullable: true })
  refundId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => ReturnLine, (line) => line.request)
  lines: ReturnLine[];
}

/** How many pieces of one order line a return gives back. */
@Entity('return_lines')
export class ReturnLine {
  @PrimaryColumn({ name: 'return_id', type: 'uuid' })
  returnId: string;

  @PrimaryColumn({ name: 'order_item_id', type: 'uuid' })
  orderItemId: string;

  @Column({ type: 'int' })
  quantity: number;

  @ManyToOne(() => ReturnRequest, (request) => request.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'return_id' })
  request: ReturnRequest;
}
