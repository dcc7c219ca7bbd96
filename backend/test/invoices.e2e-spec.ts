import { DataSource } from 'typeorm';
import { Invoice } from '../src/modules/orders/invoices/invoice.entity';
import { InvoicesService } from '../src/modules/orders/invoices/invoices.service';
import { financialYear } from '../src/modules/orders/invoices/financial-year';
import { bearer } from './checkout-fixtures';
import {
  Account,
  binary,
  createTaxedProduct,
  mailsFromNow,
  mailsSince,
  MUMBAI,
  placeOrder,
  setStatus,
} from './billing-fixtures';
import { startTestApp, TestApp } from './harness';
import { pdfText } from '../../scripts/pdf-text.mjs';

jest.setTimeout(120_000);

describe('GST invoices and credit notes', () => {
  let shop: TestApp;
  let alice: Account;
  let bob: Account;
  let admin: Account;
  let mirror: string;
  let vase: string;
  const fy = financialYear(new Date());

  beforeAll(async () => {
    shop = await startTestApp();
    alice = await shop.createUser({ username: 'Alice Rao' });
    bob = await shop.createUser();
    admin = await shop.createUser({ role: 'admin' });
    mirror = await createTaxedProduct(shop, { price: '4899.00', hsnCode: '70099200', gstRate: 18 });
    vase = await createTaxedProduct(shop, { price: '1299.50', hsnCode: '69139000', gstRate: 5 });
  });

  afterAll(async () => {
    await shop.close();
  });

  const documentsOf = (orderId: string) =>
    shop.app
      .get(DataSource)
      .getRepository(Invoice)
      .find({ where: { orderId }, order: { issuedAt: 'ASC' } });

  it('issues a CGST + SGST invoice when a COD order in the seller state is delivered, with its PDF and mail', async () => {
    // 2 x 4899 + 1299.50 = 11097.50; tax 1109.75; total 12207.25
    const placed = await placeOrder(shop, alice, {
      products: [
        { productId: mirror, quantity: 2 },
        { productId: vase, quantity: 1 },
      ],
      amount: '12207.25',
    }).expect(201);
    const orderId = placed.body.order.id;
    expect(placed.body.order.documents).toEqual([]);
    await shop
      .http()
      .get(`/api/orders/order/${orderId}/invoice`)
      .set(...bearer(alice.token))
      .expect(404)
      .expect((res) => expect(res.body.message).toBe('No invoice has been issued for this order'));

    await setStatus(shop, admin, orderId, 'shipped').expect(200);
    expect(await documentsOf(orderId)).toHaveLength(0);
    const since = await mailsFromNow(shop);
    const done = await setStatus(shop, admin, orderId, 'completed').expect(200);
    const number = done.body.order.documents[0].number;
    expect(number).toMatch(new RegExp(`^DS/${fy}/\\d{4}$`));
    expect(done.body.order.documents[0]).toMatchObject({
      kind: 'invoice',
      pdfUrl: `/api/orders/order/${orderId}/invoice/pdf`,
    });

    const invoice = (
      await shop
        .http()
        .get(`/api/orders/order/${orderId}/invoice`)
        .set(...bearer(alice.token))
        .expect(200)
    ).body;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number,
      financialYear: fy,
      supplyType: 'intra_state',
      seller: { gstin: '08AAFCD5862R1ZV', state: 'Rajasthan', stateCode: '08' },
      buyer: { name: 'Alice Rao', state: 'Rajasthan' },
      placeOfSupply: { state: 'Rajasthan', stateCode: '08' },
      totals: { value: 11097.5, taxable: 11097.5, tax: 1109.75, igst: 0, total: 12207.25 },
      amountInWords: 'Rupees Twelve Thousand Two Hundred Seven and Twenty-Five Paise Only',
    });
    expect(invoice.totals.cgst + invoice.totals.sgst).toBeCloseTo(1109.75, 2);
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        hsnCode: '70099200',
        quantity: 2,
        taxable: 9798,
        ratePercent: 10,
        cgst: 489.9,
        sgst: 489.9,
      }),
      expect.objectContaining({ hsnCode: '69139000', quantity: 1, taxable: 1299.5, ratePercent: 10, igst: 0 }),
    ]);

    const pdf = await shop
      .http()
      .get(`/api/orders/order/${orderId}/invoice/pdf`)
      .set(...bearer(alice.token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${number.replace(/\//g, '-')}.pdf"`);
    const bytes = pdf.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/); // the font is embedded
    const text = pdfText(bytes);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(number);
    expect(text).toContain('08AAFCD5862R1ZV');
    expect(text).toContain('₹12,207.25');
    expect(text).toContain('70099200');
    expect(text).toContain('Rupees Twelve Thousand Two Hundred Seven and Twenty-Five Paise Only');
    expect(text).toMatch(/CGST[\s\S]*SGST/);
    expect(text).not.toContain('IGST');

    // The admin may download it too; another shopper may not.
    await shop
      .http()
      .get(`/api/orders/order/${orderId}/invoice/pdf`)
      .set(...bearer(admin.token))
      .expect(200);
    await shop
      .http()
      .get(`/api/orders/order/${orderId}/invoice/pdf`)
      .set(...bearer(bob.token))
      .expect(403);
    await shop.http().get(`/api/orders/order/${orderId}/invoice/pdf`).expect(401);

    const mails = (await mailsSince(shop, since)).filter((mail) => mail.includes(`To: ${alice.user.email}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Content-Type: application/pdf');
    expect(mails[0]).toContain(`filename=${number.replace(/\//g, '-')}.pdf`);
    // The PDF's bytes reach the mail whole (they cross to the mail thread and back into base64).
    const attached = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mails[0])![1];
    const mailed = Buffer.from(attached.replace(/\s/g, ''), 'base64').toString('latin1');
    expect(mailed.startsWith('%PDF-')).toBe(true);
    expect(mailed.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('prints IGST for another state, and a credit note in its own series when the order is cancelled', async () => {
    const placed = await placeOrder(shop, alice, {
      products: [{ productId: vase, quantity: 3 }],
      amount: '4288.35', // 3898.50 + 389.85
      address: MUMBAI,
    }).expect(201);
    const orderId = placed.body.order.id;
    await setStatus(shop, admin, orderId, 'completed').expect(200);
    const invoice = (
      await shop
        .http()
        .get(`/api/orders/order/${orderId}/invoice`)
        .set(...bearer(admin.token))
        .expect(200)
    ).body;
    expect(invoice).toMatchObject({
      supplyType: 'inter_state',
      placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
      totals: { cgst: 0, sgst: 0, igst: 389.85, total: 4288.35 },
    });
    const text = pdfText(
      (
        await shop
          .http()
          .get(`/api/orders/order/${orderId}/invoice/pdf`)
          .set(...bearer(alice.token))
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body,
    );
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Maharashtra (27)');

    const since = await mailsFromNow(shop);
    const cancelled = await setStatus(shop, admin, orderId, 'cancelled').expect(200);
    expect(cancelled.body.order.paymentStatus).toBe('refunded'); // the cash is handed back
    const note = cancelled.body.order.documents.find((doc: { kind: string }) => doc.kind === 'credit_note');
    expect(note.number).toMatch(new RegExp(`^DSC/${fy}/\\d{4}$`));
    const json = (
      await shop
        .http()
        .get(`/api/orders/order/${orderId}/credit-note`)
        .set(...bearer(alice.token))
        .expect(200)
    ).body;
    expect(json).toMatchObject({
      kind: 'credit_note',
      against: { number: invoice.number },
      totals: { total: 4288.35 },
    });
    const noteText = pdfText(
      (
        await shop
          .http()
          .get(`/api/orders/order/${orderId}/credit-note/pdf`)
          .set(...bearer(alice.token))
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body,
    );
    expect(noteText).toContain('CREDIT NOTE');
    expect(noteText).toContain(note.number);
    expect(noteText).toContain(invoice.number);
    const mail = (await mailsSince(shop, since)).find((m) => m.includes(`To: ${alice.user.email}`));
    expect(mail).toContain(`filename=${note.number.replace(/\//g, '-')}.pdf`);

    // Reopening and cancelling again issues nothing more.
    await setStatus(shop, admin, orderId, 'processing').expect(200);
    await setStatus(shop, admin, orderId, 'cancelled').expect(200);
    expect((await documentsOf(orderId)).map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    // Deleting the order keeps its numbered documents (the series stays whole).
    await shop
      .http()
      .delete(`/api/orders/delete-order/${orderId}`)
      .set(...bearer(admin.token))
      .expect(200);
    const kept = await shop.app.get(DataSource).getRepository(Invoice).findBy({ number: note.number });
    expect(kept).toEqual([expect.objectContaining({ orderId: null, kind: 'credit_note' })]);
  });

  it('numbers invoices without gaps or repeats when many are issued at once from two app instances', async () => {
    const other = process.env.DATABASE_URL ? await startTestApp({ databaseUrl: shop.config.databaseUrl }) : null;
    try {
      const ids: string[] = [];
      for (let i = 0; i < 24; i += 1) {
        ids.push(
          (await placeOrder(shop, bob, { products: [{ productId: vase, quantity: 1 }], amount: '1429.45' }).expect(201))
            .body.order.id,
        );
      }
      const before: { last_number: number }[] = await shop.app
        .get(DataSource)
        .query(`SELECT last_number FROM document_counters WHERE series = 'DS' AND financial_year = $1`, [fy]);
      const start = before[0]?.last_number ?? 0;
      // Half through each instance (separate connection pools, as separate processes would be).
      const results = await Promise.all(
        ids.map((id, i) => {
          const app = i % 2 === 0 || !other ? shop : other;
          return app
            .http()
            .patch(`/api/orders/update-order-status/${id}`)
            .set(...bearer(admin.token))
            .send({ status: 'completed' });
        }),
      );
      expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
      const docs = await shop.app
        .get(DataSource)
        .getRepository(Invoice)
        .createQueryBuilder('i')
        .where('i.order_id IN (:...ids)', { ids })
        .getMany();
      expect(docs).toHaveLength(24);
      expect(docs.map((d) => d.sequence).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 24 }, (_v, i) => start + i + 1),
      );
      expect(new Set(docs.map((d) => d.number)).size).toBe(24);
    } finally {
      await other?.close({ keepData: true });
    }
  });

  it('gives a rolled-back number back to the series', async () => {
    const invoices = shop.app.get(InvoicesService);
    const dataSource = shop.app.get(DataSource);
    const first = await dataSource.transaction((m) => invoices.nextNumber(m, 'TST', '30-31'));
    await expect(
      dataSource.transaction(async (m) => {
        await invoices.nextNumber(m, 'TST', '30-31');
        throw new Error('payment write failed');
      }),
    ).rejects.toThrow('payment write failed');
    expect(await dataSource.transaction((m) => invoices.nextNumber(m, 'TST', '30-31'))).toBe(first + 1);
    // Each financial year starts again at 1.
    expect(await dataSource.transaction((m) => invoices.nextNumber(m, 'TST', '31-32'))).toBe(1);
  });
});

describe('per-product GST rates (GST_PER_PRODUCT_RATES=true)', () => {
  let shop: TestApp;
  let alice: Account;
  let admin: Account;

  beforeAll(async () => {
    shop = await startTestApp({ env: { GST_PER_PRODUCT_RATES: 'true' } });
    alice = await shop.createUser();
    admin = await shop.createUser({ role: 'admin' });
  });

  afterAll(async () => {
    await shop.close();
  });

  it('charges each line at its own rate in the cart, the order total, the 409 check and the invoice', async () => {
    const mirror = await createTaxedProduct(shop, { price: '1000.00', gstRate: 18 });
    const vase = await createTaxedProduct(shop, { price: '500.00', hsnCode: '69139000', gstRate: 5 });
    for (const productId of [mirror, vase]) {
      await shop
        .http()
        .post('/api/cart/add')
        .set(...bearer(alice.token))
        .send({ productId, quantity: 1 })
        .expect((res) => expect([200, 201]).toContain(res.status));
    }
    const cart = (
      await shop
        .http()
        .get(`/api/cart/${alice.user.id}`)
        .set(...bearer(alice.token))
        .expect(200)
    ).body;
    // 18% of 1000 + 5% of 500 = 180 + 25
    expect(cart).toMatchObject({ totalPrice: 1500, tax: 205, taxRate: null, grandTotal: 1705 });

    const lines = [
      { productId: mirror, quantity: 1 },
      { productId: vase, quantity: 1 },
    ];
    const flat = await placeOrder(shop, alice, { products: lines, amount: '1650.00' }).expect(409);
    expect(flat.body.expectedAmount).toBe(1705);
    const placed = await placeOrder(shop, alice, { products: lines, amount: '1705.00' }).expect(201);
    expect(placed.body.order).toMatchObject({ tax: 205, taxMode: 'per_product', taxRate: null });
    await setStatus(shop, admin, placed.body.order.id, 'completed').expect(200);
    const invoice = (
      await shop
        .http()
        .get(`/api/orders/order/${placed.body.order.id}/invoice`)
        .set(...bearer(alice.token))
        .expect(200)
    ).body;
    expect(invoice.lines).toEqual([
      expect.objectContaining({ ratePercent: 18, cgst: 90, sgst: 90, total: 1180 }),
      expect.objectContaining({ ratePercent: 5, cgst: 12.5, sgst: 12.5, total: 525 }),
    ]);
    expect(invoice.totals).toMatchObject({ tax: 205, total: 1705 });
  });
});
