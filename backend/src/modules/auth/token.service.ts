import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role } from '../../common/decorators/auth.decorators';

export interface TokenPayload {
  sub: string;
  role: Role;
  /** The account's session version when signed; absent in tokens from before versions (0). */
  ver?: number;
}

export const TOKEN_COOKIE = 'token';
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** Signs and checks the JWT carried in the `token` cookie or an Authorization header. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(user: { id: string; role: Role; tokenVersion: number }): string {
    return this.jwt.sign({ sub: user.id, role: user.role, ver: user.tokenVersion } satisfies TokenPayload);
  }

  /** A token is current while the account's session version is the one it was signed with. */
  isCurrent(payload: TokenPayload, user: { tokenVersion: number }): boolean {
    return (payload.ver ?? 0) === user.tokenVersion;
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
