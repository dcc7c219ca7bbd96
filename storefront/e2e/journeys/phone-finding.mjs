// Finding things on a phone (390 × 844): sort the shop, filter it through the sheet that says
// how many products it leaves, sort search results, and reach the not-found page (status 404)
// with its search. axe-core checks the sheet and the not-found page.
import { axeViolations } from '../support/shop.mjs';

export const title = 'Phone: sort and filter the shop, search, the not-found page';

const PHONE = { width: 390, height: 844 };

/**
 * Waits until the names of the cards drawn in a product list pass `test` (the grid draws its
 * cards in a transition, and those below the first screen as they near it), and answers them.
 */
async function cardNames(page, list, test, what) {
  const cards = page.getByRole('list', { name: list }).getByRole('listitem').getByRole('heading', { level: 3 });
  const deadline = Date.now() + 8000;
  let names = [];
  while (Date.now() < deadline) {
    names = await cards.allInnerTexts();
    if (names.length > 0 && test(names)) return names;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: ${JSON.stringify(names)}`);
}

/** Whether the names shown start the list the API answered (the rest are drawn on scrolling). */
const startsWith = (wanted) => (names) => names.every((name, index) => name === wanted[index]);

export default async function phoneFinding({ context, url, check }) {
  // The shop's CSP allows its own scripts only; axe-core is the test's, so the page lets it in.
  const phone = await context
    .browser()
    .newContext({ viewport: PHONE, isMobile: true, hasTouch: true, bypassCSP: true });
  const page = await phone.newPage();
  const nativeDialogs = [];
  page.on('dialog', (dialog) => {
    nativeDialogs.push(dialog.message());
    void dialog.dismiss().catch(() => {});
  });
  const api = (path) => page.evaluate((address) => fetch(address).then((res) => res.json()), path);
  try {
    await check('on a phone the shop sorts by price, low to high, kept in the address', async () => {
      await page.goto(url('/shop'));
      await page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().waitFor();
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
      await page.waitForURL((address) => address.searchParams.get('sort') === 'price-asc');
      const expected = await api('/api/product?page=1&limit=20&sortBy=price&sortOrder=asc');
      const wanted = expected.products.map((product) => product.name);
      await cardNames(page, 'Products', startsWith(wanted), `Not in the API's order ${JSON.stringify(wanted)}`);
    });

    await check('the filter sheet says how many products it leaves and shows them', async () => {
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.waitFor();
      // A click, not check(): the choice shows as checked once the address has changed.
      await sheet.getByRole('radio', { name: 'Mirrors' }).click();
      await page.waitForURL((address) => address.searchParams.get('category') === 'Mirrors');
      const mirrors = await api('/api/product?page=1&limit=20&category=Mirrors&sortBy=price&sortOrder=asc');
      const count = mirrors.totalProducts;
      const show = sheet.getByRole('button', { name: `Show ${count} ${count === 1 ? 'product' : 'products'}` });
      await show.waitFor();
      const violations = await axeViolations(page, '[role="dialog"]');
      if (violations.length) throw new Error(`axe on the sheet: ${violations.join('; ')}`);
      await show.click();
      await sheet.waitFor({ state: 'detached' });
      await page
        .getByRole('heading', { level: 2, name: `Showing 1 to ${Math.min(count, 20)} of ${count} products` })
        .waitFor();
      const wanted = mirrors.products.map((product) => product.name);
      await cardNames(page, 'Products', startsWith(wanted), `Not the mirrors by price ${JSON.stringify(wanted)}`);
      // Sort and filter together in one address: a shared link shows the same list.
      const address = new URL(page.url());
      if (address.searchParams.get('sort') !== 'price-asc') throw new Error(`The address lost the sort: ${address}`);
      await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    });

    await check('an unknown address answers 404 with the shop around its not-found page', async () => {
      const response = await page.goto(url('/mirrors-that-do-not-exist'));
      if (response?.status() !== 404) throw new Error(`The server answered ${response?.status()}`);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      const violations = await axeViolations(page);
      if (violations.length) throw new Error(`axe on the not-found page: ${violations.join('; ')}`);
    });

    await check("the not-found page's search leads to results, which sort by name", async () => {
      const search = page.getByRole('main').getByRole('search');
      await search.getByRole('searchbox', { name: 'Search for products' }).fill('mirror');
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL('**/search?query=mirror');
      const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
      await results.first().waitFor();
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name: A to Z' });
      await page.waitForURL((address) => address.searchParams.get('sort') === 'name');
      const byName = (names) =>
        names.length > 1 &&
        names.every(
          (name, index) => index === 0 || names[index - 1].localeCompare(name, 'en-IN', { sensitivity: 'base' }) <= 0,
        );
      await cardNames(page, 'Search results', byName, 'Not by name');
    });

    await check('the phone saw no native dialog', async () => {
      if (nativeDialogs.length) throw new Error(JSON.stringify(nativeDialogs));
    });
  } finally {
    await phone.close();
  }
}
