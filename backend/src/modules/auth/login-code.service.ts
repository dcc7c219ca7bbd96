import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config';
import { Mailer } from '../../infra/mail';
import { AuthClock } from './auth-clock';
import { LoginCode } from './login-code.entity';
import { loginCodeMail } from './otp-mail';
import { OTP_MAX_FAILED_ATTEMPTS } from './otp.service';
import type { User } from './user.entity';
import { UsersService } from './users.service';

/** As long as the login limits' block, so one code covers the whole wait. */
export const LOGIN_CODE_VALID_MINUTES = 15;
const MINUTE_MS = 60_000;

/**
 * Sign-in codes, so that nobody can keep an account's owner out by failing its logins: past a
 * login limit, the password alone is refused (the limit keeps slowing guesses), but the
 * password with a 6-digit code mailed to the account signs in. One live code per account: a
 * refused login mails a new one only when there is none (so a flood of refused logins sends one
 * mail per code and never replaces the code the owner is reading). Kept only as an HMAC, valid
 * 15 minutes, burnt after five wrong codes given with the right password; a wrong password
 * never counts against the code, so whoever does not know the password cannot burn it.
 */
@Injectable()
export class LoginCodeService {
  private readonly logger = new Logger('LoginCode');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: AuthClock,
  ) {}

  private hash(userId: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`login:${userId}:${code}`).digest('hex');
  }

  /** Mails a sign-in code to the account of this e-mail, unless it has a live one; never fails. */
  async offer(email: string): Promise<void> {
    try {
      const user = await this.users.findByEmail(email);
      if (!user) return;
      const now = this.clock.now().getTime();
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      // One statement, so two refused logins at once issue one code.
      const issued: unknown[] = await this.dataSource.query(
        `INSERT INTO login_codes (user_id, code_hash, code_expires_at, failed_attempts) VALUES ($1, $2, $3, 0)
         ON CONFLICT (user_id) DO UPDATE
           SET code_hash = EXCLUDED.code_hash, code_expires_at = EXCLUDED.code_expires_at, failed_attempts = 0
           WHERE login_codes.code_hash IS NULL OR login_codes.code_expires_at <= $4
         RETURNING user_id`,
        [user.id, this.hash(user.id, code), new Date(now + LOGIN_CODE_VALID_MINUTES * MINUTE_MS), new Date(now)],
      );
      if (issued.length === 0) return;
      await this.mailer.send(loginCodeMail(user.email, code, LOGIN_CODE_VALID_MINUTES));
    } catch (err) {
      this.logger.error(`Sign-in code for a refused login not sent: ${(err as Error).message}`);
    }
  }

  /** The account when both the password and the live code are right; null otherwise. */
  async signIn(email: string, password: string, code: string): Promise<User | null> {
    const { account, right } = await this.users.checkPassword(email, password);
    if (!account) return null;
    const given = Buffer.from(this.hash(account.id, code), 'hex');
    const now = this.clock.now().getTime();
    const signedIn = await this.dataSource.transaction(async (manager) => {
      const pending = await manager
        .getRepository(LoginCode)
        .createQueryBuilder('code')
        .setLock('pessimistic_write')
        .where('code.userId = :userId', { userId: account.id })
        .getOne();
      if (!pending?.codeHash || pending.codeExpiresAt.getTime() <= now) return false;
      const codeRight = timingSafeEqual(given, Buffer.from(pending.codeHash, 'hex'));
      if (right && codeRight) {
        await manager.delete(LoginCode, { userId: account.id });
        return true;
      }
      // Only the password's owner (or whoever has it) uses up tries of the code.
      if (right) {
        const failedAttempts = pending.failedAttempts + 1;
        const burnt = failedAttempts >= OTP_MAX_FAILED_ATTEMPTS;
        await manager.update(
          LoginCode,
          { userId: account.id },
          { failedAttempts, codeHash: burnt ? null : pending.codeHash },
        );
      }
      return false;
    });
    return signedIn ? this.users.findById(account.id) : null;
  }
}
