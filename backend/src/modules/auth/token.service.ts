import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role } from '../../common/decorators/auth.decorators';

export interface TokenPayload {
  sub: string;
  role: Role;
}

export const TOKEN_COOKIE = 'token';
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** Signs and checks the JWT carried in the `token` cookie or an Authorization header. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(user: { id: string; role: Role }): string {
    return this.jwt.sign({ sub: user.id, role: user.role } satisfies TokenPayload);
  }

  /** The payload of a valid token, or null for a missing, forged or expired one. */
  verify(token: string): TokenPayload | null {
    try {
      const payload = this.jwt.verify<TokenPayload>(token);
      return typeof payload.sub === 'string' ? payload : null;
    } catch {
      return null;
    }
  }
}
