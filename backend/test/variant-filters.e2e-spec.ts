import { DataSource } from 'typeorm';
import { ProductsService } from '../src/modules/catalog/products.service';
import { startTestApp, TestApp } from './harness';

/**
 * The listing's option filters (`option=Size:Large`), their counts (GET /api/product/options)
 * and search by option value and SKU, on products whose variants are written as the admin's
 * variant endpoints write them.
 */
describe('option filters and variant search', () => {
  let shop: TestApp;
  let db: DataSource;
  const ids: Record<string, string> = {};

  interface Variant {
    values: string[];
    price: string;
    stock: number | null;
    sku?: string;
  }

  /** A product with these options and variants (its default variant replaced by them). */
  async function product(
    key: string,
    category: string,
    options: { name: string; values: string[] }[],
    variants: Variant[],
  ): Promise<string> {
    const { id } = await shop.app.get(ProductsService).create(
      {
        name: `${key} piece`,
        category,
        price: key === 'plain' ? '700' : '999',
        image: '/uploads/p.png',
        description: 'Plain',
      } as never,
      null,
    );
    ids[key] = id;
    if (options.length === 0) return id;
    await db.query(`UPDATE products SET options = $2 WHERE id = $1`, [id, JSON.stringify(options)]);
    await db.query(
      `INSERT INTO product_variants (product_id, sku, option_values, price, stock, position)
       SELECT $1, coalesce(v.sku, $2 || '-' || i), v.vals, v.price, v.stock, i
       FROM jsonb_to_recordset($3::jsonb) AS v(vals jsonb, price numeric, stock int, sku text, i int)`,
      [
        id,
        `T-${key.toUpperCase()}`,
        JSON.stringify(
          variants.map((v, i) => ({ vals: v.values, price: v.price, stock: v.stock, sku: v.sku, i: i + 1 })),
        ),
      ],
    );
    await db.query(`DELETE FROM product_variants WHERE product_id = $1 AND option_values = '[]'`, [id]);
    return id;
  }

  const SIZE_FINISH = [
    { name: 'Size', values: ['Small', 'Large'] },
    { name: 'Finish', values: ['Walnut', 'Teak'] },
  ];

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    // Large only in Teak, Walnut only in Small: no one variant is Large and Walnut.
    await product('crossed', 'Mirrors', SIZE_FINISH, [
      { values: ['Large', 'Teak'], price: '1500', stock: 3 },
      { values: ['Small', 'Walnut'], price: '900', stock: 2 },
    ]);
    await product('walnutlarge', 'Mirrors', SIZE_FINISH, [
      { values: ['Large', 'Walnut'], price: '2500', stock: null, sku: 'DS-1A2B3C4D5E6F' },
    ]);
    // Its Large is sold out: only Small can be bought.
    await product(
      'soldlarge',
      'Mirrors',
      [SIZE_FINISH[0], { name: 'Finish', values: ['Teak'] }],
      [
        { values: ['Large', 'Teak'], price: '3000', stock: 0 },
        { values: ['Small', 'Teak'], price: '1200', stock: 4 },
      ],
    );
    await product('table', 'Tables', [SIZE_FINISH[0]], [{ values: ['Large'], price: '5000', stock: 1 }]);
    await product('plain', 'Mirrors', [], []);
  });

  afterAll(async () => {
    await shop?.close();
  });

  const names = (body: { products: { id: string }[] }) =>
    body.products.map((p) => Object.keys(ids).find((key) => ids[key] === p.id)).sort();

  it('keeps the tags of the variants that can be sold', async () => {
    const rows = await db.query<{ id: string; option_tags: string[] }[]>(
      `SELECT id, option_tags FROM products WHERE id = ANY($1)`,
      [[ids.soldlarge, ids.plain]],
    );
    const tags = Object.fromEntries(rows.map((row) => [row.id, row.option_tags]));
    // Each value, and each combination of values of one variant (in byte order, joined by U+001F).
    expect(tags[ids.soldlarge]).toEqual(['finish:teak', 'finish:teak\u001fsize:small', 'size:small']);
    expect(tags[ids.plain]).toEqual([]);
  });

  it('lists the products with a variant in stock having the value, any case', async () => {
    const res = await shop.http().get('/api/product?option=size:LARGE&limit=50').expect(200);
    expect(names(res.body)).toEqual(['crossed', 'table', 'walnutlarge']);
    expect(res.body.totalProducts).toBe(3);
    const mirrors = await shop.http().get('/api/product?category=Mirrors&option=Size:Large&limit=50').expect(200);
    expect(names(mirrors.body)).toEqual(['crossed', 'walnutlarge']);
    expect(mirrors.body.totalProducts).toBe(2);
  });

  it('widens by values of one option and narrows by different options to one variant', async () => {
    const either = await shop.http().get('/api/product?option=Size:Small&option=Size:Large&limit=50').expect(200);
    expect(names(either.body)).toEqual(['crossed', 'soldlarge', 'table', 'walnutlarge']);
    expect(either.body.totalProducts).toBe(4);
    const both = await shop.http().get('/api/product?option=Size:Large&option=Finish:Walnut&limit=50').expect(200);
    expect(names(both.body)).toEqual(['walnutlarge']);
    expect(both.body.totalProducts).toBe(1);
    const teak = await shop
      .http()
      .get('/api/product?option=Size:Large&option=Finish:Teak&outOfStock=hide&sortBy=price&sortOrder=asc')
      .expect(200);
    expect(names(teak.body)).toEqual(['crossed']);
  });

  it('filters within a price range of the "from" price', async () => {
    const res = await shop.http().get('/api/product?option=Size:Large&minPrice=1000&maxPrice=6000').expect(200);
    expect(names(res.body)).toEqual(['table', 'walnutlarge']);
    expect(res.body.totalProducts).toBe(2);
  });

  it('counts the products of each value in a category and price range', async () => {
    const all = await shop.http().get('/api/product/options').expect(200);
    expect(all.body.optionCounts).toEqual([
      {
        name: 'Size',
        values: [
          { value: 'Small', count: 2 },
          { value: 'Large', count: 3 },
        ],
      },
      {
        name: 'Finish',
        values: [
          { value: 'Walnut', count: 2 },
          { value: 'Teak', count: 2 },
        ],
      },
    ]);
    const tables = await shop.http().get('/api/product/options?category=Tables').expect(200);
    expect(tables.body.optionCounts).toEqual([{ name: 'Size', values: [{ value: 'Large', count: 1 }] }]);
    const cheap = await shop.http().get('/api/product/options?category=Mirrors&maxPrice=1000').expect(200);
    expect(cheap.body.optionCounts).toEqual([
      {
        name: 'Size',
        values: [
          { value: 'Small', count: 1 },
          { value: 'Large', count: 1 },
        ],
      },
      {
        name: 'Finish',
        values: [
          { value: 'Walnut', count: 1 },
          { value: 'Teak', count: 1 },
        ],
      },
    ]);
  });

  it('follows sales, restocks and renamed options', async () => {
    const service = shop.app.get(ProductsService);
    const large = async () =>
      (await service.optionCounts({})).find((o) => o.name === 'Size')?.values.find((v) => v.value === 'Large')?.count;
    await db.query(`UPDATE product_variants SET stock = 0 WHERE product_id = $1 AND option_values @> '["Large"]'`, [
      ids.crossed,
    ]);
    expect(await large()).toBe(2);
    await db.query(`UPDATE product_variants SET stock = 5 WHERE product_id = $1`, [ids.soldlarge]);
    expect(await large()).toBe(3);
    const page = await service.list({
      options: [['size:large']],
      page: 1,
      limit: 50,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      dealOnly: false,
    });
    expect(page.products.map((p) => p.id).sort()).toEqual([ids.soldlarge, ids.table, ids.walnutlarge].sort());
    await db.query(`UPDATE products SET options = $2 WHERE id = $1`, [
      ids.table,
      JSON.stringify([{ name: 'Width', values: ['Large'] }]),
    ]);
    const [{ option_tags }] = await db.query(`SELECT option_tags FROM products WHERE id = $1`, [ids.table]);
    expect(option_tags).toEqual(['width:large']);
    expect(await large()).toBe(2);
    const [{ products }] = await db.query(
      `SELECT products FROM product_option_counts WHERE category = 'Tables' AND tag = 'width:large'`,
    );
    expect(products).toBe(1);
  });

  it('moves the counts with a new category, and leaves them on a price change', async () => {
    // The kept counts against the products' own tags, per category and tag.
    const drift = async () =>
      (
        await db.query<{ n: number }[]>(
          `WITH actual AS (SELECT category, tag, count(*)::int AS n FROM products, unnest(option_tags) AS tag GROUP BY 1, 2)
           SELECT count(*)::int AS n FROM product_option_counts c FULL JOIN actual a USING (category, tag)
           WHERE coalesce(c.products, 0) <> coalesce(a.n, 0)`,
        )
      )[0].n;
    const kept = async (category: string) =>
      (
        await db.query<{ products: number }[]>(
          `SELECT products FROM product_option_counts WHERE category = $1 AND tag = 'finish:walnut'`,
          [category],
        )
      )[0]?.products ?? 0;
    const before = { mirrors: await kept('Mirrors'), tables: await kept('Tables') };
    await db.query(`UPDATE products SET price = price + 1`);
    expect(await drift()).toBe(0);
    expect(await kept('Mirrors')).toBe(before.mirrors);
    await db.query(`UPDATE products SET category = 'Tables' WHERE id = $1`, [ids.crossed]);
    expect(await drift()).toBe(0);
    expect({ mirrors: await kept('Mirrors'), tables: await kept('Tables') }).toEqual({
      mirrors: before.mirrors - 1,
      tables: before.tables + 1,
    });
    await db.query(`UPDATE products SET category = 'Mirrors', price = price - 1`);
    await db.query(`UPDATE products SET category = 'Tables' WHERE id = $1`, [ids.table]);
    expect(await drift()).toBe(0);
  });

  it('refuses a malformed option filter with a message', async () => {
    for (const bad of ['Large', ':Large', 'Size:', 'Size: ', 'Finish:Teak\u001fsize:small']) {
      const res = await shop
        .http()
        .get(`/api/product?option=${encodeURIComponent(bad)}`)
        .expect(400);
      expect(JSON.stringify(res.body)).toContain('option must be an option name and value, e.g. Size:Large');
    }
    const many = await shop.http().get('/api/product?option=A:1&option=B:1&option=C:1&option=D:1').expect(400);
    expect(many.body.message).toBe('Filter by at most 3 options.');
  });

  it('finds a product by a variant SKU, exactly and in any case, first', async () => {
    const res = await shop.http().get('/api/product/search?query=ds-1a2b3c4d5e6f').expect(200);
    expect(res.body.products[0].id).toBe(ids.walnutlarge);
    const partial = await shop.http().get('/api/product/search?query=DS-1A2B3C').expect(200);
    expect(partial.body.products.map((p: { id: string }) => p.id)).not.toContain(ids.walnutlarge);
  });

  it('narrows by three options to one variant, counting from the kept counts', async () => {
    const options = [
      SIZE_FINISH[0],
      { name: 'Finish', values: ['Oak', 'Teak'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ];
    await product('three', 'Wall Art', options, [
      { values: ['Large', 'Oak', 'Blue'], price: '1500', stock: 3 },
      { values: ['Small', 'Teak', 'Red'], price: '900', stock: 2 },
    ]);
    await product('threesold', 'Wall Art', options, [
      { values: ['Large', 'Oak', 'Red'], price: '1500', stock: 0 },
      { values: ['Large', 'Oak', 'Blue'], price: '900', stock: 2 },
    ]);
    const list = async (query: string) => {
      const res = await shop.http().get(`/api/product?category=Wall+Art&${query}`).expect(200);
      return { names: names(res.body), total: res.body.totalProducts };
    };
    const red = 'option=Colour:Red&option=Size:Large&option=Finish:Oak';
    expect(await list(red)).toEqual({ names: [], total: 0 });
    const blue = 'option=Colour:Blue&option=Size:Large&option=Finish:Oak';
    expect(await list(blue)).toEqual({ names: ['three', 'threesold'], total: 2 });
    expect(await list('option=Colour:Red&option=Size:Small')).toEqual({ names: ['three'], total: 1 });
    expect(await list('option=Colour:Red&option=Colour:Blue&option=Finish:Teak')).toEqual({
      names: ['three'],
      total: 1,
    });
    // The filters' counts show values only, never their combinations.
    const counts = await shop.http().get('/api/product/options?category=Wall+Art').expect(200);
    expect(counts.body.optionCounts.map((o: { name: string }) => o.name)).toEqual(['Size', 'Finish', 'Colour']);
    const priced = await shop.http().get('/api/product/options?category=Wall+Art&maxPrice=5000').expect(200);
    expect(JSON.stringify(priced.body)).not.toContain('\\u001f');
    expect(priced.body.optionCounts.map((o: { name: string }) => o.name)).toEqual(['Size', 'Finish', 'Colour']);
  });

  it('finds products by an option value, misspelt too', async () => {
    const res = await shop.http().get('/api/product/search?query=walnut').expect(200);
    expect(names(res.body)).toEqual(['crossed', 'walnutlarge']);
    const typo = await shop.http().get('/api/product/search?query=walnutt').expect(200);
    expect(names(typo.body)).toEqual(['crossed', 'walnutlarge']);
  });
});
