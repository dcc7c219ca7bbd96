import { Global, Module, OnApplicationShutdown, Inject } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../config';
import { Mailer } from './mailer';
import { OutboxMailer, SmtpMailer } from './nodemailer-mailer';

@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Mailer =>
        config.smtpUrl
          ? new SmtpMailer(config.smtpUrl, config.mailFrom)
          : new OutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, !config.production),
    },
  ],
  exports: [Mailer],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(Mailer) private readonly mailer: Mailer) {}

  async onApplicationShutdown(): Promise<void> {
    await this.mailer.close();
  }
}
