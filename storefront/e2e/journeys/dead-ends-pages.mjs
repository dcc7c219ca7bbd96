// The home page and its frame: the deal banner is a background with no words drawn in it (the
// heading is the page's), Back returns to where the shopper was while a new page starts at its
// top, the video hero starts only after the page has loaded (its poster is the first picture),
// and the footer's community and social links are the shop's own settings.

export const title = 'Dead ends: banner, scroll position, video hero, footer links';

/** Share of near-white pixels where the seeded banner used to draw its title (left 160-900 px, rows 150-450). */
async function textInkOnBanner(page, imageUrl) {
  return page.evaluate(async (src) => {
    const image = new globalThis.Image();
    image.src = src;
    await image.decode();
    const canvas = globalThis.document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const scale = image.naturalWidth / 1600;
    const [x, y, w, h] = [160, 150, 740, 300].map((value) => Math.round(value * scale));
    const { data } = context.getImageData(x, y, w, h);
    let light = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] > 225 && data[i + 1] > 225 && data[i + 2] > 215) light += 1;
    return light / (w * h);
  }, imageUrl);
}

export default async function deadEndsPages({ page, url, check }) {
  await check('the deal banner is a background only: no title drawn into the picture', async () => {
    await page.goto(url('/'));
    const heading = page.locator('#deal-title');
    await heading.waitFor();
    const background = await heading.evaluate((element) => {
      let node = element;
      while (node && !globalThis.getComputedStyle(node).backgroundImage.includes('url(')) node = node.parentElement;
      return node ? globalThis.getComputedStyle(node).backgroundImage : '';
    });
    const imageUrl = /url\("?([^")]+)"?\)/.exec(background)?.[1];
    if (!imageUrl) throw new Error(`The deal banner has no picture (${background})`);
    const ink = await textInkOnBanner(page, imageUrl);
    // Bold cream letters covered about a tenth of that area; the pattern alone stays dark.
    if (ink > 0.01) throw new Error(`${(ink * 100).toFixed(1)}% of the title's area is lettering`);
  });

  await check('Back returns to the scrolled place on the shop; opening a product starts at its top', async () => {
    await page.goto(url('/shop'));
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await cards.nth(7).waitFor();
    await cards.nth(7).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => globalThis.scrollY > 600);
    // The wheel may still be scrolling: the place to come back to is where it comes to rest.
    const before = await scrollAtRest(page);
    const name = (await cards.nth(7).getByRole('heading', { level: 3 }).innerText()).trim();
    await cards.nth(7).getByRole('link', { name }).first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const onProduct = await page.evaluate(() => globalThis.scrollY);
    if (onProduct !== 0) throw new Error(`The product page opened scrolled to ${onProduct}`);

    await page.goBack();
    await cards.nth(7).waitFor();
    await page
      .waitForFunction((y) => Math.abs(globalThis.scrollY - y) < 40, before, { timeout: 5000 })
      .catch(async () => {
        throw new Error(`Back came to ${await page.evaluate(() => globalThis.scrollY)}, not ${before}`);
      });
  });

  await check('the video hero: poster first, the muted loop fetched only after the page loaded', async () => {
    const html = await (await page.request.get(url('/'))).text();
    const poster = /<img class="hero" src="([^"]+)"/.exec(html)?.[1];
    if (!poster) throw new Error("The server's home page has no hero poster");
    if (!html.includes(`<link rel="preload" as="image" href="${poster}"`))
      throw new Error('The poster is not preloaded');

    await page.goto(url('/'));
    const video = page.locator('video[aria-hidden="true"]').first();
    await video.waitFor({ state: 'attached' });
    const state = await video.evaluate((element) => ({
      muted: element.muted,
      loop: element.loop,
      src: element.currentSrc || element.src,
    }));
    if (!state.muted || !state.loop) throw new Error(JSON.stringify(state));
    await page.waitForFunction(
      () => {
        const element = globalThis.document.querySelector('video[aria-hidden="true"]');
        return element && !element.paused && element.currentTime > 0;
      },
      undefined,
      { timeout: 15_000 },
    );
    const timing = await page.evaluate((src) => {
      const load = performance.getEntriesByType('navigation')[0].loadEventStart;
      const fetched = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith(new URL(src).pathname));
      return { load, started: fetched?.startTime ?? null };
    }, state.src);
    if (timing.started === null || timing.started < timing.load) {
      throw new Error(`The video was fetched at ${timing.started} ms, before the page's load at ${timing.load} ms`);
    }
  });

  await check("the footer's community and social links are the shop's settings", async () => {
    await page.goto(url('/about-us'));
    const links = await page.evaluate(() => fetch('/api/settings').then((res) => res.json()));
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Join our community group' }).waitFor();
    const community = await footer.getByRole('link', { name: 'Join our community group' }).getAttribute('href');
    const social = footer.getByRole('link', { name: `Follow us on ${links.socialName}` });
    const socialHref = await social.getAttribute('href');
    if (community !== links.communityUrl) throw new Error(`community link ${community}`);
    if (socialHref !== links.socialUrl) throw new Error(`social link ${socialHref}`);
  });
}

/** The page's scroll position once it has not moved for 200 ms. */
async function scrollAtRest(page) {
  let last = await page.evaluate(() => Math.round(globalThis.scrollY));
  for (let i = 0; i < 20; i += 1) {
    await page.waitForTimeout(200);
    const now = await page.evaluate(() => Math.round(globalThis.scrollY));
    if (now === last) return now;
    last = now;
  }
  return last;
}
