import { mailsTried } from './mails';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ADDRESS, bearer, createProduct, setProfileAddress } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

// The embedded database (PGlite) boots and answers more slowly than a PostgreSQL server.
jest.setTimeout(60_000);

type Account = { user: { id: string; email: string }; token: string };

describe('orders (cash on delivery)', () => {
  let shop: TestApp;
  let alice: Account;
  let bob: Account;
  let admin: Account;
  let mirror: string;
  let lamp: string;
  let vase: string;

  beforeAll(async () => {
    shop = await startTestApp();
    alice = await shop.createUser();
    bob = await shop.createUser();
    admin = await shop.createUser({ role: 'admin' });
    mirror = await createProduct(shop, { name: 'Arch mirror', price: '1299.00' });
    lamp = await createProduct(shop, { name: 'Brass lamp', price: '450.50', category: 'Table Decor' });
    vase = await createProduct(shop, { name: 'Clay vase', price: '199.99', category: 'Table Decor' });
    await setProfileAddress(shop, alice.user.id);
    await shop.app.get(DataSource)
      .query(`INSERT INTO coupons (code, discount_percentage, expiry_date) VALUES ('TEN', 10, now() + interval '1 day'),
              ('GONE', 50, now() - interval '1 minute')`);
  });

  afterAll(async () => {
    await shop.close();
  });

  const createOrder = (account: Account, body: object, key?: string) => {
    const req = shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(account.token));
    if (key) req.set('Idempotency-Key', key);
    return req.send({ email: account.user.email, paymentMethod: 'COD', ...body });
  };

  const outboxSubjects = async (): Promise<string[]> => {
    await mailsTried(shop);
    const dir = join(shop.config.dataDir, 'outbox');
    return readdirSync(dir).map((file) => /^Subject: (.*)$/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '');
  };

  it('runs the COD journey: cart, order, cleared cart, owner view, admin status change', async () => {
    for (const [productId, quantity] of [
      [mirror, 2],
      [lamp, 1],
      [vase, 1],
    ] as const) {
      await shop
        .http()
        .post('/api/cart/add')
        .set(...bearer(alice.token))
        .send({ productId, quantity })
        .expect(201);
    }
    const cart = await shop
      .http()
      .get(`/api/cart/${alice.user.id}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(cart.body.grandTotal).toBe(3573.34); // (2598 + 450.50 + 199.99) = 3248.49 + 324.85 tax

    // Alice orders the mirror and the lamp; the vase stays in her cart.
    const ordered = {
      products: [
        { productId: mirror, quantity: 2 },
        { productId: lamp, quantity: 1 },
      ],
    };
    const res = await createOrder(alice, { ...ordered, amount: '3353.35', shippingAddress: ADDRESS }).expect(201);
    const order = res.body.order;
    expect(order).toMatchObject({
      email: alice.user.email,
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'COD',
      subtotal: 3048.5,
      discount: 0,
      tax: 304.85,
      taxMode: 'flat',
      taxRate: 0.1,
      amount: 3353.35,
      shippingAddress: ADDRESS,
    });
    expect(order._id).toBe(order.id);
    expect(order.orderId).toBe(order.id);
    expect(order.products.map((p: { name: string; quantity: number }) => [p.name, p.quantity])).toEqual([
      ['Arch mirror', 2],
      ['Brass lamp', 1],
    ]);
    expect(order.timeline).toHaveLength(1);

    const after = await shop
      .http()
      .get(`/api/cart/${alice.user.id}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(after.body.products.map((p: { productId: string }) => p.productId)).toEqual([vase]);

    const mine = await shop
      .http()
      .get(`/api/orders/${alice.user.email}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(mine.body.orders.map((o: { id: string }) => o.id)).toContain(order.id);
    await shop
      .http()
      .get(`/api/orders/${alice.user.email}`)
      .set(...bearer(bob.token))
      .expect(403);
    await shop
      .http()
      .get(`/api/orders/order/${order.id}`)
      .set(...bearer(bob.token))
      .expect(403);
    const adminView = await shop
      .http()
      .get(`/api/orders/order/${order.id}`)
      .set(...bearer(admin.token))
      .expect(200);
    // Lines, their ids and positions, timeline and payment: the answer to placing is the stored order.
    expect(adminView.body.order).toEqual(order);
    await shop.http().get(`/api/orders/order/${order.id}`).expect(401);

    await shop
      .http()
      .patch(`/api/orders/update-order-status/${order.id}`)
      .set(...bearer(alice.token))
      .send({ status: 'completed' })
      .expect(403);
    const updated = await shop
      .http()
      .patch(`/api/orders/update-order-status/${order.id}`)
      .set(...bearer(admin.token))
      .send({ status: 'shipped' })
      .expect(200);
    expect(updated.body.order.status).toBe('shipped');

    const detail = await shop
      .http()
      .get(`/api/orders/order/${order.id}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(
      detail.body.order.timeline.map((t: { status: string; actorRole: string }) => [t.status, t.actorRole]),
    ).toEqual([
      ['pending', 'user'],
      ['shipped', 'admin'],
    ]);
    expect(detail.body.order.payment).toMatchObject({ method: 'COD', amount: 3353.35, status: 'pending' });
    expect(detail.body.order.taxRate).toBe(0.1);

    // Cash is collected on delivery: completing a COD order marks it paid.
    const done = await shop
      .http()
      .patch(`/api/orders/update-order-status/${order.id}`)
      .set(...bearer(admin.token))
      .send({ status: 'completed' })
      .expect(200);
    expect(done.body.order.paymentStatus).toBe('paid');

    const subjects = await outboxSubjects();
    const short = order.id.slice(-8).toUpperCase();
    expect(subjects).toContain(`Order confirmed: #${short}`);
    expect(subjects).toContain(`Your order #${short} is shipped`);
  });

  it('applies a coupon and answers 409 with the server total for a tampered amount', async () => {
    const products = [{ productId: mirror, quantity: 1 }];
    // 1299 - 129.90 = 1169.10; tax 116.91; total 1286.01
    const tampered = await createOrder(alice, { products, amount: '1.00', couponCode: 'ten' }).expect(409);
    expect(tampered.body).toEqual({
      statusCode: 409,
      message: expect.any(String),
      error: 'Conflict',
      code: 'AMOUNT_MISMATCH',
      expectedAmount: 1286.01,
    });
    const res = await createOrder(alice, { products, amount: 1286.01, couponCode: 'ten' }).expect(201);
    expect(res.body.order).toMatchObject({ couponCode: 'TEN', discount: 129.9, tax: 116.91, amount: 1286.01 });
    // The profile address is used when the order carries none.
    expect(res.body.order.shippingAddress).toEqual({ ...ADDRESS, name: expect.any(String), phone: null });
    // The answer is made from what was written, not read back: it is the order as read afterwards.
    const read = await shop
      .http()
      .get(`/api/orders/order/${res.body.order.id}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(res.body.order).toEqual(read.body.order);
    expect(res.body.order.timeline).toEqual([expect.objectContaining({ status: 'pending', note: 'Order placed' })]);
    const expired = await createOrder(alice, { products, amount: '714.45', couponCode: 'GONE' }).expect(400);
    expect(expired.body.message).toBe('Invalid or expired coupon code.');
    await createOrder(alice, { products, amount: '1428.90', couponCode: 'NOSUCH' }).expect(400);
  });

  it('requires a complete shipping address', async () => {
    const products = [{ productId: vase, quantity: 1 }];
    const res = await createOrder(bob, { products, amount: '219.99' }).expect(400);
    expect(res.body.message).toBe('Please complete your shipping address in your profile before placing an order.');
    await createOrder(bob, { products, amount: '219.99', shippingAddress: { ...ADDRESS, city: ' ' } }).expect(400);
    const pin = await createOrder(bob, {
      products,
      amount: '219.99',
      shippingAddress: { ...ADDRESS, pincode: '012345' },
    });
    expect(pin.status).toBe(400);
    await createOrder(bob, { products, amount: '219.99', shippingAddress: ADDRESS }).expect(201);
  });

  it.each([
    ['another user’s e-mail', { email: 'someone@example.com' }, 403],
    ['a payment method other than COD/UPI', { paymentMethod: 'CARD' }, 400],
    ['no payment method', { paymentMethod: undefined }, 400],
    ['an unknown product', { products: [{ productId: randomUUID(), quantity: 1 }] }, 404],
    ['a zero quantity', { products: [{ productId: 'x', quantity: 0 }] }, 400],
    ['a huge quantity', { products: [{ productId: randomUUID(), quantity: 100000 }] }, 400],
    ['a negative amount', { amount: '-5' }, 400],
    ['no products', { products: [] }, 400],
    ['an unknown field', { discount: 100 }, 400],
  ])('refuses %s', async (_label, change, status) => {
    const body = {
      products: [{ productId: vase, quantity: 1 }],
      amount: '219.99',
      shippingAddress: ADDRESS,
      ...change,
    };
    const res = await createOrder(alice, body);
    expect(res.status).toBe(status);
    expect(res.body.statusCode).toBe(status);
  });

  it('places one order for two concurrent calls with the same Idempotency-Key', async () => {
    const key = `click-${randomUUID()}`;
    const body = { products: [{ productId: lamp, quantity: 2 }], amount: '991.10', shippingAddress: ADDRESS };
    const [first, second] = await Promise.all([createOrder(alice, body, key), createOrder(alice, body, key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.order.id).toBe(second.body.order.id);
    const third = await createOrder(alice, body, key).expect(201);
    expect(third.body.order.id).toBe(first.body.order.id);
    const rows = await shop.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1`, [key]);
    expect(rows[0].n).toBe(1);
    // Another user's same key is another order.
    const bobs = await createOrder(bob, body, key).expect(201);
    expect(bobs.body.order.id).not.toBe(first.body.order.id);
  });

  it('lists all orders for admins with counts per status and a status filter', async () => {
    const all = await shop
      .http()
      .get('/api/orders')
      .set(...bearer(admin.token))
      .expect(200);
    expect(all.body.count).toBe(all.body.orders.length);
    expect(all.body.counts.all).toBe(all.body.count);
    expect(typeof all.body.lastUpdated).toBe('string');
    const pending = await shop
      .http()
      .get('/api/orders?status=pending')
      .set(...bearer(admin.token))
      .expect(200);
    expect(pending.body.orders.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    expect(pending.body.count).toBe(all.body.counts.pending);
    expect(all.body.counts.completed).toBe(1);
    await shop
      .http()
      .get('/api/orders?status=lost')
      .set(...bearer(admin.token))
      .expect(400);
    await shop
      .http()
      .get('/api/orders')
      .set(...bearer(alice.token))
      .expect(403);
    await shop.http().get('/api/orders').expect(401);
    // Newest first for the customer's own list.
    const mine = await shop
      .http()
      .get(`/api/orders/${alice.user.email}`)
      .set(...bearer(alice.token))
      .expect(200);
    const dates = mine.body.orders.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("shows an order's change in the admin list at once", async () => {
    const list = () =>
      shop
        .http()
        .get('/api/orders')
        .set(...bearer(admin.token))
        .expect(200);
    const first = await list();
    const target = first.body.orders.find((o: { status: string }) => o.status === 'pending');
    await shop
      .http()
      .patch(`/api/orders/update-order-status/${target._id}`)
      .set(...bearer(admin.token))
      .send({ status: 'processing' })
      .expect(200);
    const after = await list();
    expect(after.body.orders.find((o: { _id: string }) => o._id === target._id).status).toBe('processing');
    expect(after.body.counts.processing).toBe(first.body.counts.processing + 1);
  });

  it('records refunds when an admin cancels a paid order, and deletes orders', async () => {
    const res = await createOrder(bob, {
      products: [{ productId: vase, quantity: 1 }],
      amount: '219.99',
      shippingAddress: ADDRESS,
    }).expect(201);
    const id = res.body.order.id;
    await shop
      .http()
      .patch(`/api/orders/update-order-status/${id}`)
      .set(...bearer(admin.token))
      .send({ status: 'completed' })
      .expect(200);
    const cancelled = await shop
      .http()
      .patch(`/api/orders/update-order-status/${id}`)
      .set(...bearer(admin.token))
      .send({ status: 'cancelled' })
      .expect(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    await shop
      .http()
      .patch(`/api/orders/update-order-status/${id}`)
      .set(...bearer(admin.token))
      .send({ status: 'lost' })
      .expect(400);
    await shop
      .http()
      .delete(`/api/orders/delete-order/${id}`)
      .set(...bearer(bob.token))
      .expect(403);
    await shop
      .http()
      .delete(`/api/orders/delete-order/${id}`)
      .set(...bearer(admin.token))
      .expect(200);
    await shop
      .http()
      .get(`/api/orders/order/${id}`)
      .set(...bearer(admin.token))
      .expect(404);
    await shop
      .http()
      .delete(`/api/orders/delete-order/${id}`)
      .set(...bearer(admin.token))
      .expect(404);
    await shop
      .http()
      .get('/api/orders/order/not-a-uuid')
      .set(...bearer(admin.token))
      .expect(400);
  });
});
