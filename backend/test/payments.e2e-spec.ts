import { DataSource } from 'typeorm';
import { Scheduler } from '../src/infra/scheduler';
import { PaymentTimeouts } from '../src/modules/payments/payment-timeouts';
import { signFields } from '../src/modules/payments/paytm-protocol';
import { ADDRESS, bearer, createProduct } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';
import { formOf } from './sandbox-forms';

// The embedded database (PGlite) boots and answers more slowly than a PostgreSQL server.
jest.setTimeout(60_000);

type Account = { user: { id: string; email: string }; token: string };

async function placeUpiOrder(shop: TestApp, account: Account, productId: string, amount: string): Promise<string> {
  const res = await shop
    .http()
    .post('/api/orders/create-order')
    .set(...bearer(account.token))
    .send({
      products: [{ productId, quantity: 1 }],
      amount,
      email: account.user.email,
      paymentMethod: 'UPI',
      shippingAddress: ADDRESS,
    })
    .expect(201);
  return res.body.order.id;
}

function initiate(shop: TestApp, account: Account, orderId: string, amount: string) {
  return shop
    .http()
    .post('/api/payments/paytm/initiate')
    .set(...bearer(account.token))
    .send({ orderId, amount, customerInfo: { email: account.user.email, phone: '9876543210' } });
}

describe('UPI payments through the sandbox Paytm gateway', () => {
  let shop: TestApp;
  let alice: Account;
  let bob: Account;
  let admin: Account;
  let product: string;

  beforeAll(async () => {
    shop = await startTestApp();
    alice = await shop.createUser();
    bob = await shop.createUser();
    admin = await shop.createUser({ role: 'admin' });
    product = await createProduct(shop, { price: '999.00' }); // total 1098.90
  });

  afterAll(async () => {
    await shop.close();
  });

  /** Opens the gateway page the way the browser's auto-submitted form does. */
  async function paymentPage(data: { transactionUrl: string; paytmParams: Record<string, string> }) {
    const url = new URL(data.transactionUrl);
    expect(url.origin).toBe(shop.baseUrl);
    const res = await shop
      .http()
      .post(url.pathname + url.search)
      .type('form')
      .send(data.paytmParams)
      .expect(200);
    return res.text;
  }

  /** Presses a button: the sandbox records it and 307s; the browser re-posts to the callback. */
  async function press(html: string, button: 'pay' | 'fail') {
    const form = formOf(html, button);
    const done = await shop.http().post(new URL(form.action).pathname).type('form').send(form.fields).expect(307);
    const callback = new URL(done.headers.location);
    expect(callback.pathname).toBe('/api/payments/paytm/callback');
    return { fields: form.fields, post: () => shop.http().post(callback.pathname).type('form').send(form.fields) };
  }

  const history = async (orderId: string): Promise<number> =>
    (
      await shop.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1`, [orderId])
    )[0].n;

  it('pays an order end to end: initiate, gateway page, signed callback, confirm-payment', async () => {
    const orderId = await placeUpiOrder(shop, alice, product, '1098.90');
    await initiate(shop, bob, orderId, '1098.90').expect(403);
    const wrong = await initiate(shop, alice, orderId, '1.00').expect(400);
    expect(wrong.body.message).toBe('The amount does not match the order');

    const started = await initiate(shop, alice, orderId, '1098.90').expect(200);
    expect(started.body).toMatchObject({ success: true, data: { txnId: orderId } });
    const { paytmParams, transactionUrl } = started.body.data;
    expect(paytmParams).toMatchObject({ mid: shop.config.paytmMid, orderId, txnToken: expect.any(String) });
    expect(transactionUrl).toContain('/sandbox/paytm/theia/api/v1/showPaymentPage?mid=');

    const html = await paymentPage(started.body.data);
    expect(html).toContain('1098.90');
    expect(html).not.toMatch(/<script/i);

    const pay = await press(html, 'pay');
    const back = await pay.post().expect(302);
    expect(back.headers.location).toBe(`${shop.config.publicUrl}/payment-success?session_id=${orderId}`);

    const confirmed = await shop
      .http()
      .post('/api/orders/confirm-payment')
      .set(...bearer(alice.token))
      .send({ session_id: orderId })
      .expect(200);
    expect(confirmed.body.order).toMatchObject({ orderId, status: 'pending', paymentStatus: 'paid' });
    expect(confirmed.body.order.payment).toMatchObject({ status: 'paid', provider: 'paytm', txnId: pay.fields.TXNID });
    await shop
      .http()
      .post('/api/orders/confirm-payment')
      .set(...bearer(bob.token))
      .send({ session_id: orderId })
      .expect(403);

    // A replayed callback is accepted as a redirect but changes nothing.
    const before = await history(orderId);
    await pay.post().expect(302);
    expect(await history(orderId)).toBe(before);

    const status = await shop
      .http()
      .post('/api/payments/paytm/status')
      .set(...bearer(alice.token))
      .send({ orderId })
      .expect(200);
    expect(status.body.data).toMatchObject({ gatewayStatus: 'paid', paymentStatus: 'paid' });

    const payments = await shop
      .http()
      .get(`/api/payments/user-payments/${alice.user.email}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(payments.body.payments[0]).toMatchObject({ orderId, method: 'UPI', amount: 1098.9, status: 'paid' });
    await shop
      .http()
      .get(`/api/payments/user-payments/${alice.user.email}`)
      .set(...bearer(bob.token))
      .expect(403);
    await shop
      .http()
      .get(`/api/payments/user-payments/${alice.user.email}`)
      .set(...bearer(admin.token))
      .expect(200);

    // A paid order cannot be abandoned or paid again.
    await shop
      .http()
      .post('/api/payments/cancel-abandoned-order')
      .set(...bearer(alice.token))
      .send({ orderId, reason: 'changed my mind' })
      .expect(409);
    await initiate(shop, alice, orderId, '1098.90').expect(409);
  });

  it('refuses forged callbacks and callbacks with another amount, changing nothing', async () => {
    const orderId = await placeUpiOrder(shop, bob, product, '1098.90');
    const started = await initiate(shop, bob, orderId, '1098.90').expect(200);
    const html = await paymentPage(started.body.data);
    const { fields } = formOf(html, 'pay');
    const before = await history(orderId);

    // Tampered status with the old checksum: the checksum no longer matches.
    const forged = await shop
      .http()
      .post('/api/payments/paytm/callback')
      .type('form')
      .send({ ...fields, TXNAMOUNT: '1.00' })
      .expect(400);
    expect(forged.body.message).toBe('Invalid payment callback');
    await shop
      .http()
      .post('/api/payments/paytm/callback')
      .type('form')
      .send({ ORDERID: orderId, STATUS: 'TXN_SUCCESS' })
      .expect(400);
    await shop
      .http()
      .post('/api/payments/paytm/callback')
      .type('form')
      .send({ ...fields, CHECKSUMHASH: 'bm90IGEgY2hlY2tzdW0=' })
      .expect(400);

    // Correctly signed (someone holding the key) but for a different amount.
    const { CHECKSUMHASH: _unused, ...unsigned } = fields;
    const otherAmount = await signFields({ ...unsigned, TXNAMOUNT: '1.00' }, shop.config.paytmMerchantKey);
    const mismatch = await shop.http().post('/api/payments/paytm/callback').type('form').send(otherAmount).expect(400);
    expect(mismatch.body.message).toBe('Payment amount does not match the order');

    // A genuine success callback the gateway never recorded (nobody pressed Pay): the status API says pending.
    await shop.http().post('/api/payments/paytm/callback').type('form').send(fields).expect(302);

    const order = await shop
      .http()
      .get(`/api/orders/order/${orderId}`)
      .set(...bearer(bob.token))
      .expect(200);
    expect(order.body.order).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect(await history(orderId)).toBe(before);
  });

  it('cancels the order when the shopper fails the payment', async () => {
    const orderId = await placeUpiOrder(shop, alice, product, '1098.90');
    const started = await initiate(shop, alice, orderId, '1098.90').expect(200);
    const fail = await press(await paymentPage(started.body.data), 'fail');
    await fail.post().expect(302);
    const order = await shop
      .http()
      .get(`/api/orders/order/${orderId}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(order.body.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      cancelReason: 'Payment failed',
    });
  });

  it('puts the lines back in the cart when a UPI payment fails or is abandoned', async () => {
    const cart = async () =>
      (
        await shop
          .http()
          .get(`/api/cart/${alice.user.id}`)
          .set(...bearer(alice.token))
          .expect(200)
      ).body.products.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity]);
    const other = await createProduct(shop, { price: '500.00' });
    const fromCart = async () => {
      await shop
        .http()
        .post('/api/cart/add')
        .set(...bearer(alice.token))
        .send({ productId: product, quantity: 1 })
        .expect(201);
      const orderId = await placeUpiOrder(shop, alice, product, '1098.90');
      expect(await cart()).toEqual([]);
      return orderId;
    };

    const failed = await fromCart();
    const started = await initiate(shop, alice, failed, '1098.90').expect(200);
    await (await press(await paymentPage(started.body.data), 'fail')).post().expect(302);
    expect(await cart()).toEqual([[product, 1]]);
    await shop
      .http()
      .delete(`/api/cart/clear/${alice.user.id}`)
      .set(...bearer(alice.token))
      .expect(200);

    const abandoned = await fromCart();
    // Added meanwhile in another tab: it stays, and the order's line joins it.
    await shop
      .http()
      .post('/api/cart/add')
      .set(...bearer(alice.token))
      .send({ productId: other, quantity: 2 })
      .expect(201);
    await shop
      .http()
      .post('/api/payments/cancel-abandoned-order')
      .set(...bearer(alice.token))
      .send({ orderId: abandoned, reason: 'Payment window closed' })
      .expect(200);
    expect(new Map(await cart())).toEqual(
      new Map([
        [product, 1],
        [other, 2],
      ]),
    );
    await shop
      .http()
      .delete(`/api/cart/clear/${alice.user.id}`)
      .set(...bearer(alice.token))
      .expect(200);
  });

  it('lets the owner cancel an abandoned order with a reason', async () => {
    const orderId = await placeUpiOrder(shop, alice, product, '1098.90');
    await initiate(shop, alice, orderId, '1098.90').expect(200);
    await shop
      .http()
      .post('/api/payments/cancel-abandoned-order')
      .set(...bearer(bob.token))
      .send({ orderId, reason: 'x' })
      .expect(403);
    const res = await shop
      .http()
      .post('/api/payments/cancel-abandoned-order')
      .set(...bearer(alice.token))
      .send({ orderId, reason: 'Payment window closed' })
      .expect(200);
    expect(res.body.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      cancelReason: 'Payment window closed',
    });
  });

  it('keeps payment calls to signed-in owners and validates ids', async () => {
    await shop.http().post('/api/payments/paytm/initiate').send({ orderId: product, amount: '1' }).expect(401);
    await shop.http().post('/api/payments/paytm/status').send({ orderId: product }).expect(401);
    await shop.http().post('/api/payments/cancel-abandoned-order').send({ orderId: product }).expect(401);
    await shop.http().post('/api/orders/confirm-payment').send({ session_id: product }).expect(401);
    await shop.http().get(`/api/payments/user-payments/${alice.user.email}`).expect(401);
    await initiate(shop, alice, 'not-an-id', '1').expect(400);
    await initiate(shop, alice, product, '1').expect(404);
    await shop
      .http()
      .post('/api/orders/confirm-payment')
      .set(...bearer(alice.token))
      .send({ session_id: 'abc' })
      .expect(400);
  });

  it('does not start a gateway payment for a COD order', async () => {
    const res = await shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(alice.token))
      .send({
        products: [{ productId: product, quantity: 1 }],
        amount: '1098.90',
        email: alice.user.email,
        paymentMethod: 'COD',
        shippingAddress: ADDRESS,
      })
      .expect(201);
    await initiate(shop, alice, res.body.order.id, '1098.90').expect(400);
  });
});

describe('abandoned UPI payments', () => {
  let shop: TestApp;
  let alice: Account;
  let product: string;

  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_TIMEOUT_SECONDS: '1' } });
    alice = await shop.createUser();
    product = await createProduct(shop, { price: '100.00' }); // total 110.00
  });

  afterAll(async () => {
    await shop.close();
  });

  async function waitForStatus(orderId: string, status: string, ms = 10_000) {
    const until = Date.now() + ms;
    for (;;) {
      const res = await shop
        .http()
        .get(`/api/orders/order/${orderId}`)
        .set(...bearer(alice.token))
        .expect(200);
      if (res.body.order.status === status || Date.now() > until) return res.body.order;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('cancels an unpaid order when its time-out job fires', async () => {
    const orderId = await placeUpiOrder(shop, alice, product, '110.00');
    await initiate(shop, alice, orderId, '110.00').expect(200);
    const order = await waitForStatus(orderId, 'cancelled');
    expect(order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      cancelReason: 'Payment not completed within 1 second',
    });
  });

  it('cancels through the sweep when the job was lost', async () => {
    const orderId = await placeUpiOrder(shop, alice, product, '110.00');
    await initiate(shop, alice, orderId, '110.00').expect(200);
    // The job disappears (Redis flushed, or the in-process timer with its process).
    await shop.app.get(Scheduler).cancel('payment-timeout', orderId);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const still = await shop
      .http()
      .get(`/api/orders/order/${orderId}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(still.body.order.status).toBe('pending');
    expect(await shop.app.get(PaymentTimeouts).sweep()).toBeGreaterThanOrEqual(1);
    const order = await waitForStatus(orderId, 'cancelled', 0);
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'Payment not completed within 1 second' });
    // Running it again is harmless.
    await shop.app.get(PaymentTimeouts).sweep();
    const again = await waitForStatus(orderId, 'cancelled', 0);
    expect(again.timeline).toHaveLength(order.timeline.length);
  });
});
