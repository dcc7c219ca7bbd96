// After "Place Order", on a phone (390 × 844): a shopper leaves the UPI gateway with Back, finds
// "Pay now" on the order's page and pays; then cancels a cash-on-delivery order that has not
// shipped, through the shop's confirm dialog, and its stock comes back. axe-core checks the order
// page with Pay now and Cancel, and the confirm dialog.
import { axeViolations } from '../support/shop.mjs';
import { apiFromPage, freshShopper, registerThroughApi, watchAlerts } from './register.mjs';

export const title = 'Phone: pay again after leaving the gateway, cancel an unshipped order';

const PHONE = { width: 390, height: 844 };
const ADDRESS = { address: '7 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' };

/** A product in stock with a count the journey can watch (made-to-order pieces have none). */
async function pickProduct(page) {
  const list = await apiFromPage(page, 'GET', '/api/product?limit=24&outOfStock=hide');
  const product = list.data?.products?.find(
    (item) => item.price > 0 && typeof item.stock === 'number' && item.stock > 3,
  );
  if (!product) throw new Error(`No product with stock to buy: ${JSON.stringify(list.data).slice(0, 200)}`);
  return product;
}

/** The product's stock as the shop answers now (past the browser's HTTP cache, which may keep the page's read). */
async function stockOf(page, productId) {
  const data = await page.evaluate(
    (path) => fetch(path, { cache: 'no-store' }).then((res) => res.json()),
    `/api/product/${productId}`,
  );
  const stock = data?.product?.stock;
  if (typeof stock !== 'number') throw new Error(`No stock in ${JSON.stringify(data).slice(0, 200)}`);
  return stock;
}

async function latestOrder(page, email) {
  const orders = await apiFromPage(page, 'GET', `/api/orders/${encodeURIComponent(email)}`);
  const latest = orders.data?.orders?.[0];
  if (!latest) throw new Error(`No order for ${email}`);
  return latest;
}

/** Puts one piece in the cart and places the order from the cart with the given method. */
async function placeFromCart(page, url, product, method) {
  const added = await apiFromPage(page, 'POST', '/api/cart/add', { productId: product._id, quantity: 1 });
  if (added.status >= 300) throw new Error(`cart/add answered ${added.status}`);
  await page.goto(url(`/shop/${product._id}`));
  await page.locator('button[aria-label^="Cart, "]').first().click();
  const cart = page.getByRole('dialog');
  await cart.getByRole('heading', { name: product.name }).waitFor();
  await cart.getByLabel(method === 'COD' ? /Cash on Delivery/ : /UPI/).check();
  await cart.getByRole('button', { name: 'Place Order' }).click();
}

export default async function afterOrder({ context, url, baseUrl, check }) {
  // bypassCSP lets the test's axe-core into the pages (the shop's CSP allows its own scripts only).
  const phone = await context
    .browser()
    .newContext({ viewport: PHONE, isMobile: true, hasTouch: true, bypassCSP: true });
  const page = await phone.newPage();
  const alerts = watchAlerts(page);
  const shopper = freshShopper('after');
  let product;
  let upiOrder;
  try {
    await check('on a phone, a fresh shopper with an address signs in', async () => {
      await page.goto(url('/login'));
      await registerThroughApi(page, shopper);
      const session = await apiFromPage(page, 'POST', '/api/auth/login', {
        email: shopper.email,
        password: shopper.password,
      });
      if (session.status !== 200) throw new Error(`login answered ${session.status}`);
      const profile = await apiFromPage(page, 'PATCH', '/api/auth/edit-profile', {
        username: shopper.username,
        phone: '9876543210',
        shippingAddress: ADDRESS,
      });
      if (profile.status !== 200) throw new Error(`edit-profile answered ${profile.status}`);
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Password').fill(shopper.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await alerts.waitFor('Login successful');
      await page.waitForURL((address) => new URL(address).pathname === '/');
      product = await pickProduct(page);
    });

    await check('UPI: Place Order opens the gateway, and Back leaves it unpaid', async () => {
      await placeFromCart(page, url, product, 'UPI');
      await page.waitForURL(/\/sandbox\/paytm\//, { timeout: 15_000 });
      await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
      await page.goBack();
      await page.waitForURL((address) => !address.pathname.startsWith('/sandbox/'), { timeout: 10_000 });
      upiOrder = await latestOrder(page, shopper.email);
      if (upiOrder.paymentMethod !== 'UPI' || upiOrder.status !== 'pending' || upiOrder.paymentStatus !== 'unpaid') {
        throw new Error(`The abandoned order: ${JSON.stringify(upiOrder).slice(0, 300)}`);
      }
    });

    await check('the order page offers Pay now, which pays the same order at the gateway', async () => {
      await page.goto(url(`/dashboard/orders/${upiOrder._id}`));
      await page.getByRole('button', { name: 'Cancel order' }).waitFor();
      await page.getByRole('button', { name: 'Pay now' }).waitFor();
      const violations = await axeViolations(page);
      if (violations.length) throw new Error(`axe on the order page with Pay now: ${violations.join('; ')}`);
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL(/\/sandbox\/paytm\//, { timeout: 15_000 });
      await page.getByText(upiOrder.amount.toFixed(2)).first().waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/payment-success\?session_id=/, { timeout: 10_000 });
      const landed = new URL(page.url());
      if (landed.origin !== new URL(baseUrl).origin) await page.goto(url(`${landed.pathname}${landed.search}`));
      await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
      const paid = await apiFromPage(page, 'GET', `/api/orders/order/${upiOrder._id}`);
      if (paid.data?.order?.paymentStatus !== 'paid') {
        throw new Error(`After Pay now: ${JSON.stringify(paid.data?.order).slice(0, 300)}`);
      }
      if (paid.data.order.payment?.gatewayOrderId !== `${upiOrder._id}_2`) {
        throw new Error(`Paid by ${paid.data.order.payment?.gatewayOrderId}, not the second transaction`);
      }
    });

    await check('a cash-on-delivery order that has not shipped is cancelled from its page', async () => {
      await placeFromCart(page, url, product, 'COD');
      await page.waitForURL('**/cod-success');
      const order = await latestOrder(page, shopper.email);
      const held = await stockOf(page, product._id);
      await page.goto(url(`/dashboard/orders/${order._id}`));
      if (await page.getByRole('button', { name: 'Pay now' }).count()) throw new Error('Pay now on a COD order');
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(`Cancel order #${order._id.slice(-8).toUpperCase()}?`).waitFor();
      const violations = await axeViolations(page);
      if (violations.length) throw new Error(`axe on the cancel dialog: ${violations.join('; ')}`);
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await alerts.waitFor('Order cancelled');
      await page.getByText('Reason: Cancelled by the customer').waitFor();
      if (await page.getByRole('button', { name: 'Cancel order' }).count()) {
        throw new Error('Cancel order is still offered on the cancelled order');
      }
      // The shop's answer cache drops the product's page when its stock moves; allow it a moment.
      const deadline = Date.now() + 10_000;
      let after = await stockOf(page, product._id);
      while (after !== held + 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        after = await stockOf(page, product._id);
      }
      if (after !== held + 1) throw new Error(`Stock ${held} while held, ${after} after cancelling`);
    });
  } finally {
    await phone.close();
  }
}
