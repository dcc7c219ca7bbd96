import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The one live registration code of an e-mail address, and whether it has been verified. */
@Entity('email_otps')
export class EmailOtp {
  /** Lower-case. */
  @PrimaryColumn({ type: 'varchar', length: 254 })
  email: string;

  /** HMAC of the code; null once it was used or burnt by too many wrong tries. */
  @Column({ name: 'code_hash', type: 'varchar', length: 64, nullable: true })
  codeHash: string | null;

  @Column({ name: 'code_expires_at', type: 'timestamptz' })
  codeExpiresAt: Date;

  @Column({ name: 'failed_attempts', type: 'smallint', default: 0 })
  failedAttempts: number;

  /**
   * The code itself, for the test mode (see sandbox-sign-up-codes.controller.ts): kept only while
   * the sandbox gateway is on and for a reserved test address; cleared with the hash.
   */
  @Column({ name: 'sandbox_code', type: 'varchar', length: 6, nullable: true })
  sandboxCode: string | null;

  /** Set by a correct code: registration is open for this e-mail until then. */
  @Column({ name: 'verified_until', type: 'timestamptz', nullable: true })
  verifiedUntil: Date | null;
}
