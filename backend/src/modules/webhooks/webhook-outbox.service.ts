import { Injectable } from '@nestjs/common';
import type { Tx } from '../../infra/events';
import type { WebhookEvent } from './webhook-events';
import { prepared } from '../../database/prepared';

/** Whether an enabled endpoint subscribes to the type ($1). */
const EVENTS_WANTED = prepared(
  `SELECT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled AND $1::text = ANY(events)) AS wanted`,
);

const RECORD_EVENT = prepared(`INSERT INTO webhook_outbox (type, payload) VALUES ($1, $2::jsonb) RETURNING id`);

/**
 * The one way other modules publish an event: a row in webhook_outbox written in the
 * transaction that makes the change, so a rolled-back change leaves no event and a committed
 * one cannot lose it. After the commit, `webhooks.written` tells the dispatcher
 * (webhook-dispatcher.ts) to queue it; if that fails (queue away, process killed) the
 * dispatcher's sweep finds the row.
 */
@Injectable()
export class WebhookOutbox {
  /**
   * Records an event, when an enabled endpoint subscribes to its type: events nobody would get
   * are not written (nor their payload built, hence `data` may be a function), which keeps an
   * order without webhook receivers from paying for them. The check runs in the transaction, so
   * an endpoint added before the change commits is in time, like the dispatch's own fan-out.
   */
  async record(tx: Tx, type: WebhookEvent, data: object | (() => Promise<object>)): Promise<void> {
    // Outside a transaction the event could outlive a failed change, or be lost with a good one.
    if (!tx.manager.queryRunner?.isTransactionActive) {
      throw new Error(`Webhook event ${type} must be recorded inside a transaction`);
    }
    const [{ wanted }] = await tx.manager.query<{ wanted: boolean }[]>(EVENTS_WANTED, [type]);
    if (!wanted) return;
    const payload = JSON.stringify(typeof data === 'function' ? await data() : data);
    const [{ id }] = await tx.manager.query<{ id: string }[]>(RECORD_EVENT, [type, payload]);
    tx.publish({ type: 'webhooks.written', eventIds: [id] });
  }
}
