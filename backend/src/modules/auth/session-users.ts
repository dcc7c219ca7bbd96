import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource, EntitySubscriberInterface } from 'typeorm';
import { User } from './user.entity';
import { SessionAccount, UsersService } from './users.service';

/**
 * How long a signed-in caller's account row is reused between requests. A role change, a
 * deletion or an ended session made on another API process is seen within this time; on this
 * process at once (any write to an account empties the cache).
 */
export const SESSION_USER_TTL_MS = 1000;

/**
 * The account behind a token, read at most once a second per caller instead of on every
 * request. Every TypeORM write to the users table (save, update, delete, in or out of a
 * transaction) empties the cache, whichever module makes it.
 */
@Injectable()
export class SessionUsers implements EntitySubscriberInterface<User> {
  private readonly users = new LRUCache<string, { user: SessionAccount | null }>({
    max: 50_000,
    ttl: SESSION_USER_TTL_MS,
  });

  constructor(
    @Inject(UsersService) private readonly accounts: UsersService,
    @InjectDataSource() dataSource: DataSource,
  ) {
    dataSource.subscribers.push(this);
  }

  listenTo(): typeof User {
    return User;
  }

  afterInsert(): void {
    this.users.clear();
  }
  afterUpdate(): void {
    this.users.clear();
  }
  afterRemove(): void {
    this.users.clear();
  }

  async find(id: string): Promise<SessionAccount | null> {
    const known = this.users.get(id);
    if (known) return known.user;
    const user = await this.accounts.sessionAccount(id);
    this.users.set(id, { user });
    return user;
  }
}
