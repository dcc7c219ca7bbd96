import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PUBLIC_CACHE_CONTROL } from '../src/http/cached-reads';
import { CACHE_TTL_MS, REFRESH_FROM_MS } from '../src/infra/cache';
import { Clock } from '../src/modules/deals/clock';
import { ProductsService } from '../src/modules/catalog/products.service';
import { StockService } from '../src/modules/catalog/stock.service';
import { Transactions } from '../src/infra/events';
import { eventually } from './eventually';
import { createTestDatabase, startTestApp, TestApp } from './harness';

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl && process.env.DATABASE_URL ? describe : describe.skip;

/**
 * The bound this suite holds the cache to: a change committed through one API process is seen
 * on the other within a second (in practice the trip of one Redis message).
 */
const BOUND_MS = 1000;

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
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const computed = jest.spyOn(b.app.get(ProductsService), 'findOne');
    const second = await b.http().get(`/api/product/${productId}`).expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(computed).not.toHaveBeenCalled();
    computed.mockRestore();
    await b.http().get(`/api/product/${productId}`).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('gives a compressed cached answer the ETag of the answer it encodes', async () => {
    const created = await a
      .http()
      .post('/api/product/create-product')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({
        name: 'Carved Sheesham Wall Panel',
        category: 'Wall Art',
        price: 4200,
        image: '/uploads/p.webp',
        description: 'Hand carved by the workshops of Saharanpur. '.repeat(40),
      })
      .expect(201);
    const url = `/api/product/${created.body.product.id}`;
    const plain = await b.http().get(url).set('Accept-Encoding', 'identity').expect(200);
    // Asked again (a cache hit) with brotli: other bytes, the same answer and ETag.
    const encoded = await b.http().get(url).set('Accept-Encoding', 'br').expect(200);
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers.etag).toBe(plain.headers.etag);
    expect(encoded.body).toEqual(plain.body);
    await b.http().get(url).set('Accept-Encoding', 'br').set('If-None-Match', plain.headers.etag).expect(304);
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
      BOUND_MS,
    );
    expect(detail.body.product.price).toBe(1999.5);
    const list = await b.http().get('/api/product?category=Mirrors').expect(200);
    expect(list.body.products[0].price).toBe(1999.5);
    expect(Date.now() - started).toBeLessThan(BOUND_MS);
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
      BOUND_MS,
    );
    expect(detail.body.product).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('prices a deal on every process at once and ends it exactly at its end date', async () => {
    const endDate = new Date(Date.now() + 60 * 60 * 1000);
    /** Saves the mirrors' deal through process a, switched on or off. */
    const saveDeal = (isActive: boolean) =>
      a
        .http()
        .put('/api/deal')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ title: 'Mirror week', discount: 20, endDate: endDate.toISOString(), categories: ['Mirrors'], isActive })
        .expect(200);
    await b.http().get('/api/product?category=Mirrors').expect(200);
    await saveDeal(true);
    const during = await eventually(
      () => b.http().get('/api/product?category=Mirrors'),
      (res) => res.body.products[0].price === 1599.6,
      BOUND_MS,
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
    // Only b's clock passed the end: end the deal for every process, so the stored prices
    // stop disagreeing with the real clock (which would reprice, and empty caches, on each read).
    await saveDeal(false);
  });

  it('shows stock moves on the other process, keeping the answers of products they do not show', async () => {
    const create = (body: object) =>
      a
        .http()
        .post('/api/product/create-product')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ category: 'Tables', image: '/uploads/t.webp', ...body })
        .expect(201);
    const counted = (await create({ name: 'Sheesham Side Table', price: 4200, stock: 5 })).body.product.id;
    const other = (await create({ name: 'Mango Wood Stool', price: 1800 })).body.product.id;
    const shown = async (id: string) => (await b.http().get(`/api/product/${id}`).expect(200)).body.product;
    const listed = async (id: string) =>
      (await b.http().get('/api/product?category=Tables').expect(200)).body.products.find(
        (p: { id: string }) => p.id === id,
      );
    expect(
      (
        await eventually(
          () => shown(other),
          (p) => p.name === 'Mango Wood Stool',
          BOUND_MS,
        )
      ).name,
    ).toBe('Mango Wood Stool');
    expect(
      (
        await eventually(
          () => listed(counted),
          (p) => p?.stock === 5,
          BOUND_MS,
        )
      )?.stock,
    ).toBe(5);
    // Renamed behind the cache's back: an answer computed from now on shows the new name.
    await a.app.get(DataSource).query(`UPDATE products SET name = 'Renamed quietly' WHERE id = $1`, [other]);
    const [{ id: variantId }] = await a.app
      .get(DataSource)
      .query<{ id: string }[]>(`SELECT id FROM product_variants WHERE product_id = $1`, [counted]);
    const take = (quantity: number) =>
      a.app
        .get(Transactions)
        .run((tx) => a.app.get(StockService).take(tx, [{ productId: counted, variantId, quantity }], {}));

    await take(2);
    expect(
      (
        await eventually(
          () => shown(counted),
          (p) => p.stock === 3,
          BOUND_MS,
        )
      ).stock,
    ).toBe(3);
    expect(
      (
        await eventually(
          () => listed(counted),
          (p) => p?.stock === 3,
          BOUND_MS,
        )
      )?.stock,
    ).toBe(3);
    // The other product's page was kept: 5 to 3 changed nothing it shows.
    expect((await shown(other)).name).toBe('Mango Wood Stool');

    await take(3);
    const soldOut = await eventually(
      () => shown(counted),
      (p) => p.stock === 0,
      BOUND_MS,
    );
    expect(soldOut).toMatchObject({ stock: 0, inStock: false });
    // Sold out: lists that hide or sort sold-out products change, so every list is computed again.
    expect(
      (
        await eventually(
          () => listed(other),
          (p) => p?.name === 'Renamed quietly',
          BOUND_MS,
        )
      )?.name,
    ).toBe('Renamed quietly');
  });

  it(
    'shows a row written straight in SQL (no event) before the entry ends, computed anew in the background',
    async () => {
      // A list no other test asks for: its entry begins with this first read.
      const read = async () => {
        const { body } = await b.http().get('/api/product?limit=7').expect(200);
        return (body.products as { id: string; name: string }[]).find((product) => product.id === productId)?.name;
      };
      const begun = Date.now();
      expect(await read()).toBeDefined();
      await a.app.get(DataSource).query(`UPDATE products SET name = 'Loaded by SQL' WHERE id = $1`, [productId]);
      // Asked for all the time, the entry is served until its drawn refresh age and computed anew
      // by then, so the row shows before the entry's end; an entry that reads kept alive never would.
      expect(await eventually(read, (name) => name === 'Loaded by SQL', CACHE_TTL_MS + 1000)).toBe('Loaded by SQL');
      expect(Date.now() - begun).toBeGreaterThanOrEqual(REFRESH_FROM_MS);
      expect(Date.now() - begun).toBeLessThan(CACHE_TTL_MS);
    },
    2 * CACHE_TTL_MS,
  );

  it('removes a deleted product from the other process’s answers', async () => {
    await b.http().get(`/api/product/${productId}`).expect(200);
    await a.http().delete(`/api/product/${productId}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
    const gone = await eventually(
      () => b.http().get(`/api/product/${productId}`),
      (res) => res.status === 404,
      BOUND_MS,
    );
    expect(gone.status).toBe(404);
  });
});

describe('answer cache without a reachable Redis', () => {
  const describeWithDatabase = process.env.DATABASE_URL ? describe : describe.skip;
  describeWithDatabase('one API process whose Redis is away', () => {
    let shop: TestApp;
    let productId: string;

    beforeAll(async () => {
      shop = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
      const admin = await shop.createUser({ role: 'admin' });
      const created = await shop
        .http()
        .post('/api/product/create-product')
        .set('Authorization', `Bearer ${admin.token}`)
        .send({ name: 'Cane Lounge Chair', category: 'Tables', price: 5200, image: '/uploads/c.webp' })
        .expect(201);
      productId = created.body.product.id;
    });
    afterAll(() => shop.close());

    it('serves no cached answer: it could not hear of other processes’ writes', async () => {
      await shop.http().get(`/api/product/${productId}`).expect(200);
      await shop.app.get(DataSource).query(`UPDATE products SET name = 'Cane Armchair' WHERE id = $1`, [productId]);
      expect((await shop.http().get(`/api/product/${productId}`).expect(200)).body.product.name).toBe('Cane Armchair');
    });
  });
});
