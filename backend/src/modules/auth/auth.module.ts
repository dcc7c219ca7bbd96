import { createSecretKey } from 'node:crypto';
import { SessionCookies } from './session-cookie';
import { SessionUsers } from './session-users';
import { Global, Module } from '@nestjs/common';
import { AccountRemovalHooks } from './account-removal-hooks.service';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CsrfGuard } from '../../common/guards/csrf.guard';
import { APP_CONFIG, AppConfig } from '../../config';
import { AdminBootstrap } from './admin-bootstrap';
import { AuthClock } from './auth-clock';
import { ApiKeysController } from './api-keys/api-keys.controller';
import { ApiKeysService } from './api-keys/api-keys.service';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { RequestAuthenticator } from './request-authenticator';
import { AuthService } from './auth.service';
import { EmailOtp } from './email-otp.entity';
import { OtpService } from './otp.service';
import { LoginCode } from './login-code.entity';
import { LoginCodeService } from './login-code.service';
import { PasswordReset } from './password-reset.entity';
import { PasswordResetService } from './password-reset.service';
import { TOKEN_TTL_SECONDS, TokenService } from './token.service';
import { UserAdminService } from './user-admin.service';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([User, EmailOtp, PasswordReset, LoginCode]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A key object, not a string: given a string, the JWT library first tries to read it as
        // a public key on every verification, which cost a fifth of a signed-in request's CPU.
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
        signOptions: { expiresIn: TOKEN_TTL_SECONDS, algorithm: 'HS256' as const },
        verifyOptions: { algorithms: ['HS256' as const] },
      }),
    }),
  ],
  controllers: [AuthController, UsersController, ApiKeysController],
  providers: [
    AccountRemovalHooks,
    UsersService,
    TokenService,
    AdminBootstrap,
    AuthClock,
    OtpService,
    PasswordResetService,
    LoginCodeService,
    AuthService,
    SessionCookies,
    SessionUsers,
    RequestAuthenticator,
    ApiKeysService,
    UserAdminService,
    // Global guards run in this order: a forged cross-site call is refused before anything else.
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [UsersService, TokenService, AccountRemovalHooks, RequestAuthenticator, ApiKeysService, OtpService],
})
export class AuthModule {}
