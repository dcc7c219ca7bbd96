import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  EntityManager,
  EntitySubscriberInterface,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { DataSource } from 'typeorm';
import { CartVersions } from '../../infra/cache';

/** Set on a transaction's query runner: the users whose carts it changed. */
const CARTS_CHANGED = 'cartsChanged';

/**
 * Raises a cart's version (which the cached cart answers are checked against) after every
 * committed change to its lines: at once for a statement that committed on its own, when the
 * transaction commits for a change inside one (an order taking the lines, a failed payment
 * putting them back), and never for a change that rolled back.
 */
@Injectable()
export class CartChanges implements EntitySubscriberInterface {
  constructor(
    @Inject(CartVersions) private readonly versions: CartVersions,
    @InjectDataSource() dataSource: DataSource,
  ) {
    dataSource.subscribers.push(this);
  }

  /** After a statement outside any transaction changed the cart (it has committed). */
  committed(userId: string): Promise<void> {
    return this.versions.bump(userId);
  }

  /** After a change made with `manager`: now if it is not in a transaction, else at its commit. */
  async changedBy(manager: EntityManager, userId: string): Promise<void> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) return this.versions.bump(userId);
    const changed = (runner.data[CARTS_CHANGED] ??= new Set<string>()) as Set<string>;
    changed.add(userId);
  }

  async afterTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> {
    const changed = queryRunner.data[CARTS_CHANGED] as Set<string> | undefined;
    if (!changed || queryRunner.isTransactionActive) return;
    delete queryRunner.data[CARTS_CHANGED];
    await Promise.all([...changed].map((userId) => this.versions.bump(userId)));
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) delete queryRunner.data[CARTS_CHANGED];
  }
}
