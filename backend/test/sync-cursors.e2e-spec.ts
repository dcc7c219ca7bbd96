import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { Account, placeOrder } from './billing-fixtures';
import { bearer, createProduct, setProfileAddress } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(180_000);

/** Rows show in a walk once older than the horizon's margin (common/http/cursor-page.ts). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_200));

interface Walked {
  ids: string[];
  items: Record<string, unknown>[];
  pages: number;
}

/** The cursor a `Link: <…>; rel="next"` header carries, or null without one. */
function linkCursor(link: string | undefined): string | null {
  if (!link) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  expect(match).not.toBeNull();
  return new URL(match![1], 'http://shop.invalid').searchParams.get('cursor');
}

describe('incremental sync: cursor walks of the lists integrations follow', () => {
  let shop: TestApp;
  let db: DataSource;
  let admin: Account;
  let shopper: Account;

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    admin = await shop.createUser({ role: 'admin' });
    shopper = await shop.createUser();
  });
  afterAll(() => shop.close());

  /**
   * Follows a list from its first page to its end, `limit` rows a page, checking that the body's
   * `next` (for object answers) and the Link header name the same cursor; `items` picks the rows.
   */
  async function walk(
    path: string,
    items: (body: Record<string, unknown> | unknown[]) => Record<string, unknown>[],
    options: { token?: string; query?: Record<string, string>; between?: (page: number) => Promise<void> } = {},
  ): Promise<Walked> {
    const walked: Walked = { ids: [], items: [], pages: 0 };
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { limit: '2', ...options.query, ...(cursor ? { cursor } : {}) };
      const res = await shop
        .http()
        .get(path)
        .query(query)
        .set(...bearer(options.token ?? admin.token))
        .expect(200);
      const fromLink = linkCursor(res.headers.link as string | undefined);
      if (!Array.isArray(res.body)) expect(res.body.next).toBe(fromLink);
      const rows = items(res.body);
      expect(rows.length).toBeLessThanOrEqual(2);
      walked.items.push(...rows);
      walked.ids.push(...rows.map((row) => String(row.id)));
      walked.pages += 1;
      cursor = fromLink;
      if (cursor && options.between) await options.between(walked.pages);
    } while (cursor);
    return walked;
  }

  const itemsOf = (body: Record<string, unknown> | unknown[]) => (body as { items: Record<string, unknown>[] }).items;
  const bare = (body: Record<string, unknown> | unknown[]) => body as Record<string, unknown>[];
  const field = (name: string) => (body: Record<string, unknown> | unknown[]) =>
    (body as Record<string, Record<string, unknown>[]>)[name];

  const idsIn = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ id: string }[]>(sql, params)).map((row) => row.id).sort();

  function expectOnce(walked: Walked, expected: string[]) {
    expect(new Set(walked.ids).size).toBe(walked.ids.length);
    expect([...walked.ids].sort()).toEqual([...expected].sort());
  }

  async function createCoupon(code: string): Promise<string> {
    const res = await shop
      .http()
      .post('/api/coupon/add')
      .set(...bearer(admin.token))
      .send({ code, discountPercentage: 10, expiryDate: new Date(Date.now() + 86_400_000).toISOString() })
      .expect(201);
    return res.body.coupon.id;
  }

  it('walks every product exactly once, with createdAt, updatedAt and stock, through an admin list', async () => {
    for (let i = 0; i < 5; i++) await createProduct(shop, { price: `${500 + i}.00` });
    await settle();
    const walked = await walk('/api/product/all', itemsOf);
    const all = await idsIn(`SELECT id FROM products`);
    expectOnce(walked, all);
    expect(walked.pages).toBe(Math.ceil(all.length / 2));
    for (const item of walked.items) {
      expect(item).toEqual(
        expect.objectContaining({ createdAt: expect.any(String), updatedAt: expect.any(String), stock: null }),
      );
    }
    // Oldest change first.
    const stamps = walked.items.map((item) => Date.parse(String(item.updatedAt)));
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);

    // A product's own fields stamp it, whatever writes them; its stock count does not.
    const [counted, renamed] = walked.ids;
    const before = new Date().toISOString();
    await db.query(`UPDATE product_variants SET stock = 3 WHERE product_id = $1`, [counted]);
    await db.query(`UPDATE products SET name = 'Renamed mirror' WHERE id = $1`, [renamed]);
    await settle();
    expect((await walk('/api/product/all', itemsOf, { query: { updated_since: before } })).ids).toEqual([renamed]);
  });

  it('walks users and coupons as bare arrays with the cursor in the Link header; without the new parameters they answer as before', async () => {
    for (let i = 0; i < 3; i++) await shop.createUser();
    for (const code of ['SYNCA', 'SYNCB', 'SYNCC']) await createCoupon(code);
    await settle();
    expectOnce(await walk('/api/auth/users', bare), await idsIn(`SELECT id FROM users`));
    expectOnce(await walk('/api/coupon', bare), await idsIn(`SELECT id FROM coupons`));

    const users = await shop
      .http()
      .get('/api/auth/users')
      .set(...bearer(admin.token))
      .expect(200);
    expect(users.headers.link).toBeUndefined();
    expect(users.body[0].role).toBe('admin');
    expect(users.body).toHaveLength((await idsIn(`SELECT id FROM users`)).length);
    const coupons = await shop
      .http()
      .get('/api/coupon')
      .set(...bearer(admin.token))
      .expect(200);
    expect(coupons.headers.link).toBeUndefined();
    expect(coupons.body.map((c: { code: string }) => c.code).slice(0, 3)).toEqual(['SYNCC', 'SYNCB', 'SYNCA']);
  });

  it("stamps a coupon's updatedAt on every write, a use taken by plain SQL included, and finds it by updated_since", async () => {
    const id = await createCoupon('SYNCUSE');
    await settle();
    const before = new Date().toISOString();
    await db.query(`UPDATE coupons SET used_count = used_count + 1 WHERE id = $1`, [id]);
    await settle();
    const walked = await walk('/api/coupon', bare, { query: { updated_since: before } });
    expect(walked.ids).toEqual([id]);
    expect(Date.parse(String(walked.items[0].updatedAt))).toBeGreaterThanOrEqual(Date.parse(before));
    expect(walked.items[0].usedCount).toBe(1);
  });

  it('walks a date range: updated_since inclusive, updated_before exclusive, on every kind of sync list', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
    await createCoupon('RANGEA');
    await pause();
    const from = new Date().toISOString();
    await pause();
    const inside = [await createCoupon('RANGEB'), await createCoupon('RANGEC')];
    await pause();
    const to = new Date().toISOString();
    await pause();
    await createCoupon('RANGED');
    await settle();
    const walked = await walk('/api/coupon', bare, { query: { updated_since: from, updated_before: to } });
    expect(walked.ids).toEqual(inside);
    // The bound stays in the Link of every page, so a client that follows it keeps the range.
    const first = await shop
      .http()
      .get('/api/coupon')
      .query({ updated_since: from, updated_before: to, limit: '1' })
      .set(...bearer(admin.token))
      .expect(200);
    expect(first.headers.link).toContain(`updated_before=${encodeURIComponent(to)}`);
    // Alone it starts a walk too: everything changed before it, on a list that also pages by number.
    const upTo = await walk('/api/coupon', bare, { query: { updated_before: from } });
    expect(upTo.ids).not.toContain(inside[0]);
    expect(upTo.ids.length).toBeGreaterThan(0);
    const history = await shop
      .http()
      .get('/api/stock/history')
      .query({ updated_before: '2001-01-01T00:00:00Z' })
      .set(...bearer(admin.token))
      .expect(200);
    expect(history.body).toEqual({ movements: [], next: null });
    const orders = await shop
      .http()
      .get('/api/orders')
      .query({ updated_before: '2001-01-01T00:00:00Z' })
      .set(...bearer(admin.token))
      .expect(200);
    expect(orders.body).toMatchObject({ orders: [], next: null });
  });

  it('refuses an updated_before that is malformed or not later than updated_since', async () => {
    const lists = [
      '/api/coupon',
      '/api/stock/history',
      '/api/orders',
      `/api/orders/${encodeURIComponent(shopper.user.email)}`,
    ];
    for (const path of lists) {
      for (const updated_before of ['tomorrow', '2025-01-31', '2025-01-31T10:00:00']) {
        const res = await shop
          .http()
          .get(path)
          .query({ updated_before })
          .set(...bearer(admin.token))
          .expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(JSON.stringify(res.body.message)).toContain(
          'updated_before must be an ISO 8601 date-time with a zone, e.g. 2025-01-31T18:30:00Z',
        );
      }
      for (const [since, before] of [
        ['2025-01-31T10:00:00Z', '2025-01-31T10:00:00Z'],
        ['2025-01-31T10:00:00Z', '2025-01-31T09:59:59.999999Z'],
        // The same instant in two zones is still an empty range.
        ['2025-01-31T10:00:00Z', '2025-01-31T15:30:00+05:30'],
      ]) {
        const res = await shop
          .http()
          .get(path)
          .query({ updated_since: since, updated_before: before })
          .set(...bearer(admin.token))
          .expect(400);
        expect(res.body.message).toEqual(['updated_before must be later than updated_since']);
      }
    }
    // A microsecond later is a range (of nothing here).
    await shop
      .http()
      .get('/api/coupon')
      .query({ updated_since: '2025-01-31T10:00:00.000001Z', updated_before: '2025-01-31T10:00:00.000002Z' })
      .set(...bearer(admin.token))
      .expect(200);
  });

  it('walks the stock history by cursor beside its pages, and per product', async () => {
    const products = [];
    for (let i = 0; i < 3; i++) {
      const res = await shop
        .http()
        .post('/api/product/create-product')
        .set(...bearer(admin.token))
        .send({ name: `Stocked ${i}`, category: 'Mirrors', price: 900, image: '/uploads/a.webp', stock: 5 + i })
        .expect(201);
      products.push(res.body.product.id as string);
    }
    await shop
      .http()
      .put(`/api/stock/${products[0]}`)
      .set(...bearer(admin.token))
      .send({ stock: 2 })
      .expect(200);
    await settle();
    const since = { updated_since: '1970-01-01T00:00:00Z' };
    const walked = await walk('/api/stock/history', field('movements'), { query: since });
    expectOnce(walked, await idsIn(`SELECT id FROM stock_movements`));
    const one = await walk('/api/stock/history', field('movements'), { query: { ...since, productId: products[0] } });
    expectOnce(one, await idsIn(`SELECT id FROM stock_movements WHERE product_id = $1`, [products[0]]));
    expect(one.ids).toHaveLength(2);

    // By page, as before: no cursor, its old bound on limit.
    const paged = await shop
      .http()
      .get('/api/stock/history')
      .query({ limit: '2' })
      .set(...bearer(admin.token))
      .expect(200);
    expect(paged.body).toEqual(
      expect.objectContaining({ page: 1, total: walked.ids.length, totalPages: Math.ceil(walked.ids.length / 2) }),
    );
    expect(paged.body.next).toBeUndefined();
    expect(paged.headers.link).toBeUndefined();
    await shop
      .http()
      .get('/api/stock/history')
      .query({ limit: '200' })
      .set(...bearer(admin.token))
      .expect(400);
    await shop
      .http()
      .get('/api/stock/history')
      .query({ ...since, limit: '200' })
      .set(...bearer(admin.token))
      .expect(200);
  });

  it('walks refunds, webhook deliveries, and a shopper’s orders and payments', async () => {
    await setProfileAddress(shop, shopper.user.id);
    const product = await createProduct(shop, { price: '1000.00' });
    const orders = [];
    for (let i = 0; i < 3; i++) {
      const placed = await placeOrder(shop, shopper, {
        products: [{ productId: product, quantity: 1 }],
        amount: '1100.00',
      }).expect(201);
      orders.push(placed.body.order.id as string);
    }
    for (const orderId of orders) {
      await db.query(
        `INSERT INTO refunds (id, order_id, amount, reason, status) VALUES ($1, $2, 10, 'Test', 'pending')`,
        [randomUUID(), orderId],
      );
    }
    const [{ id: endpoint }] = await db.query<{ id: string }[]>(
      `INSERT INTO webhook_endpoints (url, secret, events) VALUES ('https://erp.example/hook', 'secret', '{order.created}') RETURNING id`,
    );
    const [{ id: event }] = await db.query<{ id: string }[]>(
      `INSERT INTO webhook_outbox (type, payload) VALUES ('order.created', '{}') RETURNING id`,
    );
    for (let i = 0; i < 3; i++) {
      await db.query(
        `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, status) VALUES ($1, $2, 'order.created', 'delivered')`,
        [endpoint, event],
      );
    }
    await settle();

    expectOnce(await walk('/api/payments/refunds', itemsOf), await idsIn(`SELECT id FROM refunds`));
    const deliveries = await walk(`/api/webhooks/endpoints/${endpoint}/deliveries`, field('deliveries'), {
      query: { updated_since: '2020-01-01T00:00:00+05:30' },
    });
    expectOnce(deliveries, await idsIn(`SELECT id FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint]));

    // The admin's list of every order, and of one status, with its counts beside the walk.
    // `limit` alone pages this list as before: `updated_since` starts the walk.
    const since = { updated_since: '2020-01-01T00:00:00Z' };
    const everyOrder = await walk('/api/orders', field('orders'), { query: since });
    expectOnce(everyOrder, await idsIn(`SELECT id FROM orders`));
    await db.query(`UPDATE orders SET status = 'processing' WHERE id = $1`, [orders[1]]);
    await settle();
    expectOnce(
      await walk('/api/orders', field('orders'), { query: { ...since, status: 'processing' } }),
      await idsIn(`SELECT id FROM orders WHERE status = 'processing'`),
    );
    const mixed = await shop
      .http()
      .get('/api/orders')
      .query({ updated_since: '2020-01-01T00:00:00Z', q: 'mirror' })
      .set(...bearer(admin.token))
      .expect(400);
    expect(mixed.body.message).toBe(
      'A cursor walk takes only status and limit besides updated_since, updated_before and cursor',
    );

    const email = encodeURIComponent(shopper.user.email);
    for (const token of [shopper.token, admin.token]) {
      expectOnce(await walk(`/api/orders/${email}`, field('orders'), { token }), orders);
      const payments = await walk(`/api/payments/user-payments/${email}`, field('payments'), { token });
      expect(payments.items.map((p) => p.orderId).sort()).toEqual([...orders].sort());
    }
    // Without the new parameters: every order, newest first, no cursor.
    const all = await shop
      .http()
      .get(`/api/orders/${email}`)
      .set(...bearer(shopper.token))
      .expect(200);
    expect(all.body.orders.map((o: { id: string }) => o.id)).toEqual([...orders].reverse());
    expect(all.body.next).toBeUndefined();
    expect(all.headers.link).toBeUndefined();
  });

  it('skips no row that existed before a walk while others are inserted and updated meanwhile; the next sync brings the rest', async () => {
    for (let i = 0; i < 6; i++) await shop.createUser();
    await settle();
    const existing = await idsIn(`SELECT id FROM users`);
    const walkStart = new Date().toISOString();
    const inserted: string[] = [];
    const [readFirst, unread] = [existing[0], existing[existing.length - 1]];
    const walked = await walk('/api/auth/users', bare, {
      between: async (page) => {
        // New accounts, and changes to accounts before and after the walk's position.
        if (page <= 3) inserted.push((await shop.createUser()).user.id);
        if (page === 2) {
          await db.query(`UPDATE users SET username = 'Renamed' WHERE id = ANY($1::uuid[])`, [[readFirst, unread]]);
        }
      },
    });
    // Every account that existed and did not change is there; a changed one may come twice, or,
    // changed before the walk reached it, only in the next sync (checked below).
    for (const id of existing.filter((id) => id !== readFirst && id !== unread)) expect(walked.ids).toContain(id);
    const repeated = walked.ids.filter((id, i) => walked.ids.indexOf(id) !== i);
    expect(repeated.every((id) => id === readFirst || id === unread)).toBe(true);
    await settle();
    const next = await walk('/api/auth/users', bare, { query: { updated_since: walkStart } });
    for (const id of inserted) expect([...walked.ids, ...next.ids]).toContain(id);
    expect(next.items.filter((item) => item.username === 'Renamed').map((item) => item.id)).toEqual(
      expect.arrayContaining([readFirst, unread]),
    );
  });

  it('walks every order once while shoppers place orders at the same time, and the next sync brings those', async () => {
    await setProfileAddress(shop, shopper.user.id);
    const product = await createProduct(shop, { price: '1000.00' });
    const place = async () =>
      (
        await placeOrder(shop, shopper, { products: [{ productId: product, quantity: 1 }], amount: '1100.00' }).expect(
          201,
        )
      ).body.order.id as string;
    for (let i = 0; i < 4; i++) await place();
    await settle();
    const existing = await idsIn(`SELECT id FROM orders`);
    const walkStart = new Date().toISOString();
    // Orders placed in parallel with the page reads (not between them), until the walk ends.
    const placed: string[] = [];
    let walking = true;
    const placing = (async () => {
      while (walking && placed.length < 30) {
        const batch = await Promise.all([place(), place()]);
        placed.push(...batch);
      }
    })();
    let walked: Walked;
    try {
      walked = await walk('/api/orders', field('orders'), {
        query: { updated_since: '2020-01-01T00:00:00Z' },
        between: () => new Promise((resolve) => setTimeout(resolve, 50)),
      });
    } finally {
      walking = false;
      await placing;
    }
    expect(placed.length).toBeGreaterThan(0);
    // No order of before the walk is skipped or repeated; the new ones are past its horizon or at its end.
    const before = walked.ids.filter((id) => existing.includes(id));
    expect([...before].sort()).toEqual(existing);
    expect(new Set(walked.ids).size).toBe(walked.ids.length);
    await settle();
    const next = await walk('/api/orders', field('orders'), { query: { updated_since: walkStart } });
    for (const id of placed) expect([...walked.ids, ...next.ids]).toContain(id);
    expect(next.ids.filter((id) => existing.includes(id))).toEqual([]);
  });

  const onServer = process.env.DATABASE_URL ? it : it.skip;

  onServer(
    'holds the walk at a transaction still open, so a row it commits late with an earlier stamp is not skipped',
    async () => {
      const late = await createCoupon('SYNCLATE');
      await settle();
      const start = new Date().toISOString();
      const writer = new Client({ connectionString: shop.config.databaseUrl });
      await writer.connect();
      try {
        // Stamped with this transaction's start (now()), committed seconds later.
        await writer.query('BEGIN');
        await writer.query(`UPDATE coupons SET discount_percentage = 20 WHERE id = $1`, [late]);
        await settle();
        const after = await createCoupon('SYNCAFTER');
        await settle();
        // Meanwhile a sync sees neither: the committed one is newer than the open transaction.
        const during = await walk('/api/coupon', bare, { query: { updated_since: start } });
        expect(during.ids).toEqual([]);
        await writer.query('COMMIT');
        await settle();
        // The next sync, from where the last one ended (nothing seen: from its start), has both.
        const next = await walk('/api/coupon', bare, { query: { updated_since: start } });
        expect(next.ids).toEqual([late, after]);
      } finally {
        await writer.end();
      }
    },
  );

  it('refuses a bad updated_since, limit or cursor, and a cursor of another list', async () => {
    const get = (path: string, query: Record<string, string>) =>
      shop
        .http()
        .get(path)
        .query(query)
        .set(...bearer(admin.token));
    for (const updated_since of ['yesterday', '2025-01-31', '2025-01-31T10:00:00', '2025-02-30T10:00:00Z']) {
      const res = await get('/api/product/all', { updated_since }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain('updated_since must be an ISO 8601 date-time with a zone');
    }
    await get('/api/product/all', { limit: '0' }).expect(400);
    await get('/api/product/all', { limit: '501' }).expect(400);
    for (const cursor of ['not-a-cursor', Buffer.from('{"l":1}').toString('base64url'), 'x'.repeat(600)]) {
      const res = await get('/api/coupon', { cursor }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain('Invalid cursor');
    }
    const users = await get('/api/auth/users', { limit: '1' }).expect(200);
    const cursor = linkCursor(users.headers.link as string)!;
    expect(cursor).toBeTruthy();
    await get('/api/auth/users', { cursor, limit: '1' }).expect(200);
    for (const path of ['/api/coupon', '/api/product/all', '/api/payments/refunds', '/api/stock/history']) {
      const res = await get(path, { cursor }).expect(400);
      expect(res.body.message).toBe('Invalid cursor');
    }
    // A shopper's orders list is another list for each shopper.
    const email = encodeURIComponent(shopper.user.email);
    const mine = await get(`/api/orders/${email}`, { limit: '1' }).expect(200);
    const other = await shop.createUser();
    await shop
      .http()
      .get(`/api/orders/${encodeURIComponent(other.user.email)}`)
      .query({ cursor: mine.body.next })
      .set(...bearer(admin.token))
      .expect(400);
  });

  it('keeps the admin lists to admins, and a shopper to their own orders and payments', async () => {
    for (const path of [
      '/api/product/all',
      '/api/payments/refunds',
      '/api/auth/users?limit=2',
      '/api/coupon?limit=2',
      '/api/stock/history?updated_since=2020-01-01T00:00:00Z',
    ]) {
      await shop
        .http()
        .get(path)
        .set(...bearer(shopper.token))
        .expect(403);
    }
    const other = await shop.createUser();
    for (const path of ['/api/orders/', '/api/payments/user-payments/']) {
      await shop
        .http()
        .get(`${path}${encodeURIComponent(other.user.email)}?limit=2`)
        .set(...bearer(shopper.token))
        .expect(403);
    }
    await shop.http().get('/api/product/all').expect(401);
  });
});
