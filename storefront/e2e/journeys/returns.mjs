// Returns on a phone (390 × 844): a shopper with a delivered cash-on-delivery order asks to
// return one item from the order page (quantity, reason, the shop's confirm dialog), the admin
// approves it on the dashboard's Returns page, and the shopper sees it refunded with a credit note.
import {
  axeViolations,
  callApi,
  expectOk,
  openPhone,
  orderThroughApi,
  registerShopper,
  signInWithForm,
} from '../support/shop.mjs';
import { freshShopper } from './register.mjs';

export const title = 'Returns on a phone: ask, approve, see it refunded';

const PHONE = { width: 390, height: 844 };
const ADDRESS = { address: '9 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' };

async function signOut(page) {
  await callApi(page, 'POST', '/api/auth/logout');
  await page.evaluate(() => localStorage.clear());
}

export default async function returnsJourney({ context, url, check }) {
  const shopper = freshShopper('returner');
  const adminEmail = process.env.E2E_ADMIN_EMAIL || 'admin@example.com';
  const adminPassword = process.env.E2E_ADMIN_PASSWORD;
  if (!adminPassword) throw new Error('E2E_ADMIN_PASSWORD is not set');
  const { page, nativeDialogs, close } = await openPhone(context, PHONE);
  let order;
  let product;
  try {
    await check('a new shopper registers and signs in on the phone', async () => {
      await page.goto(url('/login'));
      await registerShopper(page, shopper);
      await signInWithForm(page, url, shopper.email, shopper.password);
    });

    await check('the shopper places a cash-on-delivery order for two pieces', async () => {
      const list = expectOk(await callApi(page, 'GET', '/api/product?limit=10&outOfStock=hide'), 'product list');
      product = list.products.find((item) => item.stock === null || item.stock > 5);
      order = await orderThroughApi(page, {
        productId: product._id,
        quantity: 2,
        paymentMethod: 'COD',
        address: ADDRESS,
      });
      await signOut(page);
    });

    await check('the admin marks it delivered', async () => {
      await signInWithForm(page, url, adminEmail, adminPassword);
      expectOk(
        await callApi(page, 'PATCH', `/api/orders/update-order-status/${order._id}`, { status: 'completed' }),
        'mark delivered',
      );
      await signOut(page);
    });

    await check('on the order page the shopper opens "Return items" and fills it in', async () => {
      await signInWithForm(page, url, shopper.email, shopper.password);
      await page.goto(url(`/dashboard/orders/${order._id}`));
      await page.getByRole('button', { name: 'Return items' }).click();
      const form = page.getByRole('form', { name: 'Return items' });
      await form.getByLabel(`Quantity of ${product.name} to return`).fill('1');
      await form.getByLabel('Why are you returning these items?').fill('The glass arrived cracked');
      const send = form.getByRole('button', { name: 'Request return' });
      const box = await send.boundingBox();
      if (!box || box.x < 0 || box.x + box.width > PHONE.width) {
        throw new Error(`"Request return" is out of the phone's view: ${JSON.stringify(box)}`);
      }
    });

    await check('the return form has no axe-core violations', async () => {
      const problems = await axeViolations(page, '[role="dialog"]');
      if (problems.length) throw new Error(problems.join(', '));
    });

    await check('the shopper confirms and sees the request', async () => {
      await page.getByRole('form', { name: 'Return items' }).getByRole('button', { name: 'Request return' }).click();
      const question = page.getByRole('alertdialog');
      await question.getByText('Send a request to return 1 item?').waitFor();
      await question.getByRole('button', { name: 'Send request' }).click();
      await page.getByRole('status').filter({ hasText: 'Your return request has been sent.' }).waitFor();
      const requests = page.getByRole('list', { name: 'Return requests' });
      await requests.getByText('Requested', { exact: true }).waitFor();
      await requests.getByText(`1 × ${product.name}`).waitFor();
      await signOut(page);
    });

    await check("the admin's Returns page lists it, with no axe-core violations", async () => {
      await signInWithForm(page, url, adminEmail, adminPassword);
      await page.goto(url('/dashboard/returns'));
      await page.getByRole('heading', { name: 'Returns', level: 1 }).waitFor();
      await page.getByText(`#${order._id.slice(-8).toUpperCase()}`).waitFor();
      const problems = await axeViolations(page);
      if (problems.length) throw new Error(problems.join(', '));
    });

    await check("the admin approves it on the phone's cards", async () => {
      const reference = order._id.slice(-8).toUpperCase();
      const approve = page.getByRole('button', { name: `Approve the return for order #${reference}` });
      await approve.scrollIntoViewIfNeeded();
      const box = await approve.boundingBox();
      if (!box || box.x < 0 || box.x + box.width > PHONE.width) {
        throw new Error(`Approve is out of the phone's view: ${JSON.stringify(box)}`);
      }
      await approve.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Return approved/ })
        .waitFor();
      await signOut(page);
    });

    await check('the shopper sees the return refunded, with its credit note', async () => {
      await signInWithForm(page, url, shopper.email, shopper.password);
      await page.goto(url(`/dashboard/orders/${order._id}`));
      const requests = page.getByRole('list', { name: 'Return requests' });
      await requests.getByText(/^Refunded Rs\. /).waitFor();
      await requests.getByRole('link', { name: /^Download credit note / }).waitFor();
    });

    await check("the order page's Returns panel has no axe-core violations", async () => {
      const problems = await axeViolations(page, 'section[aria-labelledby="order-returns-heading"]');
      if (problems.length) throw new Error(problems.join(', '));
      await signOut(page);
    });
    await check('the phone saw no native dialog', async () => {
      if (nativeDialogs.length) throw new Error(JSON.stringify(nativeDialogs));
    });
  } finally {
    await close();
  }
}
