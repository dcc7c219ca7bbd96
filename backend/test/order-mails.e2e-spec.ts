import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { AddressInfo, createServer, Server, Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { SEND_MAIL_QUEUE } from '../src/infra/mail/mail-queue';
import { Scheduler } from '../src/infra/scheduler';
import { InProcessScheduler } from '../src/infra/scheduler/in-process-scheduler';
import { ADDRESS, bearer, createProduct } from './checkout-fixtures';
import { eventually } from './eventually';
import { startTestApp, TestApp } from './harness';
import { mailsTried } from './mails';
import { SmtpSink } from './smtp-sink';

jest.setTimeout(60_000);

/** The mail server's greeting timeout alone is 10 s: an answer that waited for it would take that long. */
const PROMPT_MS = 3000;

describe('order mails: a mail server that does not answer holds up no checkout', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let shop: TestApp;

  beforeAll(async () => {
    // Takes the connection and never says a word, like a relay behind a broken firewall.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    shop = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    await shop.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it("answers the order and the admin's status change at once, and mails in the background", async () => {
    const alice = await shop.createUser();
    const admin = await shop.createUser({ role: 'admin' });
    const mirror = await createProduct(shop, { name: 'Arch mirror', price: '1299.00' });
    const order = { products: [{ productId: mirror, quantity: 1 }], email: alice.user.email, paymentMethod: 'COD' };
    const place = (amount: string) =>
      shop
        .http()
        .post('/api/orders/create-order')
        .set(...bearer(alice.token))
        .send({ ...order, amount, shippingAddress: ADDRESS });
    const { expectedAmount } = (await place('0.01').expect(409)).body as { expectedAmount: number };

    let started = Date.now();
    const placed = await place(expectedAmount.toFixed(2)).expect(201);
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);
    const orderId = (placed.body as { order: { id: string } }).order.id;

    started = Date.now();
    const changed = await shop
      .http()
      .patch(`/api/orders/update-order-status/${orderId}`)
      .set(...bearer(admin.token))
      .send({ status: 'shipped' })
      .expect(200);
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);
    expect((changed.body as { order: { status: string } }).order.status).toBe('shipped');

    // The mails did go to the server (which never answers), after the answers.
    expect(
      await eventually(
        async () => sockets.size,
        (size) => size > 0,
        5000,
      ),
    ).toBeGreaterThan(0);
  });
});

/** Both schedulers when Redis is at hand: BullMQ's queue, and the jobs table without it. */
const schedulers = process.env.REDIS_URL ? ['in-process', 'BullMQ'] : ['in-process'];

describe.each(schedulers)('order mails: a mail the server refused is sent again by the %s queue', (kind) => {
  /** The first try is answered this late (and refused): an answer that waited for it would take as long. */
  const HOLD_MS = 2000;
  let smtp: SmtpSink;
  let shop: TestApp;
  let redis: IORedis | undefined;
  let queue: Queue | undefined;
  const subjects = () => smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    smtp.refusing = true;
    smtp.holdMs = HOLD_MS;
    // Without Redis the queue is the jobs table: the retry outlives a restart.
    shop = await startTestApp({
      env: { SMTP_URL: smtp.url, ...(kind === 'in-process' ? { REDIS_URL: undefined } : {}) },
    });
    if (kind === 'BullMQ') {
      redis = new IORedis(shop.config.redisUrl!, { maxRetriesPerRequest: null });
      queue = new Queue(SEND_MAIL_QUEUE, { connection: redis, prefix: shop.config.queuePrefix });
    }
  });

  afterAll(async () => {
    await queue?.close();
    await redis?.quit();
    await shop.close();
    await smtp.close();
  });

  /** The ids of the send-mail jobs waiting. */
  async function jobs(): Promise<string[]> {
    if (queue) return (await queue.getJobs(['delayed', 'wait', 'active'])).map((job) => job.id ?? '');
    const rows = await shop.app
      .get(DataSource)
      .query<{ job_id: string }[]>(`SELECT job_id FROM scheduled_jobs WHERE queue = $1`, [SEND_MAIL_QUEUE]);
    return rows.map((row) => row.job_id);
  }

  /** Makes the next try due now (it is a minute or more off) and waits for it. */
  async function tryAgainNow(): Promise<void> {
    if (queue) await queue.promoteJobs();
    else {
      const db = shop.app.get(DataSource);
      await db.query(`UPDATE scheduled_jobs SET run_at = now() WHERE queue = $1`, [SEND_MAIL_QUEUE]);
      await (shop.app.get(Scheduler) as InProcessScheduler).sweep();
    }
    await mailsTried(shop);
  }

  it('answers at once, keeps the confirmation as a job while the server refuses, and sends it once it takes it', async () => {
    const alice = await shop.createUser();
    const lamp = await createProduct(shop, { name: 'Brass lamp', price: '450.00' });
    const started = Date.now();
    const placed = await shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(alice.token))
      .send({
        products: [{ productId: lamp, quantity: 1 }],
        email: alice.user.email,
        paymentMethod: 'COD',
        amount: '495.00',
        shippingAddress: ADDRESS,
      })
      .expect(201);
    // Answered before the mail server answered the first try.
    expect(Date.now() - started).toBeLessThan(HOLD_MS);
    expect(smtp.handed).toEqual([]);
    const orderId = (placed.body as { order: { id: string } }).order.id;

    await mailsTried(shop);
    expect(smtp.handed).toHaveLength(1);
    expect(subjects()).toEqual([]);
    expect(await jobs()).toEqual([expect.stringMatching(/-1$/)]);
    smtp.holdMs = 0;

    // Due: still refused, so the next try is queued.
    await tryAgainNow();
    expect(await jobs()).toEqual([expect.stringMatching(/-2$/)]);
    expect(subjects()).toEqual([]);

    smtp.refusing = false;
    // The Date header counts whole seconds: the last try is in another second than the first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await tryAgainNow();
    expect(subjects()).toEqual([`Order confirmed: #${orderId.slice(-8).toUpperCase()}`]);
    expect(await jobs()).toEqual([]);
    // Dated when it was written, as the refused tries were, not when it was finally taken.
    const dates = smtp.handed.map((mail) => /^Date: (.*)$/m.exec(mail.raw)?.[1]);
    expect(dates).toHaveLength(3);
    expect(new Set(dates)).toEqual(new Set([dates[0]]));
  });
});
