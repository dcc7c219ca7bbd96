import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import type { MailMessage } from './mailer';

/** How long to wait for an SMTP server, in ms (nodemailer's own defaults are minutes). */
export interface SmtpLimits {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

const SMTP_LIMITS: SmtpLimits = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Hands one mail over, through nodemailer's `sendMail`; the send-mail job (mail-queue.ts) calls it. */
export abstract class MailTransport {
  abstract deliver(message: MailMessage): Promise<void>;

  /** Called as the shop stops: lets go of the connections. */
  close(): void {}
}

/**
 * Sends through the SMTP server named by SMTP_URL, over a few kept-open connections (a new
 * connection, TLS and login for every mail would cost each one a second on a remote relay).
 * A server that does not answer fails the mail within seconds, not minutes. Settings in
 * SMTP_URL's query (e.g. ?pool=false) come first.
 */
export class SmtpTransport extends MailTransport {
  private readonly transporter;

  constructor(smtpUrl: string, from: string, limits: SmtpLimits = SMTP_LIMITS) {
    super();
    this.transporter = createTransport({ url: smtpUrl, pool: true, maxConnections: 3, ...limits }, { from });
  }

  async deliver(message: MailMessage): Promise<void> {
    await this.transporter.sendMail(message);
  }

  override close(): void {
    this.transporter.close();
  }
}

/**
 * Keeps the message SMTP would carry as an .eml file (nodemailer's stream transport builds it),
 * so a shop without a mail server still shows, in the log and the outbox, every mail it sends.
 */
export class OutboxTransport extends MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transporter;

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
    this.transporter = createTransport({ streamTransport: true, buffer: true }, { from });
  }

  async deliver(message: MailMessage): Promise<void> {
    const { message: eml } = await this.transporter.sendMail(message);
    // Named by the time it was written, so a listing sorted by name is in the order of writing.
    const file = join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    await writeFile(file, eml as Buffer);
    const subject = this.logSubjects ? `: "${message.subject}"` : '';
    this.logger.log(`Mail to ${message.to}${subject} written to ${file}`);
  }
}
