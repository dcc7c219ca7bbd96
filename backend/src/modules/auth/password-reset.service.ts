import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, LessThan } from 'typeorm';
import { Transactions } from '../../infra/events';
import { APP_CONFIG, AppConfig } from '../../config';
import { Mailer } from '../../infra/mail';
import { AuthClock } from './auth-clock';
import { passwordResetMail } from './otp-mail';
import { OTP_MAX_FAILED_ATTEMPTS, OTP_VALID_MINUTES } from './otp.service';
import { PasswordReset } from './password-reset.entity';
import { UsersService } from './users.service';

export const INVALID_RESET_CODE = 'Invalid or expired OTP';
const MINUTE_MS = 60_000;

type Outcome = 'reset' | 'invalid' | 'burnt';

/**
 * "Forgot password": a 6-digit code mailed to the account's address (kept only as an HMAC,
 * valid ten minutes, burnt after five wrong tries), then a new password with that code. The
 * reset ends every session of the account. An e-mail without an account is given a code as
 * well (stored the same way, never mailed), so asking for a code and trying codes do the same
 * work and answer the same, burnt code included, whether or not an account exists; the mail
 * itself leaves in the background.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly users: UsersService,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: AuthClock,
  ) {}

  private hash(email: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`reset:${email}:${code}`).digest('hex');
  }

  async request(address: string): Promise<void> {
    const email = address.trim().toLowerCase();
    const user = await this.users.findByEmail(email);
    const now = this.clock.now().getTime();
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const resets = this.dataSource.getRepository(PasswordReset);
    // An expired code answers as no code does: its row may go.
    await resets.delete({ codeExpiresAt: LessThan(new Date(now)) });
    await resets.upsert(
      {
        email,
        userId: user?.id ?? null,
        codeHash: this.hash(email, code),
        codeExpiresAt: new Date(now + OTP_VALID_MINUTES * MINUTE_MS),
        failedAttempts: 0,
      },
      ['email'],
    );
    if (!user) return;
    this.mailer.send(passwordResetMail(user.email, code, OTP_VALID_MINUTES)).catch((err: unknown) => {
      this.logger.error(`Password reset mail to ${user.email} failed: ${(err as Error).message}`);
    });
  }

  async reset(address: string, code: string, password: string): Promise<void> {
    const email = address.trim().toLowerCase();
    // Read before the transaction: inside it, only its own connection may be used (the
    // embedded database has a single one).
    const user = await this.users.findByEmail(email);
    const outcome = await this.transactions.run(async (tx): Promise<Outcome> => {
      const { manager } = tx;
      const pending = await manager
        .getRepository(PasswordReset)
        .createQueryBuilder('reset')
        .setLock('pessimistic_write')
        .where('reset.email = :email', { email })
        .getOne();
      if (!pending?.codeHash || pending.codeExpiresAt.getTime() <= this.clock.now().getTime()) return 'invalid';
      const given = Buffer.from(this.hash(email, code), 'hex');
      if (!timingSafeEqual(given, Buffer.from(pending.codeHash, 'hex'))) {
        const failedAttempts = pending.failedAttempts + 1;
        const burnt = failedAttempts >= OTP_MAX_FAILED_ATTEMPTS;
        await manager.update(PasswordReset, { email }, { failedAttempts, codeHash: burnt ? null : pending.codeHash });
        return burnt ? 'burnt' : 'invalid';
      }
      await manager.delete(PasswordReset, { email });
      // Only an account's code was mailed; a code asked for before the account was replaced is void.
      if (!user || pending.userId !== user.id) return 'invalid';
      await this.users.replacePassword(user.id, password, tx);
      return 'reset';
    });
    if (outcome === 'burnt') {
      throw new BadRequestException(`${INVALID_RESET_CODE}: too many wrong attempts, please request a new OTP`);
    }
    if (outcome === 'invalid') throw new BadRequestException(INVALID_RESET_CODE);
  }
}
