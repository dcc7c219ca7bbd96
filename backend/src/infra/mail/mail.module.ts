import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../config';
import { QueuedMailer } from './mail-queue';
import { MailTransport, OutboxTransport, SmtpTransport } from './mail-transport';
import { Mailer } from './mailer';

@Global()
@Module({
  providers: [
    {
      provide: MailTransport,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailTransport =>
        config.smtpUrl
          ? new SmtpTransport(config.smtpUrl, config.mailFrom)
          : new OutboxTransport(join(config.dataDir, 'outbox'), config.mailFrom, !config.production),
    },
    { provide: Mailer, useClass: QueuedMailer },
  ],
  exports: [Mailer],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MailTransport) private readonly transport: MailTransport) {}

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
