import { DataSource } from 'typeorm';
import { productStockSql } from '../src/modules/catalog/product.entity';
import { ADDRESS, bearer, createProduct } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(120_000);

type Account = { user: { id: string; email: string }; token: string };

const OPTIONS = [
  { name: 'Size', values: ['Small', 'Large'] },
  { name: 'Finish', values: ['Walnut', 'Teak'] },
];

/**
 * Products sold in variants, through the shopper's and the admin's calls: a mirror in two sizes
 * and two finishes (four variants, each with its own SKU, price and stock), bought in the cart and
 * in orders, with the product's "from" price and total stock kept from its variants.
 */
describe('product variants', () => {
  let shop: TestApp;
  let db: DataSource;
  let admin: Account;
  let shoppers: Account[];

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    admin = await shop.createUser({ role: 'admin' });
    shoppers = [];
    for (let i = 0; i < 10; i += 1) shoppers.push(await shop.createUser());
  });

  afterAll(async () => {
    await shop.close();
  });

  /**
   * A mirror with its options and one variant per combination: [values, price, stock]. Its
   * default variant becomes the first; the others are written as the admin's calls will.
   */
  async function mirror(
    name: string,
    variants: [string[], string, number | null][],
  ): Promise<{ id: string; variants: Map<string, string> }> {
    const id = await createProduct(shop, { name, price: '100.00' });
    await db.query(`UPDATE products SET options = $2 WHERE id = $1`, [id, JSON.stringify(OPTIONS)]);
    const [[firstValues, firstPrice, firstStock], ...rest] = variants;
    await db.query(
      `UPDATE product_variants SET option_values = $2, price = $3, stock = $4, sku = $5 WHERE product_id = $1`,
      [id, JSON.stringify(firstValues), firstPrice, firstStock, skuOf(name, firstValues)],
    );
    for (const [i, [values, price, stock]] of rest.entries()) {
      await db.query(
        `INSERT INTO product_variants (product_id, sku, option_values, price, stock, position)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, skuOf(name, values), JSON.stringify(values), price, stock, i + 1],
      );
    }
    const rows = await db.query<{ id: string; option_values: string[] }[]>(
      `SELECT id, option_values FROM product_variants WHERE product_id = $1`,
      [id],
    );
    return { id, variants: new Map(rows.map((row) => [row.option_values.join('/'), row.id])) };
  }

  const skuOf = (name: string, values: string[]) =>
    `${name.replace(/\W/g, '').slice(0, 8).toUpperCase()}-${values.join('-').toUpperCase()}`;

  const product = async (id: string) =>
    (
      await db.query<{ price: string; stock: number | null; variant_count: number }[]>(
        `SELECT price, ${productStockSql('p')} AS stock, variant_count FROM products p WHERE p.id = $1`,
        [id],
      )
    )[0];

  const variantStock = async (variantId: string): Promise<number | null> =>
    (await db.query(`SELECT stock FROM product_variants WHERE id = $1`, [variantId]))[0].stock;

  const addToCart = (account: Account, body: object) =>
    shop
      .http()
      .post('/api/cart/add')
      .set(...bearer(account.token))
      .send(body);

  const order = (account: Account, lines: object[], amount: string) =>
    shop
      .http()
      .post('/api/orders/create-order')
      .set(...bearer(account.token))
      .send({ products: lines, amount, email: account.user.email, paymentMethod: 'COD', shippingAddress: ADDRESS });

  /** The total of lines at these unit prices (rupees) with the 10% tax on top. */
  const amountOf = (...lines: [number, number][]) =>
    (lines.reduce((sum, [price, quantity]) => sum + price * quantity, 0) * 1.1).toFixed(2);

  it('shows the options and variants on the product page, and the kept "from" price and total stock in lists', async () => {
    const round = await mirror('Round Mirror', [
      [['Small', 'Walnut'], '1500.00', 5],
      [['Small', 'Teak'], '1600.00', 2],
      [['Large', 'Walnut'], '2500.00', 0],
      [['Large', 'Teak'], '2700.00', 4],
    ]);
    const page = await shop.http().get(`/api/product/${round.id}`).expect(200);
    expect(page.body.product).toMatchObject({
      options: OPTIONS,
      variantCount: 4,
      price: 1500,
      stock: 11,
      inStock: true,
    });
    expect(
      page.body.product.variants.map((v: { options: string[]; title: string; price: number; inStock: boolean }) => [
        v.options,
        v.title,
        v.price,
        v.inStock,
      ]),
    ).toEqual([
      [['Small', 'Walnut'], 'Size: Small / Finish: Walnut', 1500, true],
      [['Small', 'Teak'], 'Size: Small / Finish: Teak', 1600, true],
      [['Large', 'Walnut'], 'Size: Large / Finish: Walnut', 2500, false],
      [['Large', 'Teak'], 'Size: Large / Finish: Teak', 2700, true],
    ]);
    expect(page.body.product.variants[0]).toMatchObject({
      id: round.variants.get('Small/Walnut'),
      sku: 'ROUNDMIR-SMALL-WALNUT',
      image: page.body.product.image,
      position: 0,
    });
    const list = await shop.http().get('/api/product?limit=50').expect(200);
    const listed = list.body.products.find((p: { id: string }) => p.id === round.id);
    expect(listed).toMatchObject({ options: OPTIONS, variantCount: 4, price: 1500, stock: 11 });
    expect(listed.variants).toBeUndefined();
  });

  it('asks for a choice of a product with several variants, and refuses a variant of another product', async () => {
    const arch = await mirror('Arch Mirror', [
      [['Small', 'Walnut'], '900.00', 3],
      [['Large', 'Teak'], '1900.00', 3],
    ]);
    const plain = await createProduct(shop, { name: 'Plain Tray', price: '300.00' });
    const [plainVariant] = await db.query(`SELECT id FROM product_variants WHERE product_id = $1`, [plain]);
    const shopper = shoppers[0];

    const missing = await addToCart(shopper, { productId: arch.id, quantity: 1 }).expect(400);
    expect(missing.body.message).toBe('Choose a Size and Finish for "Arch Mirror".');
    for (const variantId of [plainVariant.id, '00000000-0000-4000-8000-000000000000']) {
      const foreign = await addToCart(shopper, { productId: arch.id, variantId, quantity: 1 }).expect(400);
      expect(foreign.body.message).toBe('This choice is not sold with "Arch Mirror".');
    }
    const unknown = await addToCart(shopper, { productId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(unknown.body.message).toBe('Product not found');
    // The same rules when ordering.
    const refused = await order(shopper, [{ productId: arch.id, quantity: 1 }], amountOf([900, 1])).expect(400);
    expect(refused.body.message).toBe('Choose a Size and Finish for "Arch Mirror".');
    const foreign = await order(
      shopper,
      [{ productId: plain, variantId: arch.variants.get('Small/Walnut'), quantity: 1 }],
      amountOf([900, 1]),
    ).expect(400);
    expect(foreign.body.message).toBe('This choice is not sold with "Plain Tray".');
    // A product sold one way needs no choice.
    await addToCart(shopper, { productId: plain, quantity: 1 }).expect(201);
  });

  it('holds two variants of a product on two cart lines and places them as two order lines', async () => {
    const oval = await mirror('Oval Mirror', [
      [['Small', 'Walnut'], '1000.00', 5],
      [['Small', 'Teak'], '1200.00', 2],
      [['Large', 'Walnut'], '2000.00', 6],
      [['Large', 'Teak'], '2200.00', 1],
    ]);
    const shopper = shoppers[1];
    const smallWalnut = oval.variants.get('Small/Walnut')!;
    const largeWalnut = oval.variants.get('Large/Walnut')!;
    await addToCart(shopper, { productId: oval.id, variantId: smallWalnut, quantity: 1 }).expect(201);
    await addToCart(shopper, { productId: oval.id, variantId: largeWalnut, quantity: 2 }).expect(201);
    const cart = await addToCart(shopper, { productId: oval.id, variantId: smallWalnut, quantity: 1 }).expect(201);
    expect(
      cart.body.products.map(
        (line: { variantId: string; sku: string; variantTitle: string; price: number; quantity: number }) => [
          line.variantId,
          line.sku,
          line.variantTitle,
          line.price,
          line.quantity,
        ],
      ),
    ).toEqual([
      [smallWalnut, 'OVALMIRR-SMALL-WALNUT', 'Size: Small / Finish: Walnut', 1000, 2],
      [largeWalnut, 'OVALMIRR-LARGE-WALNUT', 'Size: Large / Finish: Walnut', 2000, 2],
    ]);
    expect(cart.body.totalPrice).toBe(6000);

    const placed = await order(
      shopper,
      [
        { productId: oval.id, variantId: smallWalnut, quantity: 2 },
        { productId: oval.id, variantId: largeWalnut, quantity: 2 },
      ],
      amountOf([1000, 2], [2000, 2]),
    ).expect(201);
    expect(
      placed.body.order.products.map(
        (line: { variantId: string; sku: string; variantTitle: string; price: number }) => [
          line.variantId,
          line.sku,
          line.variantTitle,
          line.price,
        ],
      ),
    ).toEqual([
      [smallWalnut, 'OVALMIRR-SMALL-WALNUT', 'Size: Small / Finish: Walnut', 1000],
      [largeWalnut, 'OVALMIRR-LARGE-WALNUT', 'Size: Large / Finish: Walnut', 2000],
    ]);
    const stored = await shop
      .http()
      .get(`/api/orders/order/${placed.body.order.id}`)
      .set(...bearer(shopper.token))
      .expect(200);
    expect(stored.body.order.products).toEqual(placed.body.order.products);

    // The variants' stock went down; the product's is their sum, its price the cheapest in stock.
    expect(await variantStock(smallWalnut)).toBe(3);
    expect(await variantStock(largeWalnut)).toBe(4);
    expect(await product(oval.id)).toEqual({ price: '1000.00', stock: 3 + 2 + 4 + 1, variant_count: 4 });
    const moves = await db.query(
      `SELECT variant_id, change, stock_after FROM stock_movements WHERE order_id = $1 ORDER BY variant_id`,
      [placed.body.order.id],
    );
    expect(moves).toEqual(
      [
        { variant_id: smallWalnut, change: -2, stock_after: 3 },
        { variant_id: largeWalnut, change: -2, stock_after: 4 },
      ].sort((a, b) => a.variant_id.localeCompare(b.variant_id)),
    );
    // The ordered variants left the cart.
    const after = await shop
      .http()
      .get(`/api/cart/${shopper.user.id}`)
      .set(...bearer(shopper.token))
      .expect(200);
    expect(after.body.products).toEqual([]);

    // The cheapest variant sells out: the product's price is the next cheapest still in stock.
    await order(shopper, [{ productId: oval.id, variantId: smallWalnut, quantity: 3 }], amountOf([1000, 3])).expect(
      201,
    );
    expect(await product(oval.id)).toMatchObject({ price: '1200.00', stock: 7 });
    const page = await shop.http().get(`/api/product/${oval.id}`).expect(200);
    expect(page.body.product).toMatchObject({ price: 1200, stock: 7 });

    // A shortage names the variant.
    const short = await order(
      shopper,
      [{ productId: oval.id, variantId: oval.variants.get('Small/Teak'), quantity: 3 }],
      amountOf([1200, 3]),
    ).expect(409);
    expect(short.body.message).toBe(
      'Sorry, only 2 of "Oval Mirror (Size: Small / Finish: Teak)" left; your order asks for 3.',
    );
    const gone = await order(
      shopper,
      [{ productId: oval.id, variantId: smallWalnut, quantity: 1 }],
      amountOf([1000, 1]),
    );
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('Sorry, "Oval Mirror (Size: Small / Finish: Walnut)" is out of stock.');
  });

  it('sells the last pieces of a variant to exactly as many parallel buyers, while another variant still sells', async () => {
    const lamp = await mirror('Jaali Mirror', [
      [['Small', 'Walnut'], '500.00', 3],
      [['Large', 'Teak'], '800.00', 20],
    ]);
    const scarce = lamp.variants.get('Small/Walnut')!;
    const plenty = lamp.variants.get('Large/Teak')!;
    const results = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) =>
        order(
          shoppers[i % shoppers.length],
          [{ productId: lamp.id, variantId: scarce, quantity: 1 }],
          amountOf([500, 1]),
        ),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        order(
          shoppers[i % shoppers.length],
          [{ productId: lamp.id, variantId: plenty, quantity: 1 }],
          amountOf([800, 1]),
        ),
      ),
    ]);
    const scarceStatuses = results.slice(0, 30).map((res) => res.status);
    expect(scarceStatuses.filter((s) => s === 201)).toHaveLength(3);
    expect(scarceStatuses.filter((s) => s === 409)).toHaveLength(27);
    for (const refused of results.slice(0, 30).filter((res) => res.status === 409)) {
      expect(refused.body).toEqual({
        statusCode: 409,
        message: 'Sorry, "Jaali Mirror (Size: Small / Finish: Walnut)" is out of stock.',
        error: 'Conflict',
        code: 'OUT_OF_STOCK',
      });
    }
    expect(results.slice(30).map((res) => res.status)).toEqual(Array(10).fill(201));
    expect(await variantStock(scarce)).toBe(0);
    expect(await variantStock(plenty)).toBe(10);
    expect(await product(lamp.id)).toEqual({ price: '800.00', stock: 10, variant_count: 2 });
    const [{ n }] = await db.query(`SELECT count(DISTINCT order_id)::int AS n FROM order_items WHERE variant_id = $1`, [
      scarce,
    ]);
    expect(n).toBe(3);
  });

  it('sets prices and stock on the variants: the product form for one variant, a variant named for several', async () => {
    const panel = await mirror('Panel Mirror', [
      [['Small', 'Walnut'], '700.00', 1],
      [['Large', 'Walnut'], '1700.00', 1],
    ]);
    const update = (id: string, body: object) =>
      shop
        .http()
        .patch(`/api/product/update-product/${id}`)
        .set(...bearer(admin.token))
        .send(body);
    for (const body of [{ price: 800 }, { oldPrice: 900 }, { stock: 4 }]) {
      const refused = await update(panel.id, body).expect(400);
      expect(refused.body.message).toBe('Set prices and stock on the variants.');
    }
    await update(panel.id, { name: 'Panel Mirror II' }).expect(200);

    const setStock = (id: string, body: object) =>
      shop
        .http()
        .put(`/api/stock/${id}`)
        .set(...bearer(admin.token))
        .send(body);
    const unchosen = await setStock(panel.id, { stock: 9 }).expect(400);
    expect(unchosen.body.message).toBe('Choose a Size and Finish for "Panel Mirror II".');
    const large = panel.variants.get('Large/Walnut')!;
    const set = await setStock(panel.id, { stock: 9, variantId: large }).expect(200);
    expect(set.body).toMatchObject({ changed: true, productId: panel.id, variantId: large, stock: 9 });
    expect(await product(panel.id)).toMatchObject({ stock: 10 });
    const history = await shop
      .http()
      .get(`/api/stock/history?productId=${panel.id}&variantId=${large}`)
      .set(...bearer(admin.token))
      .expect(200);
    expect(history.body.movements.map((m: { variantId: string; change: number }) => [m.variantId, m.change])).toEqual([
      [large, 8],
    ]);
    const other = await createProduct(shop, { name: 'Other Tray', price: '100.00' });
    const foreign = await setStock(other, { stock: 1, variantId: large }).expect(400);
    expect(foreign.body.message).toBe('This choice is not sold with "Other Tray".');

    // A product sold one way keeps its form: price and stock write its one variant.
    const tray = await update(other, { price: 150, oldPrice: 200, stock: 6 }).expect(200);
    expect(tray.body.product).toMatchObject({ price: 150, stock: 6, variantCount: 1 });
    const [variant] = await db.query(`SELECT price, old_price, stock FROM product_variants WHERE product_id = $1`, [
      other,
    ]);
    expect(variant).toEqual({ price: '150.00', old_price: '200.00', stock: 6 });
  });

  it("names each movement's variant in the stock history and filters by a variant of the product", async () => {
    const chest = await mirror('Teak Chest', [
      [['Small', 'Walnut'], '900.00', null],
      [['Large', 'Teak'], '1900.00', null],
      [['Large', 'Walnut'], '1800.00', null],
    ]);
    const large = chest.variants.get('Large/Teak')!;
    const small = chest.variants.get('Small/Walnut')!;
    const walnut = chest.variants.get('Large/Walnut')!;
    for (const [variantId, stock] of [
      [large, 4],
      [small, 2],
      [walnut, 7],
      [large, 3],
    ] as const) {
      await shop
        .http()
        .put(`/api/stock/${chest.id}`)
        .set(...bearer(admin.token))
        .send({ stock, variantId })
        .expect(200);
    }
    await shop
      .http()
      .delete(`/api/product/${chest.id}/variants/${walnut}`)
      .set(...bearer(admin.token))
      .expect(200);
    const history = (query: string, status = 200) =>
      shop
        .http()
        .get(`/api/stock/history?${query}`)
        .set(...bearer(admin.token))
        .expect(status);
    type Row = { variantId: string | null; sku: string | null; variantTitle: string | null; stockAfter: number };
    const rows = (body: { movements: Row[] }) =>
      body.movements.map(({ variantId, sku, variantTitle, stockAfter }) => [variantId, sku, variantTitle, stockAfter]);

    // Newest first; the deleted variant's move keeps its count but names no variant.
    expect(rows((await history(`productId=${chest.id}`)).body)).toEqual([
      [large, 'TEAKCHES-LARGE-TEAK', 'Size: Large / Finish: Teak', 3],
      [null, null, null, 7],
      [small, 'TEAKCHES-SMALL-WALNUT', 'Size: Small / Finish: Walnut', 2],
      [large, 'TEAKCHES-LARGE-TEAK', 'Size: Large / Finish: Teak', 4],
    ]);
    const one = await history(`productId=${chest.id}&variantId=${large}`);
    expect(one.body).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(rows(one.body)).toEqual([
      [large, 'TEAKCHES-LARGE-TEAK', 'Size: Large / Finish: Teak', 3],
      [large, 'TEAKCHES-LARGE-TEAK', 'Size: Large / Finish: Teak', 4],
    ]);
    // The walk an integration follows names the variants too, oldest first (once the moves are
    // older than its horizon, a second ago).
    await db.query(`UPDATE stock_movements SET created_at = created_at - interval '1 minute' WHERE product_id = $1`, [
      chest.id,
    ]);
    const walk = await history(`productId=${chest.id}&variantId=${large}&updated_since=2020-01-01T00:00:00Z`);
    expect(rows(walk.body)).toEqual([
      [large, 'TEAKCHES-LARGE-TEAK', 'Size: Large / Finish: Teak', 4],
      [large, 'TEAKCHES-LARGE-TEAK', 'Size: Large / Finish: Teak', 3],
    ]);

    // A product sold one way: its variant's SKU, and no options to name.
    const tray = await createProduct(shop, { name: 'Brass Tray', price: '300.00' });
    await shop
      .http()
      .put(`/api/stock/${tray}`)
      .set(...bearer(admin.token))
      .send({ stock: 5 })
      .expect(200);
    const [{ sku: traySku }] = await db.query(`SELECT sku FROM product_variants WHERE product_id = $1`, [tray]);
    expect((await history(`productId=${tray}`)).body.movements[0]).toMatchObject({ sku: traySku, variantTitle: null });

    // Another product's variant, a deleted one and a malformed id are refused, by page or by walk.
    for (const query of [
      `productId=${tray}&variantId=${large}`,
      `productId=${chest.id}&variantId=${walnut}`,
      `productId=${tray}&variantId=${large}&updated_since=2020-01-01T00:00:00Z`,
    ]) {
      const refused = await history(query, 400);
      const variantId = new URLSearchParams(query).get('variantId');
      const productId = new URLSearchParams(query).get('productId');
      expect(refused.body.message).toBe(`Variant ${variantId} is not a variant of product ${productId}`);
    }
    const malformed = await history(`productId=${chest.id}&variantId=large`, 400);
    expect(malformed.body.message).toEqual(['Invalid variant id']);
  });
});
