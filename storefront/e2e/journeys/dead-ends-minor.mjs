// The small things: one way of writing an order number, the admin's View of an order staying
// in the admin's pages, readable pie labels, the shop's filters folded on a phone, the
// dashboard tabs reachable on a phone, the old price struck through on every discounted cart
// line, and the admin replacing the home page's hero video.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { callApi, expectOk, signInWithForm } from '../support/shop.mjs';

export const title = 'Dead ends: order numbers, admin order page, charts, phones, cart prices, hero video';

const ADDRESS = { address: '7 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' };
const PHONE = { width: 390, height: 844 };
const DEMO_VIDEO = fileURLToPath(new URL('../../../backend/data/hero/hero-demo.webm', import.meta.url));

/** A cash-on-delivery order of one piece for the signed-in user; answers the order. */
async function placeOrder(page, me, product) {
  expectOk(await callApi(page, 'DELETE', `/api/cart/clear/${me._id}`), 'cart clear');
  expectOk(await callApi(page, 'POST', '/api/cart/add', { productId: product._id, quantity: 1 }), 'cart add');
  const cart = expectOk(await callApi(page, 'GET', `/api/cart/${me._id}`), 'cart');
  const body = {
    products: cart.products.map((line) => ({ productId: line.productId, quantity: line.quantity })),
    amount: cart.grandTotal,
    email: me.email,
    paymentMethod: 'COD',
    shippingAddress: ADDRESS,
  };
  const created = await callApi(page, 'POST', '/api/orders/create-order', body, {
    'Idempotency-Key': crypto.randomUUID(),
  });
  return expectOk(created, 'create-order').order;
}

const boxesOverlap = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export default async function deadEndsMinor({ page, context, url, check }) {
  const email = process.env.E2E_ADMIN_EMAIL || 'admin@example.com';
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set');
  let me;
  let order;
  let reference = '';

  await check('an order number reads the same everywhere: # and eight capitals', async () => {
    await signInWithForm(page, url, email, password);
    me = expectOk(await callApi(page, 'GET', '/api/auth/me'), 'me');
    expectOk(
      await callApi(page, 'PATCH', '/api/auth/edit-profile', { username: me.username, shippingAddress: ADDRESS }),
      'edit-profile',
    );
    const list = expectOk(await callApi(page, 'GET', '/api/product?limit=20&outOfStock=hide'), 'products');
    order = await placeOrder(
      page,
      me,
      list.products.find((item) => item.stock === null || item.stock > 5),
    );
    reference = `#${order._id.slice(-8).toUpperCase()}`;
    await page.goto(url('/dashboard/orders'));
    await page.getByText(reference).filter({ visible: true }).first().waitFor();
    await page.goto(url(`/dashboard/orders/${order._id}`));
    await page.getByRole('heading', { level: 1, name: `Order ${reference}` }).waitFor();
    const shown = await page.locator('main').innerText();
    const mixed = shown.match(/#[0-9a-fA-F]{8}\b/g)?.filter((text) => text !== text.toUpperCase());
    if (mixed?.length) throw new Error(`Shown as ${mixed.join(', ')}`);
  });

  await check("the admin's View of an order opens the admin's order page", async () => {
    await page.goto(url('/dashboard/manage-orders'));
    const row = page.getByRole('row').filter({ hasText: reference });
    await row.getByRole('link', { name: `View order ${reference.slice(1)}` }).click();
    await page.waitForURL(`**/dashboard/manage-orders/${order._id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${reference}` }).waitFor();
    await page.getByRole('link', { name: '← Back to Manage Orders' }).waitFor();
    if ((await page.getByText('Back to my orders').count()) > 0) throw new Error("The customer's page opened");
  });

  await check("the dashboard pie's labels do not sit on each other", async () => {
    await page.goto(url('/dashboard/admin'));
    await page.locator('.apexcharts-pie').first().waitFor();
    await page
      .getByText(/^Orders: \d+$/)
      .first()
      .waitFor();
    const boxes = await page.locator('.apexcharts-pie .apexcharts-datalabels text').evaluateAll((texts) =>
      texts
        .filter((text) => text.textContent && globalThis.getComputedStyle(text).opacity !== '0')
        .map((text) => {
          const { x, y, width, height } = text.getBoundingClientRect();
          return { x, y, width, height, text: text.textContent };
        }),
    );
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1)
        if (boxesOverlap(boxes[i], boxes[j])) throw new Error(`"${boxes[i].text}" overlaps "${boxes[j].text}"`);
  });

  await check('a discounted cart line strikes through its old price, deal or not', async () => {
    const list = expectOk(await callApi(page, 'GET', '/api/product?limit=100&outOfStock=hide'), 'products');
    const own = list.products.find((item) => item.dealDiscount === 0 && item.oldPrice > item.price);
    if (!own) throw new Error('No product outside the deal has an old price');
    expectOk(await callApi(page, 'DELETE', `/api/cart/clear/${me._id}`), 'cart clear');
    expectOk(await callApi(page, 'POST', '/api/cart/add', { productId: own._id, quantity: 1 }), 'cart add');
    await page.goto(url(`/shop/${own._id}`));
    await page.locator('button[aria-label^="Cart, "]').first().click();
    const line = page.getByRole('dialog').getByRole('listitem').filter({ hasText: own.name });
    const struck = line.locator('del');
    await struck.waitFor();
    const text = await struck.innerText();
    const expected = own.oldPrice.toLocaleString('en-IN', { minimumFractionDigits: 2 });
    if (!text.includes(expected)) throw new Error(`struck through: ${text}, expected ${expected}`);
    expectOk(await callApi(page, 'DELETE', `/api/cart/clear/${me._id}`), 'cart clear');
  });

  await check('the admin replaces the hero video in Deals & Banners; a wrong file is refused', async () => {
    await page.goto(url('/dashboard/deals-banners'));
    const input = page.getByLabel('Home Hero Video');
    await input.setInputFiles({ name: 'notes.webm', mimeType: 'video/webm', buffer: Buffer.from('not a video') });
    await page.getByText('Failed to upload video. Please try again.').waitFor();
    await input.setInputFiles({ name: 'hero.webm', mimeType: 'video/webm', buffer: await readFile(DEMO_VIDEO) });
    await page.getByText('Video uploaded successfully!').waitFor();
    const uploaded = await page.getByLabel('Current hero video').getAttribute('src');
    await page.getByRole('button', { name: 'Update Deal' }).click();
    await page.getByText(/^Deal updated successfully!/).waitFor();
    await page.goto(url('/'));
    await page.locator(`video[src="${uploaded}"]`).waitFor({ state: 'attached' });
  });

  const phone = await context.browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const small = await phone.newPage();
    await check('on a phone the shop opens with its filters folded and products on the first screen', async () => {
      await small.goto(url('/shop'));
      const first = small.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
      await first.waitFor();
      const top = (await first.boundingBox())?.y ?? Infinity;
      if (top > PHONE.height) throw new Error(`The first product starts at ${Math.round(top)} px`);
      const all = small.getByRole('group', { name: 'Category' }).getByLabel('All', { exact: true });
      if (await all.isVisible()) throw new Error('The filters are open');
      await small.getByRole('button', { name: 'Filters', exact: true }).click();
      await all.waitFor({ state: 'visible' });
    });

    await check('on a phone every dashboard tab can be scrolled to', async () => {
      const login = expectOk(await callApi(small, 'POST', '/api/auth/login', { email, password }), 'login');
      await small.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), login.user);
      await small.goto(url('/dashboard/admin'));
      const tabs = small.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
      await tabs.first().waitFor();
      const last = tabs.last();
      await last.scrollIntoViewIfNeeded();
      const box = await last.boundingBox();
      if (!box || box.x < 0 || box.x + box.width > PHONE.width + 1)
        throw new Error(`The last tab is at ${JSON.stringify(box)}`);
      const pageWidth = await small.evaluate(() => globalThis.document.documentElement.scrollWidth);
      if (pageWidth > PHONE.width) throw new Error(`The page is ${pageWidth} px wide on a ${PHONE.width} px phone`);
    });
  } finally {
    await phone.close();
  }
}
