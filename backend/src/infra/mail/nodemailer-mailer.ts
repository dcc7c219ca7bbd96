import { mkdirSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { MailThread } from './mail-thread';
import { MailMessage, Mailer } from './mailer';

/** How long to wait for an SMTP server, in ms (nodemailer's own defaults are minutes). */
export interface SmtpLimits {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

const SMTP_LIMITS: SmtpLimits = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends through the SMTP server named by SMTP_URL, over a few kept-open connections (a new
 * connection, TLS and login for every mail would cost each one a second on a remote relay).
 * A server that does not answer fails the mail (which is logged) within seconds, not minutes.
 * Settings in SMTP_URL's query (e.g. ?pool=false) come first. The mails are built and sent on
 * the mail thread.
 */
export class SmtpMailer extends Mailer {
  private readonly thread: MailThread;

  constructor(smtpUrl: string, from: string, limits: SmtpLimits = SMTP_LIMITS) {
    super();
    this.thread = new MailThread({ from, smtp: { url: smtpUrl, pool: true, maxConnections: 3, ...limits } });
  }

  async send(message: MailMessage): Promise<void> {
    await this.thread.send(message);
  }

  override close(): Promise<void> {
    return this.thread.close();
  }
}

/**
 * Builds the same MIME message as SMTP would carry and keeps it as an .eml file, so a shop
 * without a mail server still shows (in the log and the outbox) every mail it would send.
 */
export class OutboxMailer extends Mailer {
  private readonly logger = new Logger('Mail');
  private readonly thread: MailThread;

  constructor(
    readonly outboxDir: string,
    from: string,
    /**
     * Subjects carry secrets (the verification code), so production logs only the recipient
     * and the file; development logs the subject so a developer sees the code at once.
     */
    private readonly logSubjects = true,
  ) {
    super();
    // At once, not when the first mail is written: a reader may look into the folder before.
    mkdirSync(outboxDir, { recursive: true });
    this.thread = new MailThread({ from, outboxDir });
  }

  async send(message: MailMessage): Promise<void> {
    const file = await this.thread.send(message);
    const subject = this.logSubjects ? `: "${message.subject}"` : '';
    this.logger.log(`Mail to ${message.to}${subject} written to ${file}`);
  }

  override close(): Promise<void> {
    return this.thread.close();
  }
}
