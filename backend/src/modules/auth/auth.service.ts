import { BadRequestException, ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Transactions } from '../../infra/events';
import { OtpService } from './otp.service';
import { TokenService } from './token.service';
import type { User } from './user.entity';
import { NewUser, UsersService } from './users.service';

/** Registration (after a verified OTP) and password login. */
@Injectable()
export class AuthService {
  constructor(
    private readonly transactions: Transactions,
    private readonly users: UsersService,
    private readonly otp: OtpService,
    private readonly tokens: TokenService,
  ) {}

  async register(input: Required<Pick<NewUser, 'email' | 'username' | 'password'>>): Promise<User> {
    if (await this.users.findByEmail(input.email)) {
      throw new ConflictException('An account with this email already exists');
    }
    // Using up the verification and creating the account commit together; the unique index on
    // e-mail settles a race between two registrations.
    return this.transactions.run(async (tx) => {
      await this.otp.consumeVerification(tx.manager, input.email);
      return this.users.create({ ...input, role: 'user' }, tx);
    });
  }

  /**
   * A new password for a signed-in user who knows the current one. Every session of the
   * account ends; the caller gets a fresh token so that this one continues.
   */
  async changePassword(userId: string, current: string, next: string): Promise<{ token: string; user: User }> {
    const account = await this.users.findWithPasswordById(userId);
    if (!account || !(await this.users.verifyPassword(account, current))) {
      throw new BadRequestException('Current password is incorrect');
    }
    if (current === next) throw new BadRequestException('New password must be different from the current one');
    const user = await this.users.replacePassword(userId, next);
    return { token: this.tokens.sign(user), user };
  }

  /** The same answer for an unknown e-mail and a wrong password. */
  async login(email: string, password: string): Promise<{ token: string; user: User }> {
    const user = await this.users.authenticate(email, password);
    if (!user) throw new UnauthorizedException('Invalid email or password');
    return { token: this.tokens.sign(user), user };
  }
}
