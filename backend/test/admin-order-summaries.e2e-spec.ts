import { DataSource } from 'typeorm';
import { OrdersService } from '../src/modules/orders/orders.service';
import { bearer, createProduct } from './checkout-fixtures';
import { placeOrder, setStatus, type Account } from './billing-fixtures';
import { startTestApp, TestApp } from './harness';
import { sentSql } from './sent-sql';

jest.setTimeout(60_000);

/** The admin table's rows (`GET /api/orders?view=summary`): what they carry, and how they page and filter. */
describe('the admin order list as summary rows', () => {
  let shop: TestApp;
  let asha: Account;
  let ravi: Account;
  let admin: Account;
  /** Newest first. */
  let placed: { id: string; amount: number }[];

  beforeAll(async () => {
    shop = await startTestApp();
    asha = await shop.createUser({ username: 'Asha Verma' });
    ravi = await shop.createUser({ username: 'Ravi Kumar' });
    admin = await shop.createUser({ role: 'admin' });
    const mirror = await createProduct(shop, { name: 'Arch mirror', price: '1000.00' });
    const lamp = await createProduct(shop, { name: 'Brass lamp', price: '500.00' });
    const order = async (account: Account, method: 'COD' | 'UPI', lines: [string, number][], amount: string) =>
      (
        await placeOrder(shop, account, {
          products: lines.map(([productId, quantity]) => ({ productId, quantity })),
          amount,
          method,
        }).expect(201)
      ).body.order as { id: string; amount: number };
    const first = await order(
      asha,
      'COD',
      [
        [mirror, 2],
        [lamp, 1],
      ],
      '2750.00',
    );
    const second = await order(ravi, 'UPI', [[mirror, 1]], '1100.00');
    const third = await order(asha, 'COD', [[lamp, 3]], '1650.00');
    // Delivered and collected: the COD order is paid and invoiced.
    await setStatus(shop, admin, first.id, 'completed').expect(200);
    placed = [third, second, first];
  });
  afterAll(() => shop.close());

  const list = (query: Record<string, string | number>, account = admin) =>
    shop
      .http()
      .get('/api/orders')
      .query({ view: 'summary', ...query })
      .set(...bearer(account.token));
  const ids = (body: { orders: { id: string }[] }) => body.orders.map((order) => order.id);

  it('answers each order as a row of the admin table, with the counts per status', async () => {
    const { body } = await list({}).expect(200);
    expect(ids(body)).toEqual(placed.map((order) => order.id));
    expect(body.count).toBe(3);
    expect(body.counts).toEqual({ all: 3, pending: 2, processing: 0, shipped: 0, completed: 1, cancelled: 0 });
    expect(typeof body.lastUpdated).toBe('string');
    const full = await shop
      .http()
      .get(`/api/orders/order/${placed[2].id}`)
      .set(...bearer(admin.token))
      .expect(200);
    const [invoice] = full.body.order.documents;
    expect(body.orders[2]).toEqual({
      id: placed[2].id,
      createdAt: full.body.order.createdAt,
      updatedAt: full.body.order.updatedAt,
      email: asha.user.email,
      customerName: 'Asha Verma',
      amount: 2750,
      status: 'completed',
      paymentMethod: 'COD',
      paymentStatus: 'paid',
      itemCount: 3,
      refundable: 2750,
      invoice: { kind: 'invoice', number: invoice.number, issuedAt: invoice.issuedAt, pdfUrl: invoice.pdfUrl },
    });
    expect(body.orders[1]).toMatchObject({
      email: ravi.user.email,
      customerName: 'Ravi Kumar',
      amount: 1100,
      status: 'pending',
      paymentMethod: 'UPI',
      paymentStatus: 'unpaid',
      itemCount: 1,
      invoice: null,
    });
    expect(body.orders[0]).toMatchObject({ itemCount: 3, amount: 1650 });
    // Without the view, the list answers whole orders as before.
    const whole = (
      await shop
        .http()
        .get('/api/orders')
        .set(...bearer(admin.token))
        .expect(200)
    ).body;
    expect(whole.orders[2]).toMatchObject({
      id: placed[2].id,
      products: expect.any(Array),
      timeline: expect.any(Array),
    });
    expect((await list({ view: 'full' }).expect(200)).body.orders[2].products).toHaveLength(2);
  });

  it('pages newest first, keeping the count of every page', async () => {
    const first = (await list({ limit: 2 }).expect(200)).body;
    const second = (await list({ limit: 2, page: 2 }).expect(200)).body;
    const beyond = (await list({ limit: 2, page: 3 }).expect(200)).body;
    expect([...ids(first), ...ids(second)]).toEqual(placed.map((order) => order.id));
    expect([first.count, second.count, beyond.count]).toEqual([3, 3, 3]);
    expect(beyond.orders).toEqual([]);
  });

  it('filters by status, payment status, search and days', async () => {
    expect(ids((await list({ status: 'completed' }).expect(200)).body)).toEqual([placed[2].id]);
    const unpaid = (await list({ paymentStatus: 'unpaid' }).expect(200)).body;
    expect([ids(unpaid), unpaid.count]).toEqual([[placed[0].id, placed[1].id], 2]);
    expect(ids((await list({ status: 'pending', paymentStatus: 'unpaid', limit: 1 }).expect(200)).body)).toEqual([
      placed[0].id,
    ]);
    const found = (await list({ q: 'ravi kum' }).expect(200)).body;
    expect([ids(found), found.count]).toEqual([[placed[1].id], 1]);
    expect(ids((await list({ q: `#${placed[2].id.slice(-8).toUpperCase()}` }).expect(200)).body)).toEqual([
      placed[2].id,
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect((await list({ from: today, to: today, status: 'pending' }).expect(200)).body.count).toBe(2);
    expect((await list({ to: '2020-01-31' }).expect(200)).body).toMatchObject({ orders: [], count: 0 });
  });

  it('reads the pages asked at once each once, answering every request', async () => {
    const orders = shop.app.get(OrdersService);
    let answers: Awaited<ReturnType<OrdersService['listSummaries']>>[] = [];
    const sent = await sentSql(async () => {
      answers = await Promise.all([
        orders.listSummaries({ limit: 2 }),
        orders.listSummaries({ limit: 2 }),
        orders.listSummaries({ limit: 2, page: 2 }),
        orders.listSummaries({ limit: 2 }),
      ]);
    });
    expect(sent.filter(({ sql }) => sql.includes('FULL JOIN'))).toHaveLength(2);
    expect(answers.map((answer) => answer.orders.map((order) => order.id))).toEqual([
      ids({ orders: placed.slice(0, 2) }),
      ids({ orders: placed.slice(0, 2) }),
      ids({ orders: placed.slice(2) }),
      ids({ orders: placed.slice(0, 2) }),
    ]);
    expect(answers.map((answer) => answer.count)).toEqual([3, 3, 3, 3]);
  });

  it('shows what refunds left of the amount', async () => {
    // A refund done and one that failed, written as the refund ledger writes them.
    await shop.app.get(DataSource).query(
      `INSERT INTO refunds (id, order_id, amount, reason, status) VALUES (gen_random_uuid(), $1, 1000.50, 'Damaged', 'success'),
         (gen_random_uuid(), $1, 500, 'Retried', 'failed')`,
      [placed[2].id],
    );
    const { body } = await list({ status: 'completed' }).expect(200);
    expect(body.orders[0]).toMatchObject({ amount: 2750, refundable: 1749.5 });
  });

  it('refuses an unknown view, a view on a cursor walk, and anyone but an admin', async () => {
    expect((await list({ view: 'brief' }).expect(400)).body.message).toEqual(['view must be one of full, summary']);
    expect((await list({ updated_since: '2025-01-01T00:00:00Z' }).expect(400)).body.message).toBe(
      'A cursor walk takes only status and limit besides updated_since, updated_before and cursor',
    );
    await list({}, asha).expect(403);
    await shop.http().get('/api/orders').query({ view: 'summary' }).expect(401);
  });
});
