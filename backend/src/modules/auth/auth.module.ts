import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../../config';
import { AdminBootstrap } from './admin-bootstrap';
import { AuthGuard } from './auth.guard';
import { TOKEN_TTL_SECONDS, TokenService } from './token.service';
import { User } from './user.entity';
import { UsersService } from './users.service';

@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([User]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: TOKEN_TTL_SECONDS, algorithm: 'HS256' as const },
        verifyOptions: { algorithms: ['HS256' as const] },
      }),
    }),
  ],
  providers: [UsersService, TokenService, AdminBootstrap, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [UsersService, TokenService],
})
export class AuthModule {}
