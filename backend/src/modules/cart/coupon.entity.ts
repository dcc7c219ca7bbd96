import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('coupons')
export class Coupon {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Trimmed and upper-case; unique. */
  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ name: 'discount_percentage', type: 'int' })
  discountPercentage: number;

  @Column({ name: 'expiry_date', type: 'timestamptz' })
  expiryDate: Date;

  /** How many orders may use it in all; null: no limit. */
  @Column({ name: 'max_uses', type: 'int', nullable: true })
  maxUses: number | null;

  /** How many orders of one customer may use it; null: no limit. */
  @Column({ name: 'max_uses_per_customer', type: 'int', nullable: true })
  maxUsesPerCustomer: number | null;

  /** The least subtotal (before discount and tax) it applies to, rupees as numeric text; null: any. */
  @Column({ name: 'min_order_value', type: 'numeric', precision: 12, scale: 2, nullable: true })
  minOrderValue: string | null;

  /** Orders holding it now (a cancelled order gives its use back). */
  @Column({ name: 'used_count', type: 'int', default: 0 })
  usedCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Stamped by the database on every update, a use taken or given back included (trigger coupons_stamped). */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
