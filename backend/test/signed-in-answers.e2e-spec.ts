import { randomBytes } from 'node:crypto';
import { createTestDatabase, startTestApp, TestApp } from './harness';

const describeWithServices = process.env.REDIS_URL && process.env.DATABASE_URL ? describe : describe.skip;

const bearer = (token: string): [string, string] => ['Authorization', `Bearer ${token}`];

/**
 * Signed-in answers (the admin's figures, a shopper's cart) are computed afresh on every read:
 * whichever API process made a change, the next read anywhere shows it, and only to its owner.
 */
describeWithServices('signed-in answers (admin figures, carts) across two API processes', () => {
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;
  let admin: { token: string };
  let alice: { token: string; user: { id: string; email: string } };
  let bob: { token: string; user: { id: string } };
  const productIds: string[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL!);
    drop = database.drop;
    const env = { QUEUE_PREFIX: `signedin${randomBytes(4).toString('hex')}` };
    a = await startTestApp({ databaseUrl: database.url, env });
    b = await startTestApp({ databaseUrl: database.url, env });
    admin = await a.createUser({ role: 'admin' });
    alice = await a.createUser();
    bob = await a.createUser();
    for (const [name, price] of [
      ['Teak Wall Shelf', 1500],
      ['Brass Table Lamp', 2200],
    ] as const) {
      const created = await a
        .http()
        .post('/api/product/create-product')
        .set(...bearer(admin.token))
        .send({ name, category: 'Wall Shelves', price, image: '/uploads/s.webp' })
        .expect(201);
      productIds.push(created.body.product.id);
    }
  });

  afterAll(async () => {
    await a.close({ keepData: true });
    await b.close({ keepData: true });
    await drop();
  });

  const stats = (app: TestApp) =>
    app
      .http()
      .get('/api/stats/admin-stats')
      .set(...bearer(admin.token));
  const cart = (app: TestApp, who: { token: string; user: { id: string } }) =>
    app
      .http()
      .get(`/api/cart/${who.user.id}`)
      .set(...bearer(who.token));

  it('answers the admin figures privately, with an ETag and 304 while they hold', async () => {
    const first = await stats(b).expect(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    await stats(b).set('If-None-Match', first.headers.etag).expect(304);
    await a.createUser();
    const changed = await stats(b).set('If-None-Match', first.headers.etag).expect(200);
    expect(changed.body.totalUsers).toBe(first.body.totalUsers + 1);
  });

  it('shows a change committed by another process at once, and never to a shopper', async () => {
    const before = (await stats(b).expect(200)).body.totalUsers;
    await a.createUser();
    expect((await stats(b).expect(200)).body.totalUsers).toBe(before + 1);
    // The figures are an admin's alone.
    await b
      .http()
      .get('/api/stats/admin-stats')
      .set(...bearer(alice.token))
      .expect(403);
    await b.http().get('/api/stats/admin-stats').expect(401);
  });

  it('shows a cart change at once, whichever process made it', async () => {
    await cart(b, alice).expect(200);
    const added = await b
      .http()
      .post('/api/cart/add')
      .set(...bearer(alice.token))
      .send({ productId: productIds[0], quantity: 2 })
      .expect(201);
    expect(added.body.selectedItems).toBe(2);
    const read = await cart(b, alice).expect(200);
    expect(read.body.selectedItems).toBe(2);
    expect(read.headers['cache-control']).toBe('private, no-cache');

    // Another process's change is seen at once.
    await a
      .http()
      .put(`/api/cart/update/${added.body.products[0].id}`)
      .set(...bearer(alice.token))
      .send({ type: 'increment' })
      .expect(200);
    expect((await cart(b, alice).expect(200)).body.selectedItems).toBe(3);
  });

  it('shows a cart emptied by an order placed on another process (a change inside a transaction)', async () => {
    const before = (await cart(b, alice).expect(200)).body;
    expect(before.products).toHaveLength(1);
    await a
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(alice.token))
      .send({
        products: [{ productId: productIds[0], quantity: 3 }],
        amount: before.grandTotal.toFixed(2),
        email: alice.user.email,
        paymentMethod: 'COD',
        shippingAddress: { address: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      })
      .expect(201);
    expect((await cart(b, alice).expect(200)).body.products).toHaveLength(0);
  });

  it('prices a cart afresh after a price change on another process', async () => {
    await b
      .http()
      .post('/api/cart/add')
      .set(...bearer(alice.token))
      .send({ productId: productIds[0] })
      .expect(201);
    await cart(b, alice).expect(200);
    await a
      .http()
      .patch(`/api/product/update-product/${productIds[0]}`)
      .set(...bearer(admin.token))
      .send({ name: 'Teak Wall Shelf', category: 'Wall Shelves', price: 1200, image: '/uploads/s.webp' })
      .expect(200);
    expect((await cart(b, alice).expect(200)).body.products[0].price).toBe(1200);
  });

  it("never serves a cart to anyone but its owner, nor after the owner's session ended", async () => {
    await cart(b, bob).expect(200);
    await b
      .http()
      .get(`/api/cart/${bob.user.id}`)
      .set(...bearer(alice.token))
      .expect(403);
    await b.http().get(`/api/cart/${bob.user.id}`).expect(401);
    await b
      .http()
      .post('/api/auth/logout')
      .set(...bearer(bob.token))
      .expect(200);
    await cart(b, bob).expect(401);
  });
});
