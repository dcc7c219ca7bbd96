import { createHmac } from 'node:crypto';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { API_VERSION } from '../src/common/http/api-version';
import { WEBHOOK_EVENTS } from '../src/modules/webhooks/webhook-events';
import { Account, createTaxedProduct, payUpiOrder, placeOrder, setStatus } from './billing-fixtures';
import { bearer } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

/**
 * The events an integration follows besides the order's own (stock, parcels, refunds,
 * order.shipped / order.completed), end to end: a real receiver (node:http) gets them signed,
 * each body with its apiVersion, each order with its parcels, refunds and invoice numbers.
 */
jest.setTimeout(120_000);

interface Event {
  id: string;
  type: string;
  apiVersion: string;
  createdAt: string;
  data: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

class Receiver {
  readonly events: Event[] = [];
  readonly bad: string[] = [];
  private server!: Server;
  url = '';

  constructor(private readonly secret: () => string) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        // What a receiver does first: check the signature over the raw body.
        if (!signedBy(this.secret(), req.headers, body)) this.bad.push(body);
        else this.events.push(JSON.parse(body) as Event);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function signedBy(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const timestamp = String(headers['x-shop-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return headers['x-shop-signature'] === expected;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('webhook events of stock, parcels, refunds and order progress', () => {
  let shop: TestApp;
  let receiver: Receiver;
  let secret = '';
  let admin: Account;
  let shopper: Account;

  beforeAll(async () => {
    receiver = new Receiver(() => secret);
    await receiver.start();
    shop = await startTestApp();
    admin = await shop.createUser({ role: 'admin' });
    shopper = await shop.createUser();
    const created = await shop
      .http()
      .post('/api/webhooks/endpoints')
      .set(...bearer(admin.token))
      .send({ url: receiver.url, events: [...WEBHOOK_EVENTS] })
      .expect(201);
    secret = created.body.secret;
  });

  afterAll(async () => {
    await shop.close();
    await receiver.stop();
  });

  /** The events of `type` that match, once `count` of them arrived. */
  async function received(type: string, match: (event: Event) => boolean, count = 1): Promise<Event[]> {
    const until = Date.now() + 20_000;
    for (;;) {
      const found = receiver.events.filter((event) => event.type === type && match(event));
      if (found.length >= count) return found;
      if (Date.now() > until) throw new Error(`timed out waiting for ${count} ${type}`);
      await sleep(50);
    }
  }

  afterEach(() => {
    expect(receiver.bad).toEqual([]);
    for (const event of receiver.events) expect(event.apiVersion).toBe(API_VERSION);
  });

  it('sends stock.changed with the counts and reason, and stock.low when the count falls to the threshold', async () => {
    const productId = await createTaxedProduct(shop, { price: '1000.00' });
    await shop
      .http()
      .put(`/api/stock/${productId}`)
      .set(...bearer(admin.token))
      .send({ stock: 7 })
      .expect(200);
    const [counted] = await received('stock.changed', (e) => e.data.productId === productId);
    expect(counted.data).toMatchObject({
      productId,
      stock: 7,
      previousStock: null,
      change: 0,
      reason: 'admin_edit',
      orderId: null,
    });

    // An order takes 2 of 7: 5 left, at the threshold.
    const placed = await placeOrder(shop, shopper, {
      products: [{ productId, quantity: 2 }],
      amount: '2200.00',
    }).expect(201);
    const orderId = placed.body.order.id as string;
    const [taken] = await received(
      'stock.changed',
      (e) => e.data.productId === productId && e.data.orderId === orderId,
    );
    expect(taken.data).toMatchObject({ stock: 5, previousStock: 7, change: -2, reason: 'order', orderId });
    const [low] = await received('stock.low', (e) => e.data.productId === productId);
    expect(low.data).toMatchObject({ stock: 5, previousStock: 7, threshold: 5, reason: 'order' });

    // Already low: another order sends stock.changed only; the cancellation gives the pieces back.
    const second = await placeOrder(shop, shopper, { products: [{ productId, quantity: 1 }], amount: '1100.00' });
    const secondId = second.body.order.id as string;
    await received('stock.changed', (e) => e.data.orderId === secondId && e.data.reason === 'order');
    await setStatus(shop, admin, secondId, 'cancelled').expect(200);
    const [back] = await received('stock.changed', (e) => e.data.orderId === secondId && e.data.reason === 'cancel');
    expect(back.data).toMatchObject({ stock: 5, previousStock: 4, change: 1 });
    await sleep(300);
    expect(receiver.events.filter((e) => e.type === 'stock.low' && e.data.productId === productId)).toHaveLength(1);
  });

  it('sends shipment.created and order.shipped with courier, AWB and tracking link, then shipment.updated and order.completed', async () => {
    const productId = await createTaxedProduct(shop, { price: '500.00' });
    const placed = await placeOrder(shop, shopper, { products: [{ productId, quantity: 1 }], amount: '550.00' });
    const orderId = placed.body.order.id as string;
    const shipped = await shop
      .http()
      .post(`/api/orders/${orderId}/shipments`)
      .set(...bearer(admin.token))
      .send({ courier: 'delhivery', awb: '1234567890123' })
      .expect(201);
    const shipmentId = shipped.body.order.shipments[0].id as string;

    const [created] = await received('shipment.created', (e) => e.data.shipment.id === shipmentId);
    expect(created.data.shipment).toEqual({
      id: shipmentId,
      orderId,
      courier: 'delhivery',
      courierName: 'Delhivery',
      awb: '1234567890123',
      trackingUrl: 'https://www.delhivery.com/track/package/1234567890123',
      shippedAt: expect.any(String),
    });
    expect(created.data.order).toMatchObject({ id: orderId, status: 'shipped' });
    const [orderShipped] = await received('order.shipped', (e) => e.data.order.id === orderId);
    expect(orderShipped.data.order.shipments).toEqual([created.data.shipment].map(({ orderId: _, ...s }) => s));
    await received('order.status_changed', (e) => e.data.order.id === orderId && e.data.toStatus === 'shipped');

    // The AWB had a typo: corrected, the parcel's event says so; the status does not move.
    await shop
      .http()
      .put(`/api/orders/${orderId}/shipments/${shipmentId}`)
      .set(...bearer(admin.token))
      .send({ courier: 'bluedart', awb: '50912345678' })
      .expect(200);
    const [updated] = await received('shipment.updated', (e) => e.data.shipment.id === shipmentId);
    expect(updated.data.shipment).toMatchObject({ courier: 'bluedart', awb: '50912345678' });
    expect(updated.data.shipment.trackingUrl).toContain('50912345678');
    expect(updated.data.order.shipments[0]).toMatchObject({ awb: '50912345678' });

    // Delivered: a cash-on-delivery order is completed and paid, and its invoice is issued.
    await setStatus(shop, admin, orderId, 'completed').expect(200);
    const [completed] = await received('order.completed', (e) => e.data.order.id === orderId);
    expect(completed.data.order).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(completed.data.order.documents).toEqual([
      expect.objectContaining({ kind: 'invoice', number: expect.any(String) }),
    ]);
    await received('order.paid', (e) => e.data.order.id === orderId);
  });

  it('sends refund.created and refund.succeeded, or refund.failed, with the refund and the order', async () => {
    const productId = await createTaxedProduct(shop, { price: '1000.00' });
    const placed = await placeOrder(shop, shopper, {
      products: [{ productId, quantity: 1 }],
      amount: '1100.00',
      method: 'UPI',
    }).expect(201);
    const orderId = placed.body.order.id as string;
    await payUpiOrder(shop, shopper, orderId, '1100.00');

    const refundId = randomUUID();
    await shop
      .http()
      .post('/api/payments/refunds')
      .set(...bearer(admin.token))
      .send({ refundId, orderId, amount: '100.00', reason: 'Scratched frame' })
      .expect(201);
    const [created] = await received('refund.created', (e) => e.data.refund.id === refundId);
    expect(created.data.refund).toMatchObject({ id: refundId, orderId, amount: 100, status: 'pending' });
    const [succeeded] = await received('refund.succeeded', (e) => e.data.refund.id === refundId);
    expect(succeeded.data.refund).toMatchObject({ status: 'success', amount: 100 });
    expect(succeeded.data.order).toMatchObject({ id: orderId, paymentStatus: 'partially_refunded' });
    expect(succeeded.data.order.refunds).toEqual([expect.objectContaining({ id: refundId, status: 'success' })]);

    // The sandbox fails refunds of an amount ending in .13 rupees.
    const failingId = randomUUID();
    await shop
      .http()
      .post('/api/payments/refunds')
      .set(...bearer(admin.token))
      .send({ refundId: failingId, orderId, amount: '10.13', reason: 'Late delivery' })
      .expect(201);
    const [failed] = await received('refund.failed', (e) => e.data.refund.id === failingId);
    expect(failed.data.refund).toMatchObject({ status: 'failed', amount: 10.13 });
    expect(failed.data.order.paymentStatus).toBe('partially_refunded');
  });

  it('writes no stock event when nobody subscribes to it', async () => {
    const dataSource = shop.app.get(DataSource);
    await dataSource.query(`UPDATE webhook_endpoints SET events = '{order.created}'`);
    try {
      const productId = await createTaxedProduct(shop, { price: '100.00' });
      await dataSource.query(`UPDATE product_variants SET stock = 3 WHERE product_id = $1`, [productId]);
      const placed = await placeOrder(shop, shopper, { products: [{ productId, quantity: 1 }], amount: '110.00' });
      const orderId = placed.body.order.id as string;
      await received('order.created', (e) => e.data.order.id === orderId);
      const stockEvents = await dataSource.query(
        `SELECT count(*)::int AS n FROM webhook_outbox WHERE type LIKE 'stock.%' AND payload->>'orderId' = $1`,
        [orderId],
      );
      expect(stockEvents[0].n).toBe(0);
    } finally {
      await dataSource.query(`UPDATE webhook_endpoints SET events = $1`, [[...WEBHOOK_EVENTS]]);
    }
  });
});
