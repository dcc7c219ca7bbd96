import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from './harness';

/**
 * The admin's variants: options generate one variant per combination, a change of options keeps
 * the variants whose combination remains, each write goes through one transaction with the
 * product's webhooks and cache, bulk edits of prices and counts (idempotent), and the 400s,
 * 403s and 404s of bad input and callers.
 */
jest.setTimeout(120_000);

interface Variant {
  id: string;
  sku: string;
  options: string[];
  title: string | null;
  price: number;
  oldPrice: number | null;
  stock: number | null;
  inStock: boolean;
  image: string;
  position: number;
}
interface VariantProduct {
  id: string;
  price: number;
  oldPrice: number | null;
  stock: number | null;
  options: { name: string; values: string[] }[];
  variantCount: number;
  variants: Variant[];
}

describe('Catalogue: the admin variants API', () => {
  let shop: TestApp;
  let db: DataSource;
  let admin: string;
  let shopper: string;

  const bearer = (token: string) => ['Authorization', `Bearer ${token}`] as const;

  const addProduct = async (name: string, price: number, stock: number | null = 5): Promise<string> => {
    const res = await shop
      .http()
      .post('/api/product/create-product')
      .set(...bearer(admin))
      .send({ name, category: 'Mirrors', price, stock, image: '/uploads/images/x.webp' })
      .expect(201);
    return res.body.product.id as string;
  };

  const setOptions = async (id: string, options: object[], status = 200) =>
    shop
      .http()
      .put(`/api/product/${id}/options`)
      .set(...bearer(admin))
      .send({ options })
      .expect(status);

  const variantOf = (product: VariantProduct, ...values: string[]) =>
    product.variants.find((variant) => variant.options.join('|') === values.join('|'))!;

  const movements = async (variantId: string) =>
    db.query<{ change: number; stock_after: number | null; reason: string }[]>(
      `SELECT change, stock_after, reason FROM stock_movements WHERE variant_id = $1 ORDER BY seq`,
      [variantId],
    );

  const productEvents = async (id: string) =>
    Number(
      (
        await db.query<{ n: string }[]>(
          `SELECT count(*) AS n FROM webhook_outbox WHERE type = 'product.updated' AND payload->'product'->>'id' = $1`,
          [id],
        )
      )[0].n,
    );

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    admin = (await shop.createUser({ role: 'admin' })).token;
    shopper = (await shop.createUser()).token;
    // A subscriber, so that the product events are written to the outbox.
    await db.query(
      `INSERT INTO webhook_endpoints (url, secret, events) VALUES ('https://hooks.example.invalid/p', 'secret', $1)`,
      [['product.updated']],
    );
  });

  afterAll(() => shop.close());

  it('makes one variant per combination of 2 x 3 values, at the product price with no stock', async () => {
    const id = await addProduct('Round Mirror', 1499, 4);
    const res = await setOptions(id, [
      { name: 'Size', values: ['Small', 'Medium', 'Large'] },
      { name: 'Finish', values: ['Walnut', 'Teak'] },
    ]);
    const product = res.body.product as VariantProduct;
    expect(res.body.message).toBe('Options saved');
    expect(product.options).toEqual([
      { name: 'Size', values: ['Small', 'Medium', 'Large'] },
      { name: 'Finish', values: ['Walnut', 'Teak'] },
    ]);
    expect(product.variantCount).toBe(6);
    expect(product.variants.map((variant) => variant.options)).toEqual([
      ['Small', 'Walnut'],
      ['Small', 'Teak'],
      ['Medium', 'Walnut'],
      ['Medium', 'Teak'],
      ['Large', 'Walnut'],
      ['Large', 'Teak'],
    ]);
    expect(product.variants.map((variant) => variant.position)).toEqual([0, 1, 2, 3, 4, 5]);
    // The default variant took the first value of each new option, with its count.
    const first = variantOf(product, 'Small', 'Walnut');
    expect(first).toMatchObject({ stock: 4, price: 1499, title: 'Size: Small / Finish: Walnut' });
    expect(first.sku).toBe(`DS-${id.replace(/-/g, '').slice(0, 12).toUpperCase()}`);
    const large = variantOf(product, 'Large', 'Teak');
    expect(large).toMatchObject({ price: 1499, stock: 0, inStock: false });
    expect(large.sku).toBe(`DS-${id.replace(/-/g, '').slice(0, 12).toUpperCase()}-LARGE-TEAK`);
    expect(new Set(product.variants.map((variant) => variant.sku)).size).toBe(6);
    // The kept product columns: the cheapest variant that can be sold, the summed stock.
    expect(product).toMatchObject({ price: 1499, stock: 4 });
  });

  it('keeps the variants whose combination remains (ids, stock) and drops the rest', async () => {
    const id = await addProduct('Arch Mirror', 2000, 3);
    const before = (
      await setOptions(id, [
        { name: 'Size', values: ['Small', 'Large'] },
        { name: 'Finish', values: ['Walnut', 'Teak', 'Oak'] },
      ])
    ).body.product as VariantProduct;
    const smallTeak = variantOf(before, 'Small', 'Teak');
    await shop
      .http()
      .patch(`/api/product/${id}/variants/${smallTeak.id}`)
      .set(...bearer(admin))
      .send({ stock: 7, price: 2500 })
      .expect(200);

    // Options in another order, a value renamed in case, Oak dropped, Gold added.
    const after = (
      await setOptions(id, [
        { name: 'finish', values: ['walnut', 'Teak', 'Gold'] },
        { name: 'Size', values: ['Small', 'Large'] },
      ])
    ).body.product as VariantProduct;
    expect(after.variants.map((variant) => variant.options)).toEqual([
      ['walnut', 'Small'],
      ['walnut', 'Large'],
      ['Teak', 'Small'],
      ['Teak', 'Large'],
      ['Gold', 'Small'],
      ['Gold', 'Large'],
    ]);
    const beforeIds = new Map(before.variants.map((variant) => [variant.options.join('|').toLowerCase(), variant.id]));
    expect(variantOf(after, 'Teak', 'Small')).toMatchObject({ id: smallTeak.id, stock: 7, price: 2500 });
    expect(variantOf(after, 'walnut', 'Small').id).toBe(beforeIds.get('small|walnut'));
    expect(variantOf(after, 'walnut', 'Large').id).toBe(beforeIds.get('large|walnut'));
    expect(variantOf(after, 'Teak', 'Large').id).toBe(beforeIds.get('large|teak'));
    const oakIds = [beforeIds.get('small|oak'), beforeIds.get('large|oak')];
    expect(after.variants.filter((variant) => oakIds.includes(variant.id))).toEqual([]);
    const gold = variantOf(after, 'Gold', 'Large');
    expect(before.variants.map((variant) => variant.id)).not.toContain(gold.id);
    // New combinations come at the product's lowest price (2000, not the 2500 just set).
    expect(gold).toMatchObject({ price: 2000, stock: 0 });
    // "From" values: the cheapest variant that can be sold is the default one (2000, 3 left).
    expect(after).toMatchObject({ price: 2000, stock: 10, variantCount: 6 });

    // Back to no options: the first variant stays, with its count, as the default.
    const single = (await setOptions(id, [])).body.product as VariantProduct;
    expect(single.options).toEqual([]);
    expect(single.variants).toHaveLength(1);
    expect(single.variants[0]).toMatchObject({ id: after.variants[0].id, options: [], title: null, stock: 3 });
    expect(single).toMatchObject({ variantCount: 1, price: 2000, stock: 3 });
  });

  it('prices the product from its cheapest variant that can be sold', async () => {
    const id = await addProduct('Sunburst Mirror', 3000, 0);
    const product = (await setOptions(id, [{ name: 'Size', values: ['Small', 'Large'] }])).body
      .product as VariantProduct;
    const large = variantOf(product, 'Large');
    // Small (3000) is sold out: the product is "from" the Large one once it has stock.
    const res = await shop
      .http()
      .patch(`/api/product/${id}/variants/${large.id}`)
      .set(...bearer(admin))
      .send({ price: '4500.50', oldPrice: 5000, stock: 2 })
      .expect(200);
    expect(res.body.product).toMatchObject({ price: 4500.5, oldPrice: 5000, stock: 2 });
    const read = await shop.http().get(`/api/product/${id}`).expect(200);
    expect(read.body.product).toMatchObject({ price: 4500.5, stock: 2, inStock: true });
    expect(await movements(large.id)).toEqual([{ change: 2, stock_after: 2, reason: 'admin_edit' }]);
  });

  it('adds, orders and deletes variants, and keeps one at least', async () => {
    const id = await addProduct('Floor Mirror', 5000, 1);
    const generated = (await setOptions(id, [{ name: 'Size', values: ['Small', 'Medium', 'Large'] }])).body
      .product as VariantProduct;
    const medium = variantOf(generated, 'Medium');
    await shop
      .http()
      .delete(`/api/product/${id}/variants/${medium.id}`)
      .set(...bearer(admin))
      .expect(200);
    const added = await shop
      .http()
      .post(`/api/product/${id}/variants`)
      .set(...bearer(admin))
      .send({ options: ['medium'], sku: 'FLOOR-M', price: 5500, stock: 3, image: '/uploads/images/m.webp' })
      .expect(201);
    const withMedium = added.body.product as VariantProduct;
    const newMedium = variantOf(withMedium, 'Medium');
    expect(newMedium).toMatchObject({ sku: 'FLOOR-M', price: 5500, stock: 3, position: 3 });
    expect(newMedium.image).toBe(`${shop.config.publicUrl}/uploads/images/m.webp`);
    expect(await movements(newMedium.id)).toEqual([{ change: 3, stock_after: 3, reason: 'initial' }]);

    const order = [newMedium.id, ...withMedium.variants.filter((v) => v.id !== newMedium.id).map((v) => v.id)];
    const ordered = await shop
      .http()
      .put(`/api/product/${id}/variants/order`)
      .set(...bearer(admin))
      .send({ variantIds: order })
      .expect(200);
    expect(ordered.body.product.variants.map((v: Variant) => v.id)).toEqual(order);
    expect(ordered.body.product.variants.map((v: Variant) => v.position)).toEqual([0, 1, 2]);
    const partial = await shop
      .http()
      .put(`/api/product/${id}/variants/order`)
      .set(...bearer(admin))
      .send({ variantIds: order.slice(1) })
      .expect(400);
    expect(partial.body.message).toBe(
      'Send the ids of all 3 variants of "Floor Mirror", each once, in the order wanted.',
    );

    for (const variant of order.slice(1)) {
      await shop
        .http()
        .delete(`/api/product/${id}/variants/${variant}`)
        .set(...bearer(admin))
        .expect(200);
    }
    const last = await shop
      .http()
      .delete(`/api/product/${id}/variants/${newMedium.id}`)
      .set(...bearer(admin))
      .expect(400);
    expect(last.body.message).toBe('"Floor Mirror" needs at least one variant: this is its last.');
  });

  it('changes prices and counts across products in one bulk edit, once per Idempotency-Key', async () => {
    const a = await addProduct('Bulk Mirror A', 1000, 5);
    const b = await addProduct('Bulk Mirror B', 2000, null);
    const sized = (await setOptions(a, [{ name: 'Size', values: ['Small', 'Large'] }])).body.product as VariantProduct;
    const [small, large] = [variantOf(sized, 'Small'), variantOf(sized, 'Large')];
    const single = (await shop.http().get(`/api/product/${b}`).expect(200)).body.product as { price: number };
    expect(single.price).toBe(2000);
    const bVariant = (await db.query<{ id: string }[]>(`SELECT id FROM product_variants WHERE product_id = $1`, [b]))[0]
      .id;
    const eventsBefore = await productEvents(b);

    const body = {
      variants: [
        { id: small.id, price: 1100, stock: 8 },
        { id: large.id, price: '1800.25', oldPrice: 2200, stock: 4 },
        { id: bVariant, price: 2100, oldPrice: null, stock: 6 },
      ],
    };
    const send = (key: string, payload: object = body) =>
      shop
        .http()
        .patch('/api/product/variants')
        .set(...bearer(admin))
        .set('Idempotency-Key', key)
        .send(payload);
    const first = await send('bulk-1').expect(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const [productA, productB] = first.body.products as VariantProduct[];
    expect(variantOf(productA, 'Small')).toMatchObject({ price: 1100, stock: 8 });
    expect(variantOf(productA, 'Large')).toMatchObject({ price: 1800.25, oldPrice: 2200, stock: 4 });
    expect(productA).toMatchObject({ id: a, price: 1100, stock: 12 });
    expect(productB).toMatchObject({ id: b, price: 2100, oldPrice: null, stock: 6 });
    // Small is the product's first variant, counted when the product was added.
    expect(await movements(small.id)).toEqual([
      { change: 5, stock_after: 5, reason: 'initial' },
      { change: 3, stock_after: 8, reason: 'admin_edit' },
    ]);
    expect(await movements(large.id)).toEqual([{ change: 4, stock_after: 4, reason: 'admin_edit' }]);
    expect(await movements(bVariant)).toEqual([{ change: 0, stock_after: 6, reason: 'admin_edit' }]);
    expect(await productEvents(b)).toBe(eventsBefore + 1);
    // The product's answer is not served from the cache of before.
    expect((await shop.http().get(`/api/product/${b}`).expect(200)).body.product.price).toBe(2100);

    const again = await send('bulk-1').expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.products.map((p: VariantProduct) => p.id)).toEqual([a, b]);
    expect(await movements(small.id)).toHaveLength(2);
    expect(await productEvents(b)).toBe(eventsBefore + 1);
    const reused = await send('bulk-1', { variants: [{ id: small.id, stock: 1 }] }).expect(422);
    expect(reused.body.message).toContain('already used for a different request');

    // One transaction: an unknown variant leaves every other as it was.
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refused = await send('bulk-2', {
      variants: [
        { id: small.id, stock: 1 },
        { id: unknown, price: 5 },
      ],
    }).expect(404);
    expect(refused.body.message).toBe(`Variant not found: ${unknown}`);
    expect(await movements(small.id)).toHaveLength(2);
  });

  describe('refuses bad input with a message', () => {
    let id: string;
    let other: string;
    let otherVariant: string;
    beforeAll(async () => {
      id = await addProduct('Checked Mirror', 1500);
      other = await addProduct('Other Mirror', 1500);
      await setOptions(id, [{ name: 'Size', values: ['Small', 'Large'] }]);
      otherVariant = (
        await db.query<{ id: string }[]>(`SELECT id FROM product_variants WHERE product_id = $1`, [other])
      )[0].id;
    });

    it.each([
      [
        [
          { name: 'Size', values: ['S'] },
          { name: 'size', values: ['M'] },
        ],
        'Option names must differ: "size" is given twice.',
      ],
      [[{ name: 'Size', values: ['S', 's'] }], 'The values of Size must differ: "s" is given twice.'],
      [['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] })), 'A product has at most 3 options'],
      [[{ name: 'Size', values: [] }], 'Each option needs at least one value'],
      [[{ name: 'Size', values: ['  '] }], 'An option value cannot be empty'],
      [[{ name: ' ', values: ['S'] }], 'An option name cannot be empty'],
      [[{ name: 'Size:Big', values: ['S'] }], 'An option name cannot hold ":" or control characters'],
      [[{ name: 'Size\u001f', values: ['S'] }], 'An option name cannot hold ":" or control characters'],
      [[{ name: 'Size', values: ['S\u001fM'] }], 'An option value cannot hold control characters'],
      [
        [
          { name: 'A', values: ['1', '2', '3', '4', '5'] },
          { name: 'B', values: ['1', '2', '3', '4', '5'] },
          { name: 'C', values: ['1', '2', '3', '4', '5'] },
        ],
        'These options make 125 variants; a product has at most 100.',
      ],
    ])('options %j', async (options, message) => {
      const res = await setOptions(id, options, 400);
      expect(([] as string[]).concat(res.body.message).join(' ')).toContain(message);
    });

    it('refuses values that are not the options, a combination or SKU that exists, a variant of another product', async () => {
      const post = (body: object) =>
        shop
          .http()
          .post(`/api/product/${id}/variants`)
          .set(...bearer(admin))
          .send({ price: 100, ...body });
      expect((await post({ options: ['Medium'] }).expect(400)).body.message).toBe(
        '"Medium" is not a Size of "Checked Mirror" (Small, Large).',
      );
      expect((await post({ options: ['Small', 'Oak'] }).expect(400)).body.message).toBe(
        'Give one value of each option of "Checked Mirror", in order: Size.',
      );
      expect((await post({ options: ['large'] }).expect(409)).body.message).toBe(
        '"Checked Mirror" already has the variant Size: Large.',
      );
      const product = (await shop.http().get(`/api/product/${id}`).expect(200)).body.product as { id: string };
      const [{ id: small, sku }] = await db.query<{ id: string; sku: string }[]>(
        `SELECT id, sku FROM product_variants WHERE product_id = $1 ORDER BY position`,
        [product.id],
      );
      const otherSku = (
        await db.query<{ sku: string }[]>(`SELECT sku FROM product_variants WHERE id = $1`, [otherVariant])
      )[0].sku;
      const patch = (variantId: string, body: object) =>
        shop
          .http()
          .patch(`/api/product/${id}/variants/${variantId}`)
          .set(...bearer(admin))
          .send(body);
      expect((await patch(small, { sku: otherSku.toLowerCase() }).expect(409)).body.message).toBe(
        `The SKU "${otherSku.toLowerCase()}" is already in use.`,
      );
      expect((await patch(small, { sku: sku }).expect(200)).body.product.variants[0].sku).toBe(sku);
      expect((await patch(small, {}).expect(400)).body.message).toBe('Send at least one field to change.');
      expect((await patch(small, { price: null }).expect(400)).body.message).toEqual([
        'price must be a positive amount of at most 10000000 with at most 2 decimals',
      ]);
      expect((await patch(otherVariant, { price: 10 }).expect(404)).body.message).toBe('Variant not found');
      await shop
        .http()
        .delete(`/api/product/${id}/variants/${otherVariant}`)
        .set(...bearer(admin))
        .expect(404);
      await patch('not-a-uuid', { price: 10 }).expect(400);
      // A product without options has no combination to add.
      const res = await shop
        .http()
        .post(`/api/product/${other}/variants`)
        .set(...bearer(admin))
        .send({ options: ['Large'], price: 100 })
        .expect(400);
      expect(res.body.message).toBe('"Other Mirror" has no options: set its options first.');
    });

    it('refuses bulk edits that repeat a variant, change nothing or are too many', async () => {
      const bulk = (variants: object[]) =>
        shop
          .http()
          .patch('/api/product/variants')
          .set(...bearer(admin))
          .send({ variants });
      expect(
        (
          await bulk([
            { id: otherVariant, price: 5 },
            { id: otherVariant, stock: 1 },
          ]).expect(400)
        ).body.message,
      ).toBe(`Variant ${otherVariant} is given twice.`);
      expect((await bulk([{ id: otherVariant }]).expect(400)).body.message).toBe(
        `Send a price, oldPrice or stock for variant ${otherVariant}.`,
      );
      const many = Array.from({ length: 501 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        price: 10,
      }));
      expect((await bulk(many).expect(400)).body.message).toContain('At most 500 variants at once');
      expect((await bulk([]).expect(400)).body.message).toContain('Send at least one variant');
    });
  });

  it('is for admins and for API keys with the catalogue scope only', async () => {
    const id = await addProduct('Guarded Mirror', 900);
    const body = { options: [{ name: 'Size', values: ['Small', 'Large'] }] };
    await shop.http().put(`/api/product/${id}/options`).send(body).expect(401);
    await shop
      .http()
      .put(`/api/product/${id}/options`)
      .set(...bearer(shopper))
      .send(body)
      .expect(403);
    await shop
      .http()
      .patch('/api/product/variants')
      .set(...bearer(shopper))
      .send({ variants: [{ id, price: 1 }] })
      .expect(403);

    const key = async (scopes: string[]) =>
      (
        await shop
          .http()
          .post('/api/api-keys')
          .set(...bearer(admin))
          .send({ name: `variants ${scopes.join(' ')}`, scopes })
          .expect(201)
      ).body.secret as string;
    const reader = await key(['catalogue:read']);
    const stockKey = await key(['stock:write']);
    const writer = await key(['catalogue:write']);
    for (const secret of [reader, stockKey]) {
      await shop
        .http()
        .put(`/api/product/${id}/options`)
        .set(...bearer(secret))
        .send(body)
        .expect(403);
    }
    const res = await shop
      .http()
      .put(`/api/product/${id}/options`)
      .set(...bearer(writer))
      .send(body)
      .expect(200);
    expect(res.body.product.variantCount).toBe(2);
  });
});
