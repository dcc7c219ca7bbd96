// The shopper's catalogue: the home deal and its products, the shop filters, the live search
// and a product page.
export const title = 'Catalogue: home deal, shop filters, search and product page';

const SHOWING = /^Showing \d+ to \d+ of \d+ products$/;

async function headingText(page) {
  const heading = page.getByRole('heading', { name: SHOWING });
  await heading.waitFor();
  return heading.textContent();
}

/** Waits for the 'Showing X to Y of Z products' heading to say something other than `before`. */
async function headingChangedFrom(page, before) {
  const heading = page.getByRole('heading', { name: SHOWING }).filter({ hasNotText: before });
  await heading.waitFor();
  return heading.textContent();
}

export default async function catalog({ page, url, check }) {
  await check('the home page shows the deal banner with its countdown and a row of deal products', async () => {
    await page.goto(url('/'));
    // Whatever the deal is called today, its banner carries the countdown.
    const banner = page.getByRole('region').filter({ has: page.getByRole('timer', { name: 'Deal ends in' }) });
    await banner.getByRole('heading', { level: 2 }).waitFor();
    await banner.getByText(/\d+ products? on offer/).waitFor();
    await banner.getByRole('button', { name: 'Refresh deal' }).waitFor();
    const row = page.getByRole('list', { name: 'Deal products' });
    await row
      .getByRole('button', { name: /^Add to Cart: .+/ })
      .first()
      .waitFor();
    const count = await row.getByRole('listitem').count();
    if (count < 1) throw new Error('The deals row is empty');
  });

  await check('the shop filters by category and price through the page, and the heading follows', async () => {
    await page.goto(url('/shop'));
    const all = await headingText(page);
    await page.getByRole('radio', { name: 'Mirrors' }).click();
    await page.waitForURL((address) => address.search === '?category=Mirrors');
    const mirrors = await headingChangedFrom(page, all);
    await page.getByRole('radio', { name: 'Under Rs. 1500' }).click();
    await page.waitForURL((address) => address.search === '?category=Mirrors&priceRange=0-1500');
    await headingChangedFrom(page, mirrors);
    // The prices paid now ("From" the cheapest variant's for a product sold in several);
    // struck-through old prices are <s> and left out.
    const prices = await page
      .getByRole('list', { name: 'Products' })
      .locator('span', { hasText: /^(From )?Rs\. [\d,]+\.\d\d$/ })
      .allTextContents();
    const current = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
    if (current.length === 0) throw new Error('No mirrors under Rs. 1500 were listed');
    if (current.some((price) => price > 1500))
      throw new Error(`A price above Rs. 1500 is listed: ${current.join(', ')}`);
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await page.waitForURL((address) => address.search === '');
  });

  let productName = '';
  await check('the header search finds a mirror from a misspelt word and opens it', async () => {
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await box.fill('miror');
    const results = page.getByRole('region', { name: 'Search results' });
    const hit = results.getByRole('link', { name: /Mirror/ }).first();
    await hit.waitFor();
    productName = ((await hit.locator('span span').first().textContent()) ?? '').trim();
    await hit.click();
    await page.waitForURL(/\/shop\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
  });

  await check('the product page shows the breadcrumb, the price and the reviews', async () => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Home' }).waitFor();
    await crumbs.getByRole('link', { name: 'Shop' }).waitFor();
    await crumbs.getByText(productName, { exact: true }).waitFor();
    await page
      .getByLabel('Price')
      .getByText(/^Rs\. [\d,]+\.\d\d$/)
      .first()
      .waitFor();
    await page.getByRole('heading', { name: /^Customer Reviews \(\d+\)$/ }).waitFor();
    await page.getByRole('link', { name: 'Sign in to write a review' }).waitFor();
  });
}
