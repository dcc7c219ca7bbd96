import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Scheduler } from '../scheduler';
import { MailTransport } from './mail-transport';
import { Mailer, MailMessage } from './mailer';

/** The job that hands one mail to the SMTP server (or the outbox). */
export const SEND_MAIL_QUEUE = 'send-mail';

const MINUTE = 60_000;

/**
 * When a refused mail is tried again, after each failure: over eight and a half hours, so a
 * mail server that is down for a night's maintenance window still gets the confirmations.
 */
export const MAIL_RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE];

/** A mail as a job carries it: JSON, so attachments as base64 and the date as ISO text. */
interface QueuedMail extends Omit<MailMessage, 'attachments' | 'date'> {
  attachments?: { filename: string; contentType: string; base64: string }[];
  date: string;
}

export interface SendMailJob {
  id: string;
  /** 0 for the first try. */
  attempt: number;
  mail: QueuedMail;
}

function toQueued({ attachments, date, ...mail }: MailMessage): QueuedMail {
  return {
    ...mail,
    // Dated when queued: a try again later keeps this date.
    date: (date ?? new Date()).toISOString(),
    attachments: attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      base64: content.toString('base64'),
    })),
  };
}

function fromQueued({ attachments, date, ...mail }: QueuedMail): MailMessage {
  return {
    ...mail,
    date: new Date(date),
    attachments: attachments?.map(({ filename, contentType, base64 }) => ({
      filename,
      contentType,
      content: Buffer.from(base64, 'base64'),
    })),
  };
}

/**
 * The shop's Mailer: `send` queues a send-mail job through the scheduler (BullMQ with Redis, the
 * scheduled_jobs table without) and returns, so no request waits for the mail server. The job
 * hands the mail to the transport; a mail the server does not take is queued again for later
 * (MAIL_RETRY_DELAYS_MS), and given up after the last try. BullMQ runs the jobs one at a time,
 * in the order they were queued; a mail tried again (or, without Redis, one whose job overlaps
 * another's) may arrive after a later one, but keeps the Date it was queued with.
 */
@Injectable()
export class QueuedMailer extends Mailer implements OnModuleInit {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    @Inject(MailTransport) private readonly transport: MailTransport,
  ) {
    super();
  }

  onModuleInit(): void {
    this.scheduler.register<SendMailJob>(SEND_MAIL_QUEUE, (job) => this.attempt(job));
  }

  /** Fails (QueueUnavailableError) only when the queue cannot take the mail. */
  send(message: MailMessage): Promise<void> {
    return this.schedule({ id: randomUUID(), attempt: 0, mail: toQueued(message) }, 0);
  }

  /** One try; a refusal queues the next, until the last. */
  private async attempt({ id, attempt, mail }: SendMailJob): Promise<void> {
    try {
      await this.transport.deliver(fromQueued(mail));
      return;
    } catch (err) {
      const what = `Mail "${mail.subject}" to ${mail.to} not sent (try ${attempt + 1}): ${(err as Error).message}`;
      if (attempt >= MAIL_RETRY_DELAYS_MS.length) {
        this.logger.error(`${what}; given up`);
        return;
      }
      this.logger.warn(`${what}; it will be tried again`);
    }
    // Not caught: if the queue cannot take the next try, this job fails and the queue runs it again.
    await this.schedule({ id, attempt: attempt + 1, mail }, MAIL_RETRY_DELAYS_MS[attempt]);
  }

  /** One job per try (BullMQ's job ids may not hold a colon). */
  private schedule(job: SendMailJob, delayMs: number): Promise<void> {
    return this.scheduler.schedule(SEND_MAIL_QUEUE, `${job.id}-${job.attempt}`, job, delayMs);
  }
}
