import type { AppConfig } from '../../config';
import { Mailer, MailMessage } from '../../infra/mail';
import { JobHandler, QueueState, QueueUnavailableError, Scheduler } from '../../infra/scheduler';
import type { OrderDto } from './order.dto';
import { MAIL_RETRY_DELAYS_MS, MAIL_RETRY_QUEUE, OrderMails, orderPlacedMail } from './order-mails';

/** Takes 50 ms over the first mail and none over the others, recording the order of delivery. */
class SlowFirstMailer extends Mailer {
  readonly delivered: string[] = [];
  private calls = 0;

  async send(message: MailMessage): Promise<void> {
    const delay = this.calls++ === 0 ? 50 : 0;
    await new Promise((resolve) => setTimeout(resolve, delay));
    this.delivered.push(message.subject);
  }
}

/** Refuses while `down`, as a mail server that is away does; records what it took. */
class FlakyMailer extends Mailer {
  down = true;
  readonly attempted: MailMessage[] = [];
  readonly delivered: MailMessage[] = [];

  send(message: MailMessage): Promise<void> {
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

const order = (id: string, status: OrderDto['status']): OrderDto =>
  ({ id, status, email: 'priya@example.com', cancelReason: null, shipments: [], documents: [] }) as unknown as OrderDto;

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('order mails', () => {
  const config = { publicUrl: 'https://shop.example.in' } as AppConfig;

  it('sends the mails of one order in the order of its changes, whatever each takes', async () => {
    const mailer = new SlowFirstMailer();
    const mails = new OrderMails(mailer, config, new RecordingScheduler());
    mails.statusChanged(order(A, 'shipped'));
    mails.statusChanged(order(A, 'completed'));
    await mails.settled();
    expect(mailer.delivered).toEqual(['Your order #0000000A is shipped', 'Your order #0000000A is completed']);
  });

  it("does not hold an order's mail behind another order's", async () => {
    const mailer = new SlowFirstMailer();
    const mails = new OrderMails(mailer, config, new RecordingScheduler());
    mails.statusChanged(order(A, 'shipped'));
    mails.statusChanged(order(B, 'shipped'));
    await mails.settled();
    expect(mailer.delivered).toEqual(['Your order #0000000B is shipped', 'Your order #0000000A is shipped']);
  });

  it("names the tax as the order page does: the flat 10%, or GST at each product's rate", () => {
    const placed = (taxMode: OrderDto['taxMode']) =>
      orderPlacedMail(
        {
          ...order(A, 'pending'),
          taxMode,
          products: [{ name: 'Brass Diya', quantity: 2, lineTotal: 1000 }],
          subtotal: 1000,
          discount: 0,
          tax: 120,
          amount: 1120,
          paymentMethod: 'COD',
          shippingAddress: { address: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
        } as OrderDto,
        config.publicUrl,
      ).text;
    expect(placed('flat')).toContain('Tax (10%): Rs. 120.00');
    expect(placed('per_product')).toContain('GST: Rs. 120.00');
    expect(placed('per_product')).not.toContain('10%');
  });

  it('hands a mail the server did not take to the job queue, which tries it again, attachment and all', async () => {
    const mailer = new FlakyMailer();
    const scheduler = new RecordingScheduler();
    const mails = new OrderMails(mailer, config, scheduler);
    mails.onModuleInit();
    const invoice = {
      filename: 'invoice.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.7 \x00\xff'),
    };
    mails.statusChanged(order(A, 'processing'), async () => [invoice]);
    await mails.settled();
    expect(mailer.delivered).toEqual([]);
    expect(scheduler.jobs).toEqual([
      expect.objectContaining({ queue: MAIL_RETRY_QUEUE, delayMs: MAIL_RETRY_DELAYS_MS[0] }),
    ]);

    // Still away at the first try again: the next is scheduled, further off.
    await scheduler.runAll();
    expect(scheduler.jobs.map((job) => job.delayMs)).toEqual([MAIL_RETRY_DELAYS_MS[1]]);
    mailer.down = false;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await scheduler.runAll();
    expect(scheduler.jobs).toEqual([]);
    expect(mailer.delivered).toHaveLength(1);
    const [sent] = mailer.delivered;
    expect(sent.subject).toBe('Your order #0000000A is processing');
    expect(sent.attachments).toEqual([invoice]);
    expect(sent.attachments?.[0].content.equals(invoice.content)).toBe(true);
    // Dated when it was first tried, not when it finally went out.
    expect(sent.date).toBeInstanceOf(Date);
    expect(sent.date).toEqual(mailer.attempted[0].date);
  });

  it('gives a mail up after its last try again', async () => {
    const mailer = new FlakyMailer();
    const scheduler = new RecordingScheduler();
    const mails = new OrderMails(mailer, config, scheduler);
    mails.onModuleInit();
    mails.statusChanged(order(A, 'shipped'));
    await mails.settled();
    const delays: number[] = [];
    while (scheduler.jobs.length > 0) {
      delays.push(scheduler.jobs[0].delayMs);
      await scheduler.runAll();
    }
    expect(delays).toEqual(MAIL_RETRY_DELAYS_MS);
    expect(mailer.delivered).toEqual([]);
  });

  it('logs a mail it can neither send nor queue, and goes on', async () => {
    const mailer = new FlakyMailer();
    const scheduler = new RecordingScheduler();
    scheduler.refuse = true;
    const mails = new OrderMails(mailer, config, scheduler);
    mails.statusChanged(order(A, 'shipped'));
    await mails.settled();
    mailer.down = false;
    mails.statusChanged(order(A, 'completed'));
    await mails.settled();
    expect(mailer.delivered.map((mail) => mail.subject)).toEqual(['Your order #0000000A is completed']);
  });
});
