// After the order, on a phone (390 × 844): the tracking link from the order mail opens signed
// out (status, parcels, lines; never the address or phone), a changed link says so, the Track
// order form finds the order by number and phone, and an admin finds it by the phone number in
// Manage Orders, readable at that width, and sees the customer's name and phone on its page.
// axe-core checks the tracking page and the Track order form.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiFromPage, freshShopper, readMail, registerThroughApi } from './register.mjs';
import { axeViolations, fitsTheScreen, signInWithForm } from '../support/shop.mjs';

export const title = 'Phone: track an order signed out, and an admin finds it by phone';

const PHONE = { width: 390, height: 844 };
const ADDRESS = { address: '4 Lake View Road', city: 'Kochi', state: 'Kerala', pincode: '682001' };

function ok(result, what) {
  if (result.status >= 300) throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.data)}`);
  return result.data;
}

/** The tracking link in the order-placed mail to `email`. */
async function trackingLinkFor(email, reference) {
  const outbox = process.env.E2E_OUTBOX;
  if (!outbox) throw new Error('E2E_OUTBOX is not set');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const file of (await readdir(outbox)).filter((name) => name.endsWith('.eml'))) {
      const mail = readMail(await readFile(join(outbox, file), 'utf8'));
      if (!mail.to.toLowerCase().includes(email) || !mail.subject.includes(`Order confirmed: #${reference}`)) continue;
      const link = mail.texts.map((text) => /https?:\/\/[^\s"<>]+\/track\/[\w.-]+/.exec(text)?.[0]).find(Boolean);
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No order mail with a tracking link to ${email}`);
}

async function signOut(page) {
  await apiFromPage(page, 'POST', '/api/auth/logout');
  await page.evaluate(() => localStorage.clear());
}

export default async function trackingAndAdmin({ context, url, check }) {
  // bypassCSP lets the test's axe-core into the pages (the shop's CSP allows its own scripts only).
  const phone = await context
    .browser()
    .newContext({ viewport: PHONE, isMobile: true, hasTouch: true, bypassCSP: true });
  const page = await phone.newPage();
  const shopper = freshShopper('tracked');
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const adminEmail = process.env.E2E_ADMIN_EMAIL || 'admin@example.com';
  const adminPassword = process.env.E2E_ADMIN_PASSWORD;
  let order;
  let reference;
  let link;
  try {
    await check('a new shopper signs up and signs in', async () => {
      if (!adminPassword) throw new Error('E2E_ADMIN_PASSWORD is not set');
      await page.goto(url('/'));
      await registerThroughApi(page, shopper);
      await signInWithForm(page, url, shopper.email, shopper.password);
    });

    await check('the shopper keeps a phone number and an address and places an order', async () => {
      const me = ok(await apiFromPage(page, 'GET', '/api/auth/me'), 'me');
      ok(
        await apiFromPage(page, 'PATCH', '/api/auth/edit-profile', {
          username: me.username,
          phone: mobile,
          shippingAddress: ADDRESS,
        }),
        'edit-profile',
      );
      const list = ok(await apiFromPage(page, 'GET', '/api/product?limit=10&outOfStock=hide'), 'product list');
      const product = list.products.find((item) => item.stock === null || item.stock > 5);
      ok(await apiFromPage(page, 'POST', '/api/cart/add', { productId: product._id, quantity: 1 }), 'cart add');
      const cart = ok(await apiFromPage(page, 'GET', `/api/cart/${me._id}`), 'cart');
      order = ok(
        await apiFromPage(page, 'POST', '/api/orders/create-order', {
          products: [{ productId: product._id, quantity: 1 }],
          amount: cart.grandTotal,
          email: me.email,
          paymentMethod: 'COD',
        }),
        'create-order',
      ).order;
      reference = order._id.slice(-8).toUpperCase();
      await signOut(page);
    });

    await check('the order-placed mail carries the tracking link', async () => {
      link = await trackingLinkFor(shopper.email, reference);
    });

    await check('the tracking link opens signed out with the status, never the address or phone', async () => {
      await page.goto(url(new URL(link).pathname));
      await page.getByRole('heading', { name: `Order #${reference}` }).waitFor();
      await page.getByText('Your order is awaiting processing.').waitFor();
      await page.getByText('Cash on Delivery · Unpaid').waitFor();
      const text = await page.locator('main').innerText();
      for (const secret of [ADDRESS.address, ADDRESS.pincode, mobile, shopper.email]) {
        if (text.includes(secret)) throw new Error(`The tracking page shows ${secret}`);
      }
      await fitsTheScreen(page, 'The tracking page');
      const violations = await axeViolations(page);
      if (violations.length) throw new Error(`axe on the tracking page: ${violations.join('; ')}`);
    });

    await check('a changed link says it cannot be opened and offers the Track order form', async () => {
      const [id, expires, signature] = link.split('/track/')[1].split('.');
      await page.goto(url(`/track/${id}.${Number(expires) + 86400}.${signature}`));
      await page.getByText('This tracking link cannot be opened').waitFor();
      await page.getByRole('link', { name: 'Track order' }).first().click();
      await page.waitForURL((address) => address.pathname === '/track');
    });

    await check('the Track order form finds the order by its number and phone number', async () => {
      await page.getByLabel('Order number').fill(`#${reference}`);
      await page.getByLabel('E-mail or phone number').fill('9000000000');
      await page.getByRole('button', { name: 'Track order' }).click();
      await page.getByText('We could not find an order with this number and e-mail or phone number.').waitFor();
      const violations = await axeViolations(page);
      if (violations.length) throw new Error(`axe on the Track order form: ${violations.join('; ')}`);
      await page.getByLabel('E-mail or phone number').fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
      await page.getByRole('button', { name: 'Track order' }).click();
      await page.waitForURL((address) => address.pathname.startsWith('/track/'));
      await page.getByRole('heading', { name: `Order #${reference}` }).waitFor();
    });

    await check('an admin on a phone finds the order by phone number, every column in view', async () => {
      await signInWithForm(page, url, adminEmail, adminPassword);
      await page.goto(url('/dashboard/manage-orders'));
      const search = page.getByRole('search', { name: 'Search orders' });
      await search.getByLabel('Search').fill(mobile);
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((address) => address.searchParams.get('q') === mobile);
      const row = page.getByRole('row').filter({ hasText: `#${reference}` });
      await row.waitFor();
      // The list before the search may still be drawn for a moment: wait for the searched one.
      const listed = () =>
        page
          .getByRole('row')
          .filter({ hasText: /#[0-9A-F]{8}/ })
          .count();
      for (let waited = 0; (await listed()) !== 1 && waited < 10_000; waited += 250) await page.waitForTimeout(250);
      if ((await listed()) !== 1) throw new Error('The search by phone found more than its order');
      for (const part of [
        row.getByText(/^Rs\. /),
        row.getByText('Pending', { exact: true }),
        row.getByText('· Unpaid'),
        row.getByRole('button', { name: `Delete order ${reference}` }),
      ]) {
        const box = await part.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > PHONE.width) throw new Error(`Clipped at 390 px: ${part}`);
      }
      await fitsTheScreen(page, 'Manage Orders');
      // The search is in the address: a reload finds the same order.
      await page.reload();
      await page
        .getByRole('row')
        .filter({ hasText: `#${reference}` })
        .waitFor();
    });

    await check("the admin's order page shows the customer's name, phone and address", async () => {
      await page.getByRole('link', { name: `View order ${reference}` }).click();
      await page.waitForURL((address) => address.pathname === `/dashboard/manage-orders/${order._id}`);
      const address = page.locator('address');
      await address.getByText(shopper.username, { exact: true }).waitFor();
      await address.getByRole('link', { name: mobile }).waitFor();
      await address.getByText(ADDRESS.address).waitFor();
      await signOut(page);
    });
  } finally {
    await phone.close();
  }
}
