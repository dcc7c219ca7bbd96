// The shop never strands a shopper or a crawler: a page number past the end goes to the last
// page, the welcome splash greets only the first visit, a picture that cannot be loaded shows a
// tile instead of a broken image, and a product page read without JavaScript already carries
// its name, price and schema.org data.
export const title = 'Dead ends: shop pages, splash, pages without JavaScript';

export default async function deadEndsShop({ page, context, url, check }) {
  await check('/shop?page=99 shows the last page of products, not "0 of 0"', async () => {
    await page.goto(url('/shop?page=99'));
    const heading = page.getByRole('heading', { level: 2, name: /^Showing \d+ to \d+ of \d+ products$/ });
    await page.waitForFunction(() => !/[?&]page=99\b/.test(globalThis.location.search));
    await page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().waitFor();
    const text = await heading.innerText();
    if (text === 'Showing 0 to 0 of 0 products') throw new Error(text);
  });

  await check('the welcome splash shows on the first visit only', async () => {
    await page.goto(url('/'), { waitUntil: 'commit' });
    const splash = page.getByRole('status', { name: 'Welcome to Decor Shop' });
    await splash.waitFor();
    await splash.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Shop by Category' }).waitFor();
    if ((await splash.count()) > 0) throw new Error('The splash came back on a repeat visit');
  });

  await check('pictures that cannot be loaded show a tile, on the shop page and a product page', async () => {
    const offline = await context.newPage();
    try {
      // Every uploaded picture fails, as when the files are gone from the server.
      await offline.route('**/uploads/**', (route) => route.abort());
      await offline.goto(url('/shop'));
      await offline.getByRole('list', { name: 'Products' }).getByRole('listitem').first().waitFor();
      await offline.waitForFunction(() => {
        const img = globalThis.document.querySelector('[aria-label="Products"] img');
        const src = img?.getAttribute('src') ?? '';
        return img?.complete && img.naturalWidth > 0 && src.startsWith('data:image/svg+xml');
      });
      const list = await offline.evaluate(() => fetch('/api/product?limit=1').then((res) => res.json()));
      // The product page's main picture comes in the server's HTML and fails before the app runs.
      await offline.goto(url(`/shop/${list.products[0]._id}`));
      await offline.getByRole('heading', { level: 1, name: list.products[0].name }).waitFor();
      // No picture on the page is broken (a lazy one not reached yet has not tried), some are tiles.
      await offline.waitForFunction(() => {
        const pictures = [...globalThis.document.querySelectorAll('main img')];
        const tiles = pictures.filter((img) => (img.getAttribute('src') ?? '').startsWith('data:image/svg+xml'));
        return tiles.length > 0 && pictures.every((img) => !img.complete || img.naturalWidth > 0);
      });
    } finally {
      await offline.close();
    }
  });

  await check('a product page without JavaScript carries its name, price and JSON-LD', async () => {
    const list = await page.evaluate(() => fetch('/api/product?limit=1').then((res) => res.json()));
    const product = list.products[0];
    const noScript = await context.browser().newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      const response = await plain.goto(url(`/shop/${product._id}`));
      if (response?.status() !== 200) throw new Error(`answered ${response?.status()}`);
      await plain.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await plain
        .getByText(/Rs\. [\d,]+\.\d\d/)
        .first()
        .waitFor();
      const data = JSON.parse(await plain.locator('script[type="application/ld+json"]').first().textContent());
      if (data['@type'] !== 'Product' || data.offers?.priceCurrency !== 'INR') throw new Error(JSON.stringify(data));
      if (Number(data.offers.price) !== product.price) throw new Error(`JSON-LD price ${data.offers.price}`);
      if (!(await plain.title()).startsWith(product.name)) throw new Error(`title ${await plain.title()}`);
    } finally {
      await noScript.close();
    }
  });

  await check('robots.txt and sitemap.xml are served as such', async () => {
    const robots = await page.request.get(url('/robots.txt'));
    if (!(await robots.text()).includes('Sitemap: ')) throw new Error('robots.txt has no Sitemap line');
    const sitemap = await page.request.get(url('/sitemap.xml'));
    if (!(await sitemap.text()).includes('/categories/Mirrors</loc>')) throw new Error('sitemap lacks categories');
  });
}
