import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
