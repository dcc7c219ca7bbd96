import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { Scheduler } from '../../infra/scheduler';
import type { WebhookEvent } from './webhook-events';
import { prepared } from '../../database/prepared';
import { SqlPart, writeTogether } from '../../database/write-together';

export const WEBHOOK_DISPATCH_QUEUE = 'webhook-dispatch';

/** Set on a transaction's query runner: the outbox rows it wrote (see afterTransactionCommit). */
const WRITTEN = 'webhookEvents';

/** Events of one type ($1), one per payload ($2), in the order given. */
const RECORD_EVENTS = prepared(
  `INSERT INTO webhook_outbox (type, payload)
   SELECT $1, payload FROM unnest($2::jsonb[]) WITH ORDINALITY AS e(payload, n) ORDER BY n
   RETURNING id`,
);

/**
 * The one way other modules publish an event: a row in webhook_outbox written with the
 * EntityManager of the transaction that makes the change, so a rolled-back change leaves no
 * event and a committed one cannot lose it. After the commit a dispatch job is queued per
 * event; if that fails (queue away, process killed) the dispatcher's sweep finds the row.
 */
@Injectable()
export class WebhookOutbox implements EntitySubscriberInterface {
  private readonly logger = new Logger('Webhooks');

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    dataSource.subscribers.push(this);
  }

  /**
   * Records an event, when an enabled endpoint subscribes to its type: events nobody would get
   * are not written (nor their payload built, hence `data` may be a function), which keeps an
   * order without webhook receivers from paying for them. The check runs in the transaction, so
   * an endpoint added before the change commits is in time, like the dispatch's own fan-out.
   */
  async record(manager: EntityManager, type: WebhookEvent, data: object | (() => Promise<object>)): Promise<void> {
    await this.recordEach(manager, type, [data]);
  }

  /**
   * `record` for several events of one type (orders placed together): one check and one insert
   * for them all. `wanted` is the answer of `wantedCheck`, when it ran with the change.
   */
  async recordEach(
    manager: EntityManager,
    type: WebhookEvent,
    events: (object | (() => Promise<object>))[],
    wanted?: boolean,
  ): Promise<void> {
    const runner = manager.queryRunner;
    // Outside a transaction the event could outlive a failed change, or be lost with a good one.
    if (!runner?.isTransactionActive) throw new Error(`Webhook event ${type} must be recorded inside a transaction`);
    if (events.length === 0) return;
    wanted ??= ((await writeTogether(manager, [this.wantedCheck(type)]))[0][0] as { wanted: boolean }).wanted;
    if (!wanted) return;
    const payloads: string[] = [];
    for (const data of events) payloads.push(JSON.stringify(typeof data === 'function' ? await data() : data));
    const rows = await manager.query<{ id: string }[]>(RECORD_EVENTS, [type, payloads]);
    ((runner.data[WRITTEN] ??= []) as string[]).push(...rows.map((row) => row.id));
  }

  /**
   * The check of `recordEach` as a part of the change's own statement (see writeTogether): its
   * one row's `wanted` says whether any enabled endpoint subscribes to the type.
   */
  wantedCheck(type: WebhookEvent): SqlPart {
    return {
      returns: 'wanted',
      sql: (name, value) =>
        `${name}_wanted AS (SELECT EXISTS (
          SELECT 1 FROM webhook_endpoints WHERE enabled AND ${value(type, 'text')} = ANY(events)) AS wanted)`,
    };
  }

  /**
   * For a change written in one statement that is its own transaction, where no event can be
   * recorded after it: a part that fails the statement (shop_refuse, with
   * `eventsWantedMessage(type)`) when an enabled endpoint subscribes to the type, so that
   * nothing is written and the caller writes the change in a transaction instead.
   */
  refusedIfWanted(type: WebhookEvent): SqlPart {
    return {
      returns: 'unwanted',
      sql: (name, value) =>
        `${name}_unwanted AS (SELECT shop_refuse(${value(eventsWantedMessage(type), 'text')}) AS refused
          FROM webhook_endpoints WHERE enabled AND ${value(type, 'text')} = ANY(events) LIMIT 1)`,
    };
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return; // a savepoint: the outer transaction decides
    const ids = queryRunner.data[WRITTEN] as string[] | undefined;
    if (!ids) return;
    delete queryRunner.data[WRITTEN];
    // Not awaited: the in-process scheduler writes through the pool, and the embedded
    // database's one connection is only given back once this commit handler returns.
    void this.queue(ids);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) delete queryRunner.data[WRITTEN];
  }

  private async queue(ids: string[]): Promise<void> {
    for (const id of ids) {
      await this.scheduler
        .schedule(WEBHOOK_DISPATCH_QUEUE, id, { eventId: id }, 0)
        .catch((err: Error) => this.logger.warn(`Webhook event ${id} left for the sweep: ${err.message}`));
    }
  }
}

/** The message of the error refusedIfWanted raises. */
export function eventsWantedMessage(type: WebhookEvent): string {
  return `An endpoint wants ${type} events: the change must be written in a transaction`;
}
