import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { signTrackingToken } from '../src/modules/orders/tracking/tracking-links';
import { TRACKING_MESSAGES } from '../src/modules/orders/tracking/tracking.service';
import { SeoService } from '../src/modules/seo/seo.service';
import { ADDRESS, bearer, setProfileAddress } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(60_000);

/** What #root holds: the page's own markup, as a browser paints it before the app starts. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

/** The JSON-LD objects of a page, parsed the way a crawler would. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

describe('SEO: the HTML crawlers get', () => {
  let shop: TestApp;
  let seo: SeoService;
  let adminToken: string;
  let mirrorId: string;
  let trickyId: string;

  async function addProduct(body: Record<string, unknown>): Promise<string> {
    const res = await shop
      .http()
      .post('/api/product/create-product')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ image: '/uploads/images/abc.webp', ...body })
      .expect(201);
    return res.body.product.id;
  }

  // A built storefront's index.html, as Vite writes it (title and description on several lines).
  const storefrontDir = mkdtempSync(join(tmpdir(), 'seo-dist-'));
  writeFileSync(
    join(storefrontDir, 'index.html'),
    `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Generic description"
    />
    <title>Decor Shop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );

  beforeAll(async () => {
    shop = await startTestApp({
      env: {
        PUBLIC_URL: 'https://shop.example.in',
      },
      storefrontDir,
    });
    seo = shop.app.get(SeoService);
    adminToken = (await shop.createUser({ role: 'admin' })).token;
    mirrorId = await addProduct({
      name: 'Sunburst Wall Mirror',
      category: 'Mirrors',
      price: '4999.50',
      oldPrice: '5999',
      description: 'Gilded rays around a round glass.',
    });
    trickyId = await addProduct({
      name: 'Tray </script><script>alert(1)</script> & "Co"',
      category: 'Table Top',
      price: '649',
      description: '<img src=x onerror=alert(1)>',
    });
  });

  afterAll(async () => {
    await shop.close();
    rmSync(storefrontDir, { recursive: true, force: true });
  });

  it('answers a crawler fetching /shop/{id} (no JavaScript) with the name, price and JSON-LD', async () => {
    const res = await fetch(`${shop.baseUrl}/shop/${mirrorId}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<h1>Sunburst Wall Mirror</h1>');
    expect(html).toContain('Rs. 4,999.50');
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Product', offers: { price: '4999.50', priceCurrency: 'INR' } });
    // Still the app: its script is there, and the generic description is gone.
    // The app still starts, after the product's picture (start-after-picture.js).
    expect(html).toContain('<script src="/start-after-picture.js" data-app="/assets/index-abc.js"');
    expect(html).not.toContain('Generic description');
  });

  it('serves a rebuilt storefront within a second, without reading the file for every page', async () => {
    const file = join(storefrontDir, 'index.html');
    const built = readFileSync(file, 'utf8');
    try {
      await fetch(`${shop.baseUrl}/about`, { headers: { accept: 'text/html' } });
      writeFileSync(file, built.replace('/assets/index-abc.js', '/assets/index-rebuilt.js'));
      // A kept page is kept with its template; an unseen path shows the template as it is now.
      await new Promise((done) => setTimeout(done, 1_100));
      const html = await (await fetch(`${shop.baseUrl}/contact`, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('/assets/index-rebuilt.js');
    } finally {
      writeFileSync(file, built);
      await new Promise((done) => setTimeout(done, 1_100));
    }
  });

  it('answers 404 (with the app, so the shopper sees its page) for an unknown product', async () => {
    const res = await fetch(`${shop.baseUrl}/shop/00000000-0000-4000-8000-000000000000`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('/assets/index-abc.js');
  });

  it('answers 404 with the app for an address the shop does not have, 200 for its own routes', async () => {
    const page = (path: string) => fetch(`${shop.baseUrl}${path}`, { headers: { accept: 'text/html' } });
    for (const path of ['/no-such-page', '/shop/mirrors/extra', '/help/nothing-here']) {
      const res = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      // The shell starts the app, which draws its not-found page inside the shop's header and footer.
      expect(html).toContain('/assets/index-abc.js');
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
    for (const path of ['/', '/shop', '/search?query=lamp', '/forgot-password', '/login', '/orders/abc', '/help']) {
      expect({ path, status: (await page(path)).status }).toEqual({ path, status: 200 });
    }
    // The API's own unknown paths stay JSON.
    const api = await fetch(`${shop.baseUrl}/api/no-such-thing`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('serves robots.txt and sitemap.xml as text, not the app', async () => {
    const robots = await fetch(`${shop.baseUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    const sitemap = await fetch(`${shop.baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(await sitemap.text()).toContain(`/shop/${mirrorId}</loc>`);
  });

  it('renders a product page with its title, description, canonical, Open Graph, price and JSON-LD', async () => {
    const { status, html } = await seo.render(`/shop/${mirrorId}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Sunburst Wall Mirror | Decor Shop</title>');
    expect(html).toContain('<meta name="description" content="Gilded rays around a round glass." />');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example.in/shop/${mirrorId}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:image" content="https://shop.example.in/uploads/images/abc.webp" />');
    // The main content, inside #root for crawlers that run no script.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<h1>Sunburst Wall Mirror</h1>');
    expect(root).toContain('Rs. 4,999.50');
    expect(root).toContain('Gilded rays around a round glass.');
    // One title only: the template's generic one is replaced.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/images/abc.webp" imagesrcset="/uploads/images/abc-400.webp 400w, /uploads/images/abc-1200.webp 1200w"',
    );
    const [product] = jsonLd(html);
    // Sold one way: a Product with its one offer, as before variants.
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Sunburst Wall Mirror',
      sku: mirrorId,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '4999.50',
        availability: 'https://schema.org/InStock',
        url: `https://shop.example.in/shop/${mirrorId}`,
      },
    });
    expect(product.aggregateRating).toBeUndefined();
  });

  it('describes a product sold in several variants as a ProductGroup of its variants', async () => {
    const id = await addProduct({ name: 'Arch Mirror', category: 'Mirrors', price: '2999', description: 'Tall.' });
    const res = await shop
      .http()
      .put(`/api/product/${id}/options`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({
        options: [
          { name: 'Size', values: ['Small', 'Large'] },
          { name: 'Finish', values: ['Walnut', 'Gold'] },
        ],
      })
      .expect(200);
    const variants = res.body.product.variants as { id: string; sku: string; options: string[] }[];
    const largeGold = variants.find((variant) => variant.options.join() === 'Large,Gold')!;
    await shop
      .http()
      .patch('/api/product/variants')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ variants: [{ id: largeGold.id, price: '3999.50', stock: 2 }] })
      .expect(200);

    const { html } = await seo.render(`/shop/${id}`);
    const [group] = jsonLd(html);
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Arch Mirror',
      productGroupID: id,
      url: `https://shop.example.in/shop/${id}`,
      variesBy: ['https://schema.org/size', 'Finish'],
    });
    expect(group.offers).toBeUndefined();
    const hasVariant = group.hasVariant as Record<string, unknown>[];
    expect(hasVariant).toHaveLength(4);
    expect(hasVariant.map((variant) => variant.sku)).toEqual(variants.map((variant) => variant.sku));
    expect(hasVariant.find((variant) => variant.sku === largeGold.sku)).toEqual({
      '@type': 'Product',
      name: 'Arch Mirror (Large, Gold)',
      sku: largeGold.sku,
      image: 'https://shop.example.in/uploads/images/abc.webp',
      size: 'Large',
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Finish', value: 'Gold' }],
      offers: {
        '@type': 'Offer',
        url: `https://shop.example.in/shop/${id}`,
        priceCurrency: 'INR',
        price: '3999.50',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    // The generated combinations have no stock yet.
    expect(hasVariant.find((variant) => String(variant.sku).endsWith('-LARGE-WALNUT'))).toMatchObject({
      offers: { price: '2999.00', availability: 'https://schema.org/OutOfStock' },
    });
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('From Rs. 2,999.00');
    expect(root).toContain('<p>Size: Small, Large</p><p>Finish: Walnut, Gold</p>');

    // One page per product in the sitemap, whatever its variants.
    const xml = await seo.sitemapXml(Date.now() + 10 * 60_000);
    expect(xml.split(`<loc>https://shop.example.in/shop/${id}</loc>`)).toHaveLength(2);
    expect(xml).not.toContain(largeGold.id);
    const productPages = xml.match(/<loc>[^<]*\/shop\/[^<]+<\/loc>/g) ?? [];
    expect(new Set(productPages).size).toBe(productPages.length);
    expect(productPages).toHaveLength(Number((await shop.http().get('/api/product').expect(200)).body.totalProducts));
  });

  it('adds the rating to the JSON-LD once the product has reviews', async () => {
    expect(jsonLd((await seo.render(`/shop/${mirrorId}`)).html)[0].aggregateRating).toBeUndefined();
    const user = await shop.createUser();
    await shop
      .http()
      .post('/api/reviews/post-review')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ productId: mirrorId, rating: 4, comment: 'Lovely' })
      .expect(200);
    // The page rendered before is kept until the review drops it from the answer cache: at once.
    const [product] = jsonLd((await seo.render(`/shop/${mirrorId}`)).html);
    expect(product.aggregateRating).toMatchObject({ ratingValue: '4.0', reviewCount: 1 });
  });

  it('escapes whatever a product name or description holds', async () => {
    const { html } = await seo.render(`/shop/${trickyId}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Tray &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    const [product] = jsonLd(html);
    expect(product.name).toBe('Tray </script><script>alert(1)</script> & "Co"');
  });

  it('answers 404 for product ids that do not exist or are not ids', async () => {
    expect((await seo.render('/shop/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const junk = await seo.render('/shop/not-an-id');
    expect(junk.status).toBe(404);
    expect(junk.html).toContain('<meta name="robots" content="noindex" />');
    expect((await seo.render('/no-such-page')).status).toBe(404);
    expect((await seo.render('/categories/Spaceships')).status).toBe(404);
  });

  it('renders category, shop, home and information pages with their own titles and canonicals', async () => {
    const mirrors = await seo.render('/categories/Mirrors');
    expect(mirrors.status).toBe(200);
    expect(mirrors.html).toContain('<title>Mirrors | Decor Shop</title>');
    expect(mirrors.html).toContain('<link rel="canonical" href="https://shop.example.in/categories/Mirrors" />');
    expect(mirrors.html).toContain(`<a href="/shop/${mirrorId}">Sunburst Wall Mirror</a>`);
    const wallArt = await seo.render('/categories/wall+art');
    expect(wallArt.html).toContain('<link rel="canonical" href="https://shop.example.in/categories/Wall+Art" />');
    expect((await seo.render('/shop?page=2')).html).toContain('<title>Shop | Decor Shop</title>');
    expect((await seo.render('/')).html).toContain('<link rel="canonical" href="https://shop.example.in/" />');
    const help = await seo.render('/help');
    expect(help.html).toContain('<title>Help &amp; FAQ | Decor Shop</title>');
    const login = await seo.render('/login');
    expect(login.status).toBe(200);
    expect(login.html).toContain('<meta name="robots" content="noindex" />');
    expect((await seo.render('/dashboard/orders')).status).toBe(200);
  });

  it("names the shop in every page's title by its name setting, not a built-in one", async () => {
    const edit = await shop.http().get('/api/settings/edit').set('Authorization', `Bearer ${adminToken}`).expect(200);
    const { updatedAt: _updatedAt, ...fields } = edit.body;
    const save = (shopName: string) =>
      shop
        .http()
        .put('/api/settings')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ ...fields, shopName })
        .expect(200);
    await save('Kolkata Crafts');
    try {
      const titles: [string, string][] = [
        ['/', 'Kolkata Crafts: handpicked home decor for Indian homes'],
        ['/shop', 'Shop | Kolkata Crafts'],
        [`/shop/${mirrorId}`, 'Sunburst Wall Mirror | Kolkata Crafts'],
        ['/help', 'Help &amp; FAQ | Kolkata Crafts'],
        ['/track', 'Track order | Kolkata Crafts'],
        ['/track/0190c0de-0000-7000-8000-000000000000.1.x', 'Track order | Kolkata Crafts'],
        ['/dashboard/settings', 'Kolkata Crafts'],
        ['/no-such-page', 'Page not found | Kolkata Crafts'],
      ];
      for (const [path, title] of titles) {
        const { html } = await seo.render(path);
        expect(html).toContain(`<title>${title}</title>`);
        expect(html).not.toContain('Decor Shop');
      }
      // The Track order form is for search engines too; the signed page it opens never is.
      expect((await seo.render('/track')).html).not.toContain('noindex');
      expect((await seo.render('/track/0190c0de-0000-7000-8000-000000000000.1.x')).html).toContain(
        '<meta name="robots" content="noindex" />',
      );
      const product = (await seo.render(`/shop/${mirrorId}`)).html;
      expect(product).toContain('"brand":{"@type":"Brand","name":"Kolkata Crafts"}');
    } finally {
      await save('Decor Shop');
    }
  });

  it("gives every page the footer's community and social links from the settings, escaped", async () => {
    const edit = await shop.http().get('/api/settings/edit').set('Authorization', `Bearer ${adminToken}`).expect(200);
    const { updatedAt: _updatedAt, ...fields } = edit.body;
    expect(fields).toMatchObject({
      communityUrl: 'https://chat.whatsapp.com/',
      socialUrl: 'https://www.instagram.com/',
      socialName: 'Instagram',
    });
    const links = {
      communityUrl: 'https://chat.whatsapp.com/Abc"</script><x>',
      socialUrl: 'https://www.facebook.com/decorshop',
      socialName: 'Facebook',
    };
    await shop
      .http()
      .put('/api/settings')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ ...fields, ...links })
      .expect(200);
    try {
      for (const path of ['/', '/shop', '/help', '/no-such-page']) {
        const { html } = await seo.render(path);
        const embedded = /<script type="application\/json" id="shop-settings">(.*?)<\/script>/s.exec(html);
        expect(JSON.parse(embedded![1])).toMatchObject(links);
        expect(html).not.toContain('<x>');
        expect(html).not.toContain('name="shop:');
      }
    } finally {
      await shop.http().put('/api/settings').set('Authorization', `Bearer ${adminToken}`).send(fields).expect(200);
    }
  });

  it("shows the hero video's poster on the home page, preloaded, once the deal has one", async () => {
    expect((await seo.render('/')).html).not.toContain('class="hero"');
    await shop
      .http()
      .put('/api/deal')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({
        title: 'Spring Sale',
        discount: 10,
        endDate: '2099-01-01T00:00:00Z',
        categories: [],
        heroPoster: '/uploads/banners/poster.webp',
      })
      .expect(200);
    // The deal's save drops the home page kept a moment ago.
    const { html } = await seo.render('/');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/banners/poster-400.webp" imagesrcset="/uploads/banners/poster-400.webp 400w, /uploads/banners/poster-1200.webp 1200w"',
    );
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(
      /<img class="hero" src="\/uploads\/banners\/poster-400.webp"[^>]* fetchpriority="high" data-lcp \/>/,
    );
  });

  it('lists every product and category in the sitemap and points robots.txt at it', async () => {
    const xml = await seo.sitemapXml(Date.now() + 10 * 60_000);
    expect(xml).toContain(`<loc>https://shop.example.in/shop/${mirrorId}</loc>`);
    expect(xml).toContain(`<loc>https://shop.example.in/shop/${trickyId}</loc>`);
    expect(xml).toContain('<loc>https://shop.example.in/categories/Table+Decor</loc>');
    expect(xml).toContain('<loc>https://shop.example.in/delivery-information</loc>');
    expect(xml).toContain('<loc>https://shop.example.in/track</loc>');
    const robots = seo.robotsTxt();
    expect(robots).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /api/');
    // The Track order form is public; the signed pages it opens are keys.
    expect(robots).toContain('Disallow: /track/\n');
    expect(robots).not.toContain('Disallow: /track\n');
  });

  describe('the tracking pages', () => {
    const PHONE = '9876543210';
    let buyer: { user: { id: string; email: string }; token: string };
    let orderId: string;
    let number: string;
    const page = (path: string) => fetch(`${shop.baseUrl}${path}`, { headers: { accept: 'text/html' } });
    const signed = (seconds: number) =>
      signTrackingToken(shop.config.jwtSecret, orderId, new Date(Date.now() + seconds * 1000));

    beforeAll(async () => {
      // A name that is markup, to show nothing of the buyer reaches the page, escaped or not.
      buyer = await shop.createUser({ username: '<b>Asha</b> Verma' });
      await setProfileAddress(shop, buyer.user.id);
      await shop.app.get(DataSource).query(`UPDATE users SET phone = $2 WHERE id = $1`, [buyer.user.id, PHONE]);
      await shop
        .http()
        .post('/api/cart/add')
        .set(...bearer(buyer.token))
        .send({ productId: trickyId, quantity: 2 })
        .expect(201);
      const cart = await shop
        .http()
        .get(`/api/cart/${buyer.user.id}`)
        .set(...bearer(buyer.token))
        .expect(200);
      const placed = await shop
        .http()
        .post('/api/orders/create-order')
        .set(...bearer(buyer.token))
        .send({
          email: buyer.user.email,
          paymentMethod: 'COD',
          products: [{ productId: trickyId, quantity: 2 }],
          amount: cart.body.grandTotal,
        })
        .expect(201);
      orderId = placed.body.order.id;
      number = `#${orderId.slice(-8).toUpperCase()}`;
    });

    it('draws the Track order form in the HTML, as the app draws it, for search engines too', async () => {
      const res = await page('/track');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain('noindex');
      const root = rootOf(html);
      expect(root).toContain('<h1>Track order</h1>');
      expect(root).toContain('Enter the order number from your order mail (for example #C67C499B)');
      expect(root).toContain(
        '<label>Order number<input name="orderNumber" placeholder="#C67C499B" autocomplete="off" required /></label>',
      );
      expect(root).toContain('<label>E-mail or phone number<input name="contact" autocomplete="email" required />');
      expect(root).toContain('<button type="submit">Track order</button>');
      // Its look comes with it, and the app starts once it is painted.
      expect(html).toMatch(/<style>[^<]*\.track input\{[^}]*min-height:44px/);
      expect(html).toContain('<script src="/start-after-picture.js" data-app="/assets/index-abc.js"');
    });

    it("draws an order's status, timeline, lines and courier, never its address, phone or e-mail", async () => {
      await shop
        .http()
        .post(`/api/orders/${orderId}/shipments`)
        .set(...bearer(adminToken))
        .send({ courier: 'delhivery', awb: '1234567890123' })
        .expect(201);
      const token = signed(3600);
      const res = await page(`/track/${token}`);
      expect(res.status).toBe(200);
      // A key to one order: kept by no cache, and never indexed.
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('etag')).toBeNull();
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain(`<title>Order ${number} | Decor Shop</title>`);
      expect(html).toContain('<script src="/start-after-picture.js" data-app="/assets/index-abc.js"');
      const root = rootOf(html);
      expect(root).toContain(`<h1>Order ${number}</h1>`);
      expect(root).toContain('<span class="badge shipped">Shipped</span>');
      expect(root).toContain('Cash on Delivery · Unpaid');
      expect(root).toContain('Your order is on its way! You should receive it soon.');
      expect(root).toMatch(/<li class="done"><span class="dot" aria-hidden="true">✓<\/span><div><strong>Pending/);
      expect(root).toContain('<li class="current" aria-current="step">');
      expect(root).toContain('<strong>Delhivery</strong><span>AWB 1234567890123</span>');
      expect(root).toMatch(
        /<a href="https:\/\/[^"]*1234567890123[^"]*" target="_blank" rel="noopener noreferrer">Track parcel<\/a>/,
      );
      expect(root).toContain('2 × Rs. 649.00');
      expect(root).toContain('<strong>Rs. 1,298.00</strong>');
      for (const secret of [
        ADDRESS.address,
        ADDRESS.city,
        ADDRESS.pincode,
        PHONE,
        buyer.user.email,
        'Asha',
        buyer.user.id,
      ]) {
        expect({ secret, shown: html.includes(secret) }).toEqual({ secret, shown: false });
      }
      // The app gets the API's own answer with the page, and draws the order without asking again.
      const embedded = /<script type="application\/json" id="tracked-order">(.*?)<\/script>/s.exec(html);
      const api = await shop.http().get(`/api/track/${token}`).expect(200);
      expect(JSON.parse(embedded![1])).toEqual(api.body);
    });

    it('escapes the product names it shows, in the page and in the data for the app', async () => {
      const html = await (await page(`/track/${signed(3600)}`)).text();
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(rootOf(html)).toContain(
        '<strong>Tray &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</strong>',
      );
      const embedded = /<script type="application\/json" id="tracked-order">(.*?)<\/script>/s.exec(html)![1];
      expect(JSON.parse(embedded).order.products[0].name).toBe('Tray </script><script>alert(1)</script> & "Co"');
    });

    it('answers an expired link with 410 and a changed one with 400, in the words of the app', async () => {
      const expired = await page(`/track/${signed(-1)}`);
      expect(expired.status).toBe(410);
      expect(expired.headers.get('cache-control')).toBe('private, no-store');
      const html = await expired.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<title>Track order | Decor Shop</title>');
      expect(rootOf(html)).toContain(
        `<div class="state" role="alert"><div class="empty"><h2>This tracking link cannot be opened</h2><p>${TRACKING_MESSAGES.expired}</p><a class="button" href="/track">Track order</a>`,
      );
      expect(html).not.toContain('tracked-order');
      const [id, expires, signature] = signed(3600).split('.');
      for (const changed of [`${id}.${Number(expires) + 60}.${signature}`, 'garbage']) {
        const res = await page(`/track/${changed}`);
        expect({ changed, status: res.status }).toEqual({ changed, status: 400 });
        expect(await res.text()).toContain(`<p>${TRACKING_MESSAGES.invalid}</p>`);
      }
    });
  });
});
