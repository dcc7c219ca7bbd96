import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../src/modules/deals/clock';
import { ProductsService } from '../src/modules/catalog/products.service';
import { StockService } from '../src/modules/catalog/stock.service';
import { Transactions } from '../src/infra/events';
import { CacheVersions } from '../src/infra/cache/cache-versions';
import { RedisCacheVersions } from '../src/infra/cache/redis-cache-versions';
import { eventually } from './eventually';
import { createTestDatabase, startTestApp, TestApp } from './harness';

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl && process.env.DATABASE_URL ? describe : describe.skip;

describeWithRedis('catalogue answer cache across two API processes', () => {
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;
  let adminToken: string;
  let productId: string;

  beforeAll(async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL!);
    drop = database.drop;
    const env = { QUEUE_PREFIX: `cache${randomBytes(4).toString('hex')}` };
    a = await startTestApp({ databaseUrl: database.url, env });
    b = await startTestApp({ databaseUrl: database.url, env });
    adminToken = (await a.createUser({ role: 'admin' })).token;
    const created = await a
      .http()
      .post('/api/product/create-product')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ name: 'Walnut Arched Mirror', category: 'Mirrors', price: 2500, image: '/uploads/m.webp' })
      .expect(201);
    productId = created.body.product.id;
  });

  afterAll(async () => {
    await a.close({ keepData: true });
    await b.close({ keepData: true });
    await drop();
  });

  it('answers repeated reads with the same ETag, and 304 when the browser has it', async () => {
    const first = await b.http().get(`/api/product/${productId}`).expect(200);
    expect(first.headers.etag).toBeDefined();
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const computed = jest.spyOn(b.app.get(ProductsService), 'findOne');
    const second = await b.http().get(`/api/product/${productId}`).expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(computed).not.toHaveBeenCalled();
    computed.mockRestore();
    await b.http().get(`/api/product/${productId}`).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('shows a price change made on one process on the other within a second', async () => {
    await b.http().get(`/api/product/${productId}`).expect(200);
    await b.http().get('/api/product?category=Mirrors').expect(200);
    await a
      .http()
      .patch(`/api/product/update-product/${productId}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ name: 'Walnut Arched Mirror', category: 'Mirrors', price: 1999.5, image: '/uploads/m.webp' })
      .expect(200);
    const started = Date.now();
    const detail = await eventually(
      () => b.http().get(`/api/product/${productId}`),
      (res) => res.body.product.price === 1999.5,
      1000,
    );
    expect(detail.body.product.price).toBe(1999.5);
    const list = await b.http().get('/api/product?category=Mirrors').expect(200);
    expect(list.body.products[0].price).toBe(1999.5);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('shows a new review and rating on the other process', async () => {
    await b.http().get(`/api/product/${productId}`).expect(200);
    const shopper = await a.createUser();
    await a
      .http()
      .post('/api/reviews/post-review')
      .set('Authorization', `Bearer ${shopper.token}`)
      .send({ productId, rating: 4, comment: 'Beautiful grain' })
      .expect(200);
    const detail = await eventually(
      () => b.http().get(`/api/product/${productId}`),
      (res) => res.body.reviews.length === 1,
      1000,
    );
    expect(detail.body.product).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('prices a deal on every process at once and ends it exactly at its end date', async () => {
    const endDate = new Date(Date.now() + 60 * 60 * 1000);
    await b.http().get('/api/product?category=Mirrors').expect(200);
    await a
      .http()
      .put('/api/deal')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({
        title: 'Mirror week',
        discount: 20,
        endDate: endDate.toISOString(),
        categories: ['Mirrors'],
        isActive: true,
      })
      .expect(200);
    const during = await eventually(
      () => b.http().get('/api/product?category=Mirrors'),
      (res) => res.body.products[0].price === 1599.6,
      1000,
    );
    expect(during.body.products[0].price).toBe(1599.6);
    // Read again so the deal price is the cached answer, then let the clock pass the end.
    await b.http().get('/api/product?category=Mirrors').expect(200);
    const clock = jest.spyOn(b.app.get(Clock), 'now');
    try {
      clock.mockReturnValue(new Date(endDate.getTime() - 1000));
      expect((await b.http().get('/api/product?category=Mirrors')).body.products[0].price).toBe(1599.6);
      clock.mockReturnValue(new Date(endDate.getTime()));
      expect((await b.http().get('/api/product?category=Mirrors')).body.products[0].price).toBe(1999.5);
      expect((await b.http().get(`/api/product/${productId}`)).body.product.price).toBe(1999.5);
    } finally {
      clock.mockRestore();
    }
  });

  it('lets a stock count that stays above zero change only the answers that show the product', async () => {
    const create = (body: object) =>
      a
        .http()
        .post('/api/product/create-product')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ category: 'Tables', image: '/uploads/t.webp', ...body })
        .expect(201);
    const counted = (await create({ name: 'Sheesham Side Table', price: 4200, stock: 5 })).body.product.id;
    const other = (await create({ name: 'Mango Wood Stool', price: 1800 })).body.product.id;
    // Each creation bumps the catalogue: b must have heard of both before it caches what is
    // watched below, or an answer cached under the older version would be recomputed later.
    const version = (app: TestApp) => app.app.get(CacheVersions).current('catalogue');
    await eventually(
      async () => version(b),
      (v) => v !== null && v === version(a),
      1000,
    );
    const shown = async (id: string) => (await b.http().get(`/api/product/${id}`).expect(200)).body.product;
    const listed = async () =>
      (await b.http().get('/api/product?category=Tables').expect(200)).body.products.find(
        (p: { id: string }) => p.id === counted,
      );
    await eventually(
      () => shown(other),
      (p) => p.name === 'Mango Wood Stool',
      1000,
    );
    await eventually(listed, (p) => p?.stock === 5, 1000);
    // Renamed behind the cache's back: an answer recomputed from now on would show the new name.
    await a.app.get(DataSource).query(`UPDATE products SET name = 'Renamed quietly' WHERE id = $1`, [other]);
    const take = (quantity: number) =>
      a.app.get(Transactions).run((tx) => a.app.get(StockService).take(tx, [{ productId: counted, quantity }], {}));

    await take(2);
    expect(
      (
        await eventually(
          () => shown(counted),
          (p) => p.stock === 3,
          1000,
        )
      ).stock,
    ).toBe(3);
    expect((await eventually(listed, (p) => p?.stock === 3, 1000))?.stock).toBe(3);
    // The other product's answer was kept: 5 to 3 could not move it in or out of any list.
    expect((await shown(other)).name).toBe('Mango Wood Stool');

    await take(3);
    const soldOut = await eventually(
      () => shown(counted),
      (p) => p.stock === 0,
      1000,
    );
    expect(soldOut).toMatchObject({ stock: 0, inStock: false });
    // Sold out: lists that hide or sort sold-out products change, so every answer is recomputed.
    expect(
      (
        await eventually(
          () => shown(other),
          (p) => p.name === 'Renamed quietly',
          1000,
        )
      ).name,
    ).toBe('Renamed quietly');
  });

  it('removes a deleted product from the other process’s answers', async () => {
    await b.http().get(`/api/product/${productId}`).expect(200);
    await a.http().delete(`/api/product/${productId}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
    const gone = await eventually(
      () => b.http().get(`/api/product/${productId}`),
      (res) => res.status === 404,
      1000,
    );
    expect(gone.status).toBe(404);
  });
});

describeWithRedis('touches of single items across processes', () => {
  const prefix = `touch${randomBytes(4).toString('hex')}`;
  let one: RedisCacheVersions;
  let two: RedisCacheVersions;
  let redis: IORedis;
  const ready = (v: RedisCacheVersions) =>
    eventually(
      async () => v.current('catalogue'),
      (x) => x !== null,
      2000,
    );

  beforeAll(async () => {
    one = new RedisCacheVersions(redisUrl!, prefix);
    two = new RedisCacheVersions(redisUrl!, prefix);
    redis = new IORedis(redisUrl!);
    await Promise.all([ready(one), ready(two)]);
  });
  afterAll(async () => {
    await redis.del(`${prefix}:cache:catalogue`, `${prefix}:cache:catalogue:touches`);
    redis.disconnect();
    await Promise.all([one.close(), two.close()]);
  });

  it('makes stale, on the toucher at once and on the other within a second, only what shows the item', async () => {
    const [before1, before2] = [one.touchStamp('catalogue'), two.touchStamp('catalogue')];
    await one.touch('catalogue', ['item-a']);
    expect(one.untouchedSince('catalogue', before1, ['item-a'])).toBe(false);
    expect(one.untouchedSince('catalogue', before1, ['item-b'])).toBe(true);
    const heard = await eventually(
      async () => two.untouchedSince('catalogue', before2, ['item-a']),
      (untouched) => !untouched,
      1000,
    );
    expect(heard).toBe(false);
    expect(two.untouchedSince('catalogue', before2, ['item-b'])).toBe(true);
    // An answer begun after the touch was heard of read the changed data.
    expect(two.untouchedSince('catalogue', two.touchStamp('catalogue'), ['item-a'])).toBe(true);
  });

  it('trusts nothing older once a touch was missed (its message lost)', async () => {
    const before = two.touchStamp('catalogue');
    await redis.incr(`${prefix}:cache:catalogue:touches`);
    const trusted = await eventually(
      async () => two.untouchedSince('catalogue', before, ['item-c']),
      (untouched) => !untouched,
      1000,
    );
    expect(trusted).toBe(false);
  });
});

describe('cache versions without Redis', () => {
  it('stop trusting cached answers when Redis cannot be reached', async () => {
    const versions = new RedisCacheVersions('redis://127.0.0.1:1', `down${randomBytes(3).toString('hex')}`);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(versions.current('catalogue')).toBeNull();
      await versions.bump('catalogue');
      expect(versions.current('catalogue')).toBeNull();
    } finally {
      await versions.close();
    }
  });
});
