// Nothing a shopper chose is lost: Add to Cart while signed out leads through login and back
// and adds the piece; the coupon survives checkout's detour to the profile; a UPI payment
// that fails puts the items back in the cart.
import { apiFromPage, freshShopper, registerThroughApi, watchAlerts } from './register.mjs';

export const title = 'Dead ends: cart, coupon and failed UPI payment';

const ADDRESS = { address: '7 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' };

const cartButton = (page) => page.locator('button[aria-label^="Cart, "]').first();

export default async function deadEndsCart({ page, url, check }) {
  const alerts = watchAlerts(page);
  const shopper = freshShopper('returning');
  let productName = '';

  await check('signed out, Add to Cart on a product card leads to login', async () => {
    await page.goto(url('/login'));
    await registerThroughApi(page, shopper);
    await page.goto(url('/shop'));
    const first = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
    productName = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
    await first.getByRole('button', { name: /^Add to Cart: / }).click();
    await page.waitForURL('**/login');
    await page.getByText('Sign in to add it to your cart').waitFor();
  });

  await check('after signing in the shopper is back on the shop and the piece is in the cart', async () => {
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await alerts.waitFor('Login successful');
    await page.waitForURL((address) => new URL(address).pathname === '/shop');
    await page.getByRole('dialog').getByRole('heading', { name: productName }).waitFor();
  });

  await check('the coupon is still applied after checkout sends the shopper to the profile', async () => {
    const cart = page.getByRole('dialog');
    await cart.getByLabel('Coupon code').fill('WELCOME10');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await cart.getByText('Coupon applied! 10% discount.').waitFor();
    await cart.getByLabel(/Cash on Delivery/).check();
    await cart.getByRole('button', { name: 'Place Order' }).click();
    await alerts.waitFor('Please complete your shipping address in your profile before placing an order.');
    await page.waitForURL('**/dashboard/profile');
    await cartButton(page).click();
    await page
      .getByRole('dialog')
      .getByText(/Discount \(WELCOME10, 10%\)/)
      .waitFor();
  });

  await check('a failed UPI payment puts the items back in the cart', async () => {
    const saved = await apiFromPage(page, 'PATCH', '/api/auth/edit-profile', {
      username: shopper.username,
      phone: '9876543210',
      shippingAddress: ADDRESS,
    });
    if (saved.status !== 200) throw new Error(`edit-profile answered ${saved.status}`);
    // The shop refreshes the signed-in user (address included) from the server on each visit.
    await page.goto(url('/shop'));
    await cartButton(page).click();
    const cart = page.getByRole('dialog');
    await cart.getByRole('heading', { name: productName }).waitFor();
    await cart.getByLabel(/UPI/).check();
    await cart.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/sandbox\/paytm\//, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await page.waitForURL(/\/payment-success\?session_id=/, { timeout: 10_000 });
    const landed = new URL(page.url());
    if (landed.origin !== new URL(url('/')).origin) await page.goto(url(`${landed.pathname}${landed.search}`));
    await page.getByText(/Its items are back in your cart/).waitFor();
    // The order number as the shop writes it everywhere: # and the last 8 characters in capitals.
    const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
    await page.getByText(`#${sessionId.slice(-8).toUpperCase()}`, { exact: true }).waitFor();
    await cartButton(page).click();
    await page.getByRole('dialog').getByRole('heading', { name: productName }).waitFor();
  });
}
