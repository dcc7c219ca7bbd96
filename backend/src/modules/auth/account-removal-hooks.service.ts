import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Runs inside the transaction that deletes the account, before the user row goes. It may
 * return work to do once that transaction has committed (dropping cached answers, say).
 */
export type AccountRemovalHook = (userId: string, manager: EntityManager) => Promise<void | AfterCommit>;
export type AfterCommit = () => Promise<void>;

/**
 * Lets other modules tidy what they derive from an account (a product's rating from its
 * reviews, say) when an admin deletes it, without the accounts module knowing their tables.
 */
@Injectable()
export class AccountRemovalHooks {
  private readonly hooks: AccountRemovalHook[] = [];

  register(hook: AccountRemovalHook): void {
    this.hooks.push(hook);
  }

  /** Runs every hook; returns what they asked to do after the commit. */
  async run(userId: string, manager: EntityManager): Promise<AfterCommit[]> {
    const afterCommit: AfterCommit[] = [];
    for (const hook of this.hooks) {
      const after = await hook(userId, manager);
      if (after) afterCommit.push(after);
    }
    return afterCommit;
  }
}
