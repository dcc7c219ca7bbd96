import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import { batchOf } from '../../common/concurrency/batch-of';
import { isUuid } from '../../common/uuid';
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
 * request, and for the callers of one turn of the event loop in one statement: a shop with
 * thousands of shoppers signed in would otherwise send a statement per shopper each second.
 * Every TypeORM write to the users table (save, update, delete, in or out of a transaction)
 * empties the cache, whichever module makes it.
 */
@Injectable()
export class SessionUsers implements EntitySubscriberInterface<User> {
  private readonly users = new LRUCache<string, { user: SessionAccount | null }>({
    max: 50_000,
    ttl: SESSION_USER_TTL_MS,
  });
  /** Raised by every write to an account: a read that began before it may hold the old row. */
  private generation = 0;
  /** The transactions that wrote to an account and have not ended yet. */
  private readonly uncommitted = new WeakSet<QueryRunner>();
  private readonly reads = batchOf<string, SessionAccount | null>(async (ids) => {
    const found = await this.accounts.sessionAccounts(ids);
    return ids.map((id) => found.get(id) ?? null);
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

  afterInsert(event: InsertEvent<User>): void {
    this.written(event.queryRunner);
  }
  afterUpdate(event: UpdateEvent<User>): void {
    this.written(event.queryRunner);
  }
  afterRemove(event: RemoveEvent<User>): void {
    this.written(event.queryRunner);
  }

  /** A write inside a transaction is forgotten again when it commits (see written). */
  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A savepoint's release is not the commit: the rows are still the transaction's own.
    if (event.queryRunner.isTransactionActive) return;
    if (this.uncommitted.delete(event.queryRunner)) this.forgetAll();
  }
  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.uncommitted.delete(event.queryRunner);
  }

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

  /**
   * Forgets every account at once; a write inside a transaction is forgotten again when it
   * commits, because a caller read in between still sees the row as it was before it.
   */
  private written(queryRunner: QueryRunner): void {
    this.forgetAll();
    if (queryRunner.isTransactionActive) this.uncommitted.add(queryRunner);
  }

  private forgetAll(): void {
    this.generation++;
    this.users.clear();
  }
}
