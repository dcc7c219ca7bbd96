import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager, LessThan, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config';
import { Mailer } from '../../infra/mail';
import { AuthClock } from './auth-clock';
import { EmailOtp } from './email-otp.entity';
import { otpMail } from './otp-mail';
import { isTestAddress } from './test-addresses';
import { UsersService } from './users.service';

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/** How long a verified e-mail stays open for registration. */
export const VERIFICATION_VALID_MINUTES = 30;

const MINUTE_MS = 60_000;
/** Codes older than this are purged (their verification window is over too). */
const PURGE_AFTER_MS = (OTP_VALID_MINUTES + VERIFICATION_VALID_MINUTES + 60) * MINUTE_MS;

type VerifyOutcome = 'verified' | 'invalid' | 'burnt';

/**
 * Registration codes: six digits, mailed, kept only as an HMAC, valid ten minutes, burnt
 * after five wrong tries; a new code replaces the previous one. A correct code opens the
 * e-mail for registration for half an hour.
 */
@Injectable()
export class OtpService {
  private readonly logger = new Logger('Otp');

  constructor(
    @InjectRepository(EmailOtp) private readonly otps: Repository<EmailOtp>,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: AuthClock,
  ) {}

  private hash(email: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`otp:${email}:${code}`).digest('hex');
  }

  async send(email: string): Promise<void> {
    if (await this.users.findByEmail(email)) {
      throw new ConflictException('An account with this email already exists');
    }
    const now = this.clock.now().getTime();
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.otps.delete({ codeExpiresAt: LessThan(new Date(now - PURGE_AFTER_MS)) });
    await this.otps.upsert(
      {
        email,
        codeHash: this.hash(email, code),
        codeExpiresAt: new Date(now + OTP_VALID_MINUTES * MINUTE_MS),
        failedAttempts: 0,
        verifiedUntil: null,
        sandboxCode: this.config.paymentSandbox && isTestAddress(email) ? code : null,
      },
      ['email'],
    );
    try {
      await this.mailer.send(otpMail(email, code, OTP_VALID_MINUTES));
    } catch (err) {
      this.logger.error(`OTP mail to ${email} failed: ${(err as Error).message}`);
      throw new ServiceUnavailableException('Failed to send OTP. Please try again.');
    }
  }

  async verify(email: string, code: string): Promise<void> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager): Promise<VerifyOutcome> => {
      const otp = await this.lockedOtp(manager, email);
      if (!otp?.codeHash || otp.codeExpiresAt.getTime() <= now.getTime()) return 'invalid';
      const given = Buffer.from(this.hash(email, code), 'hex');
      if (!timingSafeEqual(given, Buffer.from(otp.codeHash, 'hex'))) {
        const failedAttempts = otp.failedAttempts + 1;
        const burnt = failedAttempts >= OTP_MAX_FAILED_ATTEMPTS;
        await manager.update(
          EmailOtp,
          { email },
          burnt ? { failedAttempts, codeHash: null, sandboxCode: null } : { failedAttempts },
        );
        return burnt ? 'burnt' : 'invalid';
      }
      await manager.update(
        EmailOtp,
        { email },
        {
          codeHash: null,
          sandboxCode: null,
          verifiedUntil: new Date(now.getTime() + VERIFICATION_VALID_MINUTES * MINUTE_MS),
        },
      );
      return 'verified';
    });
    if (outcome === 'burnt') {
      throw new BadRequestException('Invalid or expired OTP: too many wrong attempts, please request a new OTP');
    }
    if (outcome === 'invalid') throw new BadRequestException('Invalid or expired OTP');
  }

  /**
   * The test mode's copy of the live code of a test address (kept by `send` only while the
   * sandbox is on); null once it is used, burnt or expired, as the code itself is.
   */
  async sandboxCode(email: string): Promise<{ code: string; expiresAt: Date } | null> {
    const otp = await this.otps.findOneBy({ email });
    if (!otp?.codeHash || !otp.sandboxCode || otp.codeExpiresAt.getTime() <= this.clock.now().getTime()) return null;
    return { code: otp.sandboxCode, expiresAt: otp.codeExpiresAt };
  }

  /**
   * Inside the registration's transaction: the e-mail must have been verified recently; the
   * verification is used up. Locks the row so one verification makes one account.
   */
  async consumeVerification(manager: EntityManager, email: string): Promise<void> {
    const otp = await this.lockedOtp(manager, email);
    if (!otp?.verifiedUntil || otp.verifiedUntil.getTime() <= this.clock.now().getTime()) {
      throw new BadRequestException('Please verify your email with the OTP before registering');
    }
    await manager.delete(EmailOtp, { email });
  }

  private lockedOtp(manager: EntityManager, email: string): Promise<EmailOtp | null> {
    return manager
      .getRepository(EmailOtp)
      .createQueryBuilder('otp')
      .setLock('pessimistic_write')
      .where('otp.email = :email', { email })
      .getOne();
  }
}
