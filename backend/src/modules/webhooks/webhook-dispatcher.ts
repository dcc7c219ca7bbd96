import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config';
import type { WebhookEventsWritten } from '../../infra/events';
import { Scheduler } from '../../infra/scheduler';
import { sign, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature';
import { postWebhook } from './webhook-sender';

export const WEBHOOK_DISPATCH_QUEUE = 'webhook-dispatch';
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';
/** A delivery is given up (status failed) after this many attempts. */
export const MAX_ATTEMPTS = 12;
/** No wait between attempts is longer than this. */
const MAX_BACKOFF_MS = 6 * 3600_000;
/** A claimed delivery is left alone this long: longer than one attempt may take. */
const CLAIM_SECONDS = 60;
const SWEEP_INTERVAL_MS = 30_000;
/** The sweep leaves work this long to its own job first. */
const SWEEP_GRACE_SECONDS = 30;
/** Events (with their delivery log) are kept this long once none of their deliveries is pending. */
export const RETENTION_DAYS = 30;
const PRUNE_INTERVAL_MS = 3600_000;
/** Attempts one process sends at once. */
const DELIVERY_CONCURRENCY = 10;

/** Wait before attempt `attempt + 1` after `attempt` failed: base, 2×base, 4×base, … capped. */
export function backoffMs(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
}

interface Claimed {
  attempts: number;
  endpoint_id: string;
  url: string;
  secret: string;
  enabled: boolean;
  event_id: string;
  event_type: string;
  payload: unknown;
  api_version: string;
  event_created_at: Date;
}

/**
 * Moves events from the outbox to deliveries (one per subscribed, enabled endpoint) and
 * sends each delivery, one scheduler job per attempt: BullMQ when Redis is configured, the
 * in-process scheduler otherwise, so attempts run wherever jobs run (APP_ROLE worker/all).
 * A job names the attempt it is for, so a duplicate job or the sweep never sends an attempt
 * twice. A sweep catches work whose job was lost (queue down, process killed).
 */
@Injectable()
export class WebhookDispatcher implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Webhooks');
  private sweeping = false;
  private prunedAt = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.scheduler.register<{ eventId: string }>(WEBHOOK_DISPATCH_QUEUE, (data) => this.dispatch(data.eventId));
    // Attempts mostly wait on other servers (up to 10 s each): one slow receiver must not hold up the rest.
    this.scheduler.register<{ deliveryId: string; attempt: number }>(
      WEBHOOK_DELIVERY_QUEUE,
      (data) => this.attempt(data.deliveryId, data.attempt),
      { concurrency: DELIVERY_CONCURRENCY },
    );
  }

  onApplicationBootstrap(): void {
    if (this.config.appRole === 'api') return;
    this.scheduler.onRecovered(() => void this.sweep());
    const interval = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    interval.unref();
    this.registry.addInterval('webhook-sweep', interval);
  }

  /**
   * Queues a dispatch job per event written to the outbox, once its change has committed. Not
   * awaited: the answer to the change does not wait on the queue, and the sweep finds an event
   * whose job could not be queued.
   */
  @OnEvent('webhooks.written')
  written(event: WebhookEventsWritten): void {
    void this.queue(event.eventIds);
  }

  private async queue(ids: string[]): Promise<void> {
    for (const id of ids) {
      await this.scheduler
        .schedule(WEBHOOK_DISPATCH_QUEUE, id, { eventId: id }, 0)
        .catch((err: Error) => this.logger.warn(`Webhook event ${id} left for the sweep: ${err.message}`));
    }
  }

  /** Fans one outbox event out to the endpoints subscribed to it; harmless twice. */
  async dispatch(eventId: string): Promise<void> {
    const deliveries = await this.dataSource.transaction(async (manager) => {
      const [event] = await manager.query<{ type: string }[]>(
        `SELECT type FROM webhook_outbox WHERE id = $1 AND dispatched_at IS NULL FOR UPDATE SKIP LOCKED`,
        [eventId],
      );
      if (!event) return [];
      const rows = await manager.query<{ id: string }[]>(
        `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, next_attempt_at)
         SELECT id, $1::uuid, $2::text, now() FROM webhook_endpoints WHERE enabled AND $2::text = ANY(events)
         RETURNING id`,
        [eventId, event.type],
      );
      await manager.query(`UPDATE webhook_outbox SET dispatched_at = now() WHERE id = $1`, [eventId]);
      return rows.map((row) => row.id);
    });
    for (const id of deliveries) await this.queueAttempt(id, 1, 0);
  }

  /** Queues attempt `attempt` of a delivery; left to the sweep when the queue is away. */
  async queueAttempt(deliveryId: string, attempt: number, delayMs: number): Promise<void> {
    await this.scheduler
      .schedule(WEBHOOK_DELIVERY_QUEUE, `${deliveryId}-${attempt}`, { deliveryId, attempt }, delayMs)
      .catch((err: Error) => this.logger.warn(`Webhook delivery ${deliveryId} left for the sweep: ${err.message}`));
  }

  /** Sends attempt `attempt` of a delivery, once: only when it is the next one and nobody holds it. */
  async attempt(deliveryId: string, attempt: number): Promise<void> {
    const [claimed] = await this.dataSource.query<Claimed[]>(
      `WITH claimed AS (
         UPDATE webhook_deliveries SET locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
         WHERE id = $1 AND status = 'pending' AND attempts = $2 - 1
           AND (locked_until IS NULL OR locked_until < now())
         RETURNING attempts, endpoint_id, event_id, event_type)
       SELECT c.attempts, c.endpoint_id, c.event_id, c.event_type, e.url, e.secret, e.enabled,
              o.payload, o.api_version, o.created_at AS event_created_at
       FROM claimed c JOIN webhook_endpoints e ON e.id = c.endpoint_id JOIN webhook_outbox o ON o.id = c.event_id`,
      [deliveryId, attempt],
    );
    if (!claimed) return;
    if (!claimed.enabled) {
      await this.dataSource.query(
        `UPDATE webhook_deliveries SET status = 'cancelled', last_error = 'The endpoint is disabled',
           next_attempt_at = NULL, locked_until = NULL, updated_at = now() WHERE id = $1`,
        [deliveryId],
      );
      return;
    }
    const body = JSON.stringify({
      id: claimed.event_id,
      type: claimed.event_type,
      apiVersion: claimed.api_version,
      createdAt: new Date(claimed.event_created_at).toISOString(),
      data: claimed.payload,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await postWebhook(
      claimed.url,
      body,
      {
        'user-agent': 'DecorShop-Webhooks/1.0',
        'x-shop-event': claimed.event_type,
        'x-shop-event-id': claimed.event_id,
        'x-shop-delivery-id': deliveryId,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: sign(claimed.secret, timestamp, body),
      },
      { allowPrivate: this.config.webhooks.allowPrivateUrls },
    );
    const retryIn = await this.record(deliveryId, claimed.endpoint_id, attempt, result);
    if (retryIn !== null) await this.queueAttempt(deliveryId, attempt + 1, retryIn);
  }

  /**
   * Writes an attempt's outcome to the delivery and its endpoint in one transaction. Returns
   * the wait before the next attempt, or null when there is none.
   */
  private async record(
    deliveryId: string,
    endpointId: string,
    attempt: number,
    result: { status: number | null; error: string | null },
  ): Promise<number | null> {
    const { retryBaseMs, disableAfterFailures } = this.config.webhooks;
    return this.dataSource.transaction(async (manager) => {
      if (result.error === null) {
        await manager.query(
          `UPDATE webhook_deliveries SET status = 'delivered', attempts = $2, response_code = $3, last_error = NULL,
             delivered_at = now(), next_attempt_at = NULL, locked_until = NULL, updated_at = now() WHERE id = $1`,
          [deliveryId, attempt, result.status],
        );
        await manager.query(`UPDATE webhook_endpoints SET consecutive_failures = 0 WHERE id = $1`, [endpointId]);
        return null;
      }
      const [endpoint] = await manager.query<{ failures: number; enabled: boolean }[]>(
        `WITH counted AS (
           UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1 WHERE id = $1
           RETURNING consecutive_failures AS failures, enabled)
         SELECT failures, enabled FROM counted`,
        [endpointId],
      );
      const disable = endpoint.enabled && endpoint.failures >= disableAfterFailures;
      const retryIn = attempt < MAX_ATTEMPTS && !disable ? backoffMs(retryBaseMs, attempt) : null;
      await manager.query(
        `UPDATE webhook_deliveries SET status = $2, attempts = $3, response_code = $4, last_error = $5,
           next_attempt_at = CASE WHEN $6::double precision IS NULL THEN NULL
                                  ELSE now() + make_interval(secs => $6::double precision / 1000) END,
           locked_until = NULL, updated_at = now()
         WHERE id = $1`,
        [deliveryId, retryIn === null ? 'failed' : 'pending', attempt, result.status, result.error, retryIn],
      );
      if (disable) {
        const reason = `Disabled after ${endpoint.failures} failed attempts in a row`;
        await manager.query(
          `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2, disabled_at = now(), updated_at = now()
           WHERE id = $1`,
          [endpointId, reason],
        );
        await manager.query(
          `UPDATE webhook_deliveries SET status = 'cancelled', last_error = $2, next_attempt_at = NULL, updated_at = now()
           WHERE endpoint_id = $1 AND status = 'pending'`,
          [endpointId, reason],
        );
        this.logger.warn(`Webhook endpoint ${endpointId}: ${reason}`);
      }
      return retryIn;
    });
  }

  /**
   * Deletes events older than RETENTION_DAYS with nothing pending, and with them their delivery
   * log (ON DELETE CASCADE), in bounded batches so that the outbox does not grow for ever.
   */
  async prune(): Promise<number> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `WITH gone AS (
         DELETE FROM webhook_outbox WHERE id IN (
           SELECT o.id FROM webhook_outbox o
           WHERE o.created_at < now() - make_interval(days => ${RETENTION_DAYS}) AND o.dispatched_at IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = o.id AND d.status = 'pending')
           ORDER BY o.created_at LIMIT 1000)
         RETURNING id)
       SELECT id FROM gone`,
    );
    return rows.length;
  }

  /** Events not fanned out and attempts not sent whose jobs were lost; returns how many it ran. */
  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const events = await this.dataSource.query<{ id: string }[]>(
        `SELECT id FROM webhook_outbox WHERE dispatched_at IS NULL
           AND created_at < now() - make_interval(secs => ${SWEEP_GRACE_SECONDS})
         ORDER BY created_at LIMIT 100`,
      );
      for (const event of events) await this.dispatch(event.id);
      const due = await this.dataSource.query<{ id: string; attempts: number }[]>(
        `SELECT id, attempts FROM webhook_deliveries WHERE status = 'pending'
           AND next_attempt_at < now() - make_interval(secs => ${SWEEP_GRACE_SECONDS})
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY next_attempt_at LIMIT 100`,
      );
      for (const delivery of due) await this.attempt(delivery.id, delivery.attempts + 1);
      if (Date.now() - this.prunedAt > PRUNE_INTERVAL_MS) {
        this.prunedAt = Date.now();
        await this.prune();
      }
      return events.length + due.length;
    } catch (err) {
      this.logger.warn(`Webhook sweep failed: ${(err as Error).message}`);
      return 0;
    } finally {
      this.sweeping = false;
    }
  }
}
