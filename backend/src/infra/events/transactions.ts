import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { DomainEvent } from './domain-events';

/** A transaction in progress: its manager, and the events to publish once it commits. */
export interface Tx {
  readonly manager: EntityManager;
  publish(...events: DomainEvent[]): void;
}

/**
 * The shop's one after-commit mechanism. A write runs in `run`, records what it changed with
 * `tx.publish`, and the events reach their listeners after COMMIT (never after a rollback),
 * before the caller answers: a shopper who changed something reads it back at once. A change
 * made by one statement outside a transaction publishes with `published` after it ran.
 */
@Injectable()
export class Transactions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly emitter: EventEmitter2,
  ) {}

  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const events: DomainEvent[] = [];
    const result = await this.dataSource.transaction((manager) =>
      work({ manager, publish: (...more) => events.push(...more) }),
    );
    await this.published(...events);
    return result;
  }

  /** Hands committed changes to their listeners and waits for them (a listener's error is logged, not thrown). */
  async published(...events: DomainEvent[]): Promise<void> {
    for (const event of events) await this.emitter.emitAsync(event.type, event);
  }
}
