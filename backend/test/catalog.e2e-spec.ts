import { startTestApp, TestApp } from './harness';
import { GATE } from './prism/verdict';

const ANY_CASE = 'the document names the categories as spelled; the shop takes them in any case';

// Booting the shop on an embedded database takes a few seconds.
jest.setTimeout(60_000);

interface ProductJson {
  _id: string;
  id: string;
  name: string;
  category: string;
  price: number;
  oldPrice: number | null;
  originalPrice: number;
  createdAt: string;
}

describe('Catalogue: products', () => {
  let shop: TestApp;
  let adminToken: string;
  let adminId: string;
  let userToken: string;
  const ids: Record<string, string> = {};

  /** `offDocument`: why the body breaks the document on purpose (prism/verdict.ts). */
  async function addProduct(body: Record<string, unknown>, offDocument?: string): Promise<ProductJson> {
    const res = await shop
      .http()
      .post('/api/product/create-product')
      .set('Authorization', `Bearer ${adminToken}`)
      .set(offDocument ? { [GATE.offDocument]: offDocument } : {})
      .send({ image: '/uploads/images/x.webp', ...body })
      .expect(201);
    return res.body.product;
  }

  beforeAll(async () => {
    shop = await startTestApp();
    const admin = await shop.createUser({ role: 'admin' });
    adminToken = admin.token;
    adminId = admin.user.id;
    userToken = (await shop.createUser()).token;
    const catalogue: [string, string, string, string][] = [
      ['Sunburst Wall Mirror', 'Mirrors', '4999', 'Gilded rays around a round glass'],
      ['Arch Mirror', 'Mirrors', '2999.50', 'Tall arch for the hallway'],
      ['Brass Candle Holder', 'Table Decor', '899', 'Warm light for the dining table'],
      ['Marble Side Table', 'Tables', '7999', 'A round top on a slim base'],
      ['Abstract Canvas', 'Wall Art', '1499', 'Bold colour for a plain wall'],
      ['Floating Shelf', 'Wall Shelves', '1299', 'Oak shelf with hidden brackets'],
      ['Serving Tray', 'Table Top', '649.99', 'Mango wood tray with handles'],
    ];
    for (const [name, category, price, description] of catalogue) {
      ids[name] = (await addProduct({ name, category, price, description })).id;
    }
  });

  afterAll(() => shop.close());

  describe('admin editing', () => {
    it('creates a product with the author from the token and exact prices', async () => {
      const product = await addProduct(
        {
          name: '  Teak Console  ',
          category: 'tables',
          price: '12345.67',
          oldPrice: 15000,
          material: 'Teak',
          size: '120 x 40 cm',
          additionalImages: ['/uploads/images/y.webp'],
          author: '00000000-0000-4000-8000-000000000000',
        },
        ANY_CASE,
      );
      expect(product).toMatchObject({
        _id: product.id,
        name: 'Teak Console',
        category: 'Tables',
        price: 12345.67,
        originalPrice: 12345.67,
        oldPrice: 15000,
        dealDiscount: 0,
        dealTitle: null,
        material: 'Teak',
        metal: null,
        additionalImages: [`${shop.config.publicUrl}/uploads/images/y.webp`],
        rating: 0,
        reviewCount: 0,
        isTrending: false,
        author: adminId,
      });
      await shop.http().delete(`/api/product/${product.id}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
    });

    it.each([
      [{ category: 'Mirrors', price: 10 }],
      [{ name: 'No price', category: 'Mirrors' }],
      [{ name: 'No category', price: 10 }],
      [{ name: 'No image', category: 'Mirrors', price: 10, image: '' }],
      [{ name: '   ', category: 'Mirrors', price: 10 }],
    ])('refuses a product without the required fields: %j', async (body) => {
      const res = await shop
        .http()
        .post('/api/product/create-product')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ image: '/uploads/images/x.webp', ...body })
        .expect(400);
      expect(res.body.message).toBe('Please fill in all required fields: Name, Category, Price, and Main Image.');
    });

    it.each([-5, 0, '12.345', 'abc', 10_000_001, '1e5', true])('refuses the price %p', async (price) => {
      await shop
        .http()
        .post('/api/product/create-product')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ name: 'Bad', category: 'Mirrors', price, image: '/uploads/images/x.webp' })
        .expect(400);
    });

    it('refuses an unknown category, a script image URL and isTrending on create', async () => {
      const base = { name: 'Bad', category: 'Mirrors', price: 10, image: '/uploads/images/x.webp' };
      for (const body of [
        { ...base, category: 'Garden' },
        { ...base, image: 'javascript:alert(1)' },
        { ...base, isTrending: true },
        { ...base, additionalImages: null },
      ]) {
        await shop
          .http()
          .post('/api/product/create-product')
          .set('Authorization', `Bearer ${adminToken}`)
          .send(body)
          .expect(400);
      }
    });

    it('updates a product, including isTrending, and keeps fields left out', async () => {
      const product = await addProduct({ name: 'Lamp', category: 'Table Decor', price: 500, description: 'Kept' });
      const res = await shop
        .http()
        .patch(`/api/product/update-product/${product.id}`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({
          name: 'Brass Lamp',
          category: 'Table Decor',
          price: '650.50',
          image: '/uploads/images/z.webp',
          isTrending: true,
        })
        .expect(200);
      expect(res.body.product).toMatchObject({
        name: 'Brass Lamp',
        price: 650.5,
        description: 'Kept',
        image: `${shop.config.publicUrl}/uploads/images/z.webp`,
        isTrending: true,
      });
      const trending = await shop.http().get('/api/product/trending').expect(200);
      expect(trending.body.map((p: ProductJson) => p.id)).toContain(product.id);

      const nullImages = await shop
        .http()
        .patch(`/api/product/update-product/${product.id}`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({
          name: 'Brass Lamp',
          category: 'Table Decor',
          price: 500,
          image: '/uploads/images/z.webp',
          additionalImages: null,
        })
        .expect(400);
      expect(nullImages.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/additionalImages/)]));

      const emptied = await shop
        .http()
        .patch(`/api/product/update-product/${product.id}`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ name: 'Brass Lamp', category: 'Table Decor', price: '', image: '/uploads/images/z.webp' })
        .expect(400);
      expect(emptied.body.message).toBe(
        'Please ensure all required fields are filled: Name, Category, Price, and Main Image.',
      );
      await shop.http().delete(`/api/product/${product.id}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
      await shop.http().get(`/api/product/${product.id}`).expect(404);
    });

    it('updates only the fields given (a partial PATCH), checking each', async () => {
      const product = await addProduct({
        name: 'Jharokha Mirror',
        category: 'Mirrors',
        price: 900,
        description: 'Teak',
      });
      const patch = (body: object) =>
        shop
          .http()
          .patch(`/api/product/update-product/${product.id}`)
          .set('Authorization', `Bearer ${adminToken}`)
          .send(body);
      const priced = await patch({ price: '1250.00' }).expect(200);
      expect(priced.body.product).toMatchObject({
        name: 'Jharokha Mirror',
        category: 'Mirrors',
        price: 1250,
        description: 'Teak',
      });
      const renamed = await patch({ name: '  Carved Jharokha Mirror ', material: null }).expect(200);
      expect(renamed.body.product).toMatchObject({ name: 'Carved Jharokha Mirror', price: 1250, material: null });
      expect((await patch({ price: -5 }).expect(400)).body.message).toEqual(
        expect.arrayContaining([expect.stringMatching(/price/i)]),
      );
      expect((await patch({ image: null }).expect(400)).body.message).toBe(
        'Please ensure all required fields are filled: Name, Category, Price, and Main Image.',
      );
      expect((await patch({}).expect(400)).body.message).toBe('Send at least one field to change.');
      await patch({ colour: 'red' }).expect(400);
      const kept = await shop.http().get(`/api/product/${product.id}`).expect(200);
      expect(kept.body.product).toMatchObject({ name: 'Carved Jharokha Mirror', price: 1250, description: 'Teak' });
      // The listings below count the products: this one leaves none behind.
      await shop.http().delete(`/api/product/${product.id}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
    });

    it('answers 404 for unknown products and 400 for malformed ids', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const notFound = await shop.http().get(`/api/product/${unknown}`).expect(404);
      expect(notFound.body).toEqual({
        statusCode: 404,
        message: 'Product not found',
        error: 'Not Found',
        code: 'NOT_FOUND',
      });
      await shop.http().get('/api/product/not-a-uuid').expect(400);
      await shop.http().get('/api/product/related/not-a-uuid').expect(400);
      await shop.http().delete(`/api/product/${unknown}`).set('Authorization', `Bearer ${adminToken}`).expect(404);
      await shop
        .http()
        .patch(`/api/product/update-product/${unknown}`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ name: 'X', category: 'Mirrors', price: 1, image: '/x.webp' })
        .expect(404);
    });

    it('keeps editing to admins: 401 anonymous, 403 shoppers', async () => {
      const id = ids['Arch Mirror'];
      const body = { name: 'X', category: 'Mirrors', price: 1, image: '/x.webp' };
      await shop.http().post('/api/product/create-product').send(body).expect(401);
      await shop.http().patch(`/api/product/update-product/${id}`).send(body).expect(401);
      await shop.http().delete(`/api/product/${id}`).expect(401);
      const bearer = `Bearer ${userToken}`;
      await shop.http().post('/api/product/create-product').set('Authorization', bearer).send(body).expect(403);
      await shop.http().patch(`/api/product/update-product/${id}`).set('Authorization', bearer).send(body).expect(403);
      await shop.http().delete(`/api/product/${id}`).set('Authorization', bearer).expect(403);
    });
  });

  describe('listing', () => {
    it('lists newest first, 10 by default, with counts', async () => {
      const res = await shop.http().get('/api/product').expect(200);
      expect(res.body.totalProducts).toBe(7);
      expect(res.body.totalPages).toBe(1);
      expect(res.body.products[0].name).toBe('Serving Tray');
      const dates = res.body.products.map((p: ProductJson) => Date.parse(p.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it('filters by category in any case, with + for spaces', async () => {
      for (const category of ['Wall+Art', 'wall art', 'WALL ART']) {
        const res = await shop
          .http()
          .get('/api/product')
          .query(`category=${category}`)
          .set(category === 'Wall+Art' ? {} : { [GATE.offDocument]: ANY_CASE })
          .expect(200);
        expect(res.body.products.map((p: ProductJson) => p.name)).toEqual(['Abstract Canvas']);
      }
      const all = await shop.http().get('/api/product?category=all').expect(200);
      expect(all.body.totalProducts).toBe(7);
    });

    it('filters by the price paid, sorts by price and pages', async () => {
      const res = await shop
        .http()
        .get('/api/product?minPrice=1000&maxPrice=5000&sortBy=price&sortOrder=asc&limit=2&page=2')
        .expect(200);
      // 1299, 1499 | 2999.5, 4999
      expect(res.body.totalProducts).toBe(4);
      expect(res.body.totalPages).toBe(2);
      expect(res.body.products.map((p: ProductJson) => p.price)).toEqual([2999.5, 4999]);
      const exact = await shop.http().get('/api/product?minPrice=649.99&maxPrice=649.99').expect(200);
      expect(exact.body.products.map((p: ProductJson) => p.name)).toEqual(['Serving Tray']);
    });

    it('sorts by name', async () => {
      const res = await shop
        .http()
        .get('/api/product?sortBy=name&sortOrder=ASC')
        .set(GATE.offDocument, 'the document names asc and desc; the shop takes them in any case')
        .expect(200);
      const names = res.body.products.map((p: ProductJson) => p.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    });

    it('answers an empty page past the end', async () => {
      const res = await shop.http().get('/api/product?page=50').expect(200);
      expect(res.body).toEqual({ products: [], totalPages: 1, totalProducts: 7 });
    });

    it.each([
      'category=Garden',
      'category=Mirrors&category=Tables',
      'minPrice=-1',
      'maxPrice=abc',
      'minPrice=5000&maxPrice=100',
      'page=0',
      'page=-2',
      'page=1.5',
      'limit=0',
      'limit=101',
      'limit=ten',
      'sortBy=password_hash',
      'sortBy=price;DROP TABLE products',
      'sortOrder=sideways',
      'applyDeals=maybe',
      'unknown=1',
    ])('refuses %s with 400', async (query) => {
      const res = await shop.http().get(`/api/product?${query}`).expect(400);
      expect(res.body.statusCode).toBe(400);
    });
  });

  describe('search', () => {
    it('ranks an exact name match first', async () => {
      const extra = await addProduct({
        name: 'Mirror',
        category: 'Mirrors',
        price: 100,
        description: 'Plain mirror',
      });
      const res = await shop.http().get('/api/product/search?query=mirror').expect(200);
      const names = res.body.products.map((p: ProductJson) => p.name);
      expect(names[0]).toBe('Mirror');
      expect(names).toEqual(expect.arrayContaining(['Sunburst Wall Mirror', 'Arch Mirror']));
      await shop.http().delete(`/api/product/${extra.id}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
    });

    it('forgives a one-letter typo', async () => {
      for (const query of ['Sunbrst', 'candel holder', 'Marbel Side Table']) {
        const res = await shop.http().get('/api/product/search').query({ query }).expect(200);
        expect(res.body.products.length).toBeGreaterThan(0);
      }
      const res = await shop.http().get('/api/product/search').query({ query: 'Sunbrst' }).expect(200);
      expect(res.body.products[0].name).toBe('Sunburst Wall Mirror');
    });

    it('finds words of the description', async () => {
      const res = await shop.http().get('/api/product/search').query({ query: 'hallway' }).expect(200);
      expect(res.body.products.map((p: ProductJson) => p.name)).toEqual(['Arch Mirror']);
    });

    it('answers nothing for an empty query and survives any characters', async () => {
      await expect(shop.http().get('/api/product/search').expect(200)).resolves.toMatchObject({
        body: { products: [] },
      });
      await expect(shop.http().get('/api/product/search?query=%20%20').expect(200)).resolves.toMatchObject({
        body: { products: [] },
      });
      for (const query of ["'; DROP TABLE products; --", '%_\\', '!!&|:*()', '"unclosed', '<script>']) {
        await shop.http().get('/api/product/search').query({ query }).expect(200);
      }
      await shop
        .http()
        .get('/api/product/search')
        .query({ query: 'x'.repeat(201) })
        .expect(400);
      await shop.http().get('/api/product/search').query({ query: 'mirror', limit: 21 }).expect(400);
    });
  });

  describe('related and recommended', () => {
    it('relates products of the same category, never the product itself', async () => {
      const res = await shop.http().get(`/api/product/related/${ids['Arch Mirror']}`).expect(200);
      expect(res.body.map((p: ProductJson) => p.name)).toEqual(['Sunburst Wall Mirror']);
      await shop.http().get('/api/product/related/00000000-0000-4000-8000-000000000000').expect(404);
    });

    it('recommends up to 8 products', async () => {
      const res = await shop.http().get('/api/recommended-products').expect(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.length).toBeLessThanOrEqual(8);
      expect(res.body[0]).toHaveProperty('_id');
    });
  });
});
