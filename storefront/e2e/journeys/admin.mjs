// The admin signs in, finds a fresh cash-on-delivery order in Manage Orders, ships it through
// the status dialog, and adds (then removes) a coupon.
export const title = 'Admin: ship an order and add a coupon';

const ADDRESS = { address: '7 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' };

/** Calls the shop's API from the page, so the session cookie goes with it. */
function api(page, method, path, body, headers = {}) {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let data = text;
      try {
        data = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      return { status: response.status, data };
    },
    { method, path, body, headers },
  );
}

function expectOk(result, what) {
  if (result.status >= 300) throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.data)}`);
  return result.data;
}

async function signIn(page, url, email, password) {
  await page.goto(url('/login'));
  const emailField = page.getByLabel('Email');
  const hasForm = await emailField
    .waitFor({ timeout: 8_000 })
    .then(() => true)
    .catch(() => false);
  if (hasForm) {
    await emailField.fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/login'));
    return;
  }
  // No login form on this build: sign in through the API and remember the user as the form would.
  const login = expectOk(await api(page, 'POST', '/api/auth/login', { email, password }), 'login');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), login.user);
}

export default async function adminJourney({ page, url, check }) {
  const email = process.env.E2E_ADMIN_EMAIL || 'admin@example.com';
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set');

  let order;

  await check('the admin signs in and sees the admin dashboard', async () => {
    await signIn(page, url, email, password);
    await page.goto(url('/dashboard/admin'));
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByText(/Welcome back to your control center\./).waitFor();
    await page.getByText('Total Products').waitFor();
  });

  await check('a cash-on-delivery order is placed for the admin through the API', async () => {
    const me = expectOk(await api(page, 'GET', '/api/auth/me'), 'me');
    expectOk(
      await api(page, 'PATCH', '/api/auth/edit-profile', { username: me.username, shippingAddress: ADDRESS }),
      'edit-profile',
    );
    expectOk(await api(page, 'DELETE', `/api/cart/clear/${me._id}`), 'cart clear');
    const list = expectOk(await api(page, 'GET', '/api/product?limit=10&outOfStock=hide'), 'product list');
    const product = list.products.find((item) => item.price > 0 && (item.stock === null || item.stock > 5));
    expectOk(await api(page, 'POST', '/api/cart/add', { productId: product._id, quantity: 1 }), 'cart add');
    const cart = expectOk(await api(page, 'GET', `/api/cart/${me._id}`), 'cart');
    const created = expectOk(
      await api(
        page,
        'POST',
        '/api/orders/create-order',
        {
          products: cart.products.map((line) => ({ productId: line.productId, quantity: line.quantity })),
          amount: cart.grandTotal,
          email: me.email,
          paymentMethod: 'COD',
          shippingAddress: ADDRESS,
        },
        { 'Idempotency-Key': crypto.randomUUID() },
      ),
      'create-order',
    );
    order = created.order;
    if (order.status !== 'pending') throw new Error(`The new order is ${order.status}`);
  });

  await check('Manage Orders lists the order and ships it through the status dialog', async () => {
    const reference = order._id.slice(-8).toUpperCase();
    await page.goto(url('/dashboard/manage-orders'));
    await page.getByRole('heading', { level: 1, name: 'Manage Orders' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: `#${reference}` });
    await row.getByText('Cash on Delivery').waitFor();
    await row.getByText('Pending', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Update status of order ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
    await dialog.getByText(order.email).waitFor();
    await dialog.getByLabel('New status').selectOption('shipped');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Shipped', { exact: true }).waitFor();

    const stored = expectOk(await api(page, 'GET', `/api/orders/order/${order._id}`), 'order');
    if (stored.order.status !== 'shipped') throw new Error(`The order is stored as ${stored.order.status}`);
  });

  await check('a coupon added through the form shows the green banner and joins the list', async () => {
    const code = `SHIP${Date.now().toString(36).toUpperCase()}`;
    await page.goto(url('/dashboard/add-coupon'));
    await page.getByRole('heading', { level: 1, name: 'Add Coupon' }).waitFor();
    await page.getByLabel('Coupon Code').fill(code.toLowerCase());
    await page.getByLabel('Discount Percentage').fill('7');
    await page.getByLabel('Expiry Date & Time').fill('2099-12-31T10:00');
    await page.getByRole('button', { name: 'Add Coupon' }).click();

    const banner = page.getByRole('status').filter({ hasText: 'Coupon added successfully!' });
    await banner.waitFor();
    const colour = await banner.evaluate((element) => globalThis.getComputedStyle(element).backgroundColor);
    if (colour !== 'rgb(232, 243, 234)') throw new Error(`The banner is ${colour}, not green`);

    // Tidy up: the coupon leaves the shop again.
    const remove = page.getByRole('button', { name: `Delete coupon ${code}` });
    await remove.click();
    // The question is asked in the page (an alertdialog), not by the browser.
    const question = page.getByRole('alertdialog', { name: 'Please confirm' });
    await question.getByText(`Delete the coupon ${code}?`).waitFor();
    await question.getByRole('button', { name: 'Delete' }).click();
    await remove.waitFor({ state: 'detached' });
  });
}
