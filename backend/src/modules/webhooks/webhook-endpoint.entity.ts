import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { WebhookEvent } from './webhook-events';

/** A receiver an admin registered: where events go, which ones, and the secret they are signed with. */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  description: string;

  /** Shown once when set; needed in clear to sign each delivery, so it is never hashed. */
  @Column({ type: 'varchar', length: 200 })
  secret: string;

  @Column({ type: 'text', array: true })
  events: WebhookEvent[];

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Failed attempts in a row, across deliveries; a success resets it. */
  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures: number;

  @Column({ name: 'disabled_reason', type: 'varchar', length: 300, nullable: true })
  disabledReason: string | null;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
