import { AddressInfo, createServer, Server, Socket } from 'node:net';
import { OrderMails } from '../src/modules/orders/order-mails';
import { ADDRESS, bearer, createProduct } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(60_000);

/** The mail server's greeting timeout alone is 10 s: an answer that waited for it would take that long. */
const PROMPT_MS = 3000;

describe('order mails: a mail server that does not answer holds up no checkout', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let shop: TestApp;

  beforeAll(async () => {
    // Takes the connection and never says a word, like a relay behind a broken firewall.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    shop = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    await shop.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it("answers the order and the admin's status change at once, and mails in the background", async () => {
    const alice = await shop.createUser();
    const admin = await shop.createUser({ role: 'admin' });
    const mirror = await createProduct(shop, { name: 'Arch mirror', price: '1299.00' });
    const order = { products: [{ productId: mirror, quantity: 1 }], email: alice.user.email, paymentMethod: 'COD' };
    const place = (amount: string) =>
      shop
        .http()
        .post('/api/orders/create-order')
        .set(...bearer(alice.token))
        .send({ ...order, amount, shippingAddress: ADDRESS });
    const { expectedAmount } = (await place('0.01').expect(409)).body as { expectedAmount: number };

    let started = Date.now();
    const placed = await place(expectedAmount.toFixed(2)).expect(201);
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);
    const orderId = (placed.body as { order: { id: string } }).order.id;

    started = Date.now();
    const changed = await shop
      .http()
      .patch(`/api/orders/update-order-status/${orderId}`)
      .set(...bearer(admin.token))
      .send({ status: 'shipped' })
      .expect(200);
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);
    expect((changed.body as { order: { status: string } }).order.status).toBe('shipped');

    // The mails did go to the server (which never answers), after the answers.
    const mails = shop.app.get(OrderMails);
    let settled = false;
    void mails.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    expect(sockets.size).toBeGreaterThan(0);
  });
});
