import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { MailMessage, Mailer } from './mailer';

/** Sends through the SMTP server named by SMTP_URL. */
export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * Builds the same MIME message as SMTP would carry and keeps it as an .eml file, so a shop
 * without a mail server still shows (in the log and the outbox) every mail it would send.
 */
export class OutboxMailer extends Mailer {
  private readonly logger = new Logger('Mail');
  private readonly transport = createTransport({ streamTransport: true, buffer: true });

  constructor(
    readonly outboxDir: string,
    private readonly from: string,
    /**
     * Subjects carry secrets (the verification code), so production logs only the recipient
     * and the file; development logs the subject so a developer sees the code at once.
     */
    private readonly logSubjects = true,
  ) {
    super();
    mkdirSync(outboxDir, { recursive: true });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    const file = join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    writeFileSync(file, info.message as Buffer);
    const subject = this.logSubjects ? `: "${message.subject}"` : '';
    this.logger.log(`Mail to ${message.to}${subject} written to ${file}`);
  }
}
