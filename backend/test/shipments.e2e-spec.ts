import { ADDRESS, bearer, createProduct } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';
import { outboxMails } from './mails';

jest.setTimeout(60_000);

type Account = { user: { id: string; email: string }; token: string };

describe('shipment tracking', () => {
  let shop: TestApp;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  let product: string;

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await shop.createUser({ role: 'admin' });
    alice = await shop.createUser();
    bob = await shop.createUser();
    product = await createProduct(shop, { name: 'Jharokha mirror', price: '1000.00' });
  });

  afterAll(async () => {
    await shop.close();
  });

  const placeOrder = async (): Promise<string> =>
    (
      await shop
        .http()
        .post('/api/orders/create-order')
        .set(...bearer(alice.token))
        .send({
          products: [{ productId: product, quantity: 1 }],
          amount: '1100.00',
          email: alice.user.email,
          paymentMethod: 'COD',
          shippingAddress: ADDRESS,
        })
        .expect(201)
    ).body.order.id;

  const ship = (orderId: string, body: object, token = admin.token) =>
    shop
      .http()
      .post(`/api/orders/${orderId}/shipments`)
      .set(...bearer(token))
      .send(body);

  const mails = (subject: string): Promise<string[]> => outboxMails(shop, subject);

  it('lists the couriers with their tracking link templates, to anyone', async () => {
    const res = await shop.http().get('/api/couriers').expect(200);
    expect(res.body.couriers.map((c: { name: string }) => c.name)).toEqual([
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'India Post',
      'Ekart',
      'Xpressbees',
      'Other',
    ]);
    expect(res.body.couriers[0]).toEqual({
      code: 'delhivery',
      name: 'Delhivery',
      trackingUrlTemplate: 'https://www.delhivery.com/track/package/{awb}',
    });
  });

  it('ships an order with courier and AWB; the shopper sees the tracking link on the order and in the mail', async () => {
    const orderId = await placeOrder();
    const short = orderId.slice(-8).toUpperCase();
    const res = await ship(orderId, { courier: 'bluedart', awb: ' 509 1234 5678 ' }).expect(201);
    expect(res.body.message).toBe('Shipment added');
    expect(res.body.order.status).toBe('shipped');
    const tracking = 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=50912345678';
    expect(res.body.order.shipments).toEqual([
      {
        id: expect.any(String),
        courier: 'bluedart',
        courierName: 'Blue Dart',
        awb: '50912345678',
        trackingUrl: tracking,
        shippedAt: expect.any(String),
      },
    ]);
    expect(res.body.order.timeline.at(-1)).toMatchObject({ status: 'shipped', fromStatus: 'pending' });

    const seen = await shop
      .http()
      .get(`/api/orders/order/${orderId}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(seen.body.order.shipments[0]).toMatchObject({ courierName: 'Blue Dart', awb: '50912345678' });
    const listed = await shop
      .http()
      .get(`/api/orders/${encodeURIComponent(alice.user.email)}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(listed.body.orders.find((o: { id: string }) => o.id === orderId).shipments).toHaveLength(1);

    const [shippedMail] = await mails(`#${short} is shipped`);
    expect(shippedMail).toContain('Blue Dart, AWB 50912345678');
    expect(shippedMail).toContain(tracking);

    // A second parcel, by a courier not in the table with its own link: the status stays, a mail says so.
    const second = await ship(orderId, {
      courier: 'other',
      courierName: 'Shadowfax',
      awb: 'SF-99812',
      trackingUrl: 'https://tracker.shadowfax.in/SF-99812',
    }).expect(201);
    expect(second.body.order.status).toBe('shipped');
    expect(second.body.order.shipments.map((s: { courierName: string; trackingUrl: string }) => s.trackingUrl)).toEqual(
      [tracking, 'https://tracker.shadowfax.in/SF-99812'],
    );
    expect(second.body.order.timeline.filter((t: { status: string }) => t.status === 'shipped')).toHaveLength(1);
    const [parcelMail] = await mails(`Another parcel of order #${short}`);
    expect(parcelMail).toContain('Shadowfax, AWB SF-99812');
    expect(await mails(`#${short} is shipped`)).toHaveLength(1);

    // The admin's order list (reused while orders do not change) shows the new parcel at once.
    const adminList = async () =>
      (
        await shop
          .http()
          .get('/api/orders')
          .set(...bearer(admin.token))
          .expect(200)
      ).body.orders.find((o: { id: string }) => o.id === orderId).shipments.length;
    expect(await adminList()).toBe(2);

    // An "other" courier without a link: no link rather than a made-up one.
    const third = await ship(orderId, { courier: 'other', courierName: 'Local Express', awb: 'LOCAL123' }).expect(201);
    expect(third.body.order.shipments[2]).toMatchObject({ courierName: 'Local Express', trackingUrl: null });
    expect(await adminList()).toBe(3);

    // A parcel entered by mistake can be taken back; the order stays shipped.
    const removed = await shop
      .http()
      .delete(`/api/orders/${orderId}/shipments/${third.body.order.shipments[2].id}`)
      .set(...bearer(admin.token))
      .expect(200);
    expect(removed.body.order.shipments).toHaveLength(2);
    expect(await adminList()).toBe(2);
    expect(removed.body.order.status).toBe('shipped');
    await shop
      .http()
      .delete(`/api/orders/${orderId}/shipments/${third.body.order.shipments[2].id}`)
      .set(...bearer(admin.token))
      .expect(404);
  });

  it('keeps the same AWB to one parcel and cancelled orders unshipped', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    await ship(first, { courier: 'delhivery', awb: '1234567890123' }).expect(201);
    const again = await ship(second, { courier: 'delhivery', awb: '1234567890123' }).expect(409);
    expect(again.body).toEqual({
      statusCode: 409,
      message: 'Delhivery AWB 1234567890123 is already recorded on another order',
      error: 'Conflict',
      code: 'CONFLICT',
    });
    const orderView = await shop
      .http()
      .get(`/api/orders/order/${second}`)
      .set(...bearer(admin.token))
      .expect(200);
    expect(orderView.body.order).toMatchObject({ status: 'pending', shipments: [] });

    await shop
      .http()
      .patch(`/api/orders/update-order-status/${second}`)
      .set(...bearer(admin.token))
      .send({ status: 'cancelled' })
      .expect(200);
    const cancelled = await ship(second, { courier: 'ekart', awb: 'FMPC12345' }).expect(409);
    expect(cancelled.body.message).toBe('A cancelled order cannot be shipped');
  });

  it('checks the input and who asks', async () => {
    const orderId = await placeOrder();
    const bad = async (body: object, message: string | RegExp) => {
      const res = await ship(orderId, body).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    };
    await bad({ courier: 'fedex', awb: '12345' }, /courier must be one of/);
    await bad({ courier: 'dtdc' }, /awb is required/);
    await bad({ courier: 'dtdc', awb: '<b>x</b>' }, /AWB number must be 4-40 letters, digits or dashes/);
    await bad({ courier: 'dtdc', awb: '12' }, /AWB number must be/);
    await bad(
      { courier: 'dtdc', awb: 'D1234567', trackingUrl: 'https://x.example' },
      /only for the courier \\"other\\"/,
    );
    await bad(
      { courier: 'other', courierName: 'Local', awb: 'X12345', trackingUrl: 'javascript:alert(1)' },
      /must be an http\(s\) link/,
    );
    await bad(
      { courier: 'other', courierName: 'Local', awb: 'X12345', trackingUrl: 'http:/x' },
      /must be an http\(s\) link/,
    );
    await bad({ courier: 'other', awb: 'X12345' }, /courierName is required for courier \\"other\\"/);
    await bad({ courier: 'other', courierName: '  ', awb: 'X12345' }, /courierName is required/);
    await bad({ courier: 'dtdc', awb: 'D1234567', extra: 1 }, /property extra should not exist/);
    await ship('not-a-uuid', { courier: 'dtdc', awb: 'D1234567' }).expect(400);
    await ship('00000000-0000-4000-8000-000000000000', { courier: 'dtdc', awb: 'D1234567' }).expect(404);
    await ship(orderId, { courier: 'dtdc', awb: 'D1234567' }, alice.token).expect(403);
    await ship(orderId, { courier: 'dtdc', awb: 'D1234567' }, bob.token).expect(403);
    await shop.http().post(`/api/orders/${orderId}/shipments`).send({ courier: 'dtdc', awb: 'D1234567' }).expect(401);
    const view = await shop
      .http()
      .get(`/api/orders/order/${orderId}`)
      .set(...bearer(admin.token))
      .expect(200);
    expect(view.body.order).toMatchObject({ status: 'pending', shipments: [] });
  });
});
