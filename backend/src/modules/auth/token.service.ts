import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import type { Role } from '../../common/decorators/auth.decorators';

export interface TokenPayload {
  sub: string;
  role: Role;
  /** The account's session version when signed; absent in tokens from before versions (0). */
  ver?: number;
  /** Expiry, seconds since the epoch (set by the signer). */
  exp?: number;
}

/** Tokens whose signature was checked, remembered (each a few hundred bytes) for their repeat visits. */
const VERIFIED_TOKENS = 20_000;

export const TOKEN_COOKIE = 'token';
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** Signs and checks the JWT carried in the `token` cookie or an Authorization header. */
@Injectable()
export class TokenService {
  /**
   * A signed-in shopper sends the same token with every request: its signature is checked
   * once, after which only its expiry is (the same bytes cannot verify differently). A revoked
   * session is refused elsewhere, by the account's session version (isCurrent).
   */
  private readonly verified = new LRUCache<string, TokenPayload>({ max: VERIFIED_TOKENS });

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
    const known = this.verified.get(token);
    if (known) return unexpired(known) ? known : null;
    try {
      const payload = this.jwt.verify<TokenPayload>(token);
      if (typeof payload.sub !== 'string') return null;
      if (typeof payload.exp === 'number') this.verified.set(token, payload);
      return payload;
    } catch {
      return null;
    }
  }
}

/** The library's own expiry rule: valid while the current second is before `exp`. */
function unexpired(payload: TokenPayload): boolean {
  return Math.floor(Date.now() / 1000) < payload.exp!;
}
