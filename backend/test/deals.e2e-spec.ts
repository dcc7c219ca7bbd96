import { DataSource } from 'typeorm';
import { Clock } from '../src/modules/deals/clock';
import { startTestApp, TestApp } from './harness';
import { GATE } from './prism/verdict';

const ANY_CASE = 'the document names the categories as spelled; the shop takes them in any case';

// Booting the shop on an embedded database takes a few seconds.
jest.setTimeout(60_000);

describe('The site-wide deal', () => {
  let shop: TestApp;
  let admin: string;
  let user: string;
  const now = new Date('2030-03-01T12:00:00Z');
  const endDate = '2030-03-10T00:00:00.000Z';
  const deal = {
    title: 'Spring Sale',
    description: 'Fresh looks',
    discount: 25,
    image: '/uploads/images/banner.webp',
    endDate,
    categories: ['Mirrors', 'Wall Art'],
    isActive: true,
  };

  /** `offDocument`: why the body breaks the document on purpose (prism/verdict.ts). */
  const saveDeal = (body: Record<string, unknown>, offDocument?: string) =>
    shop
      .http()
      .put('/api/deal')
      .set('Authorization', `Bearer ${admin}`)
      .set(offDocument ? { [GATE.offDocument]: offDocument } : {})
      .send(body);

  beforeAll(async () => {
    shop = await startTestApp();
    admin = (await shop.createUser({ role: 'admin' })).token;
    user = (await shop.createUser()).token;
    for (const [name, category, price] of [
      ['Round Mirror', 'Mirrors', '1999.99'],
      ['Oval Mirror', 'Mirrors', '1000'],
      ['Canvas', 'Wall Art', '3000'],
      ['Side Table', 'Tables', '2500'],
    ]) {
      await shop
        .http()
        .post('/api/product/create-product')
        .set('Authorization', `Bearer ${admin}`)
        .send({ name, category, price, image: '/uploads/images/x.webp', oldPrice: category === 'Tables' ? 2800 : null })
        .expect(201);
    }
  });

  beforeEach(() => jest.spyOn(shop.app.get(Clock), 'now').mockImplementation(() => new Date(now.getTime())));
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => shop.close());

  it('answers no deal before one is saved, ignoring the cache-busting parameter', async () => {
    const res = await shop.http().get(`/api/deal?t=${Date.now()}`).expect(200);
    expect(res.body).toEqual({ success: true, data: null });
    const products = await shop.http().get('/api/product/deals').expect(200);
    expect(products.body).toEqual({ products: [], totalPages: 0, totalProducts: 0 });
  });

  it('lists the six categories', async () => {
    const res = await shop.http().get('/api/deal/categories').expect(200);
    expect(res.body).toEqual(['Mirrors', 'Table Decor', 'Tables', 'Wall Art', 'Wall Shelves', 'Table Top']);
  });

  it('keeps saving to admins', async () => {
    await shop.http().put('/api/deal').send(deal).expect(401);
    await shop.http().put('/api/deal').set('Authorization', `Bearer ${user}`).send(deal).expect(403);
  });

  it.each([
    { discount: 0 },
    { discount: 91 },
    { discount: 12.5 },
    { discount: 'lots' },
    { categories: ['Garden'] },
    { categories: 'Mirrors' },
    { endDate: 'soon' },
    { title: '' },
    { image: 'javascript:alert(1)' },
  ])('refuses %j', async (change) => {
    await saveDeal({ ...deal, ...change }).expect(400);
  });

  it('saves an active deal and prices its categories at once', async () => {
    const res = await saveDeal({ ...deal, categories: ['Mirrors', 'wall art'] }, ANY_CASE).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      applicableProducts: 3,
      data: {
        _id: 1,
        title: 'Spring Sale',
        discount: 25,
        imageUrl: `${shop.config.publicUrl}/uploads/images/banner.webp`,
        endDate,
        categories: ['Mirrors', 'Wall Art'],
        isActive: true,
        expired: false,
      },
    });
    const list = await shop.http().get('/api/product?sortBy=price&sortOrder=asc').expect(200);
    const byName = Object.fromEntries(list.body.products.map((p: { name: string }) => [p.name, p]));
    expect(byName['Round Mirror']).toMatchObject({
      price: 1499.99, // 199999 x 0.75 = 149999.25 paise
      oldPrice: 1999.99,
      originalPrice: 1999.99,
      dealDiscount: 25,
      dealTitle: 'Spring Sale',
    });
    expect(byName['Side Table']).toMatchObject({ price: 2500, oldPrice: 2800, dealDiscount: 0, dealTitle: null });
    expect(list.body.products.map((p: { price: number }) => p.price)).toEqual([750, 1499.99, 2250, 2500]);
  });

  it('filters by the price the shopper pays', async () => {
    const res = await shop.http().get('/api/product?maxPrice=2300').expect(200);
    expect(res.body.products.map((p: { name: string }) => p.name).sort()).toEqual([
      'Canvas',
      'Oval Mirror',
      'Round Mirror',
    ]);
  });

  it('lists only deal products in the deals list and applyDeals listing', async () => {
    const deals = await shop.http().get('/api/product/deals').expect(200);
    expect(deals.body.totalProducts).toBe(3);
    const applied = await shop.http().get('/api/product?applyDeals=true&category=Mirrors').expect(200);
    expect(applied.body.totalProducts).toBe(2);
    const applicable = await shop.http().get('/api/product/deals/applicable').expect(200);
    expect(applicable.body).toMatchObject({
      success: true,
      deal: { title: 'Spring Sale', discount: 25, categories: ['Mirrors', 'Wall Art'] },
      applicableProducts: 3,
    });
    expect(applicable.body.products).toHaveLength(3);
  });

  it('ends at the end date without anyone saving it again', async () => {
    jest.spyOn(shop.app.get(Clock), 'now').mockReturnValue(new Date(endDate));
    const current = await shop.http().get('/api/deal').expect(200);
    expect(current.body.data).toMatchObject({ isActive: false, expired: true, title: 'Spring Sale' });
    const list = await shop.http().get('/api/product?category=Mirrors&sortBy=price&sortOrder=asc').expect(200);
    expect(list.body.products.map((p: { price: number; dealDiscount: number }) => [p.price, p.dealDiscount])).toEqual([
      [1000, 0],
      [1999.99, 0],
    ]);
    const applicable = await shop.http().get('/api/product/deals/applicable').expect(200);
    expect(applicable.body).toMatchObject({ deal: null, applicableProducts: 0, products: [] });
  });

  it('affects no prices when saved inactive or without categories', async () => {
    const inactive = await saveDeal({ ...deal, isActive: false }).expect(200);
    expect(inactive.body).toMatchObject({ applicableProducts: 0, data: { isActive: false } });
    let product = await shop.http().get('/api/product?category=Wall+Art').expect(200);
    expect(product.body.products[0]).toMatchObject({ price: 3000, dealDiscount: 0 });

    const empty = await saveDeal({ ...deal, categories: [] }).expect(200);
    expect(empty.body).toMatchObject({ applicableProducts: 0, data: { isActive: true, categories: [] } });
    product = await shop.http().get('/api/product?category=Wall+Art').expect(200);
    expect(product.body.products[0]).toMatchObject({ price: 3000, dealDiscount: 0 });
  });

  it('moves the deal to other categories on the next save', async () => {
    const res = await saveDeal({
      ...deal,
      imageUrl: '/uploads/images/b2.webp',
      image: undefined,
      categories: ['Tables'],
      discount: '10',
    }).expect(200);
    expect(res.body).toMatchObject({
      applicableProducts: 1,
      data: { imageUrl: `${shop.config.publicUrl}/uploads/images/b2.webp`, discount: 10 },
    });
    const list = await shop.http().get('/api/product?sortBy=name&sortOrder=asc').expect(200);
    expect(list.body.products.map((p: { price: number }) => p.price)).toEqual([3000, 1000, 1999.99, 2250]);
  });

  it('keeps the current banner when a save leaves the image out, and removes it when sent empty', async () => {
    await saveDeal(deal).expect(200);
    const { image: _image, ...withoutImage } = deal;
    const kept = await saveDeal({ ...withoutImage, title: 'Spring Sale, extended' }).expect(200);
    expect(kept.body.data).toMatchObject({
      title: 'Spring Sale, extended',
      imageUrl: `${shop.config.publicUrl}${deal.image}`,
    });
    const cleared = await saveDeal({ ...withoutImage, image: null }).expect(200);
    expect(cleared.body.data.imageUrl).toBeNull();
  });

  it("still tells the admin a product's stored old price while the deal shows another", async () => {
    await saveDeal({ ...deal, categories: ['Tables'] }).expect(200);
    const list = await shop.http().get('/api/product?category=Tables').expect(200);
    expect(list.body.products[0]).toMatchObject({ oldPrice: 2500, originalPrice: 2500, listOldPrice: 2800 });
  });

  it('reprices the catalogue at the end second by its scheduled job, and lists in the new order', async () => {
    jest.restoreAllMocks(); // the real clock: the end job waits for real time
    const db = shop.app.get(DataSource);
    const endsAt = Math.ceil(Date.now() / 1000) * 1000 + 3000;
    await saveDeal({ ...deal, discount: 60, categories: ['Wall Art'], endDate: new Date(endsAt).toISOString() }).expect(
      200,
    );
    const byPrice = async () =>
      (await shop.http().get('/api/product?sortBy=price&sortOrder=asc').expect(200)).body.products.map(
        (p: { name: string; price: number }) => [p.name, p.price],
      );
    expect(await byPrice()).toEqual([
      ['Oval Mirror', 1000],
      ['Canvas', 1200],
      ['Round Mirror', 1999.99],
      ['Side Table', 2500],
    ]);
    // The job, not a read: only the deal row is polled until the paid prices no longer carry it.
    let repricedAt = 0;
    while (!repricedAt && Date.now() < endsAt + 5000) {
      const [{ applied }] = await db.query(`SELECT prices_applied AS applied FROM deals WHERE id = 1`);
      if (!applied) repricedAt = Date.now();
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(repricedAt).toBeGreaterThanOrEqual(endsAt);
    expect(repricedAt - endsAt).toBeLessThan(1000);
    const kept = await db.query(`SELECT name, paid_price AS "paidPrice" FROM products ORDER BY paid_price, name`);
    expect(kept).toEqual([
      { name: 'Oval Mirror', paidPrice: '1000.00' },
      { name: 'Round Mirror', paidPrice: '1999.99' },
      { name: 'Side Table', paidPrice: '2500.00' },
      { name: 'Canvas', paidPrice: '3000.00' },
    ]);
    expect(await byPrice()).toEqual([
      ['Oval Mirror', 1000],
      ['Round Mirror', 1999.99],
      ['Side Table', 2500],
      ['Canvas', 3000],
    ]);
  });
});
