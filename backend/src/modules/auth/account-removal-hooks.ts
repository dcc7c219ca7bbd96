import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Runs inside the transaction that deletes the account, before the user row goes. */
export type AccountRemovalHook = (userId: string, manager: EntityManager) => Promise<void>;

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

  async run(userId: string, manager: EntityManager): Promise<void> {
    for (const hook of this.hooks) await hook(userId, manager);
  }
}
