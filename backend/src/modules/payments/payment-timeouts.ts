import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, AppConfig } from '../../config';
import { Scheduler } from '../../infra/scheduler';
import { OrdersService } from '../orders/orders.service';
import { PAYMENT_TIMEOUT_QUEUE, PaymentsService } from './payments.service';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Abandoned UPI payments. Each initiation schedules a job (id = order id) that fires when the
 * timeout has passed; the job runs wherever queue consumers run (APP_ROLE worker or all). A
 * sweep every minute in those processes, and at once whenever Redis comes back, catches
 * orders whose job was lost (Redis flushed, a process down) and runs the same idempotent
 * handler; it reads PostgreSQL only, so it keeps working while Redis is away.
 */
@Injectable()
export class PaymentTimeouts implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('PaymentTimeouts');
  private sweeping = false;

  constructor(
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.scheduler.register<{ orderId: string }>(PAYMENT_TIMEOUT_QUEUE, (data) => this.payments.expire(data.orderId));
  }

  onApplicationBootstrap(): void {
    if (this.config.appRole === 'api') return;
    // Jobs may have been lost with Redis (or come due while it was away): catch up at once.
    this.scheduler.onRecovered(() => void this.sweep());
    const interval = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    interval.unref();
    this.registry.addInterval('payment-timeout-sweep', interval);
  }

  /** Expires every unpaid UPI order older than the timeout; returns how many were looked at. */
  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const ids = await this.orders.staleUnpaidUpiOrderIds(this.config.paymentTimeoutSeconds);
      for (const id of ids) {
        await this.payments
          .expire(id)
          .catch((err: Error) => this.logger.warn(`Order ${id} not expired: ${err.message}`));
      }
      return ids.length;
    } catch (err) {
      this.logger.warn(`Payment time-out sweep failed: ${(err as Error).message}`);
      return 0;
    } finally {
      this.sweeping = false;
    }
  }
}
