import type { AppConfig } from '../../config';
import { Mailer, MailMessage } from '../../infra/mail';
import { QueueUnavailableError } from '../../infra/scheduler';
import type { OrderDto } from './order.dto';
import { OrderMails, orderPlacedMail, orderStatusMail, PAY_NOW, QUEUE_RETRY_DELAYS_MS } from './order-mails';
import { checkTrackingToken } from './tracking/tracking-links';

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

/** Refuses while `down`, as a queue that cannot take a job (Redis away) does; records what it took. */
class RefusingMailer extends Mailer {
  down = true;
  readonly queued: MailMessage[] = [];

  send(message: MailMessage): Promise<void> {
    if (this.down) return Promise.reject(new QueueUnavailableError());
    this.queued.push(message);
    return Promise.resolve();
  }
}

const order = (id: string, status: OrderDto['status']): OrderDto =>
  ({ id, status, email: 'priya@example.com', cancelReason: null, shipments: [], documents: [] }) as unknown as OrderDto;

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('order mails', () => {
  const config = { publicUrl: 'https://shop.example.in', jwtSecret: 'x'.repeat(32) } as AppConfig;
  const links = { publicUrl: config.publicUrl, order: (id: string) => `${config.publicUrl}/track/${id}` };

  it('sends the mails of one order in the order of its changes, whatever each takes', async () => {
    const mailer = new SlowFirstMailer();
    const mails = new OrderMails(mailer, config);
    mails.statusChanged(order(A, 'shipped'));
    mails.statusChanged(order(A, 'completed'));
    await mails.settled();
    expect(mailer.delivered).toEqual(['Your order #0000000A is shipped', 'Your order #0000000A is completed']);
  });

  it("does not hold an order's mail behind another order's", async () => {
    const mailer = new SlowFirstMailer();
    const mails = new OrderMails(mailer, config);
    mails.statusChanged(order(A, 'shipped'));
    mails.statusChanged(order(B, 'shipped'));
    await mails.settled();
    expect(mailer.delivered).toEqual(['Your order #0000000B is shipped', 'Your order #0000000A is shipped']);
  });

  it("names the tax as the order page does: the flat rate, or GST at each product's rate", () => {
    const placed = (taxRate: OrderDto['taxRate']) =>
      orderPlacedMail(
        {
          ...order(A, 'pending'),
          taxRate,
          products: [{ name: 'Brass Diya', quantity: 2, lineTotal: 1000 }],
          subtotal: 1000,
          discount: 0,
          tax: 120,
          amount: 1120,
          paymentMethod: 'COD',
          shippingAddress: { address: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
        } as OrderDto,
        links,
      ).text;
    expect(placed(0.1)).toContain('Tax (10%): Rs. 120.00');
    expect(placed(0.12)).toContain('Tax (12%): Rs. 120.00');
    expect(placed(null)).toContain('GST: Rs. 120.00');
    expect(placed(null)).not.toContain('10%');
  });

  it('links every order mail to the signed tracking page, which opens signed out', async () => {
    const mailer = new RefusingMailer();
    mailer.down = false;
    const mails = new OrderMails(mailer, config);
    mails.statusChanged(order(A, 'shipped'));
    await mails.settled();
    const [mail] = mailer.queued;
    const token = /https:\/\/shop\.example\.in\/track\/([^\s"]+)/.exec(mail.text)?.[1] ?? '';
    expect(checkTrackingToken(config.jwtSecret, token)).toMatchObject({ ok: true, orderId: A });
    expect(mail.text).not.toContain('/dashboard/orders/');
    expect(mail.html).toContain(`/track/${token}`);
  });

  describe('while the queue cannot take a mail', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
    afterEach(() => jest.useRealTimers());
    /** Until the mails started have had their first try (each waits for the answer to go out). */
    const firstTries = () => new Promise((resolve) => setImmediate(resolve));

    it("tries again, the order's later mails behind it, and queues both once it can", async () => {
      const mailer = new RefusingMailer();
      const mails = new OrderMails(mailer, config);
      mails.statusChanged(order(A, 'shipped'));
      mails.statusChanged(order(A, 'completed'));
      await firstTries();
      await jest.advanceTimersByTimeAsync(QUEUE_RETRY_DELAYS_MS[0] + QUEUE_RETRY_DELAYS_MS[1] - 1);
      expect(mailer.queued).toEqual([]);
      mailer.down = false;
      await jest.advanceTimersByTimeAsync(1);
      await mails.settled();
      expect(mailer.queued.map((mail) => mail.subject)).toEqual([
        'Your order #0000000A is shipped',
        'Your order #0000000A is completed',
      ]);
    });

    it('gives a mail up after its last try, and goes on', async () => {
      const mailer = new RefusingMailer();
      const mails = new OrderMails(mailer, config);
      mails.statusChanged(order(A, 'shipped'));
      await firstTries();
      await jest.advanceTimersByTimeAsync(QUEUE_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
      await mails.settled();
      mailer.down = false;
      mails.statusChanged(order(A, 'completed'));
      await mails.settled();
      expect(mailer.queued.map((mail) => mail.subject)).toEqual(['Your order #0000000A is completed']);
    });
  });

  it('offers "Pay now" in the mail of an order its failed payment cancelled, and only there', () => {
    const base = { ...order(A, 'cancelled'), cancelReason: 'Payment failed', paymentMethod: 'UPI' };
    const failed = orderStatusMail({ ...base, paymentStatus: 'failed' } as OrderDto, links);
    expect(failed.text).toContain(`${PAY_NOW} Pay now: https://shop.example.in/dashboard/orders/${A}`);
    expect(failed.html).toContain(`<a href="https://shop.example.in/dashboard/orders/${A}">Pay now</a>`);
    const abandoned = orderStatusMail({ ...base, paymentStatus: 'unpaid' } as OrderDto, links);
    expect(abandoned.text).not.toContain('Pay now');
    expect(abandoned.html).not.toContain('Pay now');
  });
});
