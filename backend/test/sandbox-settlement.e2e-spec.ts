import { ADDRESS, bearer, createProduct } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

type Account = { user: { id: string; email: string }; token: string };

/** The test mode for integrators: a sandbox UPI payment settled by one JSON call, no browser. */
describe('settling sandbox payments (POST /api/sandbox/payments/{orderId}/settle)', () => {
  let shop: TestApp;
  let alice: Account;
  let bob: Account;
  let product: string;

  beforeAll(async () => {
    shop = await startTestApp();
    alice = await shop.createUser();
    bob = await shop.createUser();
    product = await createProduct(shop, { price: '999.00' }); // total 1098.90
  });

  afterAll(async () => {
    await shop.close();
  });

  async function placeOrder(account: Account, paymentMethod: 'UPI' | 'COD'): Promise<string> {
    const placed = await shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(account.token))
      .send({
        products: [{ productId: product, quantity: 1 }],
        amount: '1098.90',
        email: account.user.email,
        paymentMethod,
        shippingAddress: ADDRESS,
      })
      .expect(201);
    return placed.body.order.id;
  }

  async function startedUpiOrder(account: Account): Promise<string> {
    const orderId = await placeOrder(account, 'UPI');
    await shop
      .http()
      .post('/api/payments/paytm/initiate')
      .set(...bearer(account.token))
      .send({ orderId, amount: '1098.90' })
      .expect(200);
    return orderId;
  }

  const settle = (account: Account | undefined, orderId: string, outcome: unknown) => {
    const call = shop.http().post(`/api/sandbox/payments/${orderId}/settle`);
    return (account ? call.set(...bearer(account.token)) : call).send({ outcome });
  };

  it('paid: the order is paid through the signed callback and the gateway status, once', async () => {
    const orderId = await startedUpiOrder(alice);
    const res = await settle(alice, orderId, 'paid').expect(200);
    expect(res.body).toMatchObject({ success: true, outcome: 'paid', order: { id: orderId, paymentStatus: 'paid' } });
    expect(res.body.order.payment).toMatchObject({ status: 'paid' });

    const again = await settle(alice, orderId, 'failed').expect(409);
    expect(again.body.message).toMatch(/no pending sandbox payment/);
    const order = await shop
      .http()
      .get(`/api/orders/order/${orderId}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(order.body.order.paymentStatus).toBe('paid');
  });

  it('failed: the payment fails and the order is cancelled', async () => {
    const orderId = await startedUpiOrder(alice);
    const res = await settle(alice, orderId, 'failed').expect(200);
    expect(res.body.order).toMatchObject({ paymentStatus: 'failed', status: 'cancelled' });
  });

  it('abandoned: the shop cancels the unpaid order as its payment time-out does', async () => {
    const orderId = await startedUpiOrder(alice);
    const res = await settle(alice, orderId, 'abandoned').expect(200);
    expect(res.body.order).toMatchObject({ paymentStatus: 'unpaid', status: 'cancelled' });
    expect(res.body.order.cancelReason).toMatch(/Payment not completed/);
    // The gateway still holds the transaction: a payment made after all reopens the order.
    const late = await settle(alice, orderId, 'paid').expect(200);
    expect(late.body.order.paymentStatus).toBe('paid');
    expect(late.body.order.status).not.toBe('cancelled');
  });

  it('refuses other shoppers, anonymous callers, unstarted payments and bad input', async () => {
    const orderId = await startedUpiOrder(alice);
    await settle(bob, orderId, 'paid').expect(403);
    await settle(undefined, orderId, 'paid').expect(401);
    const bad = await settle(alice, orderId, 'refunded').expect(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/outcome must be one of paid, failed, abandoned/);
    await settle(alice, 'not-a-uuid', 'paid').expect(400);
    await settle(alice, '3f9a2c71-5b0e-4d8a-9c1f-2a7e6b4d8c90', 'paid').expect(404);

    await settle(bob, await placeOrder(bob, 'COD'), 'paid').expect(409);
    // Nothing was settled for alice's order by the refusals.
    const order = await shop
      .http()
      .get(`/api/orders/order/${orderId}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(order.body.order).toMatchObject({ paymentStatus: 'unpaid', status: 'pending' });
  });

  it('answers 404 when the shop runs a real gateway (the sandbox is off)', async () => {
    const real = await startTestApp({ env: { PAYTM_HOST: 'https://securegw-stage.paytm.in' } });
    try {
      expect(real.config.paymentSandbox).toBe(false);
      const { token } = await real.createUser();
      await real
        .http()
        .post('/api/sandbox/payments/3f9a2c71-5b0e-4d8a-9c1f-2a7e6b4d8c90/settle')
        .set(...bearer(token))
        .send({ outcome: 'paid' })
        .expect(404);
      // Signed out, or without the CSRF header, the answer is the same: the path does not show.
      await real
        .http()
        .post('/api/sandbox/payments/3f9a2c71-5b0e-4d8a-9c1f-2a7e6b4d8c90/settle')
        .send({ outcome: 'paid' })
        .expect(404);
    } finally {
      await real.close();
    }
  });
});
