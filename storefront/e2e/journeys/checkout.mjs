// A fresh shopper with a shipping address buys one piece with the WELCOME10 coupon, paying
// cash on delivery, then another paying by UPI through the gateway's payment page.
import { addToCart, cartCount } from '../support/shop.mjs';
import { apiFromPage, freshShopper, registerThroughApi, watchAlerts } from './register.mjs';

export const title = 'Checkout: coupon, cash on delivery and UPI';

const ADDRESS = { address: '12 Lavelle Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

/** A product from the catalogue that is in stock to buy. */
async function pickProduct(page) {
  const list = await apiFromPage(page, 'GET', '/api/product?limit=10&outOfStock=hide');
  // Two pieces are bought (COD, then UPI): plenty left, or made to order.
  const product = list.data?.products?.find((item) => item.price > 0 && (item.stock === null || item.stock > 5));
  if (!product) throw new Error(`No product to buy: ${JSON.stringify(list.data).slice(0, 200)}`);
  return product;
}

/** Puts the product in the cart from its page with Add to Cart (or the API where the page has no button). */
async function addFromProductPage(page, url, product) {
  await page.goto(url(`/shop/${product._id}`));
  const button = page.getByRole('button', { name: 'Add to Cart' }).first();
  const present = await button
    .waitFor({ timeout: 8_000 })
    .then(() => true)
    .catch(() => false);
  if (present) {
    await addToCart(page);
    return;
  }
  console.log('      (the product page has no Add to Cart button: the item is added through the API)');
  const added = await apiFromPage(page, 'POST', '/api/cart/add', { productId: product._id, quantity: 1 });
  if (added.status >= 300) throw new Error(`cart/add answered ${added.status}`);
}

async function openCart(page, productName) {
  await page.locator('button[aria-label^="Cart, "]').first().click();
  const cart = page.getByRole('dialog');
  await cart.getByRole('heading', { name: productName }).waitFor();
  return cart;
}

export default async function checkout({ page, url, baseUrl, check }) {
  const alerts = watchAlerts(page);
  const shopper = freshShopper('buyer');
  let product;

  await check('a fresh shopper with a shipping address signs in', async () => {
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
    // Signing in through the screen stores the user, address included, as the shop keeps it.
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await alerts.waitFor('Login successful');
    await page.waitForURL((address) => new URL(address).pathname === '/');
    product = await pickProduct(page);
  });

  await check('Add to Cart on the product page fills the cart', async () => {
    await addFromProductPage(page, url, product);
    const cart = await openCart(page, product.name);
    await cart.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await cart
      .getByRole('button', { name: 'Decrease quantity' })
      .first()
      .isDisabled()
      .then((disabled) => {
        if (!disabled) throw new Error('The minus button is enabled at quantity 1');
      });
  });

  await check('WELCOME10 takes 10% off the order summary', async () => {
    const cart = page.getByRole('dialog');
    await cart.getByLabel('Coupon code').fill('WELCOME10');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await cart.getByText('Coupon applied! 10% discount.').waitFor();
    await cart.getByText(/Discount \(WELCOME10, 10%\)/).waitFor();
  });

  await check('Place Order without a payment method asks for one', async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Place Order' }).click();
    await alerts.waitFor('Please select a payment method.');
  });

  await check('cash on delivery places the order and lands on /cod-success', async () => {
    const cart = page.getByRole('dialog');
    await cart.getByLabel(/Cash on Delivery/).check();
    await cart.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/cod-success');
    await page.getByRole('link', { name: 'View My Orders' }).waitFor();
    const orders = await apiFromPage(page, 'GET', `/api/orders/${encodeURIComponent(shopper.email)}`);
    const latest = orders.data?.orders?.[0];
    if (latest?.paymentMethod !== 'COD' || latest?.couponCode !== 'WELCOME10') {
      throw new Error(`Latest order: ${JSON.stringify(latest).slice(0, 300)}`);
    }
    if ((await cartCount(page)) !== 0) throw new Error('The cart badge still counts items after the order');
  });

  await check('UPI: the next piece goes into the cart', async () => {
    await addFromProductPage(page, url, product);
    const cart = await openCart(page, product.name);
    await cart.getByLabel(/UPI/).check();
  });

  await check('UPI: Place Order opens the payment page', async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/sandbox\/paytm\//, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
  });

  await check('UPI: paying lands on /payment-success showing the paid order', async () => {
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/payment-success\?session_id=/, { timeout: 10_000 });
    // The gateway returns to the shop's public address; view the answer on the build under test.
    const landed = new URL(page.url());
    if (landed.origin !== new URL(baseUrl).origin) await page.goto(url(`${landed.pathname}${landed.search}`));
    await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
    const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
    await page.getByText(`#${sessionId.slice(-8).toUpperCase()}`).waitFor();
    await page.getByText('Paid', { exact: true }).waitFor();
  });
}
