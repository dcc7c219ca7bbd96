import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { bearer, createProduct } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

// The embedded database (PGlite) boots and answers more slowly than a PostgreSQL server.
jest.setTimeout(60_000);

describe('cart and coupons', () => {
  let shop: TestApp;
  let alice: { user: { id: string; email: string }; token: string };
  let bob: { user: { id: string; email: string }; token: string };
  let admin: { token: string };
  let mirror: string;
  let lamp: string;

  beforeAll(async () => {
    shop = await startTestApp();
    alice = await shop.createUser();
    bob = await shop.createUser();
    admin = await shop.createUser({ role: 'admin' });
    mirror = await createProduct(shop, { name: 'Arch mirror', price: '1299.00' });
    lamp = await createProduct(shop, { name: 'Brass lamp', price: '450.50', category: 'Table Decor' });
  });

  afterAll(async () => {
    await shop.close();
  });

  const add = (token: string, body: object) =>
    shop
      .http()
      .post('/api/cart/add')
      .set(...bearer(token))
      .send(body);

  it('adds products with the server’s own data and totals from the pricing function', async () => {
    await add(alice.token, {
      productId: mirror,
      quantity: 2,
      // What the storefront also sends; the server ignores it.
      name: 'Free mirror',
      price: 1,
      image: '/x.png',
      userId: bob.user.id,
      material: 'Gold',
    }).expect(201);
    const res = await add(alice.token, { productId: lamp }).expect(201);
    expect(res.body.products).toHaveLength(2);
    expect(res.body.products[0]).toMatchObject({
      productId: mirror,
      name: 'Arch mirror',
      price: 1299,
      originalPrice: 1299,
      quantity: 2,
      dealDiscount: 0,
      material: 'Brass',
    });
    expect(res.body.products[0]._id).toBe(res.body.products[0].id);
    // Every field of a line (CartLineDto), in the order the storefront has always received them.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body.products[1]).toEqual({
      _id: res.body.products[1].id,
      id: res.body.products[1].id,
      productId: lamp,
      name: 'Brass lamp',
      image: expect.stringMatching(/^http/),
      price: 450.5,
      quantity: 1,
      originalPrice: 450.5,
      oldPrice: null,
      dealDiscount: 0,
      dealTitle: null,
      material: 'Brass',
      lineTotal: 450.5,
      stock: null,
      variantId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sku: expect.stringMatching(/^DS-[0-9A-F]+$/),
      variantTitle: null,
    });
    expect(Object.keys(res.body.products[1]).join()).toBe(
      '_id,id,productId,name,image,price,quantity,originalPrice,oldPrice,dealDiscount,dealTitle,material,lineTotal,stock,' +
        'variantId,sku,variantTitle',
    );
    // 2 x 1299 + 450.50 = 3048.50; tax 304.85; total 3353.35
    expect(res.body).toMatchObject({
      totalPrice: 3048.5,
      tax: 304.85,
      taxRate: 0.1,
      grandTotal: 3353.35,
      selectedItems: 3,
    });
    // Bob's cart is untouched by Alice's userId field.
    const bobs = await shop
      .http()
      .get(`/api/cart/${bob.user.id}`)
      .set(...bearer(bob.token))
      .expect(200);
    expect(bobs.body.products).toEqual([]);
  });

  it("strikes through the product's own old price on its line, not only a deal's", async () => {
    const vase = await createProduct(shop, { name: 'Was-price vase', price: '800.00', oldPrice: '1000.00' });
    const cheaper = await createProduct(shop, { name: 'Odd old price', price: '800.00', oldPrice: '700.00' });
    await add(bob.token, { productId: vase }).expect(201);
    const res = await add(bob.token, { productId: cheaper }).expect(201);
    const line = (id: string) => res.body.products.find((item: { productId: string }) => item.productId === id);
    expect(line(vase)).toMatchObject({ price: 800, originalPrice: 800, oldPrice: 1000, dealDiscount: 0 });
    expect(line(cheaper)).toMatchObject({ oldPrice: null });
    await shop
      .http()
      .delete(`/api/cart/clear/${bob.user.id}`)
      .set(...bearer(bob.token))
      .expect(200);
  });

  it('raises the quantity when the product is added again, up to 99', async () => {
    const res = await add(alice.token, { productId: mirror, quantity: 3 }).expect(201);
    expect(res.body.products.find((p: { productId: string }) => p.productId === mirror).quantity).toBe(5);
    const tooMany = await add(alice.token, { productId: mirror, quantity: 95 }).expect(400);
    expect(tooMany.body.message).toBe('Quantity cannot exceed 99');
    // The same product named in capitals is the same product, over the limit, not unknown.
    const shouted = await add(alice.token, { productId: mirror.toUpperCase(), quantity: 95 }).expect(400);
    expect(shouted.body.message).toBe('Quantity cannot exceed 99');
  });

  it.each([[0], [-1], [100], [1.5], ['many'], [1e9]])('refuses quantity %p', async (quantity) => {
    await add(alice.token, { productId: mirror, quantity }).expect(400);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    await add(alice.token, { productId: randomUUID() }).expect(404);
    await add(alice.token, { productId: 'nope' }).expect(400);
  });

  it('keeps every addition made at the same moment, by one shopper and by several', async () => {
    // Requests arriving together, each written by its own statement: the same line asked for
    // many times, other shoppers' lines, an unknown product and the limit must each count alone.
    const carol = await shop.createUser();
    const dave = await shop.createUser();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => add(carol.token, { productId: lamp, quantity: 2 })),
      add(carol.token, { productId: mirror }),
      add(carol.token, { productId: randomUUID() }),
      add(dave.token, { productId: lamp, quantity: 99 }),
      add(dave.token, { productId: lamp }),
      add(dave.token, { productId: mirror, quantity: 4 }),
    ]);
    expect(answers.slice(0, 7).map((res) => res.status)).toEqual(Array(7).fill(201));
    expect(answers[7].status).toBe(404);
    // Dave's two additions of the lamp: one of them lands, the other passes the limit.
    expect(
      answers
        .slice(8, 10)
        .map((res) => res.status)
        .sort(),
    ).toEqual([201, 400]);
    expect(answers[10].status).toBe(201);
    // Each answer is the cart after its own change.
    const quantityIn = (res: { body: { products: { productId: string; quantity: number }[] } }, product: string) =>
      res.body.products.find((line) => line.productId === product)?.quantity ?? 0;
    for (const res of answers.slice(0, 6)) expect(quantityIn(res, lamp)).toBeGreaterThanOrEqual(2);
    expect(quantityIn(answers[6], mirror)).toBe(1);
    expect(quantityIn(answers[10], mirror)).toBe(4);
    const cartOf = async (who: { user: { id: string }; token: string }) =>
      (
        await shop
          .http()
          .get(`/api/cart/${who.user.id}`)
          .set(...bearer(who.token))
          .expect(200)
      ).body.products.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity]);
    expect(new Map(await cartOf(carol))).toEqual(
      new Map([
        [lamp, 12],
        [mirror, 1],
      ]),
    );
    expect(new Map(await cartOf(dave))).toEqual(
      new Map([
        [lamp, answers[8].status === 201 ? 99 : 1],
        [mirror, 4],
      ]),
    );
  });

  it('adds up additions of one product made at once up to the limit, and refuses the rest', async () => {
    const erin = await shop.createUser();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => add(erin.token, { productId: lamp, quantity: 4 })),
    );
    // 24 x 4 = 96 fit under 99; a 25th would make 100.
    expect(answers.filter((res) => res.status === 201)).toHaveLength(24);
    for (const refused of answers.filter((res) => res.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Quantity cannot exceed 99');
    }
    const cart = await shop
      .http()
      .get(`/api/cart/${erin.user.id}`)
      .set(...bearer(erin.token))
      .expect(200);
    expect(
      cart.body.products.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity]),
    ).toEqual([[lamp, 96]]);
  });

  it('steps quantities and refuses to go below 1', async () => {
    const cart = await shop
      .http()
      .get(`/api/cart/${alice.user.id}`)
      .set(...bearer(alice.token))
      .expect(200);
    const lampLine = cart.body.products.find((p: { productId: string }) => p.productId === lamp);
    const up = await shop
      .http()
      .put(`/api/cart/update/${lampLine._id}`)
      .set(...bearer(alice.token))
      .send({ type: 'increment' })
      .expect(200);
    expect(up.body.products.find((p: { productId: string }) => p.productId === lamp).quantity).toBe(2);
    await shop
      .http()
      .put(`/api/cart/update/${lampLine._id}`)
      .set(...bearer(alice.token))
      .send({ type: 'decrement' })
      .expect(200);
    const floor = await shop
      .http()
      .put(`/api/cart/update/${lampLine._id}`)
      .set(...bearer(alice.token))
      .send({ type: 'decrement' })
      .expect(400);
    expect(floor.body.message).toBe('Quantity cannot be less than 1');
    await shop
      .http()
      .put(`/api/cart/update/${lampLine._id}`)
      .set(...bearer(alice.token))
      .send({ type: 'double' })
      .expect(400);
  });

  it("hides someone else's cart: 403 for the cart, 404 for its items", async () => {
    const cart = await shop
      .http()
      .get(`/api/cart/${alice.user.id}`)
      .set(...bearer(alice.token))
      .expect(200);
    const itemId = cart.body.products[0]._id;
    await shop
      .http()
      .get(`/api/cart/${alice.user.id}`)
      .set(...bearer(bob.token))
      .expect(403);
    await shop
      .http()
      .get(`/api/cart/${alice.user.id}`)
      .set(...bearer(admin.token))
      .expect(403);
    await shop
      .http()
      .delete(`/api/cart/clear/${alice.user.id}`)
      .set(...bearer(bob.token))
      .expect(403);
    await shop
      .http()
      .put(`/api/cart/update/${itemId}`)
      .set(...bearer(bob.token))
      .send({ type: 'increment' })
      .expect(404);
    await shop
      .http()
      .delete(`/api/cart/remove/${itemId}`)
      .set(...bearer(bob.token))
      .expect(404);
    await shop.http().get(`/api/cart/${alice.user.id}`).expect(401);
    await shop.http().post('/api/cart/add').send({ productId: mirror }).expect(401);
  });

  it('removes a line and clears the cart', async () => {
    const cart = await shop
      .http()
      .get(`/api/cart/${alice.user.id}`)
      .set(...bearer(alice.token))
      .expect(200);
    const removed = await shop
      .http()
      .delete(`/api/cart/remove/${cart.body.products[0]._id}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(removed.body.products).toHaveLength(1);
    const cleared = await shop
      .http()
      .delete(`/api/cart/clear/${alice.user.id}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(cleared.body).toMatchObject({ products: [], totalPrice: 0, grandTotal: 0, selectedItems: 0 });
  });

  it('drops a deleted product from carts', async () => {
    const doomed = await createProduct(shop, { price: '10.00' });
    await add(bob.token, { productId: doomed }).expect(201);
    await shop.app.get(DataSource).query(`DELETE FROM products WHERE id = $1`, [doomed]);
    const cart = await shop
      .http()
      .get(`/api/cart/${bob.user.id}`)
      .set(...bearer(bob.token))
      .expect(200);
    expect(cart.body.products).toEqual([]);
  });

  describe('coupons', () => {
    const future = () => new Date(Date.now() + 86400_000).toISOString();

    it('lets an admin add, list and delete coupons', async () => {
      const res = await shop
        .http()
        .post('/api/coupon/add')
        .set(...bearer(admin.token))
        .send({ code: '  summer20 ', discountPercentage: 20, expiryDate: future() })
        .expect(201);
      expect(res.body.message).toBe('Coupon added successfully!');
      expect(res.body.coupon).toMatchObject({ code: 'SUMMER20', discountPercentage: 20 });
      const dup = await shop
        .http()
        .post('/api/coupon/add')
        .set(...bearer(admin.token))
        .send({ code: 'Summer20', discountPercentage: 5, expiryDate: future() })
        .expect(409);
      expect(dup.body.message).toBe('Coupon code already exists');
      const list = await shop
        .http()
        .get('/api/coupon')
        .set(...bearer(admin.token))
        .expect(200);
      expect(list.body.map((c: { code: string }) => c.code)).toContain('SUMMER20');
      const temp = await shop
        .http()
        .post('/api/coupon/add')
        .set(...bearer(admin.token))
        .send({ code: 'TEMP', discountPercentage: 5, expiryDate: future() })
        .expect(201);
      await shop
        .http()
        .delete(`/api/coupon/${temp.body.coupon._id}`)
        .set(...bearer(admin.token))
        .expect(200);
      await shop
        .http()
        .delete(`/api/coupon/${temp.body.coupon._id}`)
        .set(...bearer(admin.token))
        .expect(404);
    });

    it('prices the cart with a coupon: the figures the order summary shows and the order will cost', async () => {
      await shop
        .http()
        .post('/api/coupon/add')
        .set(...bearer(admin.token))
        .send({ code: 'CART15', discountPercentage: 15, expiryDate: future() })
        .expect(201);
      const shopper = await shop.createUser();
      await add(shopper.token, { productId: mirror, quantity: 2 }).expect(201);
      await add(shopper.token, { productId: lamp }).expect(201);
      const res = await shop
        .http()
        .get(`/api/cart/${shopper.user.id}?couponCode=cart15`)
        .set(...bearer(shopper.token))
        .expect(200);
      // 3048.50 - 15% (457.275 -> 457.28) = 2591.22; tax 259.122 -> 259.12; total 2850.34
      expect(res.body).toMatchObject({
        totalPrice: 3048.5,
        discount: 457.28,
        couponCode: 'CART15',
        discountPercentage: 15,
        tax: 259.12,
        grandTotal: 2850.34,
      });
      const plain = await shop
        .http()
        .get(`/api/cart/${shopper.user.id}`)
        .set(...bearer(shopper.token))
        .expect(200);
      expect(plain.body).toMatchObject({
        discount: 0,
        couponCode: null,
        discountPercentage: null,
        grandTotal: 3353.35,
      });
      const unknown = await shop
        .http()
        .get(`/api/cart/${shopper.user.id}?couponCode=NOPE`)
        .set(...bearer(shopper.token));
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Invalid or expired coupon code.');
    });

    it.each([
      [{ code: '', discountPercentage: 10 }],
      [{ code: 'ZERO', discountPercentage: 0 }],
      [{ code: 'HUGE', discountPercentage: 101 }],
      [{ code: 'FRAC', discountPercentage: 2.5 }],
      [{ code: 'PAST', discountPercentage: 10, expiryDate: '2020-01-01T00:00:00Z' }],
      [{ code: 'NODATE', discountPercentage: 10, expiryDate: null }],
    ])('refuses an invalid coupon %j', async (body) => {
      await shop
        .http()
        .post('/api/coupon/add')
        .set(...bearer(admin.token))
        .send({ expiryDate: future(), ...body })
        .expect(400);
    });

    it('keeps coupon management to admins', async () => {
      await shop
        .http()
        .get('/api/coupon')
        .set(...bearer(alice.token))
        .expect(403);
      await shop
        .http()
        .post('/api/coupon/add')
        .set(...bearer(alice.token))
        .send({ code: 'MINE', discountPercentage: 90, expiryDate: future() })
        .expect(403);
      await shop
        .http()
        .delete(`/api/coupon/${randomUUID()}`)
        .set(...bearer(alice.token))
        .expect(403);
      await shop.http().get('/api/coupon').expect(401);
    });

    it('validates codes for signed-in shoppers', async () => {
      const ok = await shop
        .http()
        .post('/api/coupon/validate')
        .set(...bearer(alice.token))
        .send({ code: 'summer20' })
        .expect(200);
      expect(ok.body).toMatchObject({ discountPercentage: 20, code: 'SUMMER20' });
      const unknown = await shop
        .http()
        .post('/api/coupon/validate')
        .set(...bearer(alice.token))
        .send({ code: 'NOPE' })
        .expect(400);
      expect(unknown.body.message).toBe('Invalid or expired coupon code.');
      await shop.app
        .get(DataSource)
        .query(
          `INSERT INTO coupons (code, discount_percentage, expiry_date) VALUES ('OLD', 10, now() - interval '1 day')`,
        );
      const expired = await shop
        .http()
        .post('/api/coupon/validate')
        .set(...bearer(alice.token))
        .send({ code: 'old' })
        .expect(400);
      expect(expired.body.message).toBe('Invalid or expired coupon code.');
      await shop.http().post('/api/coupon/validate').send({ code: 'SUMMER20' }).expect(401);
    });
  });
});
