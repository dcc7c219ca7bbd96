import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from './harness';

/**
 * A storefront on another origin shows the shop's images: the API answers absolute image URLs
 * from PUBLIC_URL, and /uploads lets the CORS_ORIGINS read them.
 */
jest.setTimeout(60_000);

const PUBLIC_URL = 'https://shop.example.in';
const PARTNER = 'https://partner-store.example';

async function pngDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function upload(shop: TestApp, token: string): Promise<string> {
  const res = await shop
    .http()
    .post('/api/uploadImage')
    .set('Authorization', `Bearer ${token}`)
    .send({ image: await pngDataUrl() })
    .expect(200);
  return res.body as string;
}

describe('image URLs for storefronts on other origins', () => {
  let shop: TestApp;
  let admin: string;

  beforeAll(async () => {
    shop = await startTestApp({ env: { PUBLIC_URL, CORS_ORIGINS: PARTNER } });
    admin = (await shop.createUser({ role: 'admin' })).token;
  });
  afterAll(() => shop.close());

  it('answers absolute URLs, keeps paths in the database, and the cached answers agree', async () => {
    const main = await upload(shop, admin);
    expect(main).toMatch(/^https:\/\/shop\.example\.in\/uploads\/images\/[0-9a-f-]{36}\.webp$/);
    const extra = await upload(shop, admin);
    const elsewhere = 'https://cdn.example.net/lamp.jpg';

    // The product form sends back what the API answered: absolute URLs of this shop.
    const created = await shop
      .http()
      .post('/api/product/create-product')
      .set('Authorization', `Bearer ${admin}`)
      .send({
        name: 'Cane Lamp',
        category: 'Table Decor',
        price: 1250,
        image: main,
        additionalImages: [extra, elsewhere],
      })
      .expect(201);
    const id: string = created.body.product.id;
    expect(created.body.product).toMatchObject({ image: main, additionalImages: [extra, elsewhere] });
    const [row] = await shop.app
      .get(DataSource)
      .query(`SELECT image, additional_images FROM products WHERE id = $1`, [id]);
    expect(row.image).toBe(new URL(main).pathname);
    expect(row.additional_images).toEqual([new URL(extra).pathname, elsewhere]);

    for (let read = 0; read < 2; read += 1) {
      // The second read of each is the answer cache's stored copy.
      const detail = await shop.http().get(`/api/product/${id}`).expect(200);
      expect(detail.body.product).toMatchObject({ image: main, additionalImages: [extra, elsewhere] });
      const list = await shop.http().get('/api/product').expect(200);
      expect(list.body.products.map((product: { image: string }) => product.image)).toEqual([main]);
    }

    // A relative path sent by an older client is stored and answered the same way.
    const relative = new URL(extra).pathname;
    const updated = await shop
      .http()
      .patch(`/api/product/update-product/${id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ name: 'Cane Lamp', category: 'Table Decor', price: 1250, image: relative })
      .expect(200);
    expect(updated.body.product.image).toBe(extra);
    const detail = await shop.http().get(`/api/product/${id}`).expect(200);
    expect(detail.body.product.image).toBe(extra);
  });

  it('lets the CORS_ORIGINS read /uploads, and only them', async () => {
    const path = new URL(await upload(shop, admin)).pathname;
    const partner = await shop.http().get(path).set('Origin', PARTNER).expect(200);
    expect(partner.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(partner.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(partner.headers['content-type']).toBe('image/webp');
    const stranger = await shop.http().get(path).set('Origin', 'https://evil.example').expect(200);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('uploads without CORS_ORIGINS', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('stay same-origin resources', async () => {
    const token = (await shop.createUser()).token;
    const url = await upload(shop, token);
    expect(url.startsWith(`${shop.config.publicUrl}/uploads/`)).toBe(true);
    const res = await shop.http().get(new URL(url).pathname).set('Origin', 'https://elsewhere.example').expect(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
