import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { API_VERSION } from '../src/common/http/api-version';
import { Account, createTaxedProduct, payUpiOrder, placeOrder } from './billing-fixtures';
import { bearer, PRODUCT_STOCK } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

/**
 * The writes an integration retries take an Idempotency-Key, as createOrder does: the same key
 * and body answer the first result (Idempotent-Replayed: true) and write nothing more; the same
 * key with another body is refused with 422. Also: every /api answer names its API version.
 */
jest.setTimeout(120_000);

describe('idempotency keys on product creation, stock counts, parcels and refunds', () => {
  let shop: TestApp;
  let admin: Account;
  let otherAdmin: Account;
  let shopper: Account;

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await shop.createUser({ role: 'admin' });
    otherAdmin = await shop.createUser({ role: 'admin' });
    shopper = await shop.createUser();
  });

  afterAll(async () => {
    await shop.close();
  });

  const count = async (sql: string, params: unknown[]) =>
    Number((await shop.app.get(DataSource).query(sql, params))[0].n);

  it('adds a product once per key; another body with the key is refused', async () => {
    const key = `product-${randomUUID()}`;
    const body = { name: 'Idempotent Mirror', category: 'Mirrors', price: 999, image: '/uploads/images/i.webp' };
    const create = (token: string, sent: object, sentKey = key) =>
      shop
        .http()
        .post('/api/product/create-product')
        .set(...bearer(token))
        .set('Idempotency-Key', sentKey)
        .send(sent);
    const first = await create(admin.token, body).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create(admin.token, body).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.product.id).toBe(first.body.product.id);
    expect(await count(`SELECT count(*) AS n FROM products WHERE name = $1`, [body.name])).toBe(1);

    const other = await create(admin.token, { ...body, price: 1000 }).expect(422);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
    // Keys are per caller: another admin's same key is a new product.
    await create(otherAdmin.token, body).expect(201);
    expect(await count(`SELECT count(*) AS n FROM products WHERE name = $1`, [body.name])).toBe(2);
    await create(admin.token, body, 'not a key!').expect(400);
  });

  it('answers a retried stock count with the first count, without a second movement', async () => {
    const productId = await createTaxedProduct(shop, { price: '100.00' });
    const key = `count-${randomUUID()}`;
    const set = (stock: number) =>
      shop
        .http()
        .put(`/api/stock/${productId}`)
        .set(...bearer(admin.token))
        .set('Idempotency-Key', key)
        .send({ stock });
    const first = await set(12).expect(200);
    expect(first.body).toMatchObject({ changed: true, stock: 12, message: 'Stock updated' });
    // Meanwhile an order takes a piece; the retried count must not put it back.
    await placeOrder(shop, shopper, { products: [{ productId, quantity: 1 }], amount: '110.00' }).expect(201);
    const again = await set(12).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const [{ stock }] = await shop.app.get(DataSource).query(PRODUCT_STOCK, [productId]);
    expect(stock).toBe(11);
    expect(await count(`SELECT count(*) AS n FROM stock_movements WHERE product_id = $1`, [productId])).toBe(2);
    await set(13).expect(422);
  });

  it('records a parcel once per key', async () => {
    const productId = await createTaxedProduct(shop, { price: '200.00' });
    const placed = await placeOrder(shop, shopper, { products: [{ productId, quantity: 1 }], amount: '220.00' });
    const orderId = placed.body.order.id as string;
    const key = `parcel-${randomUUID()}`;
    const ship = (awb: string) =>
      shop
        .http()
        .post(`/api/orders/${orderId}/shipments`)
        .set(...bearer(admin.token))
        .set('Idempotency-Key', key)
        .send({ courier: 'dtdc', awb });
    const first = await ship('D12345678').expect(201);
    const again = await ship('D12345678').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.order.shipments).toEqual(first.body.order.shipments);
    expect(await count(`SELECT count(*) AS n FROM shipments WHERE order_id = $1`, [orderId])).toBe(1);
    await ship('D87654321').expect(422);
  });

  it('makes one refund per key; the key with another body is refused', async () => {
    const productId = await createTaxedProduct(shop, { price: '500.00' });
    const placed = await placeOrder(shop, shopper, {
      products: [{ productId, quantity: 1 }],
      amount: '550.00',
      method: 'UPI',
    }).expect(201);
    const orderId = placed.body.order.id as string;
    await payUpiOrder(shop, shopper, orderId, '550.00');
    const key = `refund-${randomUUID()}`;
    const refund = (amount: string, refundId = randomUUID()) =>
      shop
        .http()
        .post('/api/payments/refunds')
        .set(...bearer(admin.token))
        .set('Idempotency-Key', key)
        .send({ orderId, refundId, amount, reason: 'Chipped' });
    const refundId = randomUUID();
    const first = await refund('50.00', refundId).expect(201);
    const again = await refund('50.00', refundId).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.refund).toEqual(first.body.refund);
    expect(await count(`SELECT count(*) AS n FROM refunds WHERE order_id = $1`, [orderId])).toBe(1);
    await refund('50.00').expect(422);
    expect(await count(`SELECT count(*) AS n FROM refunds WHERE order_id = $1`, [orderId])).toBe(1);
  });

  it('names the API version on every /api answer, errors and cached reads included', async () => {
    const ok = await shop.http().get('/api/product').expect(200);
    expect(ok.headers['api-version']).toBe(API_VERSION);
    const cached = await shop.http().get('/api/product').expect(200);
    expect(cached.headers['api-version']).toBe(API_VERSION);
    const missing = await shop.http().get(`/api/product/${randomUUID()}`).expect(404);
    expect(missing.headers['api-version']).toBe(API_VERSION);
    const refused = await shop.http().get('/api/auth/me').expect(401);
    expect(refused.headers['api-version']).toBe(API_VERSION);
  });
});
