import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/decorators/auth.decorators';
import type { HttpRequest } from '../../common/http/request';
import { ApiKeysService, looksLikeApiKey } from './api-keys/api-keys.service';
import { SessionUsers } from './session-users';
import { TOKEN_COOKIE, TokenService } from './token.service';

/** The bearer token or session cookie a request carries. */
export function tokenFrom(request: HttpRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  return cookies?.[TOKEN_COOKIE];
}

/**
 * Who is calling: the account behind the request's bearer token or session cookie, if the
 * token is valid and still current. The account is read again at least once a second
 * (SessionUsers), so a deleted user, a changed role or a revoked session (token version)
 * takes effect at once on this process and within a second on the others. Used by the auth
 * guard and by the HTTP layer's signed-in answer cache, so both judge a caller alike. A bearer
 * `dsk_…` is an API key (ApiKeysService): the admin it acts for, with the key's scopes.
 */
@Injectable()
export class RequestAuthenticator {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionUsers,
    private readonly apiKeys: ApiKeysService,
  ) {}

  async callerOf(request: HttpRequest): Promise<AuthUser | null> {
    const token = tokenFrom(request);
    if (token && looksLikeApiKey(token)) return this.apiKeys.callerOf(token);
    const payload = token ? this.tokens.verify(token) : null;
    if (!payload) return null;
    const found = await this.sessions.find(payload.sub);
    // Logout, a password change or reset and a role change raise the version: older tokens die.
    if (!found || !this.tokens.isCurrent(payload, found)) return null;
    return { id: found.id, email: found.email, username: found.username, role: found.role };
  }
}
