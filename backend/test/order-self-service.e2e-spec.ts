import { DataSource } from 'typeorm';
import { OrdersService } from '../src/modules/orders/orders.service';
import { ADDRESS, bearer, createProduct, PRODUCT_STOCK } from './checkout-fixtures';
import { mailsFromNow, mailsSince, setStatus } from './billing-fixtures';
import { startTestApp, TestApp } from './harness';
import { formOf } from './sandbox-forms';

jest.setTimeout(120_000);

type Account = { user: { id: string; email: string }; token: string };
type Started = { transactionUrl: string; paytmParams: Record<string, string>; txnId: string };

/**
 * After "Place Order": "Pay now" on an abandoned or failed UPI payment (a new gateway
 * transaction per attempt, late confirmations of any attempt counted once) and the shopper's
 * own cancel (COD at once, paid UPI refunded through the gateway, unpaid UPI as an abandoned
 * payment), each checked against the caller and the order's state.
 */
describe("the shopper's pay again and cancel", () => {
  let shop: TestApp;
  let db: DataSource;
  let alice: Account;
  let bob: Account;
  let admin: Account;

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    alice = await shop.createUser();
    bob = await shop.createUser();
    admin = await shop.createUser({ role: 'admin' });
  });

  afterAll(async () => {
    await shop.close();
  });

  /** A product with stock; 1000.00 + 10% tax = 1100.00 an order of one. */
  async function stocked(stock = 5): Promise<string> {
    const id = await createProduct(shop, { price: '1000.00' });
    await db.query(`UPDATE product_variants SET stock = $2 WHERE product_id = $1`, [id, stock]);
    return id;
  }

  const stockOf = async (id: string): Promise<number> => (await db.query(PRODUCT_STOCK, [id]))[0].stock;

  async function place(productId: string, method: 'COD' | 'UPI', account = alice): Promise<string> {
    const res = await shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(account.token))
      .send({
        products: [{ productId, quantity: 1 }],
        amount: '1100.00',
        email: account.user.email,
        paymentMethod: method,
        shippingAddress: ADDRESS,
      })
      .expect(201);
    return res.body.order.id;
  }

  const initiate = (orderId: string, account = alice) =>
    shop
      .http()
      .post('/api/payments/paytm/initiate')
      .set(...bearer(account.token))
      .send({ orderId, amount: '1100.00' });

  const payAgain = (orderId: string, account = alice) =>
    shop
      .http()
      .post('/api/payments/paytm/pay-again')
      .set(...bearer(account.token))
      .send({ orderId });

  const cancel = (orderId: string, account = alice, reason?: string) =>
    shop
      .http()
      .post(`/api/orders/order/${orderId}/cancel`)
      .set(...bearer(account.token))
      .send(reason ? { reason } : {});

  const orderOf = async (orderId: string) =>
    (
      await shop
        .http()
        .get(`/api/orders/order/${orderId}`)
        .set(...bearer(alice.token))
        .expect(200)
    ).body.order;

  const cart = async (account = alice): Promise<string[]> =>
    (
      await shop
        .http()
        .get(`/api/cart/${account.user.id}`)
        .set(...bearer(account.token))
        .expect(200)
    ).body.products.map((line: { productId: string }) => line.productId);

  /** The gateway page the browser's auto-submitted form opens. */
  async function page(data: Started): Promise<string> {
    const url = new URL(data.transactionUrl);
    return (
      await shop
        .http()
        .post(url.pathname + url.search)
        .type('form')
        .send(data.paytmParams)
        .expect(200)
    ).text;
  }

  /** Presses Pay or Fail on a page; `back()` is the browser's post to the shop's callback. */
  async function press(html: string, button: 'pay' | 'fail') {
    const form = formOf(html, button);
    const done = await shop.http().post(new URL(form.action).pathname).type('form').send(form.fields).expect(307);
    const callback = new URL(done.headers.location).pathname;
    return { fields: form.fields, back: () => shop.http().post(callback).type('form').send(form.fields) };
  }

  const notes = async (orderId: string): Promise<string[]> =>
    (
      await db.query(`SELECT note FROM order_status_history WHERE order_id = $1 ORDER BY created_at, id`, [orderId])
    ).map((row: { note: string }) => row.note);

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > end) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('starts a new gateway transaction after Back, and the new one pays the order once', async () => {
    const product = await stocked();
    const orderId = await place(product, 'UPI');
    const first: Started = (await initiate(orderId).expect(200)).body.data;
    expect(first.paytmParams.orderId).toBe(orderId);
    await page(first); // the shopper sees the gateway page, then presses Back

    await payAgain(orderId, bob).expect(403);
    const again = await payAgain(orderId).expect(200);
    const second: Started = again.body.data;
    expect(again.body).toMatchObject({ success: true, message: 'Payment initiated' });
    // A new order id at the gateway: Paytm wants one per transaction.
    expect(second.paytmParams.orderId).toBe(`${orderId}_2`);

    const pay = await press(await page(second), 'pay');
    const back = await pay.back().expect(302);
    expect(back.headers.location).toBe(`${shop.config.publicUrl}/payment-success?session_id=${orderId}`);
    const paid = await orderOf(orderId);
    expect(paid).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(paid.payment).toMatchObject({ status: 'paid', txnId: pay.fields.TXNID, gatewayOrderId: `${orderId}_2` });
    expect(paid.documents.map((doc: { kind: string }) => doc.kind)).toEqual(['invoice']);

    // The confirmation again, and the abandoned first transaction failing late: nothing changes.
    const before = await notes(orderId);
    await pay.back().expect(302);
    await (await press(await page(first), 'fail')).back().expect(302);
    expect(await notes(orderId)).toEqual(before);
    expect(before.filter((note) => note === 'Payment received')).toHaveLength(1);
    await payAgain(orderId).expect(409);
  });

  /** A UPI order with two gateway pages open: the first transaction's, then a "Pay now" one's. */
  async function twoOpenPages() {
    const product = await stocked();
    const orderId = await place(product, 'UPI');
    const firstPage = await page((await initiate(orderId).expect(200)).body.data);
    const secondPage = await page((await payAgain(orderId).expect(200)).body.data);
    return { product, orderId, firstPage, secondPage };
  }

  it('counts a late payment of the first transaction once, after a new one was started', async () => {
    const { product, orderId, firstPage, secondPage } = await twoOpenPages();

    // The shopper goes forward again to the first page and pays there.
    const pay = await press(firstPage, 'pay');
    await pay.back().expect(302);
    const paid = await orderOf(orderId);
    expect(paid).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(paid.payment).toMatchObject({ txnId: pay.fields.TXNID, gatewayOrderId: orderId });

    // The newer transaction failing afterwards changes nothing; the order stays paid once.
    await (await press(secondPage, 'fail')).back().expect(302);
    await pay.back().expect(302);
    const after = await orderOf(orderId);
    expect(after).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect((await notes(orderId)).filter((note) => note === 'Payment received')).toHaveLength(1);
    expect(await stockOf(product)).toBe(4);
  });

  it('refunds a second paid transaction in full through the gateway, once, and shows it to the admin', async () => {
    const { orderId, firstPage, secondPage } = await twoOpenPages();

    // Paid on the new page, then on the old one too: the gateway holds two payments.
    const kept = await press(secondPage, 'pay');
    await kept.back().expect(302);
    const extra = await press(firstPage, 'pay');
    await extra.back().expect(302);

    const sandbox = await db.query(`SELECT order_id, amount FROM sandbox_paytm_refunds WHERE order_id LIKE $1`, [
      `${orderId}%`,
    ]);
    expect(sandbox).toEqual([{ order_id: orderId, amount: '1100.00' }]);
    const seen = await shop
      .http()
      .get(`/api/orders/order/${orderId}`)
      .set(...bearer(admin.token))
      .expect(200);
    // The order keeps the payment it recorded, untouched; the other is refunded beside it.
    expect(seen.body.order).toMatchObject({ status: 'pending', paymentStatus: 'paid', refunds: [] });
    expect(seen.body.order.payment).toMatchObject({ gatewayOrderId: `${orderId}_2`, txnId: kept.fields.TXNID });
    expect(seen.body.order.payment.extraPayments).toEqual([
      expect.objectContaining({
        gatewayOrderId: orderId,
        txnId: extra.fields.TXNID,
        amount: 1100,
        refundStatus: 'success',
      }),
    ]);
    const history = await notes(orderId);
    expect(history).toContain(
      `Paid a second time at the gateway (${orderId}, ₹1,100.00); that payment is refunded in full`,
    );
    expect(history).toContain(`Refund of the second payment (${orderId}, ₹1,100.00) completed`);

    // The callback again and the status check: still one refund at the gateway.
    await extra.back().expect(302);
    await shop
      .http()
      .post('/api/payments/paytm/status')
      .set(...bearer(alice.token))
      .send({ orderId })
      .expect(200);
    const again = await db.query(`SELECT count(*)::int AS n FROM sandbox_paytm_refunds WHERE order_id LIKE $1`, [
      `${orderId}%`,
    ]);
    expect(again[0].n).toBe(1);
    expect((await notes(orderId)).filter((note) => note.startsWith('Paid a second time'))).toHaveLength(1);
  });

  it('reopens an order its failed payment cancelled, takes stock and cart lines again, and pays it', async () => {
    const product = await stocked(1);
    await shop
      .http()
      .post('/api/cart/add')
      .set(...bearer(alice.token))
      .send({ productId: product, quantity: 1 })
      .expect(201);
    const orderId = await place(product, 'UPI');
    expect(await cart()).not.toContain(product);
    const since = await mailsFromNow(shop);
    const first: Started = (await initiate(orderId).expect(200)).body.data;
    await (await press(await page(first), 'fail')).back().expect(302);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await cart()).toContain(product);
    expect(await stockOf(product)).toBe(1);
    const mail = (await mailsSince(shop, since)).find((m) => m.includes('is cancelled'));
    expect(mail).toContain('Pay now');

    const second: Started = (await payAgain(orderId).expect(200)).body.data;
    expect(second.paytmParams.orderId).toBe(`${orderId}_2`);
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', cancelReason: null });
    expect(await cart()).not.toContain(product);
    expect(await stockOf(product)).toBe(0);

    await (await press(await page(second), 'pay')).back().expect(302);
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await notes(orderId)).toContain('Reopened by the customer to pay again');
  });

  it('reopens an order whose payment could not be started', async () => {
    const product = await stocked(1);
    const orderId = await place(product, 'UPI');
    // What initiate does when the gateway refuses the transaction.
    await shop.app.get(OrdersService).cancelUnpaid(orderId, 'Payment initiation failed', { id: null, role: 'system' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(product)).toBe(1);
    const again: Started = (await payAgain(orderId).expect(200)).body.data;
    expect(again.paytmParams.orderId).toBe(orderId); // no transaction was ever started
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect(await stockOf(product)).toBe(0);
  });

  it('refuses pay again for another shopper, a COD order, a paid order and after the payment time', async () => {
    const product = await stocked();
    const cod = await place(product, 'COD');
    const upi = await place(product, 'UPI');
    await payAgain(upi, bob).expect(403);
    await payAgain('7b2f3c4d-0000-4000-8000-000000000000').expect(404);
    await payAgain('not-an-id').expect(400);
    expect((await payAgain(cod).expect(400)).body.message).toBe('This order is paid on delivery');
    await shop.http().post('/api/payments/paytm/pay-again').send({ orderId: upi }).expect(401);

    // Placed 16 minutes ago: its time (15 minutes by default) has run out.
    await initiate(upi).expect(200);
    await db.query(`UPDATE orders SET created_at = now() - interval '16 minutes' WHERE id = $1`, [upi]);
    const late = await payAgain(upi).expect(409);
    expect(late.body.message).toBe('The time to pay for this order has run out. Please place the order again.');

    // Cancelled by the shopper (not by a failed payment): not reopened.
    const own = await place(product, 'UPI');
    await initiate(own).expect(200);
    await cancel(own).expect(200);
    expect((await payAgain(own).expect(409)).body.message).toBe('This order can no longer be paid');
  });

  it('starts at most 5 gateway transactions for one order', async () => {
    const product = await stocked();
    const orderId = await place(product, 'UPI');
    await initiate(orderId).expect(200);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      expect((await payAgain(orderId).expect(200)).body.data.paytmParams.orderId).toBe(`${orderId}_${attempt}`);
    }
    const refused = await payAgain(orderId).expect(409);
    expect(refused.body.message).toBe('This order has had too many payment attempts. Please place the order again.');
    // The count stops at five, so the fifth stays the newest transaction the gateway is asked about.
    const fifth = await db.query(`SELECT gateway_attempts FROM payments WHERE order_id = $1`, [orderId]);
    expect(fifth).toEqual([{ gateway_attempts: 5 }]);
  });

  it('cancels an unshipped COD order at once: stock back, mail, webhook events', async () => {
    const product = await stocked(3);
    const orderId = await place(product, 'COD');
    expect(await stockOf(product)).toBe(2);
    await setStatus(shop, admin, orderId, 'processing').expect(200);
    const since = await mailsFromNow(shop);
    // An endpoint that subscribes, so that the order's events are written (delivery is the webhooks suite's).
    await shop
      .http()
      .post('/api/webhooks/endpoints')
      .set(...bearer(admin.token))
      .send({ url: 'http://127.0.0.1:9/hook', events: ['order.status_changed', 'order.cancelled'] })
      .expect(201);

    await cancel(orderId, bob).expect(403);
    const res = await cancel(orderId, alice, 'Ordered the wrong size').expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Order cancelled' });
    expect(res.body.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      cancelReason: 'Cancelled by the customer: Ordered the wrong size',
    });
    expect(await stockOf(product)).toBe(3);
    const mails = await mailsSince(shop, since);
    expect(mails.some((m) => m.includes('is cancelled') && m.includes('Ordered the wrong size'))).toBe(true);
    const last = res.body.order.timeline[res.body.order.timeline.length - 1];
    expect(last).toMatchObject({
      fromStatus: 'processing',
      status: 'cancelled',
      note: 'Cancelled by the customer: Ordered the wrong size',
    });
    const events = await db.query(
      `SELECT type, payload->>'toStatus' AS "to" FROM webhook_outbox WHERE payload->'order'->>'id' = $1 ORDER BY type`,
      [orderId],
    );
    expect(events).toEqual([
      { type: 'order.cancelled', to: null },
      { type: 'order.status_changed', to: 'cancelled' },
    ]);

    const again = await cancel(orderId).expect(409);
    expect(again.body.message).toBe('This order is already cancelled');
    expect(await stockOf(product)).toBe(3);
  });

  it('refuses to cancel an order that has shipped or been delivered', async () => {
    const product = await stocked();
    const shipped = await place(product, 'COD');
    await setStatus(shop, admin, shipped, 'shipped').expect(200);
    const refused = await cancel(shipped).expect(409);
    expect(refused.body.message).toBe('This order has already shipped and can no longer be cancelled');
    const delivered = await place(product, 'COD');
    await setStatus(shop, admin, delivered, 'completed').expect(200);
    expect((await cancel(delivered).expect(409)).body.message).toBe(
      'This order has already been delivered and can no longer be cancelled',
    );
    expect(await orderOf(shipped)).toMatchObject({ status: 'shipped' });
    await cancel('7b2f3c4d-0000-4000-8000-000000000000').expect(404);
    await shop.http().post(`/api/orders/order/${shipped}/cancel`).send({}).expect(401);
  });

  it('cancels a paid UPI order with the whole refund through the gateway and a credit note', async () => {
    const product = await stocked(2);
    const orderId = await place(product, 'UPI');
    const first: Started = (await initiate(orderId).expect(200)).body.data;
    await (await press(await page(first), 'pay')).back().expect(302);
    expect(await stockOf(product)).toBe(1);
    const since = await mailsFromNow(shop);

    const res = await cancel(orderId).expect(200);
    expect(res.body.order).toMatchObject({ status: 'cancelled', cancelReason: 'Cancelled by the customer' });
    expect(res.body.order.payment.refunds).toEqual([
      expect.objectContaining({ amount: 1100, reason: 'Cancelled by the customer' }),
    ]);
    expect(res.body.order.documents.map((doc: { kind: string }) => doc.kind)).toEqual(['invoice', 'credit_note']);
    expect(await stockOf(product)).toBe(2);
    const refunded = await until(
      () => orderOf(orderId),
      (order) => order.paymentStatus === 'refunded',
    );
    expect(refunded.paymentStatus).toBe('refunded');
    const sandbox = await db.query(`SELECT amount FROM sandbox_paytm_refunds WHERE order_id = $1`, [orderId]);
    expect(sandbox.map((row: { amount: string }) => Number(row.amount))).toEqual([1100]);
    const mails = await mailsSince(shop, since);
    expect(mails.some((m) => m.includes('is cancelled'))).toBe(true);
    expect(mails.some((m) => m.includes('Refund of Rs. 1,100.00 started'))).toBe(true);
    await cancel(orderId).expect(409);
  });

  it('refunds the transaction that paid when it was a "Pay now" one', async () => {
    const product = await stocked();
    const orderId = await place(product, 'UPI');
    await initiate(orderId).expect(200);
    const second: Started = (await payAgain(orderId).expect(200)).body.data;
    await (await press(await page(second), 'pay')).back().expect(302);
    await cancel(orderId).expect(200);
    const sandbox = await db.query(`SELECT order_id FROM sandbox_paytm_refunds WHERE order_id LIKE $1`, [
      `${orderId}%`,
    ]);
    expect(sandbox).toEqual([{ order_id: `${orderId}_2` }]);
    const refunded = await until(
      () => orderOf(orderId),
      (order) => order.paymentStatus === 'refunded',
    );
    expect(refunded).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('cancels an unpaid UPI order like an abandoned payment: stock back, lines back in the cart', async () => {
    const product = await stocked(2);
    await shop
      .http()
      .delete(`/api/cart/clear/${alice.user.id}`)
      .set(...bearer(alice.token))
      .expect(200);
    const orderId = await place(product, 'UPI');
    await initiate(orderId).expect(200);
    expect(await stockOf(product)).toBe(1);
    const res = await cancel(orderId).expect(200);
    expect(res.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(product)).toBe(2);
    expect(await cart()).toEqual([product]);
    await payAgain(orderId).expect(409);
  });

  it('ends consistent when a cancel races the confirmation of a payment', async () => {
    const product = await stocked(50);
    const orders = await Promise.all(Array.from({ length: 6 }, () => place(product, 'UPI')));
    const pages = await Promise.all(
      orders.map(async (id) => page((await initiate(id).expect(200)).body.data as Started)),
    );
    // The shopper pays (the gateway records it) while, in another tab, the order is cancelled.
    await Promise.all(
      orders.map(async (id, i) => {
        const paying = (async () => (await press(pages[i], 'pay')).back().expect(302))();
        const cancelling = cancel(id).then((res) => expect([200, 409]).toContain(res.status));
        await Promise.all([paying, cancelling]);
      }),
    );
    for (const id of orders) {
      // A paid order that ended cancelled is refunded; an unpaid one holds no money.
      const order = await until(
        () => orderOf(id),
        (o) => o.status !== 'cancelled' || o.paymentStatus !== 'paid' || o.payment.refunds.length > 0,
      );
      const consistent =
        (order.status === 'pending' && order.paymentStatus === 'paid') ||
        (order.status === 'cancelled' && ['unpaid', 'refunded'].includes(order.paymentStatus)) ||
        (order.status === 'cancelled' && order.paymentStatus === 'paid' && order.payment.refunds.length === 1);
      expect({ id, status: order.status, paymentStatus: order.paymentStatus, consistent }).toMatchObject({
        consistent: true,
      });
      const [row] = await db.query(`SELECT stock_reserved FROM orders WHERE id = $1`, [id]);
      expect(row.stock_reserved).toBe(order.status !== 'cancelled');
    }
    const held =
      orders.length - (await Promise.all(orders.map(orderOf))).filter((o) => o.status === 'cancelled').length;
    expect(await stockOf(product)).toBe(50 - held);
  });
});
