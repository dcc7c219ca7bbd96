import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { Repository } from 'typeorm';
import type { Role } from '../../common/decorators/auth.decorators';
import { User } from './user.entity';

export interface NewUser {
  email: string;
  username: string;
  password: string;
  role?: Role;
}

/** The users table's owner: other modules read accounts through this service. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
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

  async create(input: NewUser): Promise<User> {
    const email = input.email.trim().toLowerCase();
    if (await this.users.existsBy({ email })) {
      throw new ConflictException('An account with this email already exists');
    }
    const user = this.users.create({
      email,
      username: input.username.trim(),
      passwordHash: await argon2.hash(input.password),
      role: input.role ?? 'user',
    });
    const saved = await this.users.save(user);
    return (await this.findById(saved.id)) as User;
  }

  verifyPassword(user: User, password: string): Promise<boolean> {
    return argon2.verify(user.passwordHash, password).catch(() => false);
  }

  async setPassword(userId: string, password: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash: await argon2.hash(password) });
  }

  count(): Promise<number> {
    return this.users.count();
  }
}
