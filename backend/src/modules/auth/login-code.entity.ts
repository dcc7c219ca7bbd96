import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A sign-in code mailed past the login limits (see LoginCodeService), kept only as an HMAC. */
@Entity('login_codes')
export class LoginCode {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** Null once used or burnt by too many wrong tries. */
  @Column({ name: 'code_hash', type: 'varchar', length: 64, nullable: true })
  codeHash: string | null;

  @Column({ name: 'code_expires_at', type: 'timestamptz' })
  codeExpiresAt: Date;

  @Column({ name: 'failed_attempts', type: 'smallint', default: 0 })
  failedAttempts: number;
}
