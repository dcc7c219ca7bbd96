import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A password reset code, kept only as an HMAC; one live code per e-mail. An e-mail without an
 * account gets a row too (its code is never mailed), so that it answers as an account does.
 */
@Entity('password_resets')
export class PasswordReset {
  /** Lower-case. */
  @PrimaryColumn({ type: 'varchar', length: 254 })
  email: string;

  /** The account the code was mailed to; null for an e-mail without one. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'code_hash', type: 'varchar', length: 64, nullable: true })
  codeHash: string | null;

  @Column({ name: 'code_expires_at', type: 'timestamptz' })
  codeExpiresAt: Date;

  @Column({ name: 'failed_attempts', type: 'smallint', default: 0 })
  failedAttempts: number;
}
