import { Client } from 'pg';
import { DataSource } from 'typeorm';
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

  const placeOrder = () =>
    shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(alice.token))
      .send({
        products: [{ productId: product, quantity: 1 }],
        amount: '110.00',
        email: alice.user.email,
        paymentMethod: 'COD',
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
      });
    } finally {
      await proxy.open();
    }
    await waitUntil(async () => (await shop.http().get('/api/health')).status === 200, 15_000, 'health 200');
    await shop.http().get('/api/product').expect(200);
    await placeOrder().expect(201);
  });
});
