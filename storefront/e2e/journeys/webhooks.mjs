// Webhooks: the admin registers an endpoint on the Webhooks page (a receiver this journey runs),
// a new product reaches it signed with the secret the page showed once, the delivery log says
// Delivered, a resend arrives again, and the endpoint is deleted.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { callApi, expectOk, signInWithForm } from '../support/shop.mjs';

export const title = 'Admin: a webhook endpoint receives a signed event, and one delivery is resent';

/** A receiver on loopback (allowed outside production) that keeps every delivery. */
async function startReceiver() {
  const received = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, url: `http://127.0.0.1:${server.address().port}/hooks`, close: () => server.close() };
}

async function waitUntil(condition, what, ms = 15_000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function webhooksJourney({ page, url, check }) {
  const email = process.env.E2E_ADMIN_EMAIL || 'admin@example.com';
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set');
  const receiver = await startReceiver();
  let secret;
  const productName = `Webhook Lantern ${Date.now()}`;

  try {
    await check('the admin opens Webhooks from the dashboard menu', async () => {
      await signInWithForm(page, url, email, password);
      await page.goto(url('/dashboard/admin'));
      await page.getByRole('link', { name: 'Webhooks', exact: true }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    });

    await check('an endpoint for new products is added, and its secret is shown once', async () => {
      await page.getByRole('button', { name: 'Add Endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Endpoint' });
      await dialog.getByLabel('Endpoint URL *').fill(receiver.url);
      await dialog.getByRole('checkbox', { name: /Product added/ }).check();
      await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
      await dialog.waitFor({ state: 'detached' });
      secret = (await page.getByRole('status').locator('code').textContent())?.trim();
      if (!secret?.startsWith('whsec_')) throw new Error(`No secret shown: ${secret}`);
      await page.getByRole('cell', { name: receiver.url, exact: true }).waitFor();
    });

    await check('a new product reaches the receiver, signed with that secret', async () => {
      // A picture the shop has: the new product's page (later journeys and the audit may open it) loads it.
      const listed = expectOk(await callApi(page, 'GET', '/api/product?limit=1'), 'products');
      expectOk(
        await callApi(page, 'POST', '/api/product/create-product', {
          name: productName,
          category: 'Table Decor',
          price: '1299',
          image: new URL(listed.products[0].image, 'http://shop').pathname,
        }),
        'create-product',
      );
      await waitUntil(() => receiver.received.length >= 1, 'the product.created delivery');
      const [{ headers, body }] = receiver.received;
      const event = JSON.parse(body);
      if (event.type !== 'product.created' || event.data.product.name !== productName) {
        throw new Error(`Unexpected event ${body.slice(0, 200)}`);
      }
      const timestamp = headers['x-shop-timestamp'];
      const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
      if (headers['x-shop-signature'] !== expected) throw new Error('The signature does not verify');
    });

    await check('the delivery log says Delivered, and a resend arrives again', async () => {
      await page.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click();
      const log = page.getByRole('region', { name: `Deliveries to ${receiver.url}` });
      await log.getByText('Delivered', { exact: true }).waitFor();
      await log.getByRole('button', { name: /^Resend product\.created/ }).click();
      await log.getByText('Delivery queued again.').waitFor();
      await waitUntil(() => receiver.received.length >= 2, 'the resent delivery');
      const [first, second] = receiver.received;
      if (first.headers['x-shop-event-id'] !== second.headers['x-shop-event-id']) {
        throw new Error('A resend carries another event id');
      }
    });

    await check('the endpoint is deleted', async () => {
      await page.getByRole('button', { name: `Delete ${receiver.url}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('No webhook endpoints yet').waitFor();
    });
  } finally {
    receiver.close();
  }
}
