import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Account, binary, createTaxedProduct, payUpiOrder, placeOrder, setStatus } from './billing-fixtures';
import { bearer, PRODUCT_STOCK } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';
import { pdfText } from '../../scripts/pdf-text.mjs';

jest.setTimeout(120_000);

type Values = string[];

/**
 * What names a variant beyond the cart and the order: refund lines, credit notes (JSON, PDF and
 * the refund webhooks), the admin's low-stock list, and the order of option values as the admin
 * gave them.
 */
describe('variants in refunds, credit notes, low stock and option order', () => {
  let shop: TestApp;
  let db: DataSource;
  let admin: Account;
  let alice: Account;

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    admin = await shop.createUser({ role: 'admin' });
    alice = await shop.createUser();
    // An endpoint makes the shop write refund events to its outbox (nobody need listen).
    await shop
      .http()
      .post('/api/webhooks/endpoints')
      .set(...bearer(admin.token))
      .send({ url: 'http://127.0.0.1:9/hooks', events: ['refund.created'] })
      .expect(201);
  });

  afterAll(async () => {
    await shop.close();
  });

  /** A taxed product with one option (Size) and a variant per [values, price, stock], in that order. */
  async function sizedProduct(
    name: string,
    sizes: [Values, string, number | null][],
  ): Promise<{ id: string; variant: (size: string) => { id: string; sku: string } }> {
    const id = await createTaxedProduct(shop, { price: sizes[0][1], name });
    const options = [{ name: 'Size', values: sizes.map(([values]) => values[0]) }];
    await db.query(`UPDATE products SET options = $2 WHERE id = $1`, [id, JSON.stringify(options)]);
    const sku = (values: Values) => `${name.replace(/\W/g, '').toUpperCase()}-${values.join('-').toUpperCase()}`;
    const [[values, price, stock], ...rest] = sizes;
    await db.query(
      `UPDATE product_variants SET option_values = $2, price = $3, stock = $4, sku = $5 WHERE product_id = $1`,
      [id, JSON.stringify(values), price, stock, sku(values)],
    );
    for (const [i, [more, morePrice, moreStock]] of rest.entries()) {
      await db.query(
        `INSERT INTO product_variants (product_id, sku, option_values, price, stock, position)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, sku(more), JSON.stringify(more), morePrice, moreStock, i + 1],
      );
    }
    const rows = await db.query<{ id: string; sku: string; size: string }[]>(
      `SELECT id, sku, option_values ->> 0 AS size FROM product_variants WHERE product_id = $1`,
      [id],
    );
    return { id, variant: (size) => rows.find((row) => row.size === size)! };
  }

  it('keeps the variant, SKU and options on refund lines, their webhooks and the credit note', async () => {
    const mirror = await sizedProduct('Arch Mirror', [
      [['Small'], '1000.00', 5],
      [['Large'], '2000.00', 5],
    ]);
    const small = mirror.variant('Small');
    const large = mirror.variant('Large');
    const placed = await placeOrder(shop, alice, {
      products: [
        { productId: mirror.id, variantId: small.id, quantity: 1 },
        { productId: mirror.id, variantId: large.id, quantity: 1 },
      ],
      amount: '3300.00',
      method: 'UPI',
    }).expect(201);
    const orderId: string = placed.body.order.id;
    await payUpiOrder(shop, alice, orderId, '3300.00');
    const largeLine = placed.body.order.products.find((line: { variantId: string }) => line.variantId === large.id);

    const refundId = randomUUID();
    const refunded = await shop
      .http()
      .post('/api/payments/refunds')
      .set(...bearer(admin.token))
      .send({ orderId, refundId, reason: 'Cracked glass', lines: [{ itemId: largeLine.id, quantity: 1 }] })
      .expect(201);
    const line = {
      itemId: largeLine.id,
      quantity: 1,
      variantId: large.id,
      sku: 'ARCHMIRROR-LARGE',
      variantTitle: 'Size: Large',
    };
    expect(refunded.body.refund.lines).toEqual([line]);
    const order = await shop
      .http()
      .get(`/api/orders/order/${orderId}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(order.body.order.refunds.map((r: { lines: unknown }) => r.lines)).toEqual([[line]]);
    expect(order.body.order.payment.refunds[0].lines).toEqual([line]);
    const [event] = await db.query<{ payload: { refund: { lines: unknown } } }[]>(
      `SELECT payload FROM webhook_outbox WHERE type = 'refund.created' AND payload -> 'refund' ->> 'id' = $1`,
      [refundId],
    );
    expect(event.payload.refund.lines).toEqual([line]);

    // Cancelling the invoiced order credits the whole invoice: each line names its variant.
    await setStatus(shop, admin, orderId, 'cancelled').expect(200);
    const note = await shop
      .http()
      .get(`/api/orders/order/${orderId}/credit-note`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(
      note.body.lines.map((l: Record<string, unknown>) => [l.description, l.variantId, l.sku, l.variantTitle]),
    ).toEqual([
      ['Arch Mirror (Size: Small)', small.id, 'ARCHMIRROR-SMALL', 'Size: Small'],
      ['Arch Mirror (Size: Large)', large.id, 'ARCHMIRROR-LARGE', 'Size: Large'],
    ]);
    const pdf = await shop
      .http()
      .get(`/api/orders/order/${orderId}/credit-note/pdf`)
      .set(...bearer(alice.token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = pdfText(pdf.body as Buffer).replace(/\s+/g, ' ');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Arch Mirror (Size: Large)');
    expect(text).toContain('SKU ARCHMIRROR-LARGE');
    expect(text).toContain('SKU ARCHMIRROR-SMALL');
  });

  it('lists each variant low on stock with its SKU and options, fewest first', async () => {
    const lamp = await sizedProduct('Jaali Lamp', [
      [['Small'], '500.00', 3],
      [['Medium'], '700.00', 40],
      [['Large'], '900.00', 0],
    ]);
    const tray = await createTaxedProduct(shop, { price: '300.00', name: 'Brass Tray' });
    await db.query(`UPDATE product_variants SET stock = 2 WHERE product_id = $1`, [tray]);
    const made = await sizedProduct('Made Lamp', [[['Small'], '500.00', null]]);

    const low = await shop
      .http()
      .get('/api/stock/low?threshold=5&limit=100')
      .set(...bearer(admin.token))
      .expect(200);
    const ours = low.body.products.filter((row: { productId: string }) =>
      [lamp.id, tray, made.id].includes(row.productId),
    );
    const [trayVariant] = await db.query(`SELECT id, sku FROM product_variants WHERE product_id = $1`, [tray]);
    expect(ours).toEqual([
      {
        id: lamp.id,
        productId: lamp.id,
        variantId: lamp.variant('Large').id,
        sku: 'JAALILAMP-LARGE',
        variantTitle: 'Size: Large',
        name: 'Jaali Lamp',
        image: expect.stringMatching(/\/uploads\/products\/m\.webp$/),
        category: 'Mirrors',
        stock: 0,
      },
      expect.objectContaining({ productId: tray, variantId: trayVariant.id, sku: trayVariant.sku, variantTitle: null }),
      expect.objectContaining({ productId: lamp.id, variantId: lamp.variant('Small').id, stock: 3 }),
    ]);
    // The product's summed stock (43) is above the threshold: its variants are listed all the same.
    const [{ stock }] = await db.query(PRODUCT_STOCK, [lamp.id]);
    expect(stock).toBe(43);
  });

  it('keeps option values in the order the admin gave them, and the variants in that order', async () => {
    const id = await createTaxedProduct(shop, { price: '800.00', name: 'Cane Chair' });
    // A category of its own: the filter's choices are this product's alone.
    await db.query(`UPDATE products SET category = 'Tables' WHERE id = $1`, [id]);
    const setOptions = (options: object) =>
      shop
        .http()
        .put(`/api/product/${id}/options`)
        .set(...bearer(admin.token))
        .send({ options })
        .expect(200);
    const sizes = ['Small', 'Medium', 'Large'];
    const set = await setOptions([
      { name: 'Size', values: sizes },
      { name: 'Finish', values: ['Walnut', 'Ash'] },
    ]);
    expect(set.body.product.options).toEqual([
      { name: 'Size', values: sizes },
      { name: 'Finish', values: ['Walnut', 'Ash'] },
    ]);
    const titles = (variants: { title: string; position: number }[]) => variants.map((v) => v.title);
    const expected = sizes.flatMap((size) => [`Size: ${size} / Finish: Walnut`, `Size: ${size} / Finish: Ash`]);
    expect(titles(set.body.product.variants)).toEqual(expected);
    // Every variant in stock, so that each value is a filter choice.
    await db.query(`UPDATE product_variants SET stock = 5 WHERE product_id = $1`, [id]);
    const page = await shop.http().get(`/api/product/${id}`).expect(200);
    expect(page.body.product.options[0].values).toEqual(sizes);
    expect(titles(page.body.product.variants)).toEqual(expected);
    expect(page.body.product.variants.map((v: { position: number }) => v.position)).toEqual([0, 1, 2, 3, 4, 5]);
    const counts = await shop.http().get('/api/product/options?category=Tables').expect(200);
    const values = (name: string) =>
      counts.body.optionCounts
        .find((option: { name: string }) => option.name === name)
        .values.map((v: { value: string }) => v.value);
    expect(values('Size')).toEqual(sizes);
    expect(values('Finish')).toEqual(['Walnut', 'Ash']);

    // The admin puts the values in another order: the product, its variants and the filter follow.
    const reversed = [...sizes].reverse();
    const reordered = await setOptions([
      { name: 'Size', values: reversed },
      { name: 'Finish', values: ['Walnut', 'Ash'] },
    ]);
    const again = reversed.flatMap((size) => [`Size: ${size} / Finish: Walnut`, `Size: ${size} / Finish: Ash`]);
    expect(reordered.body.product.options[0].values).toEqual(reversed);
    expect(titles(reordered.body.product.variants)).toEqual(again);
    const after = await shop.http().get(`/api/product/${id}`).expect(200);
    expect(titles(after.body.product.variants)).toEqual(again);
    const recounted = await shop.http().get('/api/product/options?category=Tables').expect(200);
    expect(
      recounted.body.optionCounts
        .find((o: { name: string }) => o.name === 'Size')
        .values.map((v: { value: string }) => v.value),
    ).toEqual(reversed);
  });
});
