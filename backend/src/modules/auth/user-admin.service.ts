import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Transactions } from '../../infra/events';
import type { AuthUser, Role } from '../../common/decorators/auth.decorators';
import { User } from './user.entity';
import { AccountRemovalHooks } from './account-removal-hooks.service';

/**
 * Role changes and deletions by an admin; each publishes `user.changed` once committed. The shop always keeps one admin: every change
 * first locks all admin rows (in id order), so two concurrent demotions cannot both see
 * "another admin is left".
 */
@Injectable()
export class UserAdminService {
  constructor(
    private readonly transactions: Transactions,
    private readonly removalHooks: AccountRemovalHooks,
  ) {}

  async changeRole(userId: string, role: Role): Promise<User> {
    return this.transactions.run(async (tx) => {
      const { manager } = tx;
      const { target, adminCount } = await this.lockTarget(manager, userId);
      if (target.role === 'admin' && role !== 'admin' && adminCount <= 1) {
        throw new ConflictException('The last admin cannot be demoted: make another user admin first');
      }
      // A new role ends the account's sessions: the next sign-in carries the new rights.
      if (target.role !== role) {
        await manager.update(User, { id: userId }, { role, tokenVersion: target.tokenVersion + 1 });
        tx.publish({ type: 'user.changed', userIds: [userId] });
      }
      return (await manager.findOneBy(User, { id: userId })) as User;
    });
  }

  async remove(actor: AuthUser, userId: string): Promise<void> {
    if (actor.id === userId) throw new BadRequestException('You cannot delete your own account');
    const afterCommit = await this.transactions.run(async (tx) => {
      const { manager } = tx;
      const { target, adminCount } = await this.lockTarget(manager, userId);
      if (target.role === 'admin' && adminCount <= 1) {
        throw new ConflictException('The last admin cannot be deleted');
      }
      const after = await this.removalHooks.run(userId, manager);
      await manager.delete(User, { id: userId });
      tx.publish({ type: 'user.changed', userIds: [userId] });
      return after;
    });
    for (const work of afterCommit) await work();
  }

  private async lockTarget(manager: EntityManager, userId: string): Promise<{ target: User; adminCount: number }> {
    const admins = await manager
      .getRepository(User)
      .createQueryBuilder('user')
      .select('user.id')
      .where(`user.role = 'admin'`)
      .orderBy('user.id')
      .setLock('pessimistic_write')
      .getMany();
    const target = await manager
      .getRepository(User)
      .createQueryBuilder('user')
      .where('user.id = :userId', { userId })
      .setLock('pessimistic_write')
      .getOne();
    if (!target) throw new NotFoundException('User not found');
    return { target, adminCount: admins.length };
  }
}
