import { DataSource } from 'typeorm';
import { bearer, createProduct } from './checkout-fixtures';
import { eventually } from './eventually';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(180_000);

type Account = { user: { id: string; email: string }; token: string };
type KeyAnswer = { key: { id: string; prefix: string; scopes: string[]; lastUsedAt: string | null }; secret: string };

describe('API keys', () => {
  let shop: TestApp;
  let db: DataSource;
  let admin: Account;

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    admin = await shop.createUser({ role: 'admin' });
  });

  afterAll(async () => {
    await shop.close();
  });

  const createKey = async (scopes: string[], extra: object = {}): Promise<KeyAnswer> => {
    const res = await shop
      .http()
      .post('/api/api-keys')
      .set(...bearer(admin.token))
      .send({ name: `key ${Math.random().toString(36).slice(2, 8)}`, scopes, ...extra })
      .expect(201);
    return res.body as KeyAnswer;
  };

  const auditOf = async (keyId: string) =>
    (
      await shop
        .http()
        .get(`/api/api-keys/audit?keyId=${keyId}`)
        .set(...bearer(admin.token))
        .expect(200)
    ).body as { entries: { method: string; path: string; status: number; keyId: string }[]; total: number };

  it('shows the secret once, stores only its hash and lists the key without it', async () => {
    const { key, secret } = await createKey(['catalogue:read']);
    expect(secret).toMatch(/^dsk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const [row] = await db.query(`SELECT secret_hash, lookup FROM api_keys WHERE id = $1`, [key.id]);
    expect(Buffer.from(row.secret_hash).toString('utf8')).not.toContain(secret.slice(-20));
    const list = await shop
      .http()
      .get('/api/api-keys')
      .set(...bearer(admin.token))
      .expect(200);
    const listed = list.body.keys.find((k: { id: string }) => k.id === key.id);
    expect(listed).toMatchObject({ prefix: key.prefix, scopes: ['catalogue:read'], revokedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('refuses unknown scopes, a blank name and an expiry in the past', async () => {
    const post = (body: object) =>
      shop
        .http()
        .post('/api/api-keys')
        .set(...bearer(admin.token))
        .send(body);
    expect((await post({ name: 'x', scopes: ['orders:delete'] })).body.code).toBe('VALIDATION_FAILED');
    expect((await post({ name: '  ', scopes: ['orders:read'] })).status).toBe(400);
    const past = await post({ name: 'x', scopes: ['orders:read'], expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('expiresAt must be in the future');
  });

  it('keeps a key to its scopes: a read key cannot write, a catalogue key cannot read customers', async () => {
    const { secret } = await createKey(['catalogue:read']);
    await shop
      .http()
      .get('/api/coupon')
      .set(...bearer(secret))
      .expect(200);
    const write = await shop
      .http()
      .post('/api/coupon/add')
      .set(...bearer(secret))
      .send({ code: 'KEYS10', discountPercentage: 10, expiryDate: '2031-01-01T00:00:00Z' })
      .expect(403);
    expect(write.body).toMatchObject({
      code: 'API_KEY_SCOPE_MISSING',
      message: 'This API key lacks the catalogue:write scope',
    });
    const customers = await shop
      .http()
      .get('/api/auth/users')
      .set(...bearer(secret))
      .expect(403);
    expect(customers.body.code).toBe('API_KEY_SCOPE_MISSING');

    // Writing an area includes reading it.
    const writer = await createKey(['customers:write']);
    await shop
      .http()
      .get('/api/auth/users')
      .set(...bearer(writer.secret))
      .expect(200);
  });

  it('never acts as a shopper and cannot manage keys', async () => {
    const { secret } = await createKey([
      'catalogue:write',
      'stock:write',
      'orders:write',
      'customers:write',
      'webhooks:write',
      'stats:write',
    ]);
    const productId = await createProduct(shop, { price: '500.00' });
    const calls = [
      shop.http().get('/api/auth/me'),
      shop.http().get(`/api/cart/${admin.user.id}`),
      shop.http().post('/api/cart/add').send({ productId, quantity: 1 }),
      shop.http().patch('/api/auth/edit-profile').send({ username: 'Robot' }),
      shop
        .http()
        .post('/api/orders/create-order')
        .send({ products: [{ productId, quantity: 1 }] }),
      shop.http().get('/api/api-keys'),
      shop
        .http()
        .post('/api/api-keys')
        .send({ name: 'wider', scopes: ['orders:write'] }),
    ];
    for (const call of calls) {
      const res = await call.set(...bearer(secret));
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'API_KEY_NOT_ALLOWED' });
    }
  });

  it("reads a shopper's orders, payments and figures as an admin would, with the matching read scope", async () => {
    const shopper = await shop.createUser();
    const email = encodeURIComponent(shopper.user.email);
    const routes = [
      { path: `/api/orders/${email}`, scope: 'orders' },
      { path: `/api/payments/user-payments/${email}`, scope: 'orders' },
      { path: `/api/stats/user-stats/${shopper.user.id}`, scope: 'customers' },
    ];
    const reader = await createKey(['orders:read', 'customers:read']);
    const writer = await createKey(['orders:write', 'customers:write']);
    const catalogue = await createKey(['catalogue:write', 'stats:read']);
    for (const { path, scope } of routes) {
      for (const secret of [reader.secret, writer.secret]) {
        const res = await shop
          .http()
          .get(path)
          .set(...bearer(secret));
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
      }
      const refused = await shop
        .http()
        .get(path)
        .set(...bearer(catalogue.secret))
        .expect(403);
      expect(refused.body).toMatchObject({
        code: 'API_KEY_SCOPE_MISSING',
        message: `This API key lacks the ${scope}:read scope`,
      });
    }
    // The other owner-or-admin reads stay a person's: a shopper's reviews and cart.
    for (const path of [`/api/reviews/${shopper.user.id}`, `/api/cart/${shopper.user.id}`]) {
      const res = await shop
        .http()
        .get(path)
        .set(...bearer(reader.secret));
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 403,
        code: 'API_KEY_NOT_ALLOWED',
      });
    }
  });

  it('records every write a key makes, refused ones too, for admins to read', async () => {
    const { key, secret } = await createKey(['stock:write']);
    const productId = await createProduct(shop, { price: '750.00' });
    await shop
      .http()
      .put(`/api/stock/${productId}`)
      .set(...bearer(secret))
      .send({ stock: 7, note: 'ERP recount' })
      .expect(200);
    await shop
      .http()
      .delete(`/api/product/${productId}`)
      .set(...bearer(secret))
      .expect(403);
    await shop
      .http()
      .get('/api/stock/low')
      .set(...bearer(secret))
      .expect(200);
    const audit = await eventually(
      () => auditOf(key.id),
      (page) => page.total >= 2,
      3000,
    );
    expect(audit.total).toBe(2);
    expect(audit.entries.map(({ method, path, status, keyId }) => ({ method, path, status, keyId }))).toEqual([
      { method: 'DELETE', path: `/api/product/${productId}`, status: 403, keyId: key.id },
      { method: 'PUT', path: `/api/stock/${productId}`, status: 200, keyId: key.id },
    ]);
    // The key acted for the admin who made it.
    const [move] = await db.query(`SELECT actor_id FROM stock_movements WHERE product_id = $1`, [productId]);
    expect(move.actor_id).toBe(admin.user.id);
    // A key cannot read the log.
    await shop
      .http()
      .get('/api/api-keys/audit')
      .set(...bearer(secret))
      .expect(403);
  });

  it('keeps the last use to the minute, not on every call', async () => {
    const { key, secret } = await createKey(['stats:read']);
    const lastUsed = async () =>
      (await db.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [key.id]))[0].last_used_at as Date | null;
    expect(await lastUsed()).toBeNull();
    await shop
      .http()
      .get('/api/stats/admin-stats')
      .set(...bearer(secret))
      .expect(200);
    const first = await eventually(lastUsed, (value) => value !== null, 3000);
    expect(first).not.toBeNull();
    await shop
      .http()
      .get('/api/stats/admin-stats')
      .set(...bearer(secret))
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await lastUsed())?.getTime()).toBe(first!.getTime());
    // A minute later the next call moves it.
    await db.query(`UPDATE api_keys SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [key.id]);
    const old = (await lastUsed())!.getTime();
    await shop
      .http()
      .get('/api/stats/admin-stats')
      .set(...bearer(secret))
      .expect(200);
    const moved = await eventually(lastUsed, (value) => value!.getTime() !== old, 3000);
    expect(moved!.getTime()).toBeGreaterThan(old);
  });

  it('rotates: the new secret works, the old one stops at once', async () => {
    const { key, secret } = await createKey(['orders:read']);
    await shop
      .http()
      .get('/api/orders')
      .set(...bearer(secret))
      .expect(200);
    const rotated = await shop
      .http()
      .post(`/api/api-keys/${key.id}/rotate`)
      .set(...bearer(admin.token))
      .expect(200);
    expect(rotated.body.key.id).toBe(key.id);
    expect(rotated.body.secret).not.toBe(secret);
    const old = await shop
      .http()
      .get('/api/orders')
      .set(...bearer(secret))
      .expect(401);
    expect(old.body).toMatchObject({ code: 'API_KEY_INVALID' });
    await shop
      .http()
      .get('/api/orders')
      .set(...bearer(rotated.body.secret))
      .expect(200);
  });

  it('refuses a revoked key at once on another API process', async () => {
    const { key, secret } = await createKey(['orders:read']);
    const other = await startTestApp({ databaseUrl: shop.config.databaseUrl });
    try {
      await other
        .http()
        .get('/api/orders')
        .set(...bearer(secret))
        .expect(200);
      const revoked = await shop
        .http()
        .post(`/api/api-keys/${key.id}/revoke`)
        .set(...bearer(admin.token))
        .expect(200);
      expect(revoked.body.revokedAt).not.toBeNull();
      // No waiting: the very next call on the other process is refused.
      const res = await other
        .http()
        .get('/api/orders')
        .set(...bearer(secret))
        .expect(401);
      expect(res.body.code).toBe('API_KEY_INVALID');
      await shop
        .http()
        .post(`/api/api-keys/${key.id}/rotate`)
        .set(...bearer(admin.token))
        .expect(404);
    } finally {
      await other.close({ keepData: true });
    }
  });

  it('stops a key at its expiry, and when its admin is no longer an admin', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const { key, secret } = await createKey(['orders:read'], { expiresAt: soon });
    await shop
      .http()
      .get('/api/orders')
      .set(...bearer(secret))
      .expect(200);
    await db.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [key.id]);
    await shop
      .http()
      .get('/api/orders')
      .set(...bearer(secret))
      .expect(401);

    const other = await shop.createUser({ role: 'admin' });
    const made = await shop
      .http()
      .post('/api/api-keys')
      .set(...bearer(other.token))
      .send({ name: 'demoted', scopes: ['orders:read'] })
      .expect(201);
    await shop
      .http()
      .get('/api/orders')
      .set(...bearer(made.body.secret))
      .expect(200);
    await db.query(`UPDATE users SET role = 'user' WHERE id = $1`, [other.user.id]);
    await shop
      .http()
      .get('/api/orders')
      .set(...bearer(made.body.secret))
      .expect(401);
  });

  it('limits calls per key, whatever the address', async () => {
    const first = await createKey(['catalogue:read']);
    const second = await createKey(['catalogue:read']);
    const call = (secret: string) =>
      fetch(`${shop.baseUrl}/api/coupon`, { headers: { Authorization: `Bearer ${secret}` } });
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => call(first.secret)));
      statuses.push(...answers.map((res) => res.status));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await call(first.secret);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests with this API key\./),
    });
    // Another key (and the admin's own session) are counted apart.
    expect((await call(second.secret)).status).toBe(200);
  });

  it("declares the key scheme and each admin operation's scope in the document", async () => {
    const doc = (await shop.http().get('/api/openapi.json').expect(200)).body;
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const op = (path: string, method: string) => doc.paths[path][method];
    expect(op('/api/stock/{productId}', 'put')['x-scopes']).toEqual(['stock:write']);
    expect(op('/api/auth/users', 'get')['x-scopes']).toEqual(['customers:read']);
    expect(op('/api/orders/order/{id}', 'get')['x-scopes']).toEqual(['orders:read']);
    expect(op('/api/orders/{email}', 'get')['x-scopes']).toEqual(['orders:read']);
    expect(op('/api/payments/user-payments/{email}', 'get')['x-scopes']).toEqual(['orders:read']);
    expect(op('/api/stats/user-stats/{id}', 'get')['x-scopes']).toEqual(['customers:read']);
    expect(op('/api/cart/{userId}', 'get')['x-scopes']).toBeUndefined();
    expect(op('/api/orders/create-order', 'post')['x-scopes']).toBeUndefined();
    expect(op('/api/api-keys', 'post')['x-scopes']).toBeUndefined();
    // Every admin-only operation names the scope a key needs, but the keys' own and the shop's
    // settings (the owner's words), which no key may change.
    const keyless = (path: string) => path.startsWith('/api/api-keys') || path.startsWith('/api/settings');
    const adminOnly = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { description?: string; 'x-scopes'?: string[] }>)
        .filter(([, operation]) => /Admins only/.test(operation.description ?? '') && !keyless(path))
        .map(([method, operation]) => ({ path, method, scopes: operation['x-scopes'] })),
    );
    expect(adminOnly.length).toBeGreaterThan(5);
    expect(adminOnly.filter((operation) => !operation.scopes)).toEqual([]);
  });
});

describe('error codes', () => {
  let shop: TestApp;
  let shopper: Account;

  beforeAll(async () => {
    shop = await startTestApp();
    shopper = await shop.createUser();
  });

  afterAll(async () => {
    await shop.close();
  });

  it('gives every error a stable code beside the unchanged message', async () => {
    const missing = await shop.http().get('/api/product/3f9a2c71-5b0e-4d8a-9c1f-2a7e6b4d8c90').expect(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      message: 'Product not found',
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
    const anonymous = await shop.http().get('/api/auth/me').expect(401);
    expect(anonymous.body).toMatchObject({ message: 'Please sign in to continue', code: 'UNAUTHORIZED' });
    const forbidden = await shop
      .http()
      .get('/api/orders')
      .set(...bearer(shopper.token))
      .expect(403);
    expect(forbidden.body).toMatchObject({ message: 'You do not have permission to do this', code: 'FORBIDDEN' });
    const invalid = await shop
      .http()
      .post('/api/coupon/validate')
      .set(...bearer(shopper.token))
      .send({})
      .expect(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    const coupon = await shop
      .http()
      .post('/api/coupon/validate')
      .set(...bearer(shopper.token))
      .send({ code: 'NO-SUCH-CODE' })
      .expect(400);
    expect(coupon.body).toMatchObject({ message: 'Invalid or expired coupon code.', code: 'COUPON_INVALID' });
    const crossSite = await shop.http().post('/api/auth/logout').set('Origin', 'https://evil.example').expect(403);
    expect(crossSite.body.code).toBe('CROSS_SITE_REQUEST');
  });
});
