import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Browser, chromium } from 'playwright-core';
import { bearer, createProduct } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(180_000);

const EXPOSED = [
  'ETag',
  'Idempotent-Replayed',
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Link',
  'API-Version',
  'RateLimit-Policy',
];

/** A page on another origin (localhost) than the API's (127.0.0.1): two sites to the browser. */
async function servePage(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Partner storefront</title><p>Partner storefront</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

describe('cross-origin storefronts (CORS_ORIGINS)', () => {
  let shop: TestApp;
  let page: { server: Server; origin: string };
  let browser: Browser;

  beforeAll(async () => {
    page = await servePage();
    shop = await startTestApp({ env: { CORS_ORIGINS: page.origin } });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    await new Promise((resolve) => page?.server.close(resolve));
  });

  it('answers a preflight for every method and header the API uses, and exposes its headers', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await fetch(`${shop.baseUrl}/api/cart/add`, {
        method: 'OPTIONS',
        headers: {
          Origin: page.origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key,if-none-match',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(page.origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(
        expect.arrayContaining(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']),
      );
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
      expect(allowed).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'if-none-match']),
      );
    }
    const answer = await fetch(`${shop.baseUrl}/api/deal/categories`, { headers: { Origin: page.origin } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(page.origin);
    expect(answer.headers.get('access-control-expose-headers')?.split(/,\s*/)).toEqual(expect.arrayContaining(EXPOSED));
    // Another origin gets no CORS headers.
    const stranger = await fetch(`${shop.baseUrl}/api/deal/categories`, { headers: { Origin: 'http://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("runs the storefront's cart and profile calls from a page on another origin in Chromium", async () => {
    const shopper = await shop.createUser();
    const productId = await createProduct(shop, { price: '899.00' });
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      await tab.goto(page.origin);
      const results = await tab.evaluate(
        async ({ api, token, userId, productId: product }) => {
          // The storefront's calls: JSON bodies, the bearer token, credentials included.
          const call = async (method: string, path: string, body?: object) => {
            const res = await fetch(`${api}${path}`, {
              method,
              credentials: 'include',
              headers: {
                Authorization: `Bearer ${token}`,
                ...(body ? { 'Content-Type': 'application/json' } : {}),
              },
              body: body ? JSON.stringify(body) : undefined,
            });
            const json = (await res.json()) as {
              products: { _id: string; quantity: number }[];
              user: { username: string };
            };
            return { status: res.status, body: json, etag: res.headers.get('ETag') };
          };
          const added = await call('POST', '/api/cart/add', { productId: product, quantity: 1 });
          const itemId = added.body.products[0]._id;
          const increased = await call('PUT', `/api/cart/update/${itemId}`, { type: 'increment' });
          const removed = await call('DELETE', `/api/cart/remove/${itemId}`);
          const profile = await call('PATCH', '/api/auth/edit-profile', { username: 'Partner Shopper' });
          const productPage = await call('GET', `/api/product/${product}`);
          const cart = await call('GET', `/api/cart/${userId}`);
          return {
            added: added.status,
            increased: { status: increased.status, quantity: increased.body.products[0].quantity },
            removed: { status: removed.status, items: removed.body.products.length },
            profile: { status: profile.status, username: profile.body.user.username },
            etag: productPage.etag,
            cart: cart.status,
          };
        },
        { api: shop.baseUrl, token: shopper.token, userId: shopper.user.id, productId },
      );
      expect(results).toEqual({
        added: 201,
        increased: { status: 200, quantity: 2 },
        removed: { status: 200, items: 0 },
        profile: { status: 200, username: 'Partner Shopper' },
        etag: expect.stringMatching(/^"/),
        cart: 200,
      });
      const me = await shop
        .http()
        .get('/api/auth/me')
        .set(...bearer(shopper.token))
        .expect(200);
      expect(me.body.username).toBe('Partner Shopper');
    } finally {
      await context.close();
    }
  });
});

describe('without CORS_ORIGINS', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ env: { CORS_ORIGINS: undefined } });
  });

  afterAll(async () => {
    await shop.close();
  });

  it('sends no CORS headers to any origin', async () => {
    const preflight = await fetch(`${shop.baseUrl}/api/cart/add`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5999', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    const answer = await fetch(`${shop.baseUrl}/api/deal/categories`, { headers: { Origin: 'http://localhost:5999' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
