// Helpers shared by journeys that need their own shopper: the API called from inside the page
// (so the session cookie lands in the browser), the e-mailed sign-up code, signing in, and
// axe-core's accessibility check.
import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const AXE = createRequire(import.meta.url).resolve('axe-core');

/**
 * WCAG A/AA violations axe-core finds in the page (or in `selector`) now, one line each. The
 * page's context needs `bypassCSP: true` (see openPhone). axe-core marks the label-in-name rule
 * (WCAG 2.5.3) experimental and leaves it out by default; Lighthouse runs it, so the journeys do too.
 */
export async function axeViolations(page, selector) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(
    (include) =>
      globalThis.axe.run(include ? { include: [include] } : globalThis.document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      }),
    selector ?? null,
  );
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.length} node(s) (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}

export function callApi(page, method, path, body, headers = {}) {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body, headers },
  );
}

export function expectOk(result, what) {
  if (result.status >= 300) throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

/** The verification code in the newest mail to `email` in the shop's outbox. */
export async function otpFor(email, sentAfter) {
  const outbox = process.env.E2E_OUTBOX;
  if (!outbox) throw new Error('E2E_OUTBOX is not set');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    for (const file of files) {
      if ((await stat(join(outbox, file))).mtimeMs < sentAfter - 1000) continue;
      const text = await readFile(join(outbox, file), 'utf8');
      if (!text.toLowerCase().includes(`to: ${email}`)) continue;
      const code = text.match(/verification code(?: is|:)\s*(\d{6})/i)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No verification mail for ${email} in ${outbox}`);
}

/** Registers a new shopper with the e-mailed code; the page must be on the shop. */
export async function registerShopper(page, { email, username, password }) {
  const sentAt = Date.now();
  expectOk(await callApi(page, 'POST', '/api/auth/send-otp', { email }), 'send-otp');
  const otp = await otpFor(email, sentAt);
  expectOk(await callApi(page, 'POST', '/api/auth/verify-otp', { email, otp }), 'verify-otp');
  expectOk(await callApi(page, 'POST', '/api/auth/register', { username, email, password }), 'register');
}

/**
 * A phone of its own (touch, mobile viewport) beside the journey's desktop page. The shop's CSP
 * allows its own scripts only; axe-core is the test's, so this page lets it in. Native dialogs
 * are dismissed and kept in `nativeDialogs` for the journey to check.
 */
export async function openPhone(context, viewport) {
  const phone = await context.browser().newContext({ viewport, isMobile: true, hasTouch: true, bypassCSP: true });
  // As the journey's own page (harness.mjs): a step that cannot happen fails before its check times out.
  phone.setDefaultTimeout(10_000);
  const page = await phone.newPage();
  const nativeDialogs = [];
  page.on('dialog', (dialog) => {
    nativeDialogs.push(dialog.message());
    void dialog.dismiss().catch(() => {});
  });
  return { page, nativeDialogs, close: () => phone.close() };
}

/** The signed-in shopper orders `quantity` of a product through the API, at the cart's total. */
export async function orderThroughApi(page, { productId, quantity, paymentMethod, address }) {
  const me = expectOk(await callApi(page, 'GET', '/api/auth/me'), 'me');
  expectOk(
    await callApi(page, 'PATCH', '/api/auth/edit-profile', { username: me.username, shippingAddress: address }),
    'edit-profile',
  );
  expectOk(await callApi(page, 'POST', '/api/cart/add', { productId, quantity }), 'cart add');
  const cart = expectOk(await callApi(page, 'GET', `/api/cart/${me._id}`), 'cart');
  const placed = expectOk(
    await callApi(page, 'POST', '/api/orders/create-order', {
      products: [{ productId, quantity }],
      amount: cart.grandTotal,
      email: me.email,
      paymentMethod,
      shippingAddress: address,
    }),
    'create-order',
  );
  return placed.order;
}

/** Signs in through the login form. */
export async function signInWithForm(page, url, email, password) {
  await page.goto(url('/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
}

/** Registers a shopper with a phone number and shipping address, then signs in through the form (which keeps them). */
export async function signUpWithAddress(page, url, shopper, address) {
  await page.goto(url('/login'));
  await registerShopper(page, shopper);
  expectOk(
    await callApi(page, 'POST', '/api/auth/login', { email: shopper.email, password: shopper.password }),
    'login',
  );
  expectOk(
    await callApi(page, 'PATCH', '/api/auth/edit-profile', {
      username: shopper.username,
      phone: '9876543210',
      shippingAddress: address,
    }),
    'edit-profile',
  );
  await signInWithForm(page, url, shopper.email, shopper.password);
}

/** How many items the header's cart button counts ("Cart, 2 items"). */
export async function cartCount(page) {
  const label = await page.locator('button[aria-label^="Cart, "]').first().getAttribute('aria-label');
  return Number(/Cart, (\d+)/.exec(label ?? '')?.[1] ?? 0);
}

/** Clicks Add to Cart on the product page and waits for the cart to count more items. */
export async function addToCart(page) {
  const before = await cartCount(page);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.waitForFunction((previous) => {
    const cart = globalThis.document.querySelector('button[aria-label^="Cart, "]');
    return Number(/Cart, (\d+)/.exec(cart?.getAttribute('aria-label') ?? '')?.[1] ?? 0) > previous;
  }, before);
}

/** Opens the cart, pays cash on delivery and answers the order placed (the shopper's newest). */
export async function payCashOnDelivery(page, email) {
  await page.locator('button[aria-label^="Cart, "]').first().click();
  const cart = page.getByRole('dialog');
  await cart.getByLabel(/Cash on Delivery/).check();
  await cart.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL('**/cod-success');
  const orders = expectOk(await callApi(page, 'GET', `/api/orders/${encodeURIComponent(email)}`), 'orders');
  return orders.orders[0];
}

/** Fails when anything on the page reaches past the phone's width (clipped or scrolled sideways). */
export async function fitsTheScreen(page, what) {
  const [wide, screen] = await page.evaluate(() => [
    globalThis.document.documentElement.scrollWidth,
    globalThis.innerWidth,
  ]);
  if (wide > screen) throw new Error(`${what}: the page is ${wide} px wide on a ${screen} px screen`);
}
