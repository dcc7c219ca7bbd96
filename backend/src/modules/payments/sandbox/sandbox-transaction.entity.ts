import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type SandboxTxnStatus = 'PENDING' | 'TXN_SUCCESS' | 'TXN_FAILURE';

/** A transaction held by the built-in sandbox gateway (a table, so every process sees it). */
@Entity('sandbox_paytm_transactions')
export class SandboxTransaction {
  @PrimaryColumn({ name: 'order_id', type: 'varchar', length: 64 })
  orderId: string;

  @Column({ type: 'varchar', length: 64 })
  mid: string;

  @Column({ name: 'txn_token', type: 'varchar', length: 64 })
  txnToken: string;

  @Column({ name: 'txn_id', type: 'varchar', length: 64 })
  txnId: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Column({ name: 'callback_url', type: 'varchar', length: 500 })
  callbackUrl: string;

  @Column({ type: 'varchar', length: 20 })
  status: SandboxTxnStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
