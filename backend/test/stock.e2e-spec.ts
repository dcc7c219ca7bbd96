import { DataSource } from 'typeorm';
import { OrdersService } from '../src/modules/orders/orders.service';
import { ADDRESS, bearer, createProduct, PRODUCT_STOCK } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';
import { sentSql } from './sent-sql';

jest.setTimeout(120_000);

type Account = { user: { id: string; email: string }; token: string };

describe('stock with reservation', () => {
  let shop: TestApp;
  let db: DataSource;
  let admin: Account;
  let shoppers: Account[];

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    admin = await shop.createUser({ role: 'admin' });
    shoppers = [];
    for (let i = 0; i < 10; i += 1) shoppers.push(await shop.createUser());
  });

  afterAll(async () => {
    await shop.close();
  });

  const alice = () => shoppers[0];

  async function productWithStock(name: string, stock: number | null, price = '1000.00'): Promise<string> {
    const id = await createProduct(shop, { name, price });
    await db.query(`UPDATE product_variants SET stock = $2 WHERE product_id = $1`, [id, stock]);
    return id;
  }

  const defaultVariantOf = async (id: string): Promise<string> =>
    (await db.query(`SELECT id FROM product_variants WHERE product_id = $1`, [id]))[0].id;

  const stockOf = async (id: string): Promise<number | null> => (await db.query(PRODUCT_STOCK, [id]))[0].stock;

  const movements = async (id: string, reason?: string): Promise<{ change: number; reason: string }[]> =>
    db.query(
      `SELECT change, reason FROM stock_movements WHERE product_id = $1 AND ($2::text IS NULL OR reason = $2)
       ORDER BY created_at, id`,
      [id, reason ?? null],
    );

  /** Total of `quantity` pieces at 1000.00 each: 10% tax on top. */
  const amountFor = (pieces: number, price = 1000) => (pieces * price * 1.1).toFixed(2);

  const order = (account: Account, lines: { productId: string; quantity: number }[], method = 'COD', amount?: string) =>
    shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(account.token))
      .send({
        products: lines,
        amount: amount ?? amountFor(lines.reduce((sum, line) => sum + line.quantity, 0)),
        email: account.user.email,
        paymentMethod: method,
        shippingAddress: ADDRESS,
      });

  const setStatus = (id: string, status: string) =>
    shop
      .http()
      .patch(`/api/orders/update-order-status/${id}`)
      .set(...bearer(admin.token))
      .send({ status });

  it('sells the last 3 pieces to exactly 3 of 50 parallel orders; the others get 409 naming the product', async () => {
    const lamp = await productWithStock('Lucknow Jaali Lantern', 3);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => order(shoppers[i % shoppers.length], [{ productId: lamp, quantity: 1 }])),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    for (const refused of results.filter((res) => res.status === 409)) {
      expect(refused.body).toEqual({
        statusCode: 409,
        message: 'Sorry, "Lucknow Jaali Lantern" is out of stock.',
        error: 'Conflict',
        code: 'OUT_OF_STOCK',
      });
    }
    expect(await stockOf(lamp)).toBe(0);
    expect(await movements(lamp, 'order')).toHaveLength(3);
    const [{ n }] = await db.query(`SELECT count(DISTINCT order_id)::int AS n FROM order_items WHERE product_id = $1`, [
      lamp,
    ]);
    expect(n).toBe(3);
  });

  it('takes all lines or none: a short second line leaves the first untouched and places nothing', async () => {
    const mirror = await productWithStock('Arch mirror', 10);
    const vase = await productWithStock('Blue pottery vase', 2);
    const before = (await db.query(`SELECT count(*)::int AS n FROM orders`))[0].n;
    const res = await order(alice(), [
      { productId: mirror, quantity: 4 },
      { productId: vase, quantity: 3 },
    ]).expect(409);
    expect(res.body.message).toBe('Sorry, only 2 of "Blue pottery vase" left; your order asks for 3.');
    expect(await stockOf(mirror)).toBe(10);
    expect(await stockOf(vase)).toBe(2);
    expect((await db.query(`SELECT count(*)::int AS n FROM orders`))[0].n).toBe(before);
    // Made-to-order products are never short.
    const table = await productWithStock('Sheesham table', null);
    await order(alice(), [{ productId: table, quantity: 40 }]).expect(201);
    expect(await stockOf(table)).toBeNull();
    expect(await movements(table)).toHaveLength(0);
  });

  it('gives a UPI order back exactly once when abandonment, the shopper and an admin cancel at the same time', async () => {
    const bowl = await productWithStock('Kansa urli', 5);
    const placed = await order(alice(), [{ productId: bowl, quantity: 2 }], 'UPI').expect(201);
    const id = placed.body.order.id;
    expect(await stockOf(bowl)).toBe(3);
    const orders = shop.app.get(OrdersService);
    await Promise.all([
      ...Array.from({ length: 5 }, () =>
        shop
          .http()
          .post('/api/payments/cancel-abandoned-order')
          .set(...bearer(alice().token))
          .send({ orderId: id, reason: 'Payment window closed' }),
      ),
      ...Array.from({ length: 5 }, () =>
        orders.cancelUnpaid(id, 'Payment not completed in time', { id: null, role: 'system' }),
      ),
      ...Array.from({ length: 3 }, () => setStatus(id, 'cancelled')),
    ]);
    expect(await stockOf(bowl)).toBe(5);
    expect(await movements(bowl)).toEqual([
      { change: -2, reason: 'order' },
      { change: 2, reason: 'cancel' },
    ]);
  });

  it('gives stock back when the UPI payment fails, and takes it again when a late payment revives the order', async () => {
    const clock = await productWithStock('Carriage clock', 4);
    const id = (await order(alice(), [{ productId: clock, quantity: 1 }], 'UPI').expect(201)).body.order.id;
    const orders = shop.app.get(OrdersService);
    await orders.applyGatewayOutcome(id, { state: 'failed', txnId: 't1', amountPaise: null, response: {} });
    await orders.applyGatewayOutcome(id, { state: 'failed', txnId: 't1', amountPaise: null, response: {} });
    expect(await stockOf(clock)).toBe(4);
    const revived = await orders.applyGatewayOutcome(id, {
      state: 'paid',
      txnId: 't1',
      amountPaise: 110000,
      response: {},
    });
    expect(revived.order).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await stockOf(clock)).toBe(3);
    expect((await movements(clock)).map((m) => m.reason)).toEqual(['order', 'cancel', 'reopen']);
  });

  it('revives a paid order even when its pieces are gone, and tells the admin in the timeline', async () => {
    const print = await productWithStock('Pichwai print', 1);
    const id = (await order(alice(), [{ productId: print, quantity: 1 }], 'UPI').expect(201)).body.order.id;
    const orders = shop.app.get(OrdersService);
    await orders.cancelUnpaid(id, 'Payment not completed in time', { id: null, role: 'system' });
    await order(shoppers[1], [{ productId: print, quantity: 1 }]).expect(201); // someone else buys it
    const revived = await orders.applyGatewayOutcome(id, {
      state: 'paid',
      txnId: 't2',
      amountPaise: 110000,
      response: {},
    });
    expect(revived.order.status).toBe('pending');
    expect(revived.order.timeline.at(-1)?.note).toBe(
      'Payment received after cancellation; order reopened. Stock not reserved: Sorry, "Pichwai print" is out of stock.',
    );
    expect(await stockOf(print)).toBe(0);
    // Cancelling it again gives nothing back: it holds nothing.
    await setStatus(id, 'cancelled').expect(200);
    expect(await stockOf(print)).toBe(0);
  });

  it('gives a cancelled COD order back once; reopening takes it again or answers 409 naming the product', async () => {
    const shelf = await productWithStock('Cube shelf', 2);
    const id = (await order(alice(), [{ productId: shelf, quantity: 2 }]).expect(201)).body.order.id;
    expect(await stockOf(shelf)).toBe(0);
    await Promise.all([setStatus(id, 'cancelled'), setStatus(id, 'cancelled'), setStatus(id, 'cancelled')]);
    expect(await stockOf(shelf)).toBe(2);
    await setStatus(id, 'processing').expect(200);
    expect(await stockOf(shelf)).toBe(0);
    await setStatus(id, 'cancelled').expect(200);
    await order(shoppers[2], [{ productId: shelf, quantity: 1 }]).expect(201);
    const refused = await setStatus(id, 'pending').expect(409);
    expect(refused.body.message).toBe('Sorry, only 1 of "Cube shelf" left; your order asks for 2.');
    expect(await stockOf(shelf)).toBe(1);
    const view = await shop
      .http()
      .get(`/api/orders/order/${id}`)
      .set(...bearer(admin.token))
      .expect(200);
    expect(view.body.order.status).toBe('cancelled');
  });

  /** The SQL the shop sends while `work` runs, in order. */
  const statementsOf = async (work: () => Promise<unknown>) => (await sentSql(work)).map(({ sql }) => sql.trim());

  it('moves the stock before the order row when an order changes or goes, as placing locks them', async () => {
    // Placing locks the products in its statement and the status counters when that statement
    // ends (its trigger counts the new order). A change that wrote the order row (and so the
    // counters) before the stock could wait on a placing order that waits on it.
    const pot = await productWithStock('Terracotta pot', 5);
    const id = (await order(alice(), [{ productId: pot, quantity: 1 }]).expect(201)).body.order.id;
    const firstOf = (sent: string[], pattern: RegExp) => sent.findIndex((sql) => pattern.test(sql));
    const stockMove = /INSERT INTO stock_movements/;
    for (const status of ['cancelled', 'processing']) {
      const sent = await statementsOf(() => setStatus(id, status).expect(200));
      expect(firstOf(sent, stockMove)).toBeGreaterThanOrEqual(0);
      expect(firstOf(sent, stockMove)).toBeLessThan(firstOf(sent, /^UPDATE "orders" SET (.*, )?"status" = /));
    }
    const deleting = await statementsOf(() =>
      shop
        .http()
        .delete(`/api/orders/delete-order/${id}`)
        .set(...bearer(admin.token))
        .expect(200),
    );
    expect(firstOf(deleting, stockMove)).toBeGreaterThanOrEqual(0);
    expect(firstOf(deleting, stockMove)).toBeLessThan(firstOf(deleting, /^DELETE FROM "orders"/));
    expect(await stockOf(pot)).toBe(5);
  });

  it('gives an unshipped order back when it is deleted, not a shipped one', async () => {
    const tray = await productWithStock('Brass tray', 6);
    const pending = (await order(alice(), [{ productId: tray, quantity: 2 }]).expect(201)).body.order.id;
    const shipped = (await order(alice(), [{ productId: tray, quantity: 1 }]).expect(201)).body.order.id;
    await setStatus(shipped, 'shipped').expect(200);
    expect(await stockOf(tray)).toBe(3);
    for (const id of [pending, shipped]) {
      await shop
        .http()
        .delete(`/api/orders/delete-order/${id}`)
        .set(...bearer(admin.token))
        .expect(200);
    }
    expect(await stockOf(tray)).toBe(5);
    expect((await movements(tray)).map((m) => m.reason)).toEqual(['order', 'order', 'order_deleted']);
  });

  it('lets an admin set stock through the form and the quick edit, keeping a history with reasons', async () => {
    const created = await shop
      .http()
      .post('/api/product/create-product')
      .set(...bearer(admin.token))
      .send({ name: 'Rope mirror', category: 'Mirrors', price: 1500, image: '/uploads/x.webp', stock: 7 })
      .expect(201);
    const id = created.body.product.id;
    expect(created.body.product).toMatchObject({ stock: 7, inStock: true });

    const quick = await shop
      .http()
      .put(`/api/stock/${id}`)
      .set(...bearer(admin.token))
      .send({ stock: 0, note: 'Damaged in transit' })
      .expect(200);
    expect(quick.body).toEqual({
      message: 'Stock updated',
      changed: true,
      productId: id,
      variantId: await defaultVariantOf(id),
      stock: 0,
    });
    const shown = await shop.http().get(`/api/product/${id}`).expect(200);
    expect(shown.body.product).toMatchObject({ stock: 0, inStock: false });

    // The form leaves the count alone unless it sends one.
    const form = { name: 'Rope mirror', category: 'Mirrors', price: 1500, image: '/uploads/x.webp' };
    await shop
      .http()
      .patch(`/api/product/update-product/${id}`)
      .set(...bearer(admin.token))
      .send(form)
      .expect(200);
    expect(await stockOf(id)).toBe(0);
    await shop
      .http()
      .patch(`/api/product/update-product/${id}`)
      .set(...bearer(admin.token))
      .send({ ...form, stock: null })
      .expect(200);
    expect(await stockOf(id)).toBeNull();

    const history = await shop
      .http()
      .get(`/api/stock/history?productId=${id}`)
      .set(...bearer(admin.token))
      .expect(200);
    expect(history.body).toMatchObject({ total: 3, page: 1, totalPages: 1 });
    expect(
      history.body.movements.map((m: { reason: string; change: number; stockAfter: number | null }) => [
        m.reason,
        m.change,
        m.stockAfter,
      ]),
    ).toEqual([
      ['admin_edit', 0, null],
      ['admin_edit', -7, 0],
      ['initial', 7, 7],
    ]);
    expect(history.body.movements[1]).toMatchObject({
      productName: 'Rope mirror',
      note: 'Damaged in transit',
      actorId: admin.user.id,
    });
    const all = await shop
      .http()
      .get('/api/stock/history?limit=2')
      .set(...bearer(admin.token))
      .expect(200);
    expect(all.body.movements).toHaveLength(2);
    expect(all.body.total).toBeGreaterThan(2);
  });

  it('lists the history of orders placed together in the order their counts moved', async () => {
    const bowl = await productWithStock('Dhokra bowl', 50);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => order(shoppers[i % shoppers.length], [{ productId: bowl, quantity: 1 }])),
    );
    expect(results.filter((res) => res.status === 201)).toHaveLength(40);
    const history = await shop
      .http()
      .get(`/api/stock/history?productId=${bowl}&limit=100`)
      .set(...bearer(admin.token))
      .expect(200);
    const moves: { stockAfter: number; createdAt: string }[] = history.body.movements;
    // Newest first: each count one above the one after it, and the times never go forward.
    expect(moves.map((move) => move.stockAfter)).toEqual(Array.from({ length: 40 }, (_, i) => 10 + i));
    const times = moves.map((move) => Date.parse(move.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows the new count on cached product reads once an order, a cancel or an admin edit commits', async () => {
    const urn = await productWithStock('Bell metal urn', 5);
    const shown = async () => (await shop.http().get(`/api/product/${urn}`).expect(200)).body.product.stock;
    const first = await shop.http().get(`/api/product/${urn}`).expect(200);
    const again = await shop.http().get(`/api/product/${urn}`).expect(200);
    expect(again.headers.etag).toBe(first.headers.etag); // served from the answer cache
    const id = (await order(alice(), [{ productId: urn, quantity: 2 }]).expect(201)).body.order.id;
    expect(await shown()).toBe(3);
    await order(alice(), [{ productId: urn, quantity: 9 }]).expect(409);
    expect(await shown()).toBe(3);
    await setStatus(id, 'cancelled').expect(200);
    expect(await shown()).toBe(5);
    await shop
      .http()
      .put(`/api/stock/${urn}`)
      .set(...bearer(admin.token))
      .send({ stock: 1 })
      .expect(200);
    expect(await shown()).toBe(1);
    const listed = await shop.http().get('/api/product?limit=100').expect(200);
    expect(listed.body.products.find((p: { id: string }) => p.id === urn)).toMatchObject({ stock: 1 });
  });

  it('refuses bad counts and non-admins with clear errors', async () => {
    const id = await productWithStock('Test piece', 1);
    for (const stock of [-1, 1.5, 'many', 1_000_001]) {
      const res = await shop
        .http()
        .put(`/api/stock/${id}`)
        .set(...bearer(admin.token))
        .send({ stock })
        .expect(400);
      expect(res.body.statusCode).toBe(400);
    }
    await shop
      .http()
      .put(`/api/stock/${id}`)
      .set(...bearer(admin.token))
      .send({})
      .expect(400);
    await shop
      .http()
      .put(`/api/stock/not-a-uuid`)
      .set(...bearer(admin.token))
      .send({ stock: 1 })
      .expect(400);
    await shop
      .http()
      .put(`/api/stock/00000000-0000-4000-8000-000000000000`)
      .set(...bearer(admin.token))
      .send({ stock: 1 })
      .expect(404);
    await shop
      .http()
      .put(`/api/stock/${id}`)
      .set(...bearer(alice().token))
      .send({ stock: 9 })
      .expect(403);
    await shop.http().get('/api/stock/low').expect(401);
    await shop
      .http()
      .post('/api/product/create-product')
      .set(...bearer(admin.token))
      .send({ name: 'X', category: 'Mirrors', price: 10, image: '/uploads/x.webp', stock: -3 })
      .expect(400);
    expect(await stockOf(id)).toBe(1);
  });

  it('changes a count in place, without writing to any index or to the product', async () => {
    // An index naming the count (in its columns, expression or condition) would make every sale
    // write an entry into all of the table's indexes, the full-text one among them.
    const naming = await db.query<{ name: string }[]>(
      `SELECT i.indexrelid::regclass::text AS name
       FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attname = 'stock'
       WHERE i.indrelid IN ('products'::regclass, 'product_variants'::regclass)
         AND (a.attnum = ANY (i.indkey::int2[])
              OR coalesce(pg_get_expr(i.indexprs, i.indrelid), '') ~ '\\mstock\\M'
              OR coalesce(pg_get_expr(i.indpred, i.indrelid), '') ~ '\\mstock\\M')`,
    );
    expect(naming).toEqual([]);
    // And PostgreSQL updates the variant in place and leaves the product's row alone (its count
    // is the variants' sum, read with it): the transaction's own statistics count the updates.
    const id = await productWithStock('Brass bell', 20);
    const runner = db.createQueryRunner();
    await runner.startTransaction();
    try {
      for (let sold = 1; sold <= 3; sold++)
        await runner.query(`UPDATE product_variants SET stock = stock - 1 WHERE product_id = $1`, [id]);
      const hot: { table: string; updated: number; hot: number }[] = await runner.query(
        `SELECT relname AS table, n_tup_upd::int AS updated, n_tup_hot_upd::int AS hot FROM pg_stat_xact_user_tables
         WHERE relid IN ('products'::regclass, 'product_variants'::regclass) ORDER BY relname`,
      );
      const [variants, products] = hot;
      expect(variants).toMatchObject({ table: 'product_variants', hot: variants.updated });
      expect(variants.updated).toBeGreaterThanOrEqual(3);
      expect(products).toEqual({ table: 'products', updated: 0, hot: 0 });
      const [{ stock }] = await runner.query(PRODUCT_STOCK, [id]);
      expect(stock).toBe(17);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('lists low stock for the dashboard and lets the shop hide or sort sold-out products', async () => {
    await db.query(`DELETE FROM products`);
    const soldOut = await productWithStock('Sold out urn', 0, '100.00');
    const few = await productWithStock('Few lamps', 2, '200.00');
    const many = await productWithStock('Many bowls', 50, '300.00');
    const made = await productWithStock('Made to order table', null, '400.00');

    const low = await shop
      .http()
      .get('/api/stock/low')
      .set(...bearer(admin.token))
      .expect(200);
    expect(low.body.threshold).toBe(5);
    expect(low.body.products.map((p: { id: string; stock: number }) => [p.id, p.stock])).toEqual([
      [soldOut, 0],
      [few, 2],
    ]);

    const ids = async (query: string) =>
      (await shop.http().get(`/api/product?sortBy=price&sortOrder=asc${query}`).expect(200)).body.products.map(
        (p: { id: string }) => p.id,
      );
    expect(await ids('')).toEqual([soldOut, few, many, made]);
    expect(await ids('&outOfStock=show')).toEqual([soldOut, few, many, made]);
    expect(await ids('&outOfStock=hide')).toEqual([few, many, made]);
    expect(await ids('&outOfStock=last')).toEqual([few, many, made, soldOut]);
    // Pages of `last` run through those in stock, then the sold-out ones, in either direction.
    const soldOutToo = await productWithStock('Sold out lamp', 0, '350.00');
    const pages = async (sortOrder: string) => {
      const found: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const { body } = await shop
          .http()
          .get(`/api/product?sortBy=price&sortOrder=${sortOrder}&outOfStock=last&limit=2&page=${page}`)
          .expect(200);
        expect(body.totalProducts).toBe(5);
        found.push(...body.products.map((p: { id: string }) => p.id));
      }
      return found;
    };
    expect(await pages('asc')).toEqual([few, many, made, soldOut, soldOutToo]);
    expect(await pages('desc')).toEqual([made, many, few, soldOutToo, soldOut]);
    const hidden = await shop.http().get('/api/product?outOfStock=hide').expect(200);
    expect(hidden.body.totalProducts).toBe(3);
    const hiddenPage = await shop.http().get('/api/product?outOfStock=hide&sortBy=price&limit=2&page=2').expect(200);
    expect(hiddenPage.body.products.map((p: { id: string }) => p.id)).toEqual([few]);
    await shop.http().get('/api/product?outOfStock=never').expect(400);

    // The cart shows what is left so that it can warn.
    await shop
      .http()
      .post('/api/cart/add')
      .set(...bearer(alice().token))
      .send({ productId: few, quantity: 3 })
      .expect(201);
    const cart = await shop
      .http()
      .get(`/api/cart/${alice().user.id}`)
      .set(...bearer(alice().token))
      .expect(200);
    expect(cart.body.products.find((line: { productId: string }) => line.productId === few)).toMatchObject({
      quantity: 3,
      stock: 2,
    });
  });
});
