import { DataSource } from 'typeorm';
import { SandboxPaytmService } from '../src/modules/payments/sandbox/sandbox-paytm.service';
import { ADDRESS, bearer, createProduct } from './checkout-fixtures';
import { eventually } from './eventually';
import { startTestApp, TestApp } from './harness';

/**
 * A coupon use is held by each live order: a cancelled order gives it back, and when it comes
 * back (a late gateway payment, an admin reopening it) it takes the use again within the
 * coupon's limits, or it stays cancelled (the late payment is refunded; the admin gets 409).
 * Every path is tried with 50 concurrent attempts.
 */
jest.setTimeout(180_000);

type Account = { user: { id: string; email: string }; token: string };

const FUTURE = new Date(Date.now() + 86_400_000).toISOString();
/** Price 1000.00 with a 10% coupon: 1000 - 100 + 10% tax of 900. */
const WITH_COUPON = '990.00';

describe('coupon uses of orders that come back', () => {
  let shop: TestApp;
  let admin: Account;
  let product: string;
  let db: DataSource;

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await shop.createUser({ role: 'admin' });
    product = await createProduct(shop, { price: '1000.00' });
    db = shop.app.get(DataSource);
  });

  afterAll(async () => {
    await shop.close();
  });

  const addCoupon = (code: string, limits: { maxUses?: number; maxUsesPerCustomer?: number }) =>
    shop
      .http()
      .post('/api/coupon/add')
      .set(...bearer(admin.token))
      .send({ code, discountPercentage: 10, expiryDate: FUTURE, ...limits })
      .expect(201);

  const placeOrder = (shopper: Account, paymentMethod: 'COD' | 'UPI', couponCode: string) =>
    shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(shopper.token))
      .send({
        products: [{ productId: product, quantity: 1 }],
        amount: WITH_COUPON,
        email: shopper.user.email,
        paymentMethod,
        shippingAddress: ADDRESS,
        couponCode,
      });

  /**
   * A UPI order whose payment was started and then abandoned (its coupon use handed back): the
   * gateway's transaction stays open, so the shopper can still pay it.
   */
  async function abandoned(shopper: Account, code: string): Promise<string> {
    const placed = await placeOrder(shopper, 'UPI', code).expect(201);
    const orderId: string = placed.body.order.id;
    await shop
      .http()
      .post('/api/payments/paytm/initiate')
      .set(...bearer(shopper.token))
      .send({ orderId, amount: WITH_COUPON })
      .expect(200);
    const cancelled = await shop
      .http()
      .post('/api/payments/cancel-abandoned-order')
      .set(...bearer(shopper.token))
      .send({ orderId, reason: 'Changed my mind' })
      .expect(200);
    expect(cancelled.body.order.status).toBe('cancelled');
    return orderId;
  }

  /** The shopper pays every order at the gateway now (the sandbox records it; nothing is posted). */
  async function payAtGateway(orderIds: string[]): Promise<Record<string, string>[]> {
    const sandbox = shop.app.get(SandboxPaytmService);
    const fields = [];
    for (const orderId of orderIds) {
      const signed = await sandbox.completePending(orderId, 'TXN_SUCCESS');
      expect(signed).not.toBeNull();
      fields.push(signed as unknown as Record<string, string>);
    }
    return fields;
  }

  /** Each payment's callback and the shopper's confirm-payment, all at once. */
  function latePayments(shopper: Account, orderIds: string[], fields: Record<string, string>[]) {
    return Promise.all([
      ...fields.map((form) => shop.http().post('/api/payments/paytm/callback').type('form').send(form)),
      ...orderIds.map((orderId) =>
        shop
          .http()
          .post('/api/orders/confirm-payment')
          .set(...bearer(shopper.token))
          .send({ session_id: orderId }),
      ),
    ]);
  }

  const coupon = async (code: string): Promise<{ used: number; live: number }> =>
    (
      await db.query(
        `SELECT c.used_count AS used,
                (SELECT count(*)::int FROM orders o WHERE o.coupon_code = c.code AND o.status <> 'cancelled') AS live
         FROM coupons c WHERE c.code = $1`,
        [code],
      )
    )[0];

  const orderRows = (ids: string[]) =>
    db.query(
      `SELECT o.id, o.status, o.payment_status AS "paymentStatus", o.cancel_reason AS "cancelReason",
              (SELECT coalesce(sum(r.amount), 0)::text FROM refunds r WHERE r.order_id = o.id AND r.status = 'success') AS refunded,
              (SELECT count(*)::int FROM refunds r WHERE r.order_id = o.id) AS refunds,
              (SELECT count(*)::int FROM invoices i WHERE i.order_id = o.id) AS invoices
       FROM orders o WHERE o.id = ANY($1)`,
      [ids],
    ) as Promise<
      {
        id: string;
        status: string;
        paymentStatus: string;
        cancelReason: string | null;
        refunded: string;
        refunds: number;
        invoices: number;
      }[]
    >;

  /** Every order left cancelled was paid and refunded in full, once, without an invoice. */
  async function expectRefundedWhole(ids: string[]): Promise<void> {
    const settled = (row: { paymentStatus: string }) => row.paymentStatus === 'refunded';
    const rows = await eventually(
      () => orderRows(ids),
      (all) => all.every(settled),
      20_000,
    );
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        refunded: WITH_COUPON,
        refunds: 1,
        invoices: 0,
      });
      expect(row.cancelReason).toContain('the payment is refunded');
    }
  }

  it('a maxUses: 1 coupon: 50 late payments (callback and confirm-payment) and 10 new orders at once, one live order', async () => {
    const code = 'ONLYONCE';
    await addCoupon(code, { maxUses: 1 });
    const shopper = await shop.createUser();
    const orderIds: string[] = [];
    for (let i = 0; i < 50; i += 1) orderIds.push(await abandoned(shopper, code));
    expect(await coupon(code)).toEqual({ used: 0, live: 0 });
    const fields = await payAtGateway(orderIds);
    const others = await Promise.all(Array.from({ length: 10 }, () => shop.createUser()));

    const [payments, placed] = await Promise.all([
      latePayments(shopper, orderIds, fields),
      Promise.all(others.map((other) => placeOrder(other, 'COD', code))),
    ]);

    // Callbacks redirect to the result page; confirm-payment answers the order. Never 5xx.
    expect(payments.map((res) => res.status).filter((status) => status !== 302 && status !== 200)).toEqual([]);
    for (const refused of placed.filter((res) => res.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('This coupon has reached its usage limit.');
    }
    expect(await coupon(code)).toEqual({ used: 1, live: 1 });

    const revived = (await orderRows(orderIds)).filter((row) => row.status !== 'cancelled');
    const newOrders = placed.filter((res) => res.status === 201);
    expect(revived.length + newOrders.length).toBe(1);
    if (revived.length === 1)
      expect(revived[0]).toMatchObject({ status: 'pending', paymentStatus: 'paid', invoices: 1 });
    await expectRefundedWhole(orderIds.filter((id) => !revived.some((row) => row.id === id)));
    expect(await coupon(code)).toEqual({ used: 1, live: 1 });
  });

  it('a once-per-customer coupon: 50 late payments of a shopper who already has a live order keep one live order', async () => {
    const code = 'ONCEPERSHOPPER';
    await addCoupon(code, { maxUsesPerCustomer: 1 });
    const shopper = await shop.createUser();
    const orderIds: string[] = [];
    for (let i = 0; i < 50; i += 1) orderIds.push(await abandoned(shopper, code));
    const live = await placeOrder(shopper, 'COD', code).expect(201);
    const fields = await payAtGateway(orderIds);

    const payments = await latePayments(shopper, orderIds, fields);

    expect(payments.map((res) => res.status).filter((status) => status !== 302 && status !== 200)).toEqual([]);
    const confirmed = payments.filter((res) => res.status === 200).map((res) => res.body.order);
    expect(confirmed).toHaveLength(50);
    expect(confirmed.every((order: { status: string }) => order.status === 'cancelled')).toBe(true);
    await expectRefundedWhole(orderIds);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM orders WHERE user_id = $1 AND coupon_code = $2 AND status <> 'cancelled'`,
      [shopper.user.id, code],
    );
    expect(count).toBe(1);
    expect(await coupon(code)).toEqual({ used: 1, live: 1 });

    // An admin cannot reopen one of them either while the live order holds the shopper's use.
    const reopen = await shop
      .http()
      .patch(`/api/orders/update-order-status/${orderIds[0]}`)
      .set(...bearer(admin.token))
      .send({ status: 'pending' })
      .expect(409);
    expect(reopen.body).toEqual({
      statusCode: 409,
      message: `The order cannot be reopened: its customer has already used coupon ${code} as many times as it allows.`,
      error: 'Conflict',
      code: 'CONFLICT',
    });
    // Once the live order is cancelled, the admin may reopen one.
    await shop
      .http()
      .patch(`/api/orders/update-order-status/${live.body.order.id}`)
      .set(...bearer(admin.token))
      .send({ status: 'cancelled' })
      .expect(200);
    await shop
      .http()
      .patch(`/api/orders/update-order-status/${orderIds[0]}`)
      .set(...bearer(admin.token))
      .send({ status: 'pending' })
      .expect(200);
    expect(await coupon(code)).toEqual({ used: 1, live: 1 });
  });

  it('an admin reopening 50 cancelled orders at once takes the uses left and is refused the rest', async () => {
    const code = 'THREEUSES';
    await addCoupon(code, { maxUses: 3 });
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => shop.createUser()));
    const cancelled: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      const placed = await placeOrder(shoppers[i % shoppers.length], 'COD', code).expect(201);
      await shop
        .http()
        .patch(`/api/orders/update-order-status/${placed.body.order.id}`)
        .set(...bearer(admin.token))
        .send({ status: 'cancelled' })
        .expect(200);
      cancelled.push(placed.body.order.id);
    }
    await placeOrder(shoppers[0], 'COD', code).expect(201);
    expect(await coupon(code)).toEqual({ used: 1, live: 1 });

    const answers = await Promise.all(
      cancelled.map((id) =>
        shop
          .http()
          .patch(`/api/orders/update-order-status/${id}`)
          .set(...bearer(admin.token))
          .send({ status: 'pending' }),
      ),
    );

    expect(answers.filter((res) => res.status === 200)).toHaveLength(2);
    const refused = answers.filter((res) => res.status !== 200);
    expect(refused).toHaveLength(48);
    for (const res of refused) {
      expect(res.body).toEqual({
        statusCode: 409,
        message: `The order cannot be reopened: coupon ${code} has reached its usage limit.`,
        error: 'Conflict',
        code: 'CONFLICT',
      });
    }
    expect(await coupon(code)).toEqual({ used: 3, live: 3 });
    const rows = await orderRows(cancelled);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(2);
  });
});
