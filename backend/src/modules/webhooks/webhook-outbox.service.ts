import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { API_VERSION } from '../../common/http/api-version';
import type { Tx } from '../../infra/events';
import type { WebhookEvent } from './webhook-events';
import { prepared } from '../../database/prepared';

/**
 * The event types some enabled endpoint subscribes to (a SQL text[] subquery). A statement that
 * writes a change may read it along (and hand the answer to `WebhookOutbox.wantedAre`), sparing
 * its transaction the round trip of WANTED_TYPES.
 */
export const WANTED_TYPES_SQL = `SELECT coalesce(array_agg(DISTINCT type), '{}') FROM webhook_endpoints, unnest(events) AS type WHERE enabled`;

const WANTED_TYPES = prepared(`SELECT (${WANTED_TYPES_SQL}) AS types`);

/** Events ($1 types, $2 payloads) built under API version $3, in one statement. */
const RECORD_EVENTS = prepared(
  `INSERT INTO webhook_outbox (type, payload, api_version)
   SELECT e.type, e.payload, $3 FROM unnest($1::text[], $2::jsonb[]) WITH ORDINALITY AS e(type, payload, n)
   ORDER BY e.n RETURNING id`,
);

/** An event to record; `data` may be a function so that nobody builds a payload nobody gets. */
export interface OutboxEvent {
  type: WebhookEvent;
  data: object | (() => Promise<object>);
}

/**
 * The one way other modules publish an event: a row in webhook_outbox written in the
 * transaction that makes the change, so a rolled-back change leaves no event and a committed
 * one cannot lose it. After the commit, `webhooks.written` tells the dispatcher
 * (webhook-dispatcher.ts) to queue it; if that fails (queue away, process killed) the
 * dispatcher's sweep finds the row.
 */
@Injectable()
export class WebhookOutbox {
  /** Per transaction (its manager): the types wanted, read once by its first event. */
  private readonly wanted = new WeakMap<EntityManager, Promise<Set<string>>>();

  /**
   * Records an event, when an enabled endpoint subscribes to its type: events nobody would get
   * are not written (nor their payload built, hence `data` may be a function), which keeps an
   * order without webhook receivers from paying for them. The check runs in the transaction, so
   * an endpoint added before the change commits is in time, like the dispatch's own fan-out.
   */
  async record(tx: Tx, type: WebhookEvent, data: OutboxEvent['data']): Promise<void> {
    await this.recordAll(tx, [{ type, data }]);
  }

  /**
   * Records several events in one statement (those nobody wants are left out). Which types are
   * wanted is read once per transaction, so the second and later events of a change (the stock
   * an order takes after its order.created) cost no round trip when nobody wants them.
   */
  async recordAll(tx: Tx, events: OutboxEvent[]): Promise<void> {
    // Outside a transaction the event could outlive a failed change, or be lost with a good one.
    if (!tx.manager.queryRunner?.isTransactionActive) {
      throw new Error(`Webhook events ${events.map((e) => e.type).join(', ')} must be recorded inside a transaction`);
    }
    if (events.length === 0) return;
    const wanted = await this.wantedIn(tx.manager);
    const kept = events.filter((event) => wanted.has(event.type));
    if (kept.length === 0) return;
    const payloads = await Promise.all(
      kept.map(async ({ data }) => JSON.stringify(typeof data === 'function' ? await data() : data)),
    );
    const rows = await tx.manager.query<{ id: string }[]>(RECORD_EVENTS, [
      kept.map((event) => event.type),
      payloads,
      API_VERSION,
    ]);
    tx.publish({ type: 'webhooks.written', eventIds: rows.map((row) => row.id) });
  }

  /** Whether an enabled endpoint subscribes to the type, as this transaction first read it. */
  async wants(manager: EntityManager, type: WebhookEvent): Promise<boolean> {
    return (await this.wantedIn(manager)).has(type);
  }

  /** The types wanted, as a statement of this transaction read them with WANTED_TYPES_SQL. */
  wantedAre(manager: EntityManager, types: string[]): void {
    this.wanted.set(manager, Promise.resolve(new Set(types)));
  }

  private wantedIn(manager: EntityManager): Promise<Set<string>> {
    let wanted = this.wanted.get(manager);
    if (!wanted) {
      wanted = manager.query<{ types: string[] }[]>(WANTED_TYPES).then(([row]) => new Set(row.types));
      this.wanted.set(manager, wanted);
    }
    return wanted;
  }
}
