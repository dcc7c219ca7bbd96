import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { EntityManager, Repository } from 'typeorm';
import type { Role } from '../../common/decorators/auth.decorators';
import { CursorPage, readCursorPage, SyncQuery } from '../../common/http/cursor-page';
import { prepared } from '../../database/prepared';
import { Transactions, Tx } from '../../infra/events';
import { ShippingAddress, User } from './user.entity';

/** What deciding who is calling needs of an account (see SessionUsers). */
export interface SessionAccount {
  id: string;
  email: string;
  username: string;
  role: Role;
  tokenVersion: number;
}

/**
 * Read on every signed-in caller's first request of each second, for the callers of one turn of
 * the event loop together (SessionUsers): plain SQL, because TypeORM's find builds its
 * statement's text anew on every call (0.15-0.24 ms more per read here). The ids are read
 * through a subquery (cast, so that ANY takes it as one array), so that PostgreSQL keeps one
 * generic plan rather than planning each call for its number of ids (see cart.service.ts).
 */
const SESSION_ACCOUNTS = prepared(`
  SELECT id, email, username, role, token_version AS "tokenVersion" FROM users
  WHERE id = ANY((SELECT $1::uuid[])::uuid[])`);

/**
 * Reviewers' display names, read with every product page that has reviews: plain SQL like
 * SESSION_ACCOUNTS (TypeORM's find cost a cold product page about 7% of the API's time).
 */
const USERNAMES = prepared(`SELECT id, username FROM users WHERE id = ANY((SELECT $1::uuid[])::uuid[])`);

/** The address an order without a complete one of its own ships to: the shopper's saved one. */
const SAVED_ADDRESS = prepared(`SELECT shipping_address AS "shippingAddress" FROM users WHERE id = $1`);

/**
 * The name and phone an order keeps of its shopper (`user`, a SQL uuid value), as a jsonb object
 * (`{"name": ..., "phone": ...}`); no row when the account is gone. For the statement that
 * writes the order, so that placing one reads the account in the same round trip.
 */
export function orderContactSql(user: string): string {
  return `SELECT jsonb_build_object('name', username, 'phone', phone) FROM users WHERE id = ${user}`;
}

export interface NewUser {
  email: string;
  username: string;
  password: string;
  role?: Role;
}

/** What a user may change about their own account. Undefined leaves a field as it is. */
export interface ProfileChanges {
  username: string;
  phone?: string | null;
  shippingAddress?: ShippingAddress | null;
  profileImage?: string | null;
}

let dummyHash: Promise<string> | undefined;

/** A hash to check against for an unknown e-mail, so that it costs a login as much as a known one. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= argon2.hash('no account has this password');
  return dummyHash;
}

/** The users table's owner: other modules read accounts through this service. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly transactions: Transactions,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * The fields that decide callers' identities and whether their tokens are still current, by
   * id (lower case, as the database answers ids); accounts that do not exist are absent.
   */
  async sessionAccounts(ids: readonly string[]): Promise<Map<string, SessionAccount>> {
    const rows = await this.users.query<SessionAccount[]>(SESSION_ACCOUNTS, [ids]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The shopper's saved address for a new order; null when none is saved or the account is gone. */
  async savedAddress(id: string): Promise<ShippingAddress | null> {
    const [row] = await this.users.query<{ shippingAddress: ShippingAddress | null }[]>(SAVED_ADDRESS, [id]);
    return row?.shippingAddress ?? null;
  }

  /** The display names of these accounts, in one query (deleted ones are left out). */
  async usernames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.users.query<{ id: string; username: string }[]>(USERNAMES, [ids]);
    return new Map(rows.map((row) => [row.id, row.username]));
  }

  /** A user's name, read on the caller's transaction (its connection), null when the user is gone. */
  async nameOf(id: string, manager: EntityManager): Promise<string | null> {
    const user = await manager.getRepository(User).findOne({ select: { id: true, username: true }, where: { id } });
    return user?.username ?? null;
  }

  async findByIdOrFail(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  /** The user with the password hash, for checking a login. */
  findWithPassword(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: email.trim().toLowerCase() })
      .getOne();
  }

  findWithPasswordById(id: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').addSelect('user.passwordHash').where('user.id = :id', { id }).getOne();
  }

  /** Admins first, then users, each by e-mail. */
  list(): Promise<User[]> {
    return this.users
      .createQueryBuilder('user')
      .orderBy(`CASE WHEN user.role = 'admin' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('user.email', 'ASC')
      .getMany();
  }

  /** Accounts by their last change, for integrations: a cursor walk (docs/integrations-sync.md). */
  changed(sync: SyncQuery): Promise<CursorPage<User>> {
    // Not the alias `user`: unquoted in SQL, that is the current role's name.
    return readCursorPage(this.users.createQueryBuilder('u'), { list: 'users', at: 'u.updated_at', id: 'u.id' }, sync);
  }

  /** Creates an account; pass an open transaction to create it inside that. */
  create(input: NewUser, tx?: Tx): Promise<User> {
    return this.written(tx, async ({ manager }) => {
      const users = manager.getRepository(User);
      const email = input.email.trim().toLowerCase();
      if (await users.existsBy({ email })) {
        throw new ConflictException('An account with this email already exists');
      }
      const saved = await users.save(
        users.create({
          email,
          username: input.username.trim(),
          passwordHash: await argon2.hash(input.password),
          role: input.role ?? 'user',
        }),
      );
      return { userId: saved.id, result: (await users.findOneBy({ id: saved.id })) as User };
    });
  }

  /** The account when the password is right; null otherwise (unknown e-mail or wrong password). */
  async authenticate(email: string, password: string): Promise<User | null> {
    const { account, right } = await this.checkPassword(email, password);
    return account && right ? this.findById(account.id) : null;
  }

  /**
   * The account of this e-mail (with its password hash) and whether the password is its own. An
   * unknown e-mail costs as much: a dummy hash is checked.
   */
  async checkPassword(email: string, password: string): Promise<{ account: User | null; right: boolean }> {
    const account = await this.findWithPassword(email);
    if (!account) {
      await argon2.verify(await dummyPasswordHash(), password).catch(() => false);
      return { account: null, right: false };
    }
    return { account, right: await this.verifyPassword(account, password) };
  }

  verifyPassword(user: User, password: string): Promise<boolean> {
    return argon2.verify(user.passwordHash, password).catch(() => false);
  }

  async setPassword(userId: string, password: string): Promise<void> {
    const passwordHash = await argon2.hash(password);
    await this.written(undefined, async ({ manager }) => {
      await manager.update(User, { id: userId }, { passwordHash });
      return { userId, result: undefined };
    });
  }

  /**
   * A new password that also ends every session of the account (the version goes up);
   * returns the account with its new version, to sign the caller's next token with.
   */
  async replacePassword(userId: string, password: string, tx?: Tx): Promise<User> {
    const passwordHash = await argon2.hash(password);
    return this.written(tx, async ({ manager }) => {
      await manager.update(User, { id: userId }, { passwordHash, tokenVersion: () => 'token_version + 1' });
      return { userId, result: (await manager.findOneBy(User, { id: userId })) as User };
    });
  }

  /** Ends every session of the account: tokens signed before now are refused. */
  async endSessions(userId: string, tx?: Tx): Promise<void> {
    await this.written(tx, async ({ manager }) => {
      await manager.increment(User, { id: userId }, 'tokenVersion', 1);
      return { userId, result: undefined };
    });
  }

  async setRole(userId: string, role: Role): Promise<void> {
    await this.written(undefined, async ({ manager }) => {
      await manager.update(User, { id: userId }, { role, tokenVersion: () => 'token_version + 1' });
      return { userId, result: undefined };
    });
  }

  async updateProfile(userId: string, changes: ProfileChanges): Promise<User> {
    const user = await this.findByIdOrFail(userId);
    user.username = changes.username;
    if (changes.phone !== undefined) user.phone = changes.phone || null;
    if (changes.shippingAddress !== undefined) {
      const address = changes.shippingAddress;
      user.shippingAddress = address
        ? { address: address.address, city: address.city, state: address.state, pincode: address.pincode }
        : null;
    }
    if (changes.profileImage !== undefined) user.profileImage = changes.profileImage;
    await this.written(undefined, async ({ manager }) => {
      await manager.save(user);
      return { userId, result: undefined };
    });
    return (await this.findById(userId)) as User;
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /**
   * A write to an account, in the caller's transaction or its own: `user.changed` goes out
   * once it has committed (signed-in callers' cached accounts are forgotten, see SessionUsers).
   */
  private written<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<{ userId: string; result: T }>): Promise<T> {
    const write = async (within: Tx) => {
      const { userId, result } = await work(within);
      within.publish({ type: 'user.changed', userIds: [userId] });
      return result;
    };
    return tx ? write(tx) : this.transactions.run(write);
  }
}
