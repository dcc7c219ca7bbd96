// The storefront is served and routes correctly: home page, header, footer, deep links.
export const title = 'Storefront smoke';

const SPLASH = { name: 'Welcome to Decor Shop' };

export default async function smoke({ page, url, check }) {
  await check('the home page shows the welcome splash, then the shop', async () => {
    // Waiting only for the response: the splash lasts one second from the first render.
    await page.goto(url('/'), { waitUntil: 'commit' });
    const splash = page.getByRole('status', SPLASH);
    await splash.getByText('Crafting stories, one space at a time.').waitFor();
    await splash.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Shop by Category' }).waitFor();
  });

  await check('the header logo links home', async () => {
    const logo = page.getByRole('banner').getByRole('link', { name: 'Decor Shop home' });
    await logo.waitFor();
    const href = await logo.getAttribute('href');
    if (href !== '/') throw new Error(`The logo links to ${href}`);
  });

  await check('the footer carries the copyright with this year', async () => {
    const year = new Date().getFullYear();
    await page.getByRole('contentinfo').getByText(`© ${year} Decor Shop. All rights reserved.`).waitFor();
  });

  await check('a category tile opens its category page', async () => {
    const categories = page.getByRole('region', { name: 'Shop by Category' });
    await categories.getByRole('link', { name: /Wall Art/ }).click();
    await page.waitForURL('**/categories/Wall+Art');
    await page.getByRole('heading', { level: 1, name: 'Wall Art' }).waitFor();
  });

  await check('an unknown product link answers 404 and still shows the app (history fallback)', async () => {
    const response = await page.goto(url('/shop/some-id'));
    if (response?.status() !== 404) throw new Error(`/shop/some-id answered ${response?.status()}`);
    await page.getByRole('heading', { level: 1, name: 'Product Details' }).waitFor();
  });

  await check('the Help page shows its heading', async () => {
    await page.goto(url('/help'));
    await page.getByRole('heading', { level: 1, name: 'Help & FAQ' }).waitFor();
  });

  await check('an unknown address answers 404 and shows the not-found page inside the shop', async () => {
    const response = await page.goto(url('/no-such-page'));
    if (response?.status() !== 404) throw new Error(`The server answered ${response?.status()}`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'All products' }).waitFor();
  });
}
