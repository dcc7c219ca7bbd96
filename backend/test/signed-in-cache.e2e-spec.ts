import { randomBytes } from 'node:crypto';
import { CartService } from '../src/modules/cart/cart.service';
import { StatsService } from '../src/modules/stats/stats.service';
import { FIGURES_POLL_MS } from '../src/infra/cache/figures-version';
import { eventually } from './eventually';
import { createTestDatabase, startTestApp, TestApp } from './harness';

const describeWithServices = process.env.REDIS_URL && process.env.DATABASE_URL ? describe : describe.skip;

const bearer = (token: string): [string, string] => ['Authorization', `Bearer ${token}`];

describeWithServices('signed-in answer cache (admin figures, carts) across two API processes', () => {
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

  it('answers the admin figures again without computing them, privately, with 304s', async () => {
    // The setup's writes reach this process's figures version within one poll.
    await new Promise((resolve) => setTimeout(resolve, 2 * FIGURES_POLL_MS));
    const first = await stats(b).expect(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const computed = jest.spyOn(b.app.get(StatsService), 'adminStats');
    const second = await stats(b).expect(200);
    expect(second.body).toEqual(first.body);
    expect(computed).not.toHaveBeenCalled();
    computed.mockRestore();
    await stats(b).set('If-None-Match', second.headers.etag).expect(304);
  });

  it('computes an answer once for callers who all miss at the same moment', async () => {
    // A write answered by this process makes the figures stale here at once.
    await b.http().post('/api/auth/logout').expect(200);
    const computed = jest.spyOn(b.app.get(StatsService), 'adminStats');
    const answers = await Promise.all(Array.from({ length: 8 }, () => stats(b).expect(200)));
    expect(computed).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    computed.mockRestore();
  });

  it('shows a change committed by another process within a second, and never to a shopper', async () => {
    const before = (await stats(b).expect(200)).body.totalUsers;
    await a.createUser();
    const after = await eventually(
      () => stats(b),
      (res) => res.body.totalUsers === before + 1,
      1000,
    );
    expect(after.body.totalUsers).toBe(before + 1);
    // The cached figures are an admin's alone.
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
    expect((await cart(b, alice).expect(200)).body.selectedItems).toBe(2);
    const computed = jest.spyOn(b.app.get(CartService), 'view');
    await cart(b, alice).expect(200);
    expect(computed).not.toHaveBeenCalled();
    computed.mockRestore();

    // Another process's change is seen at once: the cart's version is shared through Redis.
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

  it('prices a cached cart afresh after a price change on another process', async () => {
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
    const repriced = await eventually(
      () => cart(b, alice),
      (res) => res.body.products[0]?.price === 1200,
      1000,
    );
    expect(repriced.body.products[0].price).toBe(1200);
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

  it('prices a cart with a coupon afresh every time', async () => {
    const computed = jest.spyOn(b.app.get(CartService), 'view');
    await b
      .http()
      .get(`/api/cart/${alice.user.id}?couponCode=NOSUCH`)
      .set(...bearer(alice.token));
    await b
      .http()
      .get(`/api/cart/${alice.user.id}?couponCode=NOSUCH`)
      .set(...bearer(alice.token));
    expect(computed).toHaveBeenCalledTimes(2);
    computed.mockRestore();
  });
});
