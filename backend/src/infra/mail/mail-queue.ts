import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
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

/** A send-mail job's data: the mails queued together, sent in this order. */
export interface SendMailsJob {
  mails: SendMailJob[];
}

/**
 * Mails queued within this many ms of the first go as one job, up to MAIL_BATCH_MAX: a queue
 * job costs BullMQ about as much CPU as writing the mail, so at a sale's rate of orders one job
 * per confirmation would cost a fifth of checkout's throughput.
 */
export const MAIL_BATCH_MS = 50;
export const MAIL_BATCH_MAX = 25;

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
 * The shop's Mailer: `send` queues the mail through the scheduler (BullMQ with Redis, the
 * scheduled_jobs table without) and resolves once the queue holds it, so no request waits for
 * the mail server. Mails sent within MAIL_BATCH_MS share one send-mail job. The job hands its
 * mails to the transport one by one; a mail the server does not take is queued again alone for
 * later (MAIL_RETRY_DELAYS_MS), and given up after the last try. BullMQ runs the jobs one at a
 * time, in the order they were queued; a mail tried again (or, without Redis, one whose job
 * overlaps another's) may arrive after a later one, but keeps the Date it was queued with.
 */
@Injectable()
export class QueuedMailer extends Mailer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  /** The mails waiting for the current batch's job, and when that job is queued. */
  private batch: { mails: SendMailJob[]; queued: Promise<void>; flush: () => void } | null = null;
  /** Batches on their way into the queue, until it holds them (or refused them). */
  private readonly queueing = new Set<Promise<unknown>>();

  constructor(
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    @Inject(MailTransport) private readonly transport: MailTransport,
  ) {
    super();
  }

  onModuleInit(): void {
    this.scheduler.register<SendMailsJob | SendMailJob>(SEND_MAIL_QUEUE, (job) => this.run(job));
  }

  /** Fails (QueueUnavailableError) only when the queue cannot take the mail. */
  send(message: MailMessage): Promise<void> {
    const batch = this.batch ?? this.newBatch();
    batch.mails.push({ id: randomUUID(), attempt: 0, mail: toQueued(message) });
    if (batch.mails.length >= MAIL_BATCH_MAX) batch.flush();
    return batch.queued;
  }

  /** Resolves once every mail sent so far is in the queue (or failed to be). */
  async settled(): Promise<void> {
    await Promise.all(this.queueing);
  }

  /** A stopping process queues its waiting mails at once, before the queue closes. */
  async onApplicationShutdown(): Promise<void> {
    this.batch?.flush();
    await this.settled();
  }

  private newBatch(): NonNullable<QueuedMailer['batch']> {
    const mails: SendMailJob[] = [];
    let flush!: () => void;
    const due = new Promise<void>((resolve) => {
      const timer = setTimeout(() => flush(), MAIL_BATCH_MS);
      flush = () => {
        clearTimeout(timer);
        if (this.batch?.mails === mails) this.batch = null;
        resolve();
      };
    });
    // One job id per try of the first mail (BullMQ's job ids may not hold a colon).
    const queued = due.then(() => this.scheduler.schedule(SEND_MAIL_QUEUE, `${mails[0].id}-0`, { mails }, 0));
    const tracked = queued.catch(() => undefined).finally(() => this.queueing.delete(tracked));
    this.queueing.add(tracked);
    this.batch = { mails, queued, flush };
    return this.batch;
  }

  /**
   * Each mail of the job in turn (a job of a single mail was queued by an earlier version). A
   * mail's next try that cannot be queued fails the job, and the queue runs it again whole: its
   * mails already taken may go twice rather than the refused one be lost.
   */
  private async run(job: SendMailsJob | SendMailJob): Promise<void> {
    for (const mail of 'mails' in job ? job.mails : [job]) await this.attempt(mail);
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

  /** A mail's next try, a job of its own. */
  private schedule(job: SendMailJob, delayMs: number): Promise<void> {
    return this.scheduler.schedule(SEND_MAIL_QUEUE, `${job.id}-${job.attempt}`, { mails: [job] }, delayMs);
  }
}
