import { DataSource } from 'typeorm';
import { Clock } from '../src/modules/deals/clock';
import { ProductPricing } from '../src/modules/catalog/product-pricing.service';
import { ProductsService } from '../src/modules/catalog/products.service';
import { toPaise } from '../src/common/money';
import { DealsService, priceUnderDeal } from '../src/modules/deals/deals.service';
import { addDefaultVariants } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

// Booting the shop on an embedded database takes a few seconds.
jest.setTimeout(60_000);

describe('ProductPricing (what checkout charges)', () => {
  let shop: TestApp;
  let pricing: ProductPricing;
  let mirrorId: string;
  let tableId: string;
  const endDate = new Date('2031-01-01T00:00:00Z');

  beforeAll(async () => {
    shop = await startTestApp();
    pricing = shop.app.get(ProductPricing);
    const { user } = await shop.createUser({ role: 'admin' });
    const products = shop.app.get(ProductsService);
    const base = { image: '/uploads/images/a.webp', material: 'Brass' };
    mirrorId = (await products.create({ ...base, name: 'Arch Mirror', category: 'Mirrors', price: '1999.99' }, user.id))
      .id;
    tableId = (await products.create({ ...base, name: 'Side Table', category: 'Tables', price: 4500 }, user.id)).id;
    await shop.app
      .get(DataSource)
      .query(
        `INSERT INTO deals (id, title, discount, end_date, categories, is_active) VALUES (1, 'Festive', 25, $1, '{Mirrors}', true)`,
        [endDate],
      );
  });

  afterAll(() => shop.close());
  afterEach(() => jest.restoreAllMocks());

  it('applies the deal to products of the selected categories only, in whole paise', async () => {
    jest.spyOn(shop.app.get(Clock), 'now').mockReturnValue(new Date('2030-06-01T00:00:00Z'));
    const [mirror, table] = await pricing.getPricedVariants([{ productId: mirrorId }, { productId: tableId }]);
    // 199999 paise x 75% = 149999.25 -> 149999
    expect(mirror).toMatchObject({
      name: 'Arch Mirror',
      category: 'Mirrors',
      material: 'Brass',
      pricePaise: 149999,
      originalPricePaise: 199999,
      dealDiscount: 25,
      dealTitle: 'Festive',
    });
    expect(table).toMatchObject({ pricePaise: 450000, originalPricePaise: 450000, dealDiscount: 0, dealTitle: null });
  });

  it('stops applying the deal at its end date without anyone saving it', async () => {
    jest.spyOn(shop.app.get(Clock), 'now').mockReturnValue(new Date(endDate.getTime()));
    const [mirror] = await pricing.getPricedVariants([{ productId: mirrorId }]);
    expect(mirror).toMatchObject({ pricePaise: 199999, dealDiscount: 0, dealTitle: null });
  });

  it('prices at an explicit moment when asked', async () => {
    const [before] = await pricing.getPricedVariants([{ productId: mirrorId }], new Date(endDate.getTime() - 1000));
    const [after] = await pricing.getPricedVariants([{ productId: mirrorId }], new Date(endDate.getTime() + 1000));
    expect(before!.pricePaise).toBe(149999);
    expect(after!.pricePaise).toBe(199999);
  });

  it('answers null for unknown, deleted and malformed ids', async () => {
    const products = shop.app.get(ProductsService);
    const { user } = await shop.createUser({ role: 'admin' });
    const gone = await products.create(
      { name: 'Gone', category: 'Wall Art', price: 10, image: '/uploads/images/g.webp' },
      user.id,
    );
    await products.remove(gone.id);
    const priced = await pricing.getPricedVariants(
      [gone.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000', tableId, tableId].map((productId) => ({
        productId,
      })),
    );
    expect(priced.map((p) => p?.id ?? null)).toEqual([null, null, null, tableId, tableId]);
  });

  it('answers nothing for no ids', async () => {
    await expect(pricing.getPricedVariants([])).resolves.toEqual([]);
  });

  it('keeps on each product the price the shopper pays, as the pricing function computes it', async () => {
    const db = shop.app.get(DataSource);
    const products = shop.app.get(ProductsService);
    const deals = shop.app.get(DealsService);
    // Prices with every last paise, so that some discounts land on exactly half a paise.
    await db.query(
      `INSERT INTO products (name, category, price, image)
       SELECT 'Priced ' || n, (ARRAY['Mirrors', 'Tables', 'Wall Art'])[1 + n % 3], n * 0.37 + 0.01, '/uploads/images/p.webp'
       FROM generate_series(1, 3000) AS n`,
    );
    await addDefaultVariants(db);
    const { user } = await shop.createUser({ role: 'admin' });
    const edited = (await products.create({ name: 'Edited', category: 'Tables', price: 10, image: '/x.webp' }, user.id))
      .id;
    const agree = async () => {
      const deal = await shop.app.get(DealsService).applied();
      const rows = await db.query<{ price: string; category: string; paid_price: string }[]>(
        `SELECT price, category, paid_price FROM products`,
      );
      const wrong = rows.filter(
        (row) => toPaise(row.paid_price) !== priceUnderDeal(toPaise(row.price), row.category, deal).pricePaise,
      );
      expect(wrong).toEqual([]);
      // The kept price bands hold the products' own count per category and band of paid price
      // (a whole hundred of rupees, or the prices between two).
      const [{ differ }] = await db.query<{ differ: number }[]>(
        `SELECT count(*)::int AS differ FROM (
           (SELECT category, price_band(paid_price) AS band, count(*)::int AS n FROM products GROUP BY 1, 2
            EXCEPT SELECT category, band, products FROM product_price_bands WHERE products <> 0)
           UNION ALL
           (SELECT category, band, products FROM product_price_bands WHERE products <> 0
            EXCEPT SELECT category, price_band(paid_price), count(*)::int FROM products GROUP BY 1, 2)) AS d`,
      );
      expect(differ).toBe(0);
      await countsAgree();
      return deal;
    };
    // A list's count of a price range (the kept bands plus their ends) is what count(*) finds.
    const countsAgree = async () => {
      const ranges = [
        [undefined, 150],
        [0.01, 199.99],
        [100, 200],
        [99.99, 200.01],
        [150, 150.37],
        [150, undefined],
        [300, 300],
        [250.5, 1234.56],
        [1, 99999],
      ] as const;
      for (const [minPrice, maxPrice] of ranges) {
        for (const category of [undefined, 'Wall Art' as const]) {
          for (const dealOnly of [false, true]) {
            const page = await products.list({
              category,
              minPricePaise: minPrice === undefined ? undefined : toPaise(minPrice),
              maxPricePaise: maxPrice === undefined ? undefined : toPaise(maxPrice),
              page: 1,
              limit: 5,
              sortBy: 'price',
              sortOrder: 'asc',
              dealOnly,
            });
            const [{ count }] = await db.query<{ count: number }[]>(
              `SELECT count(*)::int AS count FROM products
               WHERE ($1::numeric IS NULL OR paid_price >= $1) AND ($2::numeric IS NULL OR paid_price <= $2)
                 AND ($3::text IS NULL OR category = $3)
                 AND (NOT $4 OR category = ANY(coalesce((SELECT categories FROM deals WHERE prices_applied), '{}')))`,
              [minPrice ?? null, maxPrice ?? null, category ?? null, dealOnly],
            );
            expect({ minPrice, maxPrice, category, dealOnly, total: page.totalProducts }).toEqual({
              minPrice,
              maxPrice,
              category,
              dealOnly,
              total: count,
            });
          }
        }
      }
    };
    for (const [discount, categories] of [
      [50, ['Mirrors', 'Tables']],
      [33, ['Wall Art']],
      [7, ['Mirrors', 'Wall Art', 'Tables']],
    ] as const) {
      await deals.save({ title: 'Check', discount, endDate: endDate.toISOString(), categories: [...categories] });
      expect(await agree()).toMatchObject({ discount });
      // A product's own price change sets its paid price in the same statement.
      await products.update(edited, {
        name: 'Edited',
        category: 'Tables',
        price: 1234.57 + discount,
        image: '/x.webp',
      });
      await agree();
    }
    // A product moved to another category, and one removed, leave their bands.
    await products.update(edited, { category: 'Mirrors' });
    await products.remove(
      (await products.list({ page: 1, limit: 1, sortBy: 'price', sortOrder: 'asc', dealOnly: false })).products[0].id,
    );
    await agree();
    await deals.save({ title: 'Off', discount: 10, endDate: endDate.toISOString(), categories: [], isActive: true });
    expect(await agree()).toBeNull();
  });
});
