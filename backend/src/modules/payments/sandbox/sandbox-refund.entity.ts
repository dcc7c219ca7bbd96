import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { SandboxTxnStatus } from './sandbox-transaction.entity';

/** A refund held by the built-in sandbox gateway, keyed by the merchant's refId. */
@Entity('sandbox_paytm_refunds')
export class SandboxRefund {
  @PrimaryColumn({ name: 'ref_id', type: 'varchar', length: 64 })
  refId: string;

  @Column({ name: 'order_id', type: 'varchar', length: 64 })
  orderId: string;

  @Column({ name: 'refund_id', type: 'varchar', length: 64 })
  refundId: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Column({ type: 'varchar', length: 20 })
  status: SandboxTxnStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
