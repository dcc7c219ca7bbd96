import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { bearer } from './checkout-fixtures';
import {
  Account,
  createTaxedProduct,
  mailsFromNow,
  mailsSince,
  payUpiOrder,
  placeOrder,
  setStatus,
} from './billing-fixtures';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(120_000);

describe('refunds of UPI payments through the sandbox Paytm gateway', () => {
  let shop: TestApp;
  let alice: Account;
  let admin: Account;
  let mirror: string;
  let vase: string;

  beforeAll(async () => {
    shop = await startTestApp();
    alice = await shop.createUser();
    admin = await shop.createUser({ role: 'admin' });
    mirror = await createTaxedProduct(shop, { price: '1000.00' });
    vase = await createTaxedProduct(shop, { price: '250.00', hsnCode: '69139000', gstRate: 5 });
  });

  afterAll(async () => {
    await shop.close();
  });

  /** A paid UPI order: 2 mirrors + 1 vase = 2250 + 225 tax = 2475.00. */
  async function paidOrder(): Promise<{ id: string; lines: { id: string; productId: string }[] }> {
    const placed = await placeOrder(shop, alice, {
      products: [
        { productId: mirror, quantity: 2 },
        { productId: vase, quantity: 1 },
      ],
      amount: '2475.00',
      method: 'UPI',
    }).expect(201);
    await payUpiOrder(shop, alice, placed.body.order.id, '2475.00');
    return { id: placed.body.order.id, lines: placed.body.order.products };
  }

  const refund = (body: object, token = admin.token) =>
    shop
      .http()
      .post('/api/payments/refunds')
      .set(...bearer(token))
      .send({ refundId: randomUUID(), reason: 'Damaged in transit', ...body });

  const sandboxRefunded = async (orderId: string): Promise<number> =>
    Number(
      (
        await shop.app
          .get(DataSource)
          .query(
            `SELECT coalesce(sum(amount), 0) AS n FROM sandbox_paytm_refunds WHERE order_id = $1 AND status <> 'TXN_FAILURE'`,
            [orderId],
          )
      )[0].n,
    );

  it('refunds part by line, then the rest by amount, and the payment becomes refunded', async () => {
    const order = await paidOrder();
    const vaseLine = order.lines.find((line) => line.productId === vase)!;
    const adminList = async () =>
      (
        await shop
          .http()
          .get('/api/orders')
          .set(...bearer(admin.token))
          .expect(200)
      ).body.orders.find((o: { id: string }) => o.id === order.id);
    expect((await adminList()).refunds).toEqual([]); // the admin's list is now cached
    const since = await mailsFromNow(shop);
    const first = await refund({ orderId: order.id, lines: [{ itemId: vaseLine.id, quantity: 1 }] }).expect(201);
    // The vase's share: 250 + 10% tax = 275.00
    expect(first.body).toMatchObject({
      success: true,
      message: 'Refund completed',
      refund: {
        amount: 275,
        status: 'success',
        reason: 'Damaged in transit',
        lines: [{ itemId: vaseLine.id, quantity: 1 }],
      },
      order: { paymentStatus: 'partially_refunded', payment: { status: 'partially_refunded', refunded: 275 } },
    });
    expect(first.body.refund.gatewayRefundId).toMatch(/^SBXR/);
    expect((await adminList()).refunds).toEqual([expect.objectContaining({ amount: 275, status: 'success' })]);
    const notes = first.body.order.timeline.map((entry: { note: string }) => entry.note);
    expect(notes).toEqual(
      expect.arrayContaining(['Refund of ₹275.00 requested: Damaged in transit', 'Refund of ₹275.00 completed']),
    );

    // The vase cannot be refunded twice; more than is left is refused.
    const again = await refund({ orderId: order.id, lines: [{ itemId: vaseLine.id, quantity: 1 }] }).expect(409);
    expect(again.body).toMatchObject({ statusCode: 409, error: 'Conflict' });
    expect(again.body.message).toBe(
      'Only 0 of "' + (await lineName(order.id, vaseLine.id)) + '" can still be refunded',
    );
    const over = await refund({ orderId: order.id, amount: '2200.01' }).expect(409);
    expect(over.body.message).toBe('The refund exceeds what is left to refund (₹2,200.00)');

    const rest = await refund({ orderId: order.id, amount: 2200 }).expect(201);
    expect(rest.body.order).toMatchObject({
      paymentStatus: 'refunded',
      payment: { status: 'refunded', refunded: 2475 },
    });
    expect(await sandboxRefunded(order.id)).toBe(2475);
    await refund({ orderId: order.id, amount: '1.00' }).expect(409);

    // The shopper sees both refunds on the payments page, and was mailed about each.
    const payments = await shop
      .http()
      .get(`/api/payments/user-payments/${alice.user.email}`)
      .set(...bearer(alice.token))
      .expect(200);
    const payment = payments.body.payments.find((p: { orderId: string }) => p.orderId === order.id);
    expect(payment.refunds.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
      [275, 'success'],
      [2200, 'success'],
    ]);
    const subjects = (await mailsSince(shop, since))
      .filter((mail) => mail.includes(`To: ${alice.user.email}`))
      .map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '');
    expect(subjects.filter((s) => s.startsWith('Refund of'))).toEqual([
      expect.stringMatching(/^Refund of Rs\. 275\.00 started for order #/),
      expect.stringMatching(/^Refund of Rs\. 275\.00 completed for order #/),
      expect.stringMatching(/^Refund of Rs\. 2,200\.00 started/),
      expect.stringMatching(/^Refund of Rs\. 2,200\.00 completed/),
    ]);
  });

  async function lineName(orderId: string, itemId: string): Promise<string> {
    const rows: { name: string }[] = await shop.app
      .get(DataSource)
      .query(`SELECT name FROM order_items WHERE id = $1 AND order_id = $2`, [itemId, orderId]);
    return rows[0].name;
  }

  it('treats a repeated refund id as the same refund (double submit)', async () => {
    const order = await paidOrder();
    const refundId = randomUUID();
    const body = { orderId: order.id, refundId, amount: '100.00', reason: 'Late delivery' };
    const [a, b] = await Promise.all([
      shop
        .http()
        .post('/api/payments/refunds')
        .set(...bearer(admin.token))
        .send(body),
      shop
        .http()
        .post('/api/payments/refunds')
        .set(...bearer(admin.token))
        .send(body),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.refund.id).toBe(refundId);
    expect(b.body.refund.id).toBe(refundId);
    const c = await shop
      .http()
      .post('/api/payments/refunds')
      .set(...bearer(admin.token))
      .send(body)
      .expect(201);
    expect(c.body.refund).toMatchObject({ id: refundId, status: 'success', amount: 100 });
    const rows = await shop.app.get(DataSource).query(`SELECT id FROM refunds WHERE order_id = $1`, [order.id]);
    expect(rows).toHaveLength(1);
    expect(await sandboxRefunded(order.id)).toBe(100);
    // The same id with another amount, reason or lines is a mistake, not a retry.
    for (const changed of [
      { amount: '150.00' },
      { reason: 'Changed my mind' },
      { amount: undefined, lines: [{ itemId: order.lines[0].id, quantity: 1 }] },
    ]) {
      const reused = await refund({ ...body, ...changed }).expect(422);
      expect(reused.body.message).toBe(
        'This refund id was already used for a different refund. Use a new refund id for a new refund.',
      );
    }
    expect(await sandboxRefunded(order.id)).toBe(100);
    // The same id on another order is refused.
    const other = await paidOrder();
    await shop
      .http()
      .post('/api/payments/refunds')
      .set(...bearer(admin.token))
      .send({ ...body, orderId: other.id })
      .expect(409);
  });

  it('never refunds more than was paid when refunds race', async () => {
    const order = await paidOrder();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => refund({ orderId: order.id, amount: '500.00' })),
    );
    const ok = results.filter((r) => r.status === 201);
    expect(ok).toHaveLength(4); // 4 x 500 = 2000 <= 2475 < 5 x 500
    expect(results.filter((r) => r.status === 409)).toHaveLength(8);
    const refunded: { n: string }[] = await shop.app
      .get(DataSource)
      .query(`SELECT sum(amount) AS n FROM refunds WHERE order_id = $1 AND status <> 'failed'`, [order.id]);
    expect(Number(refunded[0].n)).toBe(2000);
    expect(await sandboxRefunded(order.id)).toBe(2000);
    const view = await shop
      .http()
      .get(`/api/orders/order/${order.id}`)
      .set(...bearer(admin.token))
      .expect(200);
    expect(view.body.order).toMatchObject({ paymentStatus: 'partially_refunded', payment: { refunded: 2000 } });
  });

  it('records a refund the gateway fails, which does not count against what was paid', async () => {
    const order = await paidOrder();
    // The sandbox fails refunds of an amount ending in .13 rupees.
    const failed = await refund({ orderId: order.id, amount: '10.13' }).expect(201);
    expect(failed.body).toMatchObject({ success: false, message: 'Refund failed', refund: { status: 'failed' } });
    expect(failed.body.order.paymentStatus).toBe('paid');
    expect(failed.body.order.timeline.at(-1).note).toBe('Refund of ₹10.13 failed');
    const full = await refund({ orderId: order.id, amount: '2475.00' }).expect(201);
    expect(full.body.order.paymentStatus).toBe('refunded');
  });

  it('offers the refund on a cancelled paid order, and refuses what cannot be refunded', async () => {
    const order = await paidOrder();
    const cancelled = await setStatus(shop, admin, order.id, 'cancelled').expect(200);
    // Cancelling keeps the UPI payment paid until the money actually goes back.
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(cancelled.body.order.documents.map((d: { kind: string }) => d.kind)).toEqual(['invoice', 'credit_note']);
    await refund({ orderId: order.id, lines: [{ itemId: randomUUID(), quantity: 1 }] }).expect(404);
    await refund({ orderId: order.id, lines: [{ itemId: order.lines[0].id, quantity: 3 }] }).expect(409);
    await refund({ orderId: order.id, amount: null }).expect(400);
    await refund({ orderId: order.id, amount: '2475.00' }).expect(201);

    const unpaid = await placeOrder(shop, alice, {
      products: [{ productId: vase, quantity: 1 }],
      amount: '275.00',
      method: 'UPI',
    }).expect(201);
    const notPaid = await refund({ orderId: unpaid.body.order.id, amount: '1.00' }).expect(409);
    expect(notPaid.body.message).toBe('Only a paid order can be refunded');
    const cod = await placeOrder(shop, alice, {
      products: [{ productId: vase, quantity: 1 }],
      amount: '275.00',
    }).expect(201);
    await refund({ orderId: cod.body.order.id, amount: '1.00' }).expect(400);

    await refund({ orderId: order.id, amount: '1.00' }, alice.token).expect(403);
    await shop.http().post('/api/payments/refunds').send({}).expect(401);
    const invalid = await refund({ orderId: order.id }).expect(400);
    expect(invalid.body.message).toBe('Give either an amount or lines to refund');
    await refund({ orderId: order.id, amount: '1.00', lines: [{ itemId: order.lines[0].id, quantity: 1 }] }).expect(
      400,
    );
    await refund({ orderId: order.id, amount: '-5' }).expect(400);
    await refund({ orderId: order.id, amount: '0' }).expect(400);
    await refund({ orderId: order.id, amount: '1.00', reason: '  ' }).expect(400);
    await refund({ orderId: randomUUID(), amount: '1.00' }).expect(404);
    await shop
      .http()
      .post(`/api/payments/refunds/${randomUUID()}/check`)
      .set(...bearer(admin.token))
      .expect(404);
  });
});
