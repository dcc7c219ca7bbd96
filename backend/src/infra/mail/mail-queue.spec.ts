import { JobHandler, QueueState, QueueUnavailableError, Scheduler } from '../scheduler';
import { MAIL_BATCH_MAX, MAIL_RETRY_DELAYS_MS, QueuedMailer, SEND_MAIL_QUEUE, SendMailsJob } from './mail-queue';
import { MailTransport } from './mail-transport';
import type { MailMessage } from './mailer';

/** Refuses while `down`, as a mail server that is away does; records what it took. */
class FlakyTransport extends MailTransport {
  down = true;
  readonly attempted: MailMessage[] = [];
  readonly delivered: MailMessage[] = [];

  deliver(message: MailMessage): Promise<void> {
    this.attempted.push(message);
    if (this.down) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25'));
    this.delivered.push(message);
    return Promise.resolve();
  }
}

/** Keeps the jobs it is given; `runAll` runs them as the queue would when they come due. */
class RecordingScheduler extends Scheduler {
  readonly jobs: { queue: string; jobId: string; data: unknown; delayMs: number }[] = [];
  readonly handlers = new Map<string, JobHandler>();
  refuse = false;

  register<T>(queue: string, handler: JobHandler<T>): void {
    this.handlers.set(queue, handler as JobHandler);
  }

  schedule<T>(queue: string, jobId: string, data: T, delayMs: number): Promise<void> {
    if (this.refuse) return Promise.reject(new QueueUnavailableError());
    // Through JSON, as BullMQ and the jobs table keep it.
    this.jobs.push({ queue, jobId, data: JSON.parse(JSON.stringify(data)), delayMs });
    return Promise.resolve();
  }

  cancel(): Promise<void> {
    return Promise.resolve();
  }

  state(): Promise<QueueState> {
    return Promise.resolve('in-process');
  }

  async runAll(): Promise<void> {
    for (const job of this.jobs.splice(0)) await this.handlers.get(job.queue)!(job.data, job.jobId);
  }
}

const mail: MailMessage = {
  to: 'priya@example.com',
  subject: 'Your order #0000000A is processing',
  text: 'We are preparing your order.',
};

function started(): { transport: FlakyTransport; scheduler: RecordingScheduler; mailer: QueuedMailer } {
  const transport = new FlakyTransport();
  const scheduler = new RecordingScheduler();
  const mailer = new QueuedMailer(scheduler, transport);
  mailer.onModuleInit();
  return { transport, scheduler, mailer };
}

describe('mail queue', () => {
  it('only queues the mail: the transport is not called until the job runs', async () => {
    const { transport, scheduler, mailer } = started();
    transport.down = false;
    await mailer.send(mail);
    expect(transport.attempted).toEqual([]);
    expect(scheduler.jobs).toEqual([expect.objectContaining({ queue: SEND_MAIL_QUEUE, delayMs: 0 })]);
    await scheduler.runAll();
    expect(transport.delivered.map((sent) => sent.subject)).toEqual([mail.subject]);
    expect(scheduler.jobs).toEqual([]);
  });

  it('tries a mail the server did not take again later, attachment and all', async () => {
    const { transport, scheduler, mailer } = started();
    const invoice = {
      filename: 'invoice.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.7 \x00\xff'),
    };
    await mailer.send({ ...mail, attachments: [invoice] });
    await scheduler.runAll();
    expect(transport.delivered).toEqual([]);
    expect(scheduler.jobs.map((job) => job.delayMs)).toEqual([MAIL_RETRY_DELAYS_MS[0]]);

    // Still away at the first try again: the next is queued, further off.
    await scheduler.runAll();
    expect(scheduler.jobs.map((job) => job.delayMs)).toEqual([MAIL_RETRY_DELAYS_MS[1]]);
    transport.down = false;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await scheduler.runAll();
    expect(scheduler.jobs).toEqual([]);
    expect(transport.delivered).toHaveLength(1);
    const [sent] = transport.delivered;
    expect(sent.subject).toBe(mail.subject);
    expect(sent.attachments).toEqual([invoice]);
    expect(sent.attachments?.[0].content.equals(invoice.content)).toBe(true);
    // Dated when it was queued, not when it finally went out.
    expect(sent.date).toBeInstanceOf(Date);
    expect(sent.date).toEqual(transport.attempted[0].date);
  });

  it('gives a mail up after its last try again', async () => {
    const { transport, scheduler, mailer } = started();
    await mailer.send(mail);
    await scheduler.runAll();
    const delays: number[] = [];
    while (scheduler.jobs.length > 0) {
      delays.push(scheduler.jobs[0].delayMs);
      await scheduler.runAll();
    }
    expect(delays).toEqual(MAIL_RETRY_DELAYS_MS);
    expect(transport.attempted).toHaveLength(MAIL_RETRY_DELAYS_MS.length + 1);
    expect(transport.delivered).toEqual([]);
  });

  it('queues mails sent together as one job, sends them in order and tries a refused one again alone', async () => {
    const { transport, scheduler, mailer } = started();
    transport.down = false;
    const deliver = transport.deliver.bind(transport);
    transport.deliver = (message) =>
      message.subject === 'second' ? Promise.reject(new Error('550 mailbox busy')) : deliver(message);
    await Promise.all(['first', 'second', 'third'].map((subject) => mailer.send({ ...mail, subject })));
    expect(scheduler.jobs).toHaveLength(1);
    await scheduler.runAll();
    expect(transport.delivered.map((sent) => sent.subject)).toEqual(['first', 'third']);
    expect(scheduler.jobs).toEqual([
      expect.objectContaining({ delayMs: MAIL_RETRY_DELAYS_MS[0], jobId: expect.stringMatching(/-1$/) }),
    ]);
    transport.deliver = deliver;
    await scheduler.runAll();
    expect(transport.delivered.map((sent) => sent.subject)).toEqual(['first', 'third', 'second']);
  });

  it('starts a new job once a batch is full', async () => {
    const { scheduler, mailer } = started();
    const subjects = Array.from({ length: MAIL_BATCH_MAX + 1 }, (_, i) => `mail ${i}`);
    await Promise.all(subjects.map((subject) => mailer.send({ ...mail, subject })));
    expect(scheduler.jobs.map((job) => (job.data as SendMailsJob).mails.length)).toEqual([MAIL_BATCH_MAX, 1]);
  });

  it('fails the send when the queue cannot take the mail', async () => {
    const { scheduler, mailer } = started();
    scheduler.refuse = true;
    await expect(mailer.send(mail)).rejects.toBeInstanceOf(QueueUnavailableError);
  });
});
