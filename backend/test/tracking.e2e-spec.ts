import { DataSource } from 'typeorm';
import { ADDRESS, bearer, createProduct, setProfileAddress } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';
import { outboxMails } from './mails';
import { signTrackingToken } from '../src/modules/orders/tracking/tracking-links';
import { TRACKING_MESSAGES } from '../src/modules/orders/tracking/tracking.service';

jest.setTimeout(60_000);

type Account = { user: { id: string; email: string }; token: string };

describe('tracking an order without signing in, and the admin order search', () => {
  let shop: TestApp;
  let asha: Account;
  let ravi: Account;
  let admin: Account;
  let mirror: string;
  let ashaOrder: { id: string; amount: number };
  let raviOrder: { id: string };

  const place = async (account: Account, paymentMethod: 'COD' | 'UPI' = 'COD') => {
    const answer = await shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(account.token))
      .send({
        email: account.user.email,
        paymentMethod,
        products: [{ productId: mirror, quantity: 1 }],
        amount: 1428.9,
      })
      .expect(201);
    return answer.body.order as { id: string; amount: number };
  };

  beforeAll(async () => {
    shop = await startTestApp();
    asha = await shop.createUser({ username: 'Asha Verma' });
    ravi = await shop.createUser({ username: 'Ravi Kumar' });
    admin = await shop.createUser({ role: 'admin' });
    mirror = await createProduct(shop, { name: 'Arch mirror', price: '1299.00' });
    const db = shop.app.get(DataSource);
    for (const [account, phone] of [
      [asha, '9876543210'],
      [ravi, '8123456789'],
    ] as const) {
      await setProfileAddress(shop, account.user.id);
      await db.query(`UPDATE users SET phone = $2 WHERE id = $1`, [account.user.id, phone]);
    }
    ashaOrder = await place(asha);
    raviOrder = await place(ravi, 'UPI');
  });
  afterAll(() => shop.close());

  const number = (id: string) => `#${id.slice(-8).toUpperCase()}`;

  it('links the order mail to a tracking page that opens signed out, without address, phone or e-mail', async () => {
    const [mail] = await outboxMails(shop, `Order confirmed: ${number(ashaOrder.id)}`);
    expect(mail).toBeDefined();
    const token = new RegExp(`${shop.config.publicUrl}/track/([\\w.-]+)`).exec(mail!)?.[1];
    expect(token).toBeDefined();
    expect(mail).not.toContain('/dashboard/orders/');

    const page = await shop.http().get(`/api/track/${token}`).expect(200);
    expect(page.body.order).toMatchObject({
      orderNumber: number(ashaOrder.id),
      status: 'pending',
      paymentMethod: 'COD',
      amount: ashaOrder.amount,
      products: [{ name: 'Arch mirror', quantity: 1 }],
      shipments: [],
    });
    expect(page.body.order.timeline[0]).toMatchObject({ status: 'pending' });
    const text = JSON.stringify(page.body);
    for (const secret of [ADDRESS.address, ADDRESS.pincode, '9876543210', asha.user.email, asha.user.id, 'Asha']) {
      expect(text).not.toContain(secret);
    }
  });

  it('shows the courier and tracking link once the order ships', async () => {
    await shop
      .http()
      .post(`/api/orders/${ashaOrder.id}/shipments`)
      .set(...bearer(admin.token))
      .send({ courier: 'delhivery', awb: '1234567890123' })
      .expect(201);
    const { token } = signed(ashaOrder.id, 60);
    const page = await shop.http().get(`/api/track/${token}`).expect(200);
    expect(page.body.order.status).toBe('shipped');
    expect(page.body.order.shipments).toEqual([
      expect.objectContaining({
        courierName: 'Delhivery',
        awb: '1234567890123',
        trackingUrl: expect.stringContaining('1234567890123'),
      }),
    ]);
  });

  function signed(orderId: string, seconds: number) {
    return { token: signTrackingToken(shop.config.jwtSecret, orderId, new Date(Date.now() + seconds * 1000)) };
  }

  it('refuses a changed link with 400 and an expired one with 410, saying so', async () => {
    const { token } = signed(ashaOrder.id, 60);
    const [id, expires, signature] = token.split('.');
    const otherOrder = `${raviOrder.id}.${expires}.${signature}`;
    const longer = `${id}.${Number(expires) + 86_400}.${signature}`;
    for (const tampered of [otherOrder, longer, `${token.slice(0, -2)}AA`, 'garbage']) {
      const answer = await shop.http().get(`/api/track/${tampered}`).expect(400);
      expect(answer.body.message).toBe(TRACKING_MESSAGES.invalid);
    }
    const expired = await shop
      .http()
      .get(`/api/track/${signed(ashaOrder.id, -1).token}`)
      .expect(410);
    expect(expired.body.message).toBe(TRACKING_MESSAGES.expired);
  });

  it('finds an order by its number and e-mail or phone, and answers alike for no order and a wrong contact', async () => {
    for (const contact of [asha.user.email.toUpperCase(), '+91 98765 43210']) {
      const found = await shop
        .http()
        .post('/api/track')
        .send({ orderNumber: number(ashaOrder.id).toLowerCase(), contact })
        .expect(200);
      expect(found.body.order.orderNumber).toBe(number(ashaOrder.id));
      await shop.http().get(`/api/track/${found.body.token}`).expect(200);
    }
    const wrongContact = await shop
      .http()
      .post('/api/track')
      .send({ orderNumber: number(ashaOrder.id), contact: ravi.user.email })
      .expect(404);
    const noOrder = await shop
      .http()
      .post('/api/track')
      .send({ orderNumber: '#00000000', contact: asha.user.email })
      .expect(404);
    expect(wrongContact.body).toEqual(noOrder.body);
    expect(noOrder.body.message).toBe(TRACKING_MESSAGES.notFound);
    const notAContact = await shop
      .http()
      .post('/api/track')
      .send({ orderNumber: number(ashaOrder.id), contact: 'asha' })
      .expect(400);
    expect(notAContact.body.message).toBe(TRACKING_MESSAGES.badContact);
  });

  it('limits look-ups of one order number', async () => {
    const ask = () =>
      shop
        .http()
        .post('/api/track')
        .send({ orderNumber: number(raviOrder.id), contact: '9000000000' });
    for (let i = 0; i < 10; i++) await ask().expect(404);
    const refused = await ask().expect(429);
    expect(refused.body.message).toMatch(/^Too many look-ups for this order number\./);
  });

  describe('the admin order list', () => {
    const list = (query: Record<string, string>) =>
      shop
        .http()
        .get('/api/orders')
        .query(query)
        .set(...bearer(admin.token));
    const ids = (body: { orders: { id: string }[] }) => body.orders.map((order) => order.id);

    it('keeps the name and phone of the customer with the order', async () => {
      const { body } = await shop
        .http()
        .get(`/api/orders/order/${ashaOrder.id}`)
        .set(...bearer(admin.token))
        .expect(200);
      expect(body.order.shippingAddress).toEqual({ ...ADDRESS, name: 'Asha Verma', phone: '9876543210' });
    });

    it('searches by order number, e-mail, name or phone', async () => {
      for (const q of [
        number(ashaOrder.id),
        ashaOrder.id.slice(-8),
        asha.user.email.slice(0, 8),
        'asha verm',
        '98765 43210',
        '543210',
      ]) {
        const { body } = await list({ q }).expect(200);
        expect({ q, ids: ids(body), count: body.count }).toEqual({ q, ids: [ashaOrder.id], count: 1 });
      }
      expect(ids((await list({ q: 'kumar' }).expect(200)).body)).toEqual([raviOrder.id]);
      expect((await list({ q: '100%_' }).expect(200)).body.count).toBe(0);
      expect((await list({ q: 'ab' }).expect(400)).body.message).toEqual(['Search for at least 3 characters']);
    });

    it('filters by payment status and by the days orders were placed, with the status filter', async () => {
      expect(ids((await list({ paymentStatus: 'unpaid' }).expect(200)).body)).toEqual([raviOrder.id, ashaOrder.id]);
      expect(ids((await list({ paymentStatus: 'paid' }).expect(200)).body)).toEqual([]);
      expect(ids((await list({ paymentStatus: 'unpaid', status: 'shipped' }).expect(200)).body)).toEqual([
        ashaOrder.id,
      ]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
      expect((await list({ from: today, to: today }).expect(200)).body.count).toBe(2);
      expect((await list({ to: '2020-01-31' }).expect(200)).body.count).toBe(0);
      expect((await list({ from: '2020-13-01' }).expect(400)).body.message).toEqual([
        'from must be a date as YYYY-MM-DD',
      ]);
      // The list without filters keeps its answer: every order and the counts per status.
      const all = (await list({}).expect(200)).body;
      expect(all.count).toBe(2);
      expect(all.counts).toMatchObject({ all: 2, shipped: 1, pending: 1 });
    });

    it('is for admins only', async () => {
      await shop
        .http()
        .get('/api/orders')
        .query({ q: 'asha' })
        .set(...bearer(asha.token))
        .expect(403);
    });
  });
});
