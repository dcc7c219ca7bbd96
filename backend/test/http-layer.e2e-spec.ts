import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PUBLIC_CACHE_CONTROL } from '../src/http/cached-reads';
import { createProduct } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

/** A built storefront of our own, with the .br/.gz siblings the build writes. */
function storefrontFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-'));
  mkdirSync(join(dir, 'assets'));
  const html = `<!doctype html><html><head><title>Decor Shop</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
  writeFileSync(join(dir, 'index.html'), html);
  const js = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), js);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(js));
  return dir;
}

/** Raw bytes of a response, undecoded (supertest would inflate them). */
function raw(
  url: string,
  headers: Record<string, string>,
  send?: { method: string; json: unknown },
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const body = send ? JSON.stringify(send.json) : undefined;
    const options = send
      ? { method: send.method, headers: { ...headers, 'content-type': 'application/json' } }
      : { headers };
    const req = httpRequest(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('HTTP layer', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ env: { STOREFRONT_DIR: storefrontFixture() } });
  });
  afterAll(() => shop.close());

  it('serves storefront pages from memory, compressed, with ETag and 304', async () => {
    const page = await raw(`${shop.baseUrl}/shop`, {
      accept: 'text/html',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const again = await raw(`${shop.baseUrl}/shop`, {
      accept: 'text/html',
      'if-none-match': String(page.headers.etag),
    });
    expect(again.status).toBe(304);
    const gzip = await raw(`${shop.baseUrl}/`, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toContain('Decor Shop');
  });

  it('serves hashed assets precompressed and cacheable for good', async () => {
    const asset = await raw(`${shop.baseUrl}/assets/app-abc123.js`, { 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    const plain = await raw(`${shop.baseUrl}/assets/app-abc123.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('console.log');
  });

  it('compresses API JSON when the client asks', async () => {
    const admin = await shop.createUser({ role: 'admin' });
    for (let i = 0; i < 12; i++) {
      await shop
        .http()
        .post('/api/product/create-product')
        .set('Authorization', `Bearer ${admin.token}`)
        .send({
          name: `Compressed Vase ${i}`,
          category: 'Table Decor',
          price: 999,
          image: '/uploads/x.webp',
          description: 'd'.repeat(200),
        })
        .expect(201);
    }
    const res = await raw(`${shop.baseUrl}/api/product?limit=12`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString()).products).toHaveLength(12);
  });

  it('compresses an answer made for one request in one piece, with its length', async () => {
    // A cart of 30 lines answers about 13 KiB: above the size from which the compression
    // plugin would otherwise stream (chunked, no length), at several times the cost.
    const shopper = await shop.createUser();
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createProduct(shop, { name: `Cane lamp ${i}`, price: '799.00' })),
    );
    for (const productId of ids.slice(1)) {
      await shop
        .http()
        .post('/api/cart/add')
        .set('Authorization', `Bearer ${shopper.token}`)
        .send({ productId })
        .expect(201);
    }
    const res = await raw(
      `${shop.baseUrl}/api/cart/add`,
      { authorization: `Bearer ${shopper.token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
      { method: 'POST', json: { productId: ids[0] } },
    );
    expect(res.status).toBe(201);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    const json = brotliDecompressSync(res.body);
    expect(json.length).toBeGreaterThan(8 * 1024);
    expect((JSON.parse(json.toString()) as { products: unknown[] }).products).toHaveLength(30);
  });

  it('answers the server’s own refusals with the JSON error body, never echoing the parser', async () => {
    const malformed = await shop
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c",');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      statusCode: 400,
      message: 'Malformed JSON in request body',
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
    });

    const nested = await shop
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('['.repeat(5000) + ']'.repeat(5000));
    expect(nested.status).toBe(400);
    expect(nested.body.message).toMatch(/nested too deeply/);

    const huge = await shop
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(9 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });

    const media = await shop.http().post('/api/auth/login').set('Content-Type', 'text/xml').send('<login/>');
    expect(media.status).toBe(415);
    expect(media.body.statusCode).toBe(415);

    const upload = await shop.http().get('/uploads/missing-image.webp');
    expect(upload.status).toBe(404);
    expect(upload.body).toEqual({
      statusCode: 404,
      message: expect.any(String),
      error: 'Not Found',
      code: 'NOT_FOUND',
    });

    const headers = await raw(`${shop.baseUrl}/api/health`, { 'x-big': 'y'.repeat(20_000) });
    expect(headers.status).toBe(431);
    expect(JSON.parse(headers.body.toString())).toEqual({
      statusCode: 431,
      message: 'Request headers are too large',
      error: 'Request Header Fields Too Large',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('accepts an empty body sent with a JSON content type', async () => {
    const user = await shop.createUser();
    await shop
      .http()
      .delete(`/api/cart/clear/${user.user.id}`)
      .set('Authorization', `Bearer ${user.token}`)
      .set('Content-Type', 'application/json')
      .expect(200);
  });

  it('keeps security headers on every answer', async () => {
    const res = await shop.http().get('/api/product');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
