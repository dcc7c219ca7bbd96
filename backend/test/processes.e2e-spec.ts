import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ensureBuilt, OwnRedis, ShopProcess, sleep, spawnShop, timed, waitServing, waitUntil } from './fault-helpers';
import {
  JWT_SECRET,
  killLeftovers,
  orderBody,
  post,
  preparedDatabase,
  PreparedDatabase,
  stopWith,
  withDatabase,
} from './shop-processes';

/**
 * The built server (`node backend/dist/main.js`) as a process manager runs it: production
 * settings refused at boot, SIGTERM with Redis down, SIGKILL during order creation, and two
 * API processes with a worker on one PostgreSQL and one Redis.
 */
jest.setTimeout(180_000);

const serverUrl = process.env.DATABASE_URL;
const describeServer = serverUrl ? describe : describe.skip;
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET,
  ADMIN_PASSWORD: 'owner-chosen-password-7',
};
const REAL_GATEWAY = {
  PAYTM_HOST: 'https://127.0.0.1:9',
  PAYTM_MID: 'REALSHOP12345678',
  PAYTM_MERCHANT_KEY: 'k3y-by-paytm-16c',
  PAYTM_WEBSITE: 'DEFAULT',
  // Real payments mean real GST invoices: the seller must be named.
  SELLER_LEGAL_NAME: 'Real Shop Private Limited',
  SELLER_ADDRESS: '1 MI Road, Jaipur, Rajasthan 302001',
  SELLER_STATE: 'Rajasthan',
  SELLER_GSTIN: '08AAFCD5862R1ZV',
};

beforeAll(() => ensureBuilt(), 300_000);

describe('production configuration refused at boot (the built server)', () => {
  it.each([
    [
      'no payment gateway',
      {},
      /^Invalid configuration: PAYTM_HOST is required when NODE_ENV=production.*PAYMENT_SANDBOX=true/,
    ],
    [
      'no merchant key',
      { ...REAL_GATEWAY, PAYTM_MERCHANT_KEY: undefined },
      /^Invalid configuration: PAYTM_MERCHANT_KEY/,
    ],
    [
      'no admin password',
      { ...REAL_GATEWAY, ADMIN_PASSWORD: '' },
      /^Invalid configuration: ADMIN_PASSWORD is required/,
    ],
  ])('exits non-zero with one line when there is %s', async (_case, env, line) => {
    const shop = await spawnShop({ ...PRODUCTION, ...env });
    const { ms, value } = await timed(shop.exited);
    expect(value.code).toBe(1);
    expect(ms).toBeLessThan(15_000);
    expect(shop.output().trim()).toMatch(line);
    expect(shop.output().trim().split('\n')).toHaveLength(1);
  });
});

describeServer('production behaviour (the built server)', () => {
  let db: PreparedDatabase;
  let shop: ShopProcess | undefined;

  beforeAll(async () => {
    db = await preparedDatabase(serverUrl!);
  });
  afterEach(async () => {
    if (shop && shop.child.exitCode === null) await stopWith(shop, 'SIGKILL');
    shop = undefined;
  });
  afterAll(() => db?.drop());

  it('with a real gateway: no sandbox, no API docs, no demo data, no codes or passwords in the log', async () => {
    shop = await spawnShop({ ...PRODUCTION, ...REAL_GATEWAY, DATABASE_URL: db.url });
    await waitServing(shop);
    for (const path of ['/api/docs', '/api/openapi.json']) {
      const res = await fetch(`${shop.baseUrl}${path}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    // Not mounted at all: the answer of any unknown path.
    const sandbox = await post(shop.baseUrl, '/sandbox/paytm/theia/api/v1/initiateTransaction', {});
    expect(sandbox).toEqual({
      status: 404,
      body: {
        statusCode: 404,
        message: 'Cannot POST /sandbox/paytm/theia/api/v1/initiateTransaction',
        error: 'Not Found',
        code: 'NOT_FOUND',
      },
    });
    const page = await fetch(`${shop.baseUrl}/sandbox/paytm/theia/api/v1/showPaymentPage?mid=x&orderId=y`);
    expect(page.status).toBe(404);

    const products = (await (await fetch(`${shop.baseUrl}/api/product`)).json()) as { totalProducts: number };
    expect(products.totalProducts).toBe(1); // the test's own product, no demo catalogue

    const email = `otp-${randomBytes(3).toString('hex')}@example.com`;
    expect((await post(shop.baseUrl, '/api/auth/send-otp', { email })).status).toBe(200);
    const outbox = join(shop.dataDir, 'outbox');
    await waitUntil(() => readdirSync(outbox).length > 0, 10_000, 'the OTP mail');
    const mail = readFileSync(join(outbox, readdirSync(outbox)[0]), 'utf8');
    const code = /verification code: (\d{6})/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The log is written in batches, at most 100 ms after a line.
    const output = shop.output;
    await waitUntil(() => output().includes(email), 10_000, "the mail's log line");
    expect(shop.output()).not.toContain(code);
    expect(shop.output()).not.toContain(PRODUCTION.ADMIN_PASSWORD);
  });

  it('with PAYMENT_SANDBOX=true: the sandbox answers, and a warning says so at boot', async () => {
    shop = await spawnShop({ ...PRODUCTION, PAYMENT_SANDBOX: 'true', API_DOCS: 'true', DATABASE_URL: db.url });
    await waitServing(shop);
    // Written at once, but by a thread of the pool: it may reach the pipe after the shop answers.
    const warning = /WARNING: PAYMENT_SANDBOX=true: the built-in sandbox gateway is live/;
    const output = shop.output;
    await waitUntil(() => warning.test(output()), 2_000, 'the sandbox warning');
    const sandbox = await post(shop.baseUrl, '/sandbox/paytm/theia/api/v1/initiateTransaction', {});
    expect(sandbox.status).not.toBe(404);
    expect((await fetch(`${shop.baseUrl}/api/openapi.json`)).status).toBe(200);
  });
});

describeServer('stopping and killing the built server', () => {
  let db: PreparedDatabase;
  let redis: OwnRedis;
  const shops: ShopProcess[] = [];

  beforeAll(async () => {
    db = await preparedDatabase(serverUrl!);
    redis = await OwnRedis.start();
  });
  afterAll(async () => {
    killLeftovers(shops);
    await redis?.stop();
    await db?.drop();
  });

  async function start(env: Record<string, string | undefined>): Promise<ShopProcess> {
    const shop = await spawnShop({ JWT_SECRET, DATABASE_URL: db.url, SEED_DEMO: 'false', ...env });
    shops.push(shop);
    await waitServing(shop);
    return shop;
  }

  it('boots with Redis unreachable (health 503, queue down) and stops on SIGTERM within 10 s', async () => {
    const shop = await start({ REDIS_URL: 'redis://127.0.0.1:1', QUEUE_PREFIX: `p${randomBytes(4).toString('hex')}` });
    const health = await fetch(`${shop.baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ db: 'up', queue: 'down' });
    const { ms, value } = await stopWith(shop, 'SIGTERM');
    expect(ms).toBeLessThan(10_000);
    expect(value.code === 0 || value.signal === 'SIGTERM').toBe(true);
    await expect(fetch(`${shop.baseUrl}/api/health`)).rejects.toThrow();
  });

  it('stops on SIGTERM within 10 s when Redis dies while it runs', async () => {
    const shop = await start({ REDIS_URL: redis.url, QUEUE_PREFIX: `p${randomBytes(4).toString('hex')}` });
    expect((await fetch(`${shop.baseUrl}/api/health`)).status).toBe(200);
    await redis.stop();
    expect((await fetch(`${shop.baseUrl}/api/health`)).status).toBe(503);
    const { ms } = await stopWith(shop, 'SIGTERM');
    expect(ms).toBeLessThan(10_000);
    await redis.start();
  });

  it('loses and doubles nothing when killed (SIGKILL) during order creation', async () => {
    const env = { REDIS_URL: redis.url, QUEUE_PREFIX: `p${randomBytes(4).toString('hex')}` };
    const first = await start(env);
    const keys = Array.from({ length: 120 }, () => randomUUID());
    const headers = { Authorization: `Bearer ${db.alice.token}` };
    const body = orderBody(db.alice, db.product, 'COD');
    const answered = new Map<string, string>();
    // Shoppers keep 30 orders under way, each sending its next as soon as one is answered, so the
    // kill always meets orders in flight: sent all at once, a fast machine placed and answered
    // all 120 before the kill landed. Killed the moment the tenth answer arrives.
    let killed: Promise<unknown> | null = null;
    let underWayAtKill = 0;
    let underWay = 0;
    let next = 0;
    const shopper = async () => {
      while (next < keys.length) {
        const key = keys[next++];
        underWay++;
        const res = await post(first.baseUrl, '/api/orders/create-order', body, {
          ...headers,
          'Idempotency-Key': key,
        }).catch(() => null); // the process died under this request, or before it
        underWay--;
        if (res?.status === 201) answered.set(key, res.body!.order.id);
        if (answered.size === 10 && !killed) {
          underWayAtKill = underWay;
          killed = stopWith(first, 'SIGKILL');
        }
      }
    };
    const attempts = Array.from({ length: 30 }, shopper);
    await waitUntil(() => killed !== null, 30_000, 'the first orders');
    await killed;
    await Promise.all(attempts);
    expect(underWayAtKill).toBeGreaterThan(0); // the kill did land with orders in flight
    expect(answered.size).toBeLessThan(keys.length);

    // The shopper's client retries every request with its key on the restarted shop.
    const second = await start(env);
    for (const key of keys) {
      const res = await post(second.baseUrl, '/api/orders/create-order', body, { ...headers, 'Idempotency-Key': key });
      expect(res.status).toBe(201);
      if (answered.has(key)) expect(res.body!.order.id).toBe(answered.get(key));
    }
    const rows = await withDatabase(db.url, (client) =>
      client.query(
        `SELECT o.idempotency_key AS key, o.amount::text AS amount,
           (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS lines,
           (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id) AS payments
         FROM orders o WHERE o.user_id = $1`,
        [db.alice.user.id],
      ),
    );
    expect(rows.rows).toHaveLength(keys.length);
    expect(new Set(rows.rows.map((row) => row.key))).toEqual(new Set(keys));
    for (const row of rows.rows) expect(row).toMatchObject({ amount: '110.00', lines: 1, payments: 1 });
    await stopWith(second, 'SIGTERM');
  });
});

describeServer('two API processes and a worker on one PostgreSQL and Redis', () => {
  let db: PreparedDatabase;
  let redis: OwnRedis;
  const shops: ShopProcess[] = [];

  beforeAll(async () => {
    db = await preparedDatabase(serverUrl!);
    redis = await OwnRedis.start();
  });
  afterAll(async () => {
    killLeftovers(shops);
    await redis?.stop();
    await db?.drop();
  });

  it('shares rate limits, cancels each abandoned order exactly once, and the worker sends each webhook once', async () => {
    // A webhook receiver for every order placed and cancelled; the API processes only queue
    // the deliveries, the worker sends them.
    const received: { type: string; id: string }[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string; id: string });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    await withDatabase(db.url, (client) =>
      client.query(`INSERT INTO webhook_endpoints (url, secret, events) VALUES ($1, $2, $3)`, [
        receiverUrl,
        'whsec_processes-test-secret',
        ['order.created', 'order.cancelled'],
      ]),
    );
    const common = {
      JWT_SECRET,
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: `p${randomBytes(4).toString('hex')}`,
      SEED_DEMO: 'false',
      PAYMENT_TIMEOUT_SECONDS: '3',
    };
    const api1 = await spawnShop({ ...common, APP_ROLE: 'api' });
    const api2 = await spawnShop({ ...common, APP_ROLE: 'api' });
    shops.push(api1, api2);
    await Promise.all([waitServing(api1), waitServing(api2)]);
    // The worker serves no HTTP; it asks the gateway (the sandbox in api1) for payment status.
    const worker = await spawnShop({ ...common, APP_ROLE: 'worker', PUBLIC_URL: api1.baseUrl });
    shops.push(worker);
    await waitUntil(() => worker.output().includes('worker started'), 60_000, 'the worker');

    // Wrong passwords alternate between the two processes: one counter refuses the 11th.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt += 1) {
      const base = attempt % 2 === 0 ? api1.baseUrl : api2.baseUrl;
      statuses.push((await post(base, '/api/auth/login', { email: db.bob.user.email, password: 'not-it-123' })).status);
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);

    // Six UPI orders through both processes; the shopper also gives up on three of them, from
    // both processes at once, right when their time-out job is due.
    const headers = { Authorization: `Bearer ${db.alice.token}` };
    const orders: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const base = i % 2 === 0 ? api1.baseUrl : api2.baseUrl;
      const created = await post(base, '/api/orders/create-order', orderBody(db.alice, db.product, 'UPI'), headers);
      expect(created.status).toBe(201);
      const orderId = created.body!.order.id;
      const started = await post(base, '/api/payments/paytm/initiate', { orderId, amount: '110.00' }, headers);
      expect(started.status).toBe(200);
      orders.push(orderId);
    }
    await sleep(2800);
    const giveUps = orders
      .slice(0, 3)
      .flatMap((orderId) =>
        [api1, api2].map((api) =>
          post(api.baseUrl, '/api/payments/cancel-abandoned-order', { orderId, reason: 'Gave up' }, headers),
        ),
      );
    for (const res of await Promise.all(giveUps)) expect(res.status).toBe(200);

    const cancellations = () =>
      withDatabase(db.url, (client) =>
        client.query(
          `SELECT o.id, o.status, (SELECT count(*)::int FROM order_status_history h
             WHERE h.order_id = o.id AND h.to_status = 'cancelled') AS cancelled
           FROM orders o WHERE o.id = ANY($1)`,
          [orders],
        ),
      );
    await waitUntil(
      async () => (await cancellations()).rows.every((row) => row.status === 'cancelled'),
      30_000,
      'every abandoned order to be cancelled',
    );
    await sleep(2000); // any second cancellation would have happened by now
    for (const row of (await cancellations()).rows) expect(row.cancelled).toBe(1);

    await waitUntil(() => received.length >= 12, 30_000, 'a webhook for each order placed and cancelled');
    await sleep(1000); // any second delivery would have arrived by now
    expect(received.filter((event) => event.type === 'order.created')).toHaveLength(6);
    expect(received.filter((event) => event.type === 'order.cancelled')).toHaveLength(6);
    expect(new Set(received.map((event) => event.id)).size).toBe(12);
    receiver.close();

    for (const shop of [api1, api2, worker]) {
      const { ms } = await stopWith(shop, 'SIGTERM');
      expect(ms).toBeLessThan(10_000);
    }
  });
});
