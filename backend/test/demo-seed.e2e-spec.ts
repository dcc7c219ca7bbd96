import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { DemoSeeder } from '../src/database/demo/demo-seeder';
import { demoPictureSvgs, DrawnPictures } from '../src/database/demo/drawn-pictures';
import { DEMO_PRODUCTS, DEMO_REELS, demoVariants } from '../src/database/seed';
import { VariantsService } from '../src/modules/catalog/variants.service';
import { startTestApp, TestApp } from './harness';

/** A plain square of one colour: unlike any drawing, so it shows where a stored picture came from. */
const square = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#c0ffee' } })
    .webp()
    .toBuffer();

/**
 * Six products, one per category, and one sold in frame finishes keep the test quick; the full
 * catalogue loads in the browser run.
 */
const FRAMED = DEMO_PRODUCTS.find((product) => product.slug === 'kalamkari-tree-of-life-art')!;
const SAMPLE = [
  ...['Mirrors', 'Table Decor', 'Tables', 'Wall Art', 'Wall Shelves', 'Table Top'].map((category) =>
    DEMO_PRODUCTS.find((product) => product.category === category)!,
  ),
  FRAMED,
];

describe('demo seed', () => {
  let shop: TestApp;
  let seeder: DemoSeeder;
  const drawnDir = mkdtempSync(join(tmpdir(), 'demo-pictures-'));
  /** The first product's main picture, as if the build had drawn it ahead. */
  let drawnAhead: { main: Buffer; variants: { width: number; bytes: Buffer }[] };

  beforeAll(async () => {
    shop = await startTestApp();
    seeder = shop.app.get(DemoSeeder);
    seeder.pictures = new DrawnPictures(drawnDir);
    drawnAhead = {
      main: await square(16),
      variants: [
        { width: 400, bytes: await square(8) },
        { width: 1200, bytes: await square(12) },
      ],
    };
    await seeder.pictures.write(demoPictureSvgs(SAMPLE[0])[0], drawnAhead);
    await seeder.seedIfNeeded(SAMPLE);
  }, 120_000);
  afterAll(async () => {
    await shop.close();
    rmSync(drawnDir, { recursive: true, force: true });
  });

  it('stores the pictures the build drew ahead as they are, and draws the others', async () => {
    const list = await shop.http().get('/api/product?limit=50').expect(200);
    const products: { name: string; image: string; additionalImages: string[] }[] = list.body.products;
    const first = products.find((p) => p.name === SAMPLE[0].name)!;
    const main = new URL(first.image).pathname;
    const bytes = async (path: string) => (await shop.http().get(path).buffer(true).expect(200)).body as Buffer;
    expect((await bytes(main)).equals(drawnAhead.main)).toBe(true);
    expect((await bytes(main.replace('.webp', '-400.webp'))).equals(drawnAhead.variants[0].bytes)).toBe(true);
    // Not drawn ahead: drawn now, at the full size.
    const view = await bytes(new URL(first.additionalImages[0]).pathname);
    expect(await sharp(view).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
  });

  it('loads products with their generated images, served from /uploads', async () => {
    const list = await shop.http().get('/api/product?limit=50').expect(200);
    expect(list.body.totalProducts).toBe(SAMPLE.length);
    const names = list.body.products.map((p: { name: string }) => p.name).sort();
    expect(names).toEqual(SAMPLE.map((p) => p.name).sort());
    const product = list.body.products[0];
    expect(product.image.startsWith(`${shop.config.publicUrl}/uploads/products/`)).toBe(true);
    const path = new URL(product.image).pathname;
    expect(path).toMatch(/^\/uploads\/products\/.+\.webp$/);
    expect(product.additionalImages).toHaveLength(2);
    const image = await shop.http().get(path).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    await shop.http().get(path.replace('.webp', '-400.webp')).expect(200);
  });

  it('sells a product in its variants, each with its SKU, price, stock and picture', async () => {
    const list = await shop.http().get('/api/product?limit=50').expect(200);
    const { id, image } = list.body.products.find((p: { name: string }) => p.name === FRAMED.name);
    const product = await shop.app.get(VariantsService).product(id);
    const wanted = demoVariants(FRAMED);
    expect(product.options).toEqual([{ name: 'Frame', values: ['Black', 'Walnut', 'Gold'] }]);
    expect(
      product.variants.map(({ sku, options, originalPrice, stock }) => ({ sku, options, originalPrice, stock })),
    ).toEqual(wanted.map(({ sku, options, price, stock }) => ({ sku, options, originalPrice: Number(price), stock })));
    // The walnut frame is the one the product's pictures show; black and gold have their own.
    const [black, walnut, gold] = product.variants;
    expect(walnut.image).toBe(new URL(image).pathname);
    for (const own of [black, gold]) {
      expect(own.image).toMatch(/^\/uploads\/products\/.+\.webp$/);
      expect(own.image).not.toBe(walnut.image);
      const picture = await shop.http().get(own.image).buffer(true).expect(200);
      expect(await sharp(picture.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 800 });
    }
    expect(Number(list.body.products.find((p: { id: string }) => p.id === id).originalPrice)).toBe(
      Number(FRAMED.price),
    );
  });

  it('activates the demo deal, which prices the products of its categories', async () => {
    const deal = await shop.http().get('/api/deal').expect(200);
    expect(deal.body.data).toMatchObject({ isActive: true, discount: expect.any(Number) });
    expect(new Date(deal.body.data.endDate).getTime()).toBeGreaterThan(Date.now());
    const list = await shop.http().get('/api/product?limit=50').expect(200);
    const discounted = list.body.products.filter((p: { dealDiscount: number }) => p.dealDiscount > 0);
    expect(discounted.length).toBeGreaterThan(0);
    for (const p of discounted) expect(deal.body.data.categories).toContain(p.category);
  });

  it('adds coupons, reels and the customers who wrote reviews', async () => {
    const admin = await shop.createUser({ role: 'admin' });
    const coupons = await shop.http().get('/api/coupon').set('Authorization', `Bearer ${admin.token}`).expect(200);
    const codes = (Array.isArray(coupons.body) ? coupons.body : coupons.body.coupons).map(
      (c: { code: string }) => c.code,
    );
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'FESTIVE15']));
    const reels = await shop.http().get('/api/reels').expect(200);
    expect(reels.body.data).toHaveLength(DEMO_REELS.length);
    const [{ count }] = await shop.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS count FROM users WHERE email LIKE '%@example.com' AND role = 'user'`);
    expect(count).toBeGreaterThanOrEqual(3);
  });

  it('marks trending products', async () => {
    const trending = await shop.http().get('/api/product/trending').expect(200);
    const list = Array.isArray(trending.body) ? trending.body : trending.body.products;
    const expected = SAMPLE.filter((p) => p.isTrending).map((p) => p.name);
    expect(list.map((p: { name: string }) => p.name).sort()).toEqual(expected.sort());
  });

  it('runs once: a second run changes nothing', async () => {
    await seeder.seedIfNeeded(SAMPLE);
    const list = await shop.http().get('/api/product?limit=50').expect(200);
    expect(list.body.totalProducts).toBe(SAMPLE.length);
    const reels = await shop.http().get('/api/reels').expect(200);
    expect(reels.body.data).toHaveLength(DEMO_REELS.length);
  });

  it('resumes an interrupted seed without duplicating what was stored', async () => {
    const dataSource = shop.app.get(DataSource);
    // As if the shop had stopped after storing the first two products.
    await dataSource.query(`DELETE FROM products WHERE name NOT IN ($1, $2)`, [SAMPLE[0].name, SAMPLE[1].name]);
    const [{ value }] = await dataSource.query(`SELECT value FROM app_state WHERE key = 'demo-seed'`);
    const kept = Object.fromEntries(
      Object.entries(value.products as Record<string, string>).filter(([slug]) =>
        [SAMPLE[0].slug, SAMPLE[1].slug].includes(slug),
      ),
    );
    await dataSource.query(`UPDATE app_state SET value = $1 WHERE key = 'demo-seed'`, [
      JSON.stringify({ done: false, products: kept }),
    ]);

    await seeder.seedIfNeeded(SAMPLE);
    const list = await shop.http().get('/api/product?limit=50').expect(200);
    expect(list.body.totalProducts).toBe(SAMPLE.length);
  }, 60_000);
});

describe('demo seed on a shop with its own data', () => {
  it('leaves a database that already has products alone', async () => {
    const shop = await startTestApp();
    try {
      const seeder = shop.app.get(DemoSeeder);
      await seeder.seedIfNeeded(SAMPLE.slice(0, 1));
      await shop.app.get(DataSource).query(`DELETE FROM app_state`);
      await seeder.seedIfNeeded(SAMPLE);
      const list = await shop.http().get('/api/product?limit=50').expect(200);
      expect(list.body.totalProducts).toBe(1);
    } finally {
      await shop.close();
    }
  }, 60_000);
});
