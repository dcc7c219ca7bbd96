import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestApp, TestApp } from './harness';

// Booting the shop on an embedded database takes a few seconds.
jest.setTimeout(60_000);

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

async function picture(format: 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff', width = 1600, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toFormat(format)
    .toBuffer();
}

describe('Catalogue: image uploads', () => {
  let shop: TestApp;
  let token: string;

  const upload = (image: unknown) =>
    shop.http().post('/api/uploadImage').set('Authorization', `Bearer ${token}`).send({ image });

  beforeAll(async () => {
    shop = await startTestApp();
    token = (await shop.createUser()).token;
  });

  afterAll(() => shop.close());

  it.each(['jpeg', 'png', 'gif', 'webp'] as const)(
    'stores a %s as WebP with 400 and 1200 px copies',
    async (format) => {
      const res = await upload(dataUrl(`image/${format}`, await picture(format))).expect(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.startsWith(`${shop.config.publicUrl}/uploads/images/`)).toBe(true);
      const url = new URL(res.body).pathname;
      expect(url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.webp$/);
      const file = join(shop.config.dataDir, url);
      const main = await sharp(readFileSync(file)).metadata();
      expect(main).toMatchObject({ format: 'webp', width: 1600 });
      expect(main.exif).toBeUndefined();
      for (const width of [400, 1200]) {
        const variant = file.replace(/\.webp$/, `-${width}.webp`);
        expect((await sharp(readFileSync(variant)).metadata()).width).toBe(width);
      }
      const served = await shop.http().get(url).expect(200);
      expect(served.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    },
  );

  it('keeps an animated GIF animated', async () => {
    // Two 40 x 40 frames, red then blue, stacked in one raw strip.
    const width = 40;
    const frame = width * width * 4;
    const strip = Buffer.alloc(frame * 2);
    for (let i = 0; i < frame * 2; i += 4) strip.set(i < frame ? [255, 0, 0, 255] : [0, 0, 255, 255], i);
    const gif = await sharp(strip, { raw: { width, height: width * 2, channels: 4, pageHeight: width } })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const res = await upload(dataUrl('image/gif', gif)).expect(200);
    const stored = await sharp(readFileSync(join(shop.config.dataDir, new URL(res.body).pathname))).metadata();
    expect(stored).toMatchObject({ format: 'webp', pages: 2, width });
  });

  it('judges the type from the bytes, not the data URL', async () => {
    const png = await picture('png', 20, 20);
    const res = await upload(dataUrl('application/pdf', png)).expect(200);
    expect(res.body).toMatch(/\.webp$/);
    const lie = await upload(dataUrl('image/png', Buffer.from('%PDF-1.7 definitely not a picture'))).expect(415);
    expect(lie.body).toEqual({
      statusCode: 415,
      message: 'Please select an image file (JPG, PNG, GIF)',
      error: 'Unsupported Media Type',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await upload(dataUrl('image/tiff', await picture('tiff', 20, 20))).expect(415);
    await upload(dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).expect(415);
    await upload(dataUrl('image/jpeg', (await picture('jpeg')).subarray(0, 200))).expect(415);
    await upload('https://example.com/x.png').expect(415);
    await upload('data:image/png;base64,***').expect(415);
    await upload(42).expect(400);
  });

  it('refuses an image over 5 MB with 413 and stores nothing', async () => {
    const before = existsSync(join(shop.config.dataDir, 'uploads', 'images'));
    const big = Buffer.alloc(6_000_000, 7);
    const res = await upload(dataUrl('image/png', big)).expect(413);
    expect(res.body.message).toBe('File size must be less than 5MB');
    expect(existsSync(join(shop.config.dataDir, 'uploads', 'images'))).toBe(before);
  });

  it('refuses a picture over 25 megapixels with 413 before decoding it', async () => {
    // A flat 6000 x 5000 PNG is tiny on the wire but 30 MP to decode.
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const started = Date.now();
    const res = await upload(dataUrl('image/png', huge)).expect(413);
    expect(res.body.message).toMatch(/at most 25 megapixels/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('limits uploads per user, with Retry-After', async () => {
    const { token: busy } = await shop.createUser();
    const tiny = dataUrl('image/png', await picture('png', 8, 8));
    const send = () =>
      shop.http().post('/api/uploadImage').set('Authorization', `Bearer ${busy}`).send({ image: tiny });
    for (let i = 0; i < 30; i += 1) await send().expect(200);
    const refused = await send().expect(429);
    expect(refused.body.message).toMatch(/^Too many image uploads\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not held back.
    await upload(tiny).expect(200);
  });

  it('needs a signed-in caller', async () => {
    await shop.http().post('/api/uploadImage').send({ image: 'data:image/png;base64,AAAA' }).expect(401);
  });
});
