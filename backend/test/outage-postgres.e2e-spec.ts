import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SessionUsers } from '../src/modules/auth/session-users';
import { ORDER_MAY_BE_PLACED } from '../src/modules/orders/orders.service';
import { PAYMENT_BEING_CONFIRMED } from '../src/modules/payments/payments.service';
import { signFields } from '../src/modules/payments/paytm-protocol';
import { SandboxPaytmService } from '../src/modules/payments/sandbox/sandbox-paytm.service';
import { ADDRESS, bearer, createProduct } from './checkout-fixtures';
import { CuttableProxy, sleep, timed, waitUntil } from './fault-helpers';
import { createTestDatabase, startTestApp, TestApp } from './harness';

/**
 * PostgreSQL dropping the shop's connections and going away: the process survives, answers
 * 503 while the database is gone, and serves again without a restart. Only this suite's own
 * database is touched (pg_terminate_backend filtered by its name).
 */
jest.setTimeout(120_000);

const serverUrl = process.env.DATABASE_URL;
const describeServer = serverUrl ? describe : describe.skip;

describeServer('PostgreSQL outages', () => {
  let database: { url: string; drop: () => Promise<void> };
  let proxy: CuttableProxy;
  let shop: TestApp;
  let admin: Client;
  let databaseName: string;
  let alice: { user: { id: string; email: string }; token: string };
  let product: string;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl!);
    const direct = new URL(database.url);
    databaseName = direct.pathname.slice(1);
    proxy = await CuttableProxy.start({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    shop = await startTestApp({ databaseUrl: proxied.toString() });
    admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    alice = await shop.createUser();
    product = await createProduct(shop, { price: '100.00' }); // total 110.00
  });

  afterAll(async () => {
    await shop?.close();
    await proxy?.cut();
    await admin?.end();
    await database?.drop();
  });

  const placeOrder = (paymentMethod = 'COD', idempotencyKey?: string) =>
    shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(alice.token))
      .set(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {})
      .send({
        products: [{ productId: product, quantity: 1 }],
        amount: '110.00',
        email: alice.user.email,
        paymentMethod,
        shippingAddress: ADDRESS,
      });

  /** Ends every connection the shop holds to its own test database (and only those). */
  async function killShopConnections(): Promise<number> {
    const rows = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [databaseName],
    );
    return rows.rowCount ?? 0;
  }

  it('survives connections killed mid-traffic (pg_terminate_backend) and serves again', async () => {
    const statuses: number[] = [];
    const created: string[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        const list = await shop.http().get('/api/product?limit=5');
        statuses.push(list.status);
        const order = await placeOrder();
        statuses.push(order.status);
        if (order.status === 201) created.push(order.body.order.id as string);
      }
    };
    const clients = [client(), client(), client(), client()];
    let killed = 0;
    for (let round = 0; round < 5; round += 1) {
      await sleep(300);
      killed += await killShopConnections();
    }
    await sleep(300);
    running = false;
    await Promise.all(clients);
    expect(killed).toBeGreaterThan(0);
    // A request whose connection died answers 503 (try again), never 500; the rest succeed.
    expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    expect(statuses.filter((status) => status === 200 || status === 201).length).toBeGreaterThan(10);

    // No restart: the next requests all succeed.
    for (let i = 0; i < 10; i += 1) {
      await shop.http().get('/api/product?limit=5').expect(200);
    }
    const after = await placeOrder().expect(201);
    created.push(after.body.order.id as string);
    await shop.http().get('/api/health').expect(200);

    // Every order that was answered 201 is whole: its line, payment record and first history entry.
    const whole = await shop.app.get(DataSource).query(
      `SELECT o.id FROM orders o
       WHERE o.id = ANY($1) AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
         AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id)
         AND EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id)`,
      [created],
    );
    expect(whole).toHaveLength(created.length);
  });

  it('says an order cut off from PostgreSQL may have been placed, and the same key finds out', async () => {
    const key = randomUUID();
    // The caller's session as if cached (it is kept for a second), so the cut meets the order
    // itself rather than the sign-in check.
    const sessions = shop.app.get(SessionUsers);
    const session = jest.spyOn(sessions, 'find').mockResolvedValue(await sessions.find(alice.user.id));
    await proxy.cut();
    try {
      const cut = await placeOrder('COD', key);
      expect(cut.status).toBe(503);
      expect(cut.body).toEqual({
        statusCode: 503,
        message: ORDER_MAY_BE_PLACED,
        error: 'Service Unavailable',
        code: 'ORDER_MAY_BE_PLACED',
      });
    } finally {
      session.mockRestore();
      await proxy.open();
    }
    await waitUntil(async () => (await shop.http().get('/api/health')).status === 200, 15_000, 'health 200');
    const first = await placeOrder('COD', key).expect(201);
    const again = await placeOrder('COD', key).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.order.id).toBe(first.body.order.id);
  });

  it('answers a signed payment callback 503 while PostgreSQL is away, never "Invalid payment callback"', async () => {
    const orderId: string = (await placeOrder('UPI').expect(201)).body.order.id;
    await shop
      .http()
      .post('/api/payments/paytm/initiate')
      .set(...bearer(alice.token))
      .send({ orderId, amount: '110.00' })
      .expect(200);
    const fields = (await shop.app.get(SandboxPaytmService).completePending(orderId, 'TXN_SUCCESS'))!;
    // A genuinely unknown order (the database answers: no such row) is refused as before.
    const { CHECKSUMHASH: _checksum, ...unsigned } = fields;
    const unknown = await signFields({ ...unsigned, ORDERID: randomUUID() }, shop.config.paytmMerchantKey);
    const refused = await shop.http().post('/api/payments/paytm/callback').type('form').send(unknown).expect(400);
    expect(refused.body.message).toBe('Invalid payment callback');

    await proxy.cut();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await shop.http().post('/api/payments/paytm/callback').type('form').send(fields);
        statuses.push(res.status);
        expect(res.body).toEqual({
          statusCode: 503,
          message: PAYMENT_BEING_CONFIRMED,
          error: 'Service Unavailable',
          code: 'UNAVAILABLE',
        });
        // A browser is sent on to the result page, which keeps asking.
        expect(res.headers.refresh).toBe(`5; url=${shop.config.publicUrl}/payment-success?session_id=${orderId}`);
      }
      expect(statuses).toEqual([503, 503, 503, 503, 503]);
    } finally {
      await proxy.open();
    }
    await waitUntil(async () => (await shop.http().get('/api/health')).status === 200, 15_000, 'health 200');
    // The gateway posts it again: now it is checked and the order is paid.
    const back = await shop.http().post('/api/payments/paytm/callback').type('form').send(fields).expect(302);
    expect(back.headers.location).toBe(`${shop.config.publicUrl}/payment-success?session_id=${orderId}`);
    const order = await shop
      .http()
      .get(`/api/orders/order/${orderId}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(order.body.order).toMatchObject({ paymentStatus: 'paid' });
  });

  it('answers 503 at once while PostgreSQL is unreachable, and recovers without a restart', async () => {
    await shop.http().get('/api/health').expect(200);
    await proxy.cut();
    try {
      const health = await timed(shop.http().get('/api/health'));
      expect(health.ms).toBeLessThan(3000);
      expect(health.value.status).toBe(503);
      expect(health.value.body).toMatchObject({ status: 'degraded', db: 'down', statusCode: 503 });
      const list = await timed(shop.http().get('/api/product'));
      expect(list.ms).toBeLessThan(6000);
      expect(list.value.status).toBe(503);
      expect(list.value.body).toEqual({
        statusCode: 503,
        message: 'The shop is briefly unavailable. Please try again in a moment.',
        error: 'Service Unavailable',
        code: 'UNAVAILABLE',
      });
    } finally {
      await proxy.open();
    }
    await waitUntil(async () => (await shop.http().get('/api/health')).status === 200, 15_000, 'health 200');
    await shop.http().get('/api/product').expect(200);
    await placeOrder().expect(201);
  });
});
