import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One parcel of an order: an order may ship in several. */
@Entity('shipments')
export class Shipment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  /** A code of couriers.ts. */
  @Column({ type: 'varchar', length: 20 })
  courier: string;

  /** For courier "other": the company's name as the admin typed it. */
  @Column({ name: 'courier_name', type: 'varchar', length: 100, nullable: true })
  courierName: string | null;

  @Column({ type: 'varchar', length: 40 })
  awb: string;

  /** For courier "other": the tracking link the admin gave (named couriers use their template). */
  @Column({ name: 'tracking_url', type: 'varchar', length: 500, nullable: true })
  trackingUrl: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The Idempotency-Key this row was written with, and its request's hash (common/http/idempotency.ts). */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true, select: false })
  idempotencyKey?: string | null;

  @Column({ name: 'request_hash', type: 'varchar', length: 64, nullable: true, select: false })
  requestHash?: string | null;
}
