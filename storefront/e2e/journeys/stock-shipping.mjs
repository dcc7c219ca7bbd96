// Stock and parcels: a shopper sees "Only N left" and "Out of stock" (Add to Cart off) on the
// demo catalogue; the shopper places an order, the admin ships it with a courier and AWB
// number from Manage Orders, and the shopper finds the courier's tracking link on the order.
import { apiFromPage, freshShopper, registerThroughApi } from './register.mjs';

export const title = 'Stock notes, and an admin shipping with an AWB the shopper can track';

const ADDRESS = { address: '21 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400020' };

function ok(result, what) {
  if (result.status >= 300) throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.data)}`);
  return result.data;
}

async function signIn(page, url, email, password) {
  await page.goto(url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
}

async function signOut(page) {
  await apiFromPage(page, 'POST', '/api/auth/logout');
  await page.evaluate(() => localStorage.clear());
}

export default async function stockAndShipping({ page, url, check }) {
  const shopper = freshShopper('tracker');
  const adminEmail = process.env.E2E_ADMIN_EMAIL || 'admin@example.com';
  const adminPassword = process.env.E2E_ADMIN_PASSWORD;
  if (!adminPassword) throw new Error('E2E_ADMIN_PASSWORD is not set');
  let order;
  const awb = `${Date.now()}`.slice(-12);

  await check('a product with few pieces says "Only N left" and can still be added', async () => {
    await page.goto(url('/'));
    const list = ok(await apiFromPage(page, 'GET', '/api/product?limit=100'), 'product list');
    const few = list.products.find((product) => product.stock !== null && product.stock >= 1 && product.stock <= 5);
    if (!few) throw new Error('The demo catalogue has no product with 1 to 5 pieces');
    await page.goto(url(`/shop/${few._id}`));
    await page.getByText(`Only ${few.stock} left`, { exact: true }).first().waitFor();
    if (await page.getByRole('button', { name: 'Add to Cart', exact: true }).isDisabled()) {
      throw new Error('Add to Cart is off for a product that is in stock');
    }
  });

  await check('a sold-out product says "Out of stock" and its button is off, on its page and in the shop', async () => {
    const list = ok(await apiFromPage(page, 'GET', '/api/product?limit=100'), 'product list');
    const soldOut = list.products.find((product) => product.stock === 0);
    if (!soldOut) throw new Error('The demo catalogue has no sold-out product');
    await page.goto(url(`/shop/${soldOut._id}`));
    const button = page.getByRole('button', { name: 'Out of stock', exact: true });
    await button.waitFor();
    if (!(await button.isDisabled())) throw new Error('Add to Cart is on for a sold-out product');

    await page.goto(url(`/shop?category=${encodeURIComponent(soldOut.category).replace(/%20/g, '+')}`));
    await page.getByRole('button', { name: `Out of stock: ${soldOut.name}` }).waitFor();
    await page.getByRole('radio', { name: 'In stock only' }).click();
    await page.waitForURL((address) => address.search.includes('stock=hide'));
    await page.getByRole('heading', { name: /^Showing / }).waitFor();
    await page.getByRole('button', { name: `Out of stock: ${soldOut.name}` }).waitFor({ state: 'detached' });
  });

  await check('a new shopper places a cash-on-delivery order', async () => {
    await registerThroughApi(page, shopper);
    await signIn(page, url, shopper.email, shopper.password);
    const me = ok(await apiFromPage(page, 'GET', '/api/auth/me'), 'me');
    ok(
      await apiFromPage(page, 'PATCH', '/api/auth/edit-profile', { username: me.username, shippingAddress: ADDRESS }),
      'edit-profile',
    );
    const list = ok(await apiFromPage(page, 'GET', '/api/product?limit=10&outOfStock=hide'), 'product list');
    const product = list.products.find((item) => item.stock === null || item.stock > 5);
    ok(await apiFromPage(page, 'POST', '/api/cart/add', { productId: product._id, quantity: 1 }), 'cart add');
    const cart = ok(await apiFromPage(page, 'GET', `/api/cart/${me._id}`), 'cart');
    const created = ok(
      await apiFromPage(page, 'POST', '/api/orders/create-order', {
        products: [{ productId: product._id, quantity: 1 }],
        amount: cart.grandTotal,
        email: me.email,
        paymentMethod: 'COD',
        shippingAddress: ADDRESS,
      }),
      'create-order',
    );
    order = created.order;
    await signOut(page);
  });

  await check('the admin ships it from Manage Orders with Delhivery and an AWB number', async () => {
    await signIn(page, url, adminEmail, adminPassword);
    const reference = order._id.slice(-8).toUpperCase();
    await page.goto(url('/dashboard/manage-orders'));
    const row = page.getByRole('row').filter({ hasText: `#${reference}` });
    await row.getByRole('button', { name: `Update status of order ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
    await dialog.getByLabel('New status').selectOption('shipped');
    await dialog.getByLabel('Courier').selectOption('delhivery');
    await dialog.getByLabel('AWB / tracking number').fill(awb);
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Shipped', { exact: true }).waitFor();
    await signOut(page);
  });

  await check('the shopper sees courier, AWB and the tracking link on the order page', async () => {
    await signIn(page, url, shopper.email, shopper.password);
    await page.goto(url(`/dashboard/orders/${order._id}`));
    const parcels = page.getByRole('list', { name: 'Parcels' });
    await parcels.getByText('Delhivery').waitFor();
    await parcels.getByText(`AWB ${awb}`).waitFor();
    const href = await parcels.getByRole('link', { name: 'Track parcel' }).getAttribute('href');
    if (href !== `https://www.delhivery.com/track/package/${awb}`) throw new Error(`The tracking link is ${href}`);
  });
}
