import { createHmac } from 'node:crypto';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { WEBHOOK_ORDER_FIELDS } from '../src/modules/orders/order-event.dto';
import { OrdersService } from '../src/modules/orders/orders.service';
import { WebhookDispatcher } from '../src/modules/webhooks/webhook-dispatcher';
import { WebhookOutbox } from '../src/modules/webhooks/webhook-outbox.service';
import { Transactions } from '../src/infra/events';
import { ADDRESS, bearer, createProduct, setProfileAddress } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

/**
 * Webhooks end to end: a real HTTP receiver (node:http) gets signed deliveries from the shop,
 * retried with backoff through the scheduler (BullMQ with REDIS_URL, in-process otherwise).
 * Retries are fast here (WEBHOOK_RETRY_BASE_MS=150) and an endpoint is disabled after 4
 * failed attempts in a row.
 */
jest.setTimeout(60_000);

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

/** A webhook receiver: records every POST; `answers[path]` lists the statuses to answer in turn (then 200). */
class Receiver {
  readonly received: Received[] = [];
  readonly answers: Record<string, number[]> = {};
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body, json: JSON.parse(body) as Received['json'] });
        const status = this.answers[path]?.shift() ?? (path.startsWith('/down') ? 500 : 200);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'nope');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  on(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(50);
  }
}

/** What a receiver computes: HMAC-SHA256 over "<timestamp>.<raw body>" with the endpoint's secret. */
function expectedSignature(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

describe('webhooks', () => {
  let shop: TestApp;
  let receiver: Receiver;
  let admin: string;
  let shopper: { token: string; email: string; id: string };

  beforeAll(async () => {
    receiver = new Receiver();
    await receiver.start();
    shop = await startTestApp({ env: { WEBHOOK_RETRY_BASE_MS: '150', WEBHOOK_DISABLE_AFTER_FAILURES: '4' } });
    admin = (await shop.createUser({ role: 'admin' })).token;
    const account = await shop.createUser();
    await setProfileAddress(shop, account.user.id);
    shopper = { token: account.token, email: account.user.email, id: account.user.id };
  });

  afterAll(async () => {
    await shop.close();
    await receiver.stop();
  });

  async function register(path: string, events: string[], extra: object = {}) {
    const res = await shop
      .http()
      .post('/api/webhooks/endpoints')
      .set(...bearer(admin))
      .send({ url: `${receiver.url}${path}`, events, ...extra })
      .expect(201);
    return res.body as { endpoint: { id: string; enabled: boolean }; secret: string };
  }

  const deliveries = async (endpointId: string) =>
    (
      await shop
        .http()
        .get(`/api/webhooks/endpoints/${endpointId}/deliveries`)
        .set(...bearer(admin))
        .expect(200)
    ).body as {
      deliveries: {
        id: string;
        eventId: string;
        eventType: string;
        status: string;
        attempts: number;
        responseCode: number | null;
        lastError: string | null;
        nextAttemptAt: string | null;
      }[];
      total: number;
    };

  const placeOrder = (productId: string, quantity = 1, price = 1000) =>
    shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(shopper.token))
      .send({
        products: [{ productId, quantity }],
        amount: price * quantity * 1.1,
        email: shopper.email,
        paymentMethod: 'COD',
      });

  // First, while no endpoint exists: an event nobody subscribes to costs the change nothing.
  it('writes no event that no enabled endpoint subscribes to, and builds no payload for it', async () => {
    const dataSource = shop.app.get(DataSource);
    const outboxSize = async () => Number((await dataSource.query(`SELECT count(*) FROM webhook_outbox`))[0].count);
    const before = await outboxSize();
    const productId = await createProduct(shop, { price: '1000.00' });
    await placeOrder(productId).expect(201);
    const payload = jest.fn(() => Promise.resolve({}));
    await shop.app.get(Transactions).run((tx) => shop.app.get(WebhookOutbox).record(tx, 'order.paid', payload));
    expect(payload).not.toHaveBeenCalled();
    expect(await outboxSize()).toBe(before);

    await register('/first', ['order.created']);
    await placeOrder(productId).expect(201);
    expect(await outboxSize()).toBe(before + 1);
    await waitFor(() => receiver.on('/first').length === 1);
  });

  it('sends order.created for orders placed at the same time, each order as its answer showed it', async () => {
    await register('/together', ['order.created']);
    const productId = await createProduct(shop, { price: '1000.00' });
    const accounts = await Promise.all([1, 2, 3].map(() => shop.createUser()));
    const orders = shop.app.get(OrdersService);
    // Placed at the same time, each in its own transaction.
    const placed = await Promise.all(
      accounts.map(({ user }, i) =>
        orders.place(
          { id: user.id, email: user.email, username: user.username, role: user.role },
          {
            products: [{ productId, quantity: i + 1 }],
            amount: ((i + 1) * 1100).toFixed(2),
            email: user.email,
            paymentMethod: 'COD',
            shippingAddress: ADDRESS,
          },
        ),
      ),
    );
    const got = await waitFor(() => receiver.on('/together').length >= 3 && receiver.on('/together'));
    for (const [i, { order }] of placed.entries()) {
      const sent = got.find((r) => (r.json.data.order as { id: string }).id === order.id);
      expect(sent?.json.type).toBe('order.created');
      const expected = Object.fromEntries(WEBHOOK_ORDER_FIELDS.map((field) => [field, order[field]]));
      expect(sent?.json.data.order).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(sent?.json.data.order).toMatchObject({ amount: (i + 1) * 1100, products: [{ quantity: i + 1 }] });
    }
  });

  it('is for admins only, and refuses bad input with 400', async () => {
    const user = (await shop.createUser()).token;
    await shop.http().get('/api/webhooks/endpoints').expect(401);
    await shop
      .http()
      .get('/api/webhooks/endpoints')
      .set(...bearer(user))
      .expect(403);
    await shop
      .http()
      .post('/api/webhooks/endpoints')
      .set(...bearer(user))
      .send({ url: `${receiver.url}/x`, events: ['order.created'] })
      .expect(403);
    const bad = (body: object) =>
      shop
        .http()
        .post('/api/webhooks/endpoints')
        .set(...bearer(admin))
        .send(body);
    expect((await bad({ url: 'ftp://example.com/x', events: ['order.created'] })).status).toBe(400);
    expect((await bad({ url: 'not a url', events: ['order.created'] })).status).toBe(400);
    expect((await bad({ url: `${receiver.url}/x`, events: [] })).status).toBe(400);
    expect((await bad({ url: `${receiver.url}/x`, events: ['order.delivered'] })).status).toBe(400);
    expect((await bad({ url: `${receiver.url}/x`, events: ['order.created'], secret: 'short' })).status).toBe(400);
    expect((await bad({ url: `${receiver.url}/x`, events: ['order.created'], extra: 1 })).status).toBe(400);
    // An explicit null is bad input for every field, on creation and on an edit.
    const { endpoint } = await register('/nulls', ['order.created']);
    for (const field of ['events', 'description', 'enabled', 'secret']) {
      expect((await bad({ url: `${receiver.url}/x`, events: ['order.created'], [field]: null })).status).toBe(400);
      const edit = await shop
        .http()
        .patch(`/api/webhooks/endpoints/${endpoint.id}`)
        .set(...bearer(admin))
        .send({ [field]: null });
      expect(edit.status).toBe(400);
    }
    await shop
      .http()
      .delete(`/api/webhooks/endpoints/${endpoint.id}`)
      .set(...bearer(admin))
      .expect(200);
    const wrongId = await shop
      .http()
      .get('/api/webhooks/endpoints/not-a-uuid/deliveries')
      .set(...bearer(admin));
    expect(wrongId.status).toBe(400);
    await shop
      .http()
      .post('/api/webhooks/deliveries/00000000-0000-4000-8000-000000000000/resend')
      .set(...bearer(admin))
      .expect(404);
  });

  it('posts product events signed with the secret shown once, and the receiver can verify them', async () => {
    const { endpoint, secret } = await register('/products', ['product.created', 'product.updated', 'product.deleted']);
    expect(secret).toMatch(/^whsec_/);
    const listed = await shop
      .http()
      .get('/api/webhooks/endpoints')
      .set(...bearer(admin))
      .expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const created = await shop
      .http()
      .post('/api/product/create-product')
      .set(...bearer(admin))
      .send({ name: 'Webhook Lamp', category: 'Table Decor', price: '1499', image: '/uploads/images/lamp.webp' })
      .expect(201);
    const productId = created.body.product.id as string;
    const [first] = await waitFor(() => receiver.on('/products').length >= 1 && receiver.on('/products'));
    expect(first.json).toMatchObject({
      type: 'product.created',
      data: { product: { id: productId, name: 'Webhook Lamp', price: 1499 } },
    });
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers['x-shop-event']).toBe('product.created');
    expect(first.headers['x-shop-event-id']).toBe(first.json.id);
    const timestamp = first.headers['x-shop-timestamp'] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(30);
    expect(first.headers['x-shop-signature']).toBe(expectedSignature(secret, timestamp, first.body));
    // A tampered body or another secret does not verify.
    expect(first.headers['x-shop-signature']).not.toBe(expectedSignature(secret, timestamp, first.body + ' '));
    expect(first.headers['x-shop-signature']).not.toBe(expectedSignature('whsec_other', timestamp, first.body));

    await shop
      .http()
      .patch(`/api/product/update-product/${productId}`)
      .set(...bearer(admin))
      .send({
        name: 'Webhook Lamp II',
        category: 'Table Decor',
        price: '1599',
        image: '/uploads/images/lamp.webp',
        stock: 7,
      })
      .expect(200);
    await shop
      .http()
      .delete(`/api/product/${productId}`)
      .set(...bearer(admin))
      .expect(200);
    const all = await waitFor(() => receiver.on('/products').length >= 3 && receiver.on('/products'));
    const byType = Object.fromEntries(all.map((r) => [r.json.type, r.json.data]));
    expect(byType['product.updated']).toMatchObject({ product: { name: 'Webhook Lamp II', price: 1599, stock: 7 } });
    expect(byType['product.deleted']).toMatchObject({ product: { id: productId, name: 'Webhook Lamp II' } });

    const log = await waitFor(async () => {
      const page = await deliveries(endpoint.id);
      return page.deliveries.every((d) => d.status === 'delivered') && page.total === 3 && page;
    });
    expect(log.deliveries[0]).toMatchObject({ attempts: 1, responseCode: 200, lastError: null });
  });

  it('retries with backoff until a failing receiver recovers, with the same event id each time', async () => {
    receiver.answers['/flaky'] = [500, 503];
    const { endpoint } = await register('/flaky', ['order.created']);
    const productId = await createProduct(shop, { price: '1000.00' });
    await placeOrder(productId).expect(201);
    const calls = await waitFor(() => receiver.on('/flaky').length >= 3 && receiver.on('/flaky'));
    expect(new Set(calls.map((c) => c.json.id)).size).toBe(1);
    expect(new Set(calls.map((c) => c.headers['x-shop-delivery-id'])).size).toBe(1);
    expect(calls[0].json).toMatchObject({
      type: 'order.created',
      data: { order: { status: 'pending', amount: 1100 } },
    });
    const [delivery] = await waitFor(async () => {
      const page = await deliveries(endpoint.id);
      return page.deliveries[0]?.status === 'delivered' && page.deliveries;
    });
    expect(delivery).toMatchObject({ attempts: 3, responseCode: 200, lastError: null, nextAttemptAt: null });
    await sleep(400);
    expect(receiver.on('/flaky')).toHaveLength(3);
  });

  it('records the failure of each attempt in the delivery log', async () => {
    receiver.answers['/slow-start'] = [500];
    const { endpoint } = await register('/slow-start', ['order.created']);
    const productId = await createProduct(shop, { price: '1000.00' });
    await placeOrder(productId).expect(201);
    await waitFor(() => receiver.on('/slow-start').length >= 1);
    const failed = await waitFor(async () => {
      const [d] = (await deliveries(endpoint.id)).deliveries;
      return d?.attempts === 1 && d;
    });
    expect(failed).toMatchObject({ responseCode: 500, lastError: 'The endpoint answered 500' });
    await waitFor(async () => (await deliveries(endpoint.id)).deliveries[0]?.status === 'delivered');
  });

  it('sends order events for status changes, payment and cancelling', async () => {
    await register('/orders', ['order.status_changed', 'order.paid', 'order.cancelled']);
    const productId = await createProduct(shop, { price: '1000.00' });
    const order = (await placeOrder(productId).expect(201)).body.order as { id: string };
    const setStatus = (status: string) =>
      shop
        .http()
        .patch(`/api/orders/update-order-status/${order.id}`)
        .set(...bearer(admin))
        .send({ status })
        .expect(200);
    await setStatus('completed'); // cash on delivery collected: paid
    await setStatus('cancelled');
    const got = await waitFor(() => receiver.on('/orders').length >= 4 && receiver.on('/orders'));
    const types = got.map((r) => r.json.type).sort();
    expect(types).toEqual(['order.cancelled', 'order.paid', 'order.status_changed', 'order.status_changed']);
    const changes = got.filter((r) => r.json.type === 'order.status_changed').map((r) => r.json.data);
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fromStatus: 'pending', toStatus: 'completed' }),
        expect.objectContaining({ fromStatus: 'completed', toStatus: 'cancelled' }),
      ]),
    );
    const paid = got.find((r) => r.json.type === 'order.paid')!.json.data as { order: Record<string, unknown> };
    expect(paid.order).toMatchObject({ id: order.id, paymentStatus: 'paid', status: 'completed' });
    // No order.created: this endpoint did not ask for it.
    expect(got.some((r) => r.json.type === 'order.created')).toBe(false);
  });

  it('sends order.paid when the gateway confirms a UPI payment, and order.cancelled when one fails', async () => {
    await register('/upi', ['order.paid', 'order.cancelled']);
    const orders = shop.app.get(OrdersService);
    const productId = await createProduct(shop, { price: '1000.00' });
    const placeUpi = async () =>
      (
        await shop
          .http()
          .post('/api/orders/create-order')
          .set(...bearer(shopper.token))
          .send({ products: [{ productId, quantity: 1 }], amount: 1100, email: shopper.email, paymentMethod: 'UPI' })
          .expect(201)
      ).body.order.id as string;
    const paid = await placeUpi();
    const failed = await placeUpi();
    // What the payments module applies once the gateway's status API has answered.
    await orders.applyGatewayOutcome(paid, { state: 'paid', txnId: 'T1', amountPaise: 110000, response: {} });
    await orders.applyGatewayOutcome(failed, { state: 'failed', txnId: 'T2', amountPaise: null, response: {} });
    const got = await waitFor(() => receiver.on('/upi').length >= 2 && receiver.on('/upi'));
    const byType = Object.fromEntries(got.map((r) => [r.json.type, r.json.data.order as Record<string, unknown>]));
    expect(byType['order.paid']).toMatchObject({
      id: paid,
      paymentMethod: 'UPI',
      paymentStatus: 'paid',
      status: 'pending',
    });
    expect(byType['order.cancelled']).toMatchObject({
      id: failed,
      status: 'cancelled',
      cancelReason: 'Payment failed',
    });
    // Applying the same outcome again changes nothing and sends nothing.
    await orders.applyGatewayOutcome(paid, { state: 'paid', txnId: 'T1', amountPaise: 110000, response: {} });
    await sleep(500);
    expect(receiver.on('/upi')).toHaveLength(2);
  });

  it('sends nothing for a change that rolled back', async () => {
    await register('/rollback', ['order.created', 'product.created']);
    const dataSource = shop.app.get(DataSource);
    const outbox = shop.app.get(WebhookOutbox);
    const before = Number((await dataSource.query(`SELECT count(*) FROM webhook_outbox`))[0].count);

    // An event written in a transaction that then fails.
    await expect(
      shop.app.get(Transactions).run(async (tx) => {
        await outbox.record(tx, 'product.created', { product: { id: 'rolled-back' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // An order refused for stock: its transaction rolls back.
    const productId = await createProduct(shop, { price: '1000.00' });
    await dataSource.query(`UPDATE product_variants SET stock = 1 WHERE product_id = $1`, [productId]);
    await placeOrder(productId, 2).expect(409);

    await sleep(800);
    expect(receiver.on('/rollback')).toHaveLength(0);
    const after = Number((await dataSource.query(`SELECT count(*) FROM webhook_outbox`))[0].count);
    expect(after).toBe(before);
    // The shop still delivers for a change that commits.
    await placeOrder(productId, 1).expect(201);
    await waitFor(() => receiver.on('/rollback').length === 1);
  });

  it('sends an event whose job was lost when the sweep runs', async () => {
    await register('/sweep', ['product.updated']);
    const dataSource = shop.app.get(DataSource);
    // As if the process died between the commit and queueing its dispatch job.
    const [{ id }] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO webhook_outbox (type, payload, created_at) VALUES ('product.updated', $1, now() - interval '2 minutes')
       RETURNING id`,
      [JSON.stringify({ product: { id: 'swept' } })],
    );
    await shop.app.get(WebhookDispatcher).sweep();
    const [got] = await waitFor(() => receiver.on('/sweep').length >= 1 && receiver.on('/sweep'));
    expect(got.json).toMatchObject({ id, type: 'product.updated', data: { product: { id: 'swept' } } });
  });

  it('keeps events and their log for 30 days, and longer while a delivery is pending', async () => {
    const dataSource = shop.app.get(DataSource);
    const { endpoint } = await register('/retention', ['product.deleted'], { enabled: false });
    const event = async (status: string) => {
      const [{ id }] = await dataSource.query<{ id: string }[]>(
        `INSERT INTO webhook_outbox (type, payload, created_at, dispatched_at)
         VALUES ('product.deleted', '{}', now() - interval '31 days', now() - interval '31 days') RETURNING id`,
      );
      await dataSource.query(
        `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, status) VALUES ($1, $2, 'product.deleted', $3)`,
        [endpoint.id, id, status],
      );
      return id;
    };
    const old = await event('delivered');
    const waiting = await event('pending');
    const [{ id: recent }] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO webhook_outbox (type, payload, dispatched_at) VALUES ('product.deleted', '{}', now()) RETURNING id`,
    );
    await shop.app.get(WebhookDispatcher).prune();
    const left = await dataSource.query<{ id: string }[]>(`SELECT id FROM webhook_outbox WHERE id = ANY($1)`, [
      [old, waiting, recent],
    ]);
    expect(left.map((row) => row.id).sort()).toEqual([waiting, recent].sort());
    expect((await deliveries(endpoint.id)).deliveries.map((d) => d.eventId)).toEqual([waiting]);
  });

  it('refuses to record an event outside a transaction', async () => {
    const dataSource = shop.app.get(DataSource);
    const outside = { manager: dataSource.manager, publish: () => undefined };
    await expect(shop.app.get(WebhookOutbox).record(outside, 'product.created', {})).rejects.toThrow(
      /inside a transaction/,
    );
  });

  it('disables an endpoint after repeated failures, and resends one delivery once it is back', async () => {
    const { endpoint } = await register('/down', ['product.created']);
    await shop
      .http()
      .post('/api/product/create-product')
      .set(...bearer(admin))
      .send({ name: 'Doomed Vase', category: 'Table Top', price: '499', image: '/uploads/images/vase.webp' })
      .expect(201);
    const disabled = await waitFor(async () => {
      const list = await shop
        .http()
        .get('/api/webhooks/endpoints')
        .set(...bearer(admin))
        .expect(200);
      const found = (list.body.endpoints as { id: string; enabled: boolean }[]).find((e) => e.id === endpoint.id);
      return found && !found.enabled && found;
    });
    expect(disabled).toMatchObject({
      consecutiveFailures: 4,
      disabledReason: 'Disabled after 4 failed attempts in a row',
    });
    expect(receiver.on('/down')).toHaveLength(4);
    const [delivery] = (await deliveries(endpoint.id)).deliveries;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 4, responseCode: 500, nextAttemptAt: null });

    // A disabled endpoint gets no new events, and no resends.
    await shop
      .http()
      .post('/api/product/create-product')
      .set(...bearer(admin))
      .send({ name: 'Second Vase', category: 'Table Top', price: '599', image: '/uploads/images/vase.webp' })
      .expect(201);
    await shop
      .http()
      .post(`/api/webhooks/deliveries/${delivery.id}/resend`)
      .set(...bearer(admin))
      .expect(409);
    await sleep(500);
    expect(receiver.on('/down')).toHaveLength(4);

    // Back on (the receiver is fixed): the admin resends the failed delivery.
    receiver.answers['/down'] = [200];
    const enabled = await shop
      .http()
      .patch(`/api/webhooks/endpoints/${endpoint.id}`)
      .set(...bearer(admin))
      .send({ enabled: true })
      .expect(200);
    expect(enabled.body.endpoint).toMatchObject({ enabled: true, consecutiveFailures: 0, disabledReason: null });
    const resent = await shop
      .http()
      .post(`/api/webhooks/deliveries/${delivery.id}/resend`)
      .set(...bearer(admin))
      .expect(201);
    expect(resent.body.delivery).toMatchObject({ eventId: delivery.eventId, status: 'pending' });
    expect(resent.body.delivery.id).not.toBe(delivery.id);
    const fifth = await waitFor(() => receiver.on('/down').length >= 5 && receiver.on('/down')[4]);
    expect(fifth.json.id).toBe(delivery.eventId);
    expect(fifth.headers['x-shop-delivery-id']).toBe(resent.body.delivery.id);
    const log = await waitFor(async () => {
      const page = await deliveries(endpoint.id);
      return page.deliveries.find((d) => d.id === resent.body.delivery.id)?.status === 'delivered' && page;
    });
    expect(log.total).toBe(2);
  });

  it('edits and deletes endpoints', async () => {
    const { endpoint } = await register('/edit', ['order.created'], { description: 'ERP' });
    const edited = await shop
      .http()
      .patch(`/api/webhooks/endpoints/${endpoint.id}`)
      .set(...bearer(admin))
      .send({ events: ['order.paid', 'order.cancelled'], description: 'ERP sync' })
      .expect(200);
    expect(edited.body.endpoint).toMatchObject({ events: ['order.paid', 'order.cancelled'], description: 'ERP sync' });
    await shop
      .http()
      .patch(`/api/webhooks/endpoints/${endpoint.id}`)
      .set(...bearer(admin))
      .send({ url: 'gopher://x' })
      .expect(400);
    await shop
      .http()
      .delete(`/api/webhooks/endpoints/${endpoint.id}`)
      .set(...bearer(admin))
      .expect(200);
    await shop
      .http()
      .delete(`/api/webhooks/endpoints/${endpoint.id}`)
      .set(...bearer(admin))
      .expect(404);
    await shop
      .http()
      .get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`)
      .set(...bearer(admin))
      .expect(404);
  });
});

describe('webhooks without private addresses (as in production)', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'false' } });
  });
  afterAll(() => shop.close());

  it.each([
    'http://127.0.0.1:9/hook',
    'http://localhost:9/hook',
    'http://[::1]/hook',
    'http://169.254.169.254/latest',
    'http://10.0.0.8/hook',
  ])('refuses %s', async (url) => {
    const admin = (await shop.createUser({ role: 'admin' })).token;
    const res = await shop
      .http()
      .post('/api/webhooks/endpoints')
      .set(...bearer(admin))
      .send({ url, events: ['order.created'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/public address|cannot be resolved/);
  });
});
