import { AddressInfo, createServer, Server, Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { InProcessScheduler } from '../src/infra/scheduler/in-process-scheduler';
import { Scheduler } from '../src/infra/scheduler';
import { MAIL_RETRY_QUEUE, OrderMails } from '../src/modules/orders/order-mails';
import { ADDRESS, bearer, createProduct } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';
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
    const mails = shop.app.get(OrderMails);
    let settled = false;
    void mails.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    expect(sockets.size).toBeGreaterThan(0);
  });
});

describe('order mails: a mail the server refused is sent again by the job queue', () => {
  let smtp: SmtpSink;
  let shop: TestApp;
  const subjects = () => smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    smtp.refusing = true;
    // Without Redis the queue is the jobs table: the retry outlives a restart.
    shop = await startTestApp({ env: { SMTP_URL: smtp.url, REDIS_URL: undefined } });
  });

  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  it('keeps the confirmation as a job while the server refuses, and sends it once the server takes it', async () => {
    const alice = await shop.createUser();
    const lamp = await createProduct(shop, { name: 'Brass lamp', price: '450.00' });
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
    const orderId = (placed.body as { order: { id: string } }).order.id;
    await shop.app.get(OrderMails).settled();
    expect(subjects()).toEqual([]);
    const db = shop.app.get(DataSource);
    const jobs = () =>
      db.query<{ job_id: string }[]>(`SELECT job_id FROM scheduled_jobs WHERE queue = $1`, [MAIL_RETRY_QUEUE]);
    expect(await jobs()).toEqual([{ job_id: expect.stringMatching(/:0$/) }]);

    // Due (the first try again is a minute later): still refused, so the next try is scheduled.
    const scheduler = shop.app.get(Scheduler) as InProcessScheduler;
    const due = () => db.query(`UPDATE scheduled_jobs SET run_at = now() WHERE queue = $1`, [MAIL_RETRY_QUEUE]);
    await due();
    await scheduler.sweep();
    expect(await jobs()).toEqual([{ job_id: expect.stringMatching(/:1$/) }]);
    expect(subjects()).toEqual([]);

    smtp.refusing = false;
    // The Date header counts whole seconds: the last try is in another second than the first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await due();
    await scheduler.sweep();
    expect(subjects()).toEqual([`Order confirmed: #${orderId.slice(-8).toUpperCase()}`]);
    expect(await jobs()).toEqual([]);
    // Dated when it was written, as the refused tries were, not when it was finally taken.
    const dates = smtp.handed.map((mail) => /^Date: (.*)$/m.exec(mail.raw)?.[1]);
    expect(dates).toHaveLength(3);
    expect(new Set(dates)).toEqual(new Set([dates[0]]));
  });
});
