import { Inject, Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { LRUCache } from 'lru-cache';
import { batchOf } from '../../common/concurrency/batch-of';
import { isUuid } from '../../common/uuid';
import { SessionAccount, UsersService } from './users.service';

/**
 * How long a signed-in caller's account row is reused between requests. A role change, a
 * deletion or an ended session made on another API process is seen within this time; on this
 * process at once (any committed write to an account empties the cache).
 */
export const SESSION_USER_TTL_MS = 1000;

/**
 * The account behind a token, read at most once a second per caller instead of on every
 * request, and for the callers of one turn of the event loop in one statement: a shop with
 * thousands of shoppers signed in would otherwise send a statement per shopper each second.
 * Every write to the users table publishes `user.changed` once it has committed
 * (UsersService, UserAdminService), which empties the cache.
 */
@Injectable()
export class SessionUsers {
  private readonly users = new LRUCache<string, { user: SessionAccount | null }>({
    max: 50_000,
    ttl: SESSION_USER_TTL_MS,
  });
  /** Raised by every write to an account: a read that began before it may hold the old row. */
  private generation = 0;
  private readonly reads = batchOf<string, SessionAccount | null>(async (ids) => {
    const found = await this.accounts.sessionAccounts(ids);
    return ids.map((id) => found.get(id) ?? null);
  });

  constructor(@Inject(UsersService) private readonly accounts: UsersService) {}

  async find(id: string): Promise<SessionAccount | null> {
    // Ids come from tokens this shop signed; anything else names no account.
    if (!isUuid(id)) return null;
    const key = id.toLowerCase();
    const known = this.users.get(key);
    if (known) return known.user;
    const generation = this.generation;
    const user = await this.reads.load(key);
    if (generation === this.generation) this.users.set(key, { user });
    return user;
  }

  /** Forgets every account at once, after a write to any of them committed. */
  @OnEvent('user.changed')
  forgetAll(): void {
    this.generation++;
    this.users.clear();
  }
}
