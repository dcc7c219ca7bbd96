import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { EntityManager, Repository } from 'typeorm';
import type { Role } from '../../common/decorators/auth.decorators';
import { ShippingAddress, User } from './user.entity';

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
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
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

  /** Admins first, then users, each by e-mail. */
  list(): Promise<User[]> {
    return this.users
      .createQueryBuilder('user')
      .orderBy(`CASE WHEN user.role = 'admin' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('user.email', 'ASC')
      .getMany();
  }

  /** Creates an account; pass the manager of an open transaction to create it inside that. */
  async create(input: NewUser, manager?: EntityManager): Promise<User> {
    const users = manager ? manager.getRepository(User) : this.users;
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
    return (await users.findOneBy({ id: saved.id })) as User;
  }

  /** The account when the password is right; null otherwise (unknown e-mail or wrong password). */
  async authenticate(email: string, password: string): Promise<User | null> {
    const user = await this.findWithPassword(email);
    if (!user) {
      await argon2.verify(await dummyPasswordHash(), password).catch(() => false);
      return null;
    }
    return (await this.verifyPassword(user, password)) ? this.findById(user.id) : null;
  }

  verifyPassword(user: User, password: string): Promise<boolean> {
    return argon2.verify(user.passwordHash, password).catch(() => false);
  }

  async setPassword(userId: string, password: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash: await argon2.hash(password) });
  }

  async setRole(userId: string, role: Role): Promise<void> {
    await this.users.update({ id: userId }, { role });
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
    await this.users.save(user);
    return (await this.findById(userId)) as User;
  }

  count(): Promise<number> {
    return this.users.count();
  }
}
