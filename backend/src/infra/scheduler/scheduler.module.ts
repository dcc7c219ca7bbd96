import { Global, Inject, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry, ScheduleModule } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config';
import { BullmqScheduler } from './bullmq-scheduler';
import { InProcessScheduler } from './in-process-scheduler';
import { Scheduler } from './scheduler';

const SWEEP_INTERVAL_MS = 5000;

@Global()
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [
    {
      provide: Scheduler,
      inject: [APP_CONFIG, DataSource],
      useFactory: async (config: AppConfig, dataSource: DataSource): Promise<Scheduler> => {
        if (!config.redisUrl) return new InProcessScheduler(dataSource);
        const scheduler = new BullmqScheduler(config.redisUrl, config.queuePrefix, config.appRole !== 'api');
        // Boot goes on without Redis (health says queue down); a healthy Redis is waited for.
        await scheduler.ready();
        return scheduler;
      },
    },
  ],
  exports: [Scheduler],
})
export class SchedulerModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    private readonly registry: SchedulerRegistry,
  ) {}

  /** The in-process scheduler sweeps due jobs at boot (those that came due while down) and then periodically. */
  onApplicationBootstrap(): void {
    const scheduler = this.scheduler;
    if (!(scheduler instanceof InProcessScheduler)) return;
    void scheduler.sweep();
    const interval = setInterval(() => void scheduler.sweep(), SWEEP_INTERVAL_MS);
    interval.unref();
    this.registry.addInterval('scheduled-jobs-sweep', interval);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.scheduler instanceof InProcessScheduler) this.scheduler.close();
    if (this.scheduler instanceof BullmqScheduler) await this.scheduler.close();
  }
}
