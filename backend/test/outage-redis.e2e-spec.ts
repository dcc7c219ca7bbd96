import { DataSource } from 'typeorm';
import { REDIS_COMMAND_TIMEOUT_MS } from '../src/infra/redis';
import { ADDRESS, bearer, createProduct } from './checkout-fixtures';
import { OwnRedis, sleep, timed, waitUntil } from './fault-helpers';
import { startTestApp, TestApp } from './harness';

/**
 * Redis going away while the shop serves, on a redis-server of this test's own: the shop
 * must keep answering at once, refuse what needs Redis with 503, and pick Redis up again.
 */
jest.setTimeout(90_000);

type Account = { user: { id: string; email: string }; token: string; password: string };

async function placeUpiOrder(shop: TestApp, account: Account, productId: string): Promise<string> {
  const res = await shop
    .http()
    .post('/api/orders/create-order')
    .set(...bearer(account.token))
    .send({
      products: [{ productId, quantity: 1 }],
      amount: '110.00',
      email: account.user.email,
      paymentMethod: 'UPI',
      shippingAddress: ADDRESS,
    });
  expect(res.status).toBe(201);
  return res.body.order.id as string;
}

function initiate(shop: TestApp, account: Account, orderId: string) {
  return shop
    .http()
    .post('/api/payments/paytm/initiate')
    .set(...bearer(account.token))
    .send({ orderId, amount: '110.00', customerInfo: { email: account.user.email, phone: '9876543210' } });
}

async function orderState(shop: TestApp, orderId: string) {
  const [row] = await shop.app.get(DataSource).query(
    `SELECT o.status, p.status AS payment, (SELECT count(*)::int FROM order_status_history h
         WHERE h.order_id = o.id AND h.to_status = 'cancelled') AS cancellations
       FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = $1`,
    [orderId],
  );
  return row as { status: string; payment: string; cancellations: number };
}

describe('Redis outage', () => {
  let redis: OwnRedis;
  let shop: TestApp;
  let alice: Account;
  let product: string;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    shop = await startTestApp({ env: { REDIS_URL: redis.url } });
    alice = await shop.createUser();
    product = await createProduct(shop, { price: '100.00' }); // total 110.00
  });

  afterAll(async () => {
    await shop?.close();
    await redis?.stop();
  });

  afterEach(async () => {
    // Every test leaves Redis running and the shop connected again.
    redis.resume();
    if (!(await shop.http().get('/api/health')).ok) {
      await redis.stop();
      await redis.start();
    }
    await waitUntil(async () => (await shop.http().get('/api/health')).status === 200, 15_000, 'health 200');
  });

  it('health answers at once with 503 and queue "down", and recovers when Redis is back', async () => {
    expect((await shop.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', db: 'up', queue: 'up' });
    await redis.stop();
    const { ms, value: res } = await timed(shop.http().get('/api/health'));
    expect(ms).toBeLessThan(1000);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
      status: 'degraded',
      db: 'up',
      queue: 'down',
    });
    expect(res.body.message).toMatch(/job queue/);
    await redis.start();
    await waitUntil(async () => (await shop.http().get('/api/health')).status === 200, 15_000, 'health 200');
  });

  it('keeps serving while Redis stops and starts under traffic: nothing hangs', async () => {
    const slow: string[] = [];
    const statuses = new Set<number>();
    let running = true;
    const client = async () => {
      while (running) {
        for (const [name, call] of [
          ['products', () => shop.http().get('/api/product?limit=5')],
          ['health', () => shop.http().get('/api/health')],
          [
            'login',
            () => shop.http().post('/api/auth/login').send({ email: alice.user.email, password: 'wrong-pw-0' }),
          ],
        ] as const) {
          const { ms, value } = await timed(call());
          statuses.add(value.status);
          if (ms > 3000) slow.push(`${name} took ${ms} ms`);
        }
      }
    };
    const clients = [client(), client(), client()];
    await sleep(500);
    await redis.stop();
    await sleep(2500);
    await redis.start();
    await sleep(2000);
    running = false;
    await Promise.all(clients);
    expect(slow).toEqual([]);
    // Catalogue answers throughout; login is refused (401 wrong password, 503 limiter away).
    expect([...statuses].every((status) => [200, 401, 429, 503].includes(status))).toBe(true);
    expect(statuses.has(503)).toBe(true);
  });

  it('UPI initiate fails fast with 503 and records nothing; works again after Redis returns', async () => {
    const orderId = await placeUpiOrder(shop, alice, product);
    await redis.stop();
    const { ms, value: res } = await timed(initiate(shop, alice, orderId));
    expect(ms).toBeLessThan(2000);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      statusCode: 503,
      message: expect.stringMatching(/Online payment is temporarily unavailable/),
      error: 'Service Unavailable',
      code: 'UNAVAILABLE',
    });
    expect(await orderState(shop, orderId)).toEqual({ status: 'pending', payment: 'pending', cancellations: 0 });
    const sandbox = await shop.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM sandbox_paytm_transactions WHERE order_id = $1`, [orderId]);
    expect(sandbox[0].n).toBe(0);

    await redis.start();
    await waitUntil(async () => (await shop.http().get('/api/health')).status === 200, 15_000, 'health 200');
    await initiate(shop, alice, orderId).expect(200);
    expect((await orderState(shop, orderId)).payment).toBe('initiated');
  });

  it('a Redis that stops answering (paused) is given up on within the command time-out', async () => {
    const orderId = await placeUpiOrder(shop, alice, product);
    redis.pause();
    const health = await timed(shop.http().get('/api/health'));
    // Two command time-outs at most: the flood ceiling's counter (it then lets the call
    // through), then the health check's own PING.
    expect(health.ms).toBeLessThan(2 * REDIS_COMMAND_TIMEOUT_MS + 1000);
    expect(health.value.status).toBe(503);
    const pay = await timed(initiate(shop, alice, orderId));
    expect(pay.ms).toBeLessThan(4000);
    expect(pay.value.status).toBe(503);
    const login = await timed(shop.http().post('/api/auth/login').send({ email: alice.user.email, password: 'x' }));
    expect(login.ms).toBeLessThan(3000);
    expect(login.value.status).toBe(503);
    redis.resume();
  });

  it('login and OTP throttling fail closed (503) while the catalogue stays open', async () => {
    await redis.stop();
    const login = await shop.http().post('/api/auth/login').send({ email: alice.user.email, password: alice.password });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({
      statusCode: 503,
      message: 'This is temporarily unavailable. Please try again in a minute.',
      error: 'Service Unavailable',
      code: 'UNAVAILABLE',
    });
    expect(login.headers['set-cookie']).toBeUndefined();
    const otp = await shop.http().post('/api/auth/send-otp').send({ email: 'newcomer@example.com' });
    expect(otp.status).toBe(503);
    await shop.http().get('/api/product').expect(200);

    await redis.start();
    await waitUntil(async () => (await shop.http().get('/api/health')).status === 200, 15_000, 'health 200');
    // The throttle's own Redis connection comes back on its own retry, which may follow health's.
    const signIn = () =>
      shop.http().post('/api/auth/login').send({ email: alice.user.email, password: alice.password });
    await waitUntil(async () => (await signIn()).status === 200, 15_000, 'login 200');
  });

  it('the shopper can still cancel an abandoned order while Redis is away', async () => {
    const orderId = await placeUpiOrder(shop, alice, product);
    const started = await initiate(shop, alice, orderId);
    expect(started.body).toMatchObject({ success: true });
    await redis.stop();
    const { ms, value: res } = await timed(
      shop
        .http()
        .post('/api/payments/cancel-abandoned-order')
        .set(...bearer(alice.token))
        .send({ orderId, reason: 'Changed my mind' }),
    );
    expect(ms).toBeLessThan(2000);
    expect(res.status).toBe(200);
    expect(await orderState(shop, orderId)).toMatchObject({ status: 'cancelled', cancellations: 1 });
  });
});

describe('abandoned payments after a Redis outage', () => {
  let redis: OwnRedis;
  let shop: TestApp;
  let alice: Account;
  let product: string;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    // Long enough for both orders to be placed and their payments begun before Redis stops, even
    // on a busy machine (at 2 s, a slow CI run saw a time-out job run first).
    shop = await startTestApp({ env: { REDIS_URL: redis.url, PAYMENT_TIMEOUT_SECONDS: '6' } });
    alice = await shop.createUser();
    product = await createProduct(shop, { price: '100.00' });
  });

  afterAll(async () => {
    await shop?.close();
    await redis?.stop();
  });

  it('catches up when Redis returns: orders whose jobs were lost are cancelled exactly once', async () => {
    const orders = [await placeUpiOrder(shop, alice, product), await placeUpiOrder(shop, alice, product)];
    for (const orderId of orders) await initiate(shop, alice, orderId).expect(200);
    // Redis dies with the time-out jobs (no persistence) before they are due.
    await redis.stop();
    await sleep(6500);
    for (const orderId of orders) expect((await orderState(shop, orderId)).status).toBe('pending');
    await redis.start();
    await waitUntil(
      async () => (await Promise.all(orders.map((id) => orderState(shop, id)))).every((o) => o.status === 'cancelled'),
      15_000,
      'the abandoned orders to be cancelled',
    );
    await sleep(1000);
    for (const orderId of orders) {
      expect(await orderState(shop, orderId)).toEqual({ status: 'cancelled', payment: 'cancelled', cancellations: 1 });
    }
  });
});
