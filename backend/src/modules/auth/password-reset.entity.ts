import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A password reset code sent by e-mail, kept only as an HMAC; one live code per account. */
@Entity('password_resets')
export class PasswordReset {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 64, nullable: true })
  codeHash: string | null;

  @Column({ name: 'code_expires_at', type: 'timestamptz' })
  codeExpiresAt: Date;

  @Column({ name: 'failed_attempts', type: 'smallint', default: 0 })
  failedAttempts: number;
}
