import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { ReturnsClock } from '../src/modules/orders/returns/returns-clock';
import { bearer, PRODUCT_STOCK } from './checkout-fixtures';
import {
  Account,
  binary,
  createTaxedProduct,
  mailsFromNow,
  mailsSince,
  payUpiOrder,
  placeOrder,
  setStatus,
} from './billing-fixtures';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(180_000);

type Line = { id: string; productId: string; quantity: number };

describe('returns after delivery', () => {
  let shop: TestApp;
  let db: DataSource;
  let alice: Account;
  let bob: Account;
  let admin: Account;
  let mirror: string;
  let vase: string;

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    alice = await shop.createUser();
    bob = await shop.createUser();
    admin = await shop.createUser({ role: 'admin' });
    mirror = await createTaxedProduct(shop, { price: '1000.00', name: 'Brass Sunburst Mirror' });
    vase = await createTaxedProduct(shop, {
      price: '250.00',
      hsnCode: '69139000',
      gstRate: 5,
      name: 'Blue Pottery Vase',
    });
    await db.query(`UPDATE product_variants SET stock = 50 WHERE product_id = ANY($1)`, [[mirror, vase]]);
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await shop.close();
  });

  /** 2 mirrors + 1 vase = 2250 + 225 tax = 2475.00; delivered (and, for COD, paid) unless told otherwise. */
  async function order(
    method: 'COD' | 'UPI',
    deliver = true,
  ): Promise<{ id: string; mirrorLine: Line; vaseLine: Line }> {
    const placed = await placeOrder(shop, alice, {
      products: [
        { productId: mirror, quantity: 2 },
        { productId: vase, quantity: 1 },
      ],
      amount: '2475.00',
      method,
    }).expect(201);
    const id: string = placed.body.order.id;
    if (method === 'UPI') await payUpiOrder(shop, alice, id, '2475.00');
    if (deliver) await setStatus(shop, admin, id, 'completed').expect(200);
    const lines: Line[] = placed.body.order.products;
    return {
      id,
      mirrorLine: lines.find((line) => line.productId === mirror)!,
      vaseLine: lines.find((line) => line.productId === vase)!,
    };
  }

  const ask = (orderId: string, body: object, account = alice) =>
    shop
      .http()
      .post(`/api/orders/order/${orderId}/returns`)
      .set(...bearer(account.token))
      .send({ reason: 'It arrived cracked', ...body });
  const returnsOf = (orderId: string, account = alice) =>
    shop
      .http()
      .get(`/api/orders/order/${orderId}/returns`)
      .set(...bearer(account.token));
  const approve = (id: string, account = admin) =>
    shop
      .http()
      .post(`/api/returns/${id}/approve`)
      .set(...bearer(account.token));
  const refuse = (id: string, note: string) =>
    shop
      .http()
      .post(`/api/returns/${id}/refuse`)
      .set(...bearer(admin.token))
      .send({ note });
  const stockOf = async (id: string): Promise<number> => (await db.query(PRODUCT_STOCK, [id]))[0].stock;

  it('takes its window from the shop settings: 7 days, or what the owner sets', async () => {
    const delivered = await order('COD');
    const closesIn = async () =>
      new Date((await returnsOf(delivered.id).expect(200)).body.window.closesAt).getTime() - Date.now();
    expect(await closesIn()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(await closesIn()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    const settings = (
      await shop
        .http()
        .get('/api/settings/edit')
        .set(...bearer(admin.token))
        .expect(200)
    ).body;
    const save = (days: number) =>
      shop
        .http()
        .put('/api/settings')
        .set(...bearer(admin.token))
        .send({ ...settings, updatedAt: undefined, returnWindowDays: days });
    await save(10).expect(200);
    try {
      expect(await closesIn()).toBeGreaterThan(10 * 24 * 3600_000 - 60_000);
    } finally {
      await save(7).expect(200);
    }
  });

  it('refuses a return before delivery, and after the window', async () => {
    const pending = await order('COD', false);
    const early = await ask(pending.id, { lines: [{ itemId: pending.vaseLine.id, quantity: 1 }] }).expect(409);
    expect(early.body.message).toBe('Only a delivered order can be returned');
    expect((await returnsOf(pending.id).expect(200)).body.window).toEqual({ days: 7, open: false, closesAt: null });

    const delivered = await order('COD');
    const { window } = (await returnsOf(delivered.id).expect(200)).body;
    expect(window.open).toBe(true);
    const closesAt = new Date(window.closesAt).getTime();
    expect(closesAt - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);

    jest.spyOn(shop.app.get(ReturnsClock), 'now').mockReturnValue(new Date(closesAt + 1000));
    const late = await ask(delivered.id, { lines: [{ itemId: delivered.vaseLine.id, quantity: 1 }] }).expect(409);
    expect(late.body.message).toMatch(
      /^Returns are accepted within 7 days of delivery; this order's return window closed on /,
    );
    const after = (await returnsOf(delivered.id).expect(200)).body;
    expect(after.window.open).toBe(false);
    expect(after.returnable.every((line: { quantity: number }) => line.quantity === 0)).toBe(true);

    // One second before it closes, the same request is taken.
    jest.spyOn(shop.app.get(ReturnsClock), 'now').mockReturnValue(new Date(closesAt - 1000));
    await ask(delivered.id, { lines: [{ itemId: delivered.vaseLine.id, quantity: 1 }] }).expect(201);
  });

  it("answers only the order's owner, and checks the lines and the reason", async () => {
    const o = await order('COD');
    const line = [{ itemId: o.mirrorLine.id, quantity: 1 }];
    await ask(o.id, { lines: line }, bob).expect(403);
    await ask(o.id, { lines: line }, admin).expect(403);
    await returnsOf(o.id, bob).expect(403);
    await returnsOf(o.id, admin).expect(200);

    const tooMany = await ask(o.id, { lines: [{ itemId: o.mirrorLine.id, quantity: 3 }] }).expect(409);
    expect(tooMany.body.message).toBe('Only 2 of "Brass Sunburst Mirror" can still be returned');
    const stranger = await ask(o.id, { lines: [{ itemId: o.id, quantity: 1 }] }).expect(404);
    expect(stranger.body.message).toBe(`Order line not found: ${o.id}`);
    const twice = await ask(o.id, { lines: [...line, ...line] }).expect(400);
    expect(twice.body.message).toBe('Each order line may appear once in a return');
    await ask(o.id, { lines: line, reason: '   ' }).expect(400);
    await ask(o.id, { lines: line, reason: 'x'.repeat(501) }).expect(400);
    await ask(o.id, { lines: [] }).expect(400);
    await ask(o.id, { lines: [{ itemId: o.mirrorLine.id, quantity: 0 }] }).expect(400);
    const photo = await ask(o.id, { lines: line, photos: ['https://elsewhere.example/x.webp'] }).expect(400);
    expect(photo.body.message).toBe('Photos must be uploaded with POST /api/returns/photos');
    await ask(o.id, { lines: line, photos: ['a', 'b', 'c', 'd'] }).expect(400);

    // Pieces asked for are held: the second request may take only what is left.
    await ask(o.id, { lines: [{ itemId: o.mirrorLine.id, quantity: 1 }] }).expect(201);
    const held = await ask(o.id, { lines: [{ itemId: o.mirrorLine.id, quantity: 2 }] }).expect(409);
    expect(held.body.message).toBe('Only 1 of "Brass Sunburst Mirror" can still be returned');
    const { returnable } = (await returnsOf(o.id).expect(200)).body;
    expect(returnable).toEqual(
      expect.arrayContaining([
        { itemId: o.mirrorLine.id, quantity: 1 },
        { itemId: o.vaseLine.id, quantity: 1 },
      ]),
    );
  });

  it('lets only one of two concurrent requests take the same pieces', async () => {
    const o = await order('COD');
    const both = await Promise.all([
      ask(o.id, { lines: [{ itemId: o.mirrorLine.id, quantity: 2 }] }),
      ask(o.id, { lines: [{ itemId: o.mirrorLine.id, quantity: 2 }] }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    const rows = await db.query(
      `SELECT sum(l.quantity)::int AS n FROM return_lines l JOIN return_requests r ON r.id = l.return_id
        WHERE r.order_id = $1`,
      [o.id],
    );
    expect(rows[0].n).toBe(2);
  });

  it("takes only the shopper's own uploads as photos: 403 for another shopper's or one never uploaded", async () => {
    const o = await order('COD');
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 10, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    const upload = (account: Account) =>
      shop
        .http()
        .post('/api/returns/photos')
        .set(...bearer(account.token))
        .send({ image: `data:image/png;base64,${png.toString('base64')}` })
        .expect(200);
    const bobs: string = (await upload(bob)).body;
    const alices: string = (await upload(alice)).body;
    const line = [{ itemId: o.vaseLine.id, quantity: 1 }];
    const message = 'Each photo must be one you uploaded with POST /api/returns/photos';

    const foreign = await ask(o.id, { lines: line, photos: [alices, bobs] }).expect(403);
    expect(foreign.body).toMatchObject({ message, code: expect.any(String) });
    const made = bobs.replace(/[0-9a-f-]{36}\.webp$/, '00000000-0000-4000-8000-000000000000.webp');
    expect((await ask(o.id, { lines: line, photos: [made] }).expect(403)).body.message).toBe(message);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM return_requests WHERE order_id = $1`, [o.id]);
    expect(n).toBe(0);

    const own = await ask(o.id, { lines: line, photos: [alices, alices] }).expect(201);
    expect(own.body.photos).toEqual([alices]);
  });

  it('approves a COD return: stock back, credit note for the lines, cash refund, mails; twice is once', async () => {
    const o = await order('COD');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    const uploaded = await shop
      .http()
      .post('/api/returns/photos')
      .set(...bearer(alice.token))
      .send({ image: `data:image/png;base64,${png.toString('base64')}` })
      .expect(200);
    expect(uploaded.body).toMatch(/\/uploads\/returns\/[0-9a-f-]{36}\.webp$/);

    const since = await mailsFromNow(shop);
    const stockBefore = await stockOf(mirror);
    const asked = await ask(o.id, {
      lines: [{ itemId: o.mirrorLine.id, quantity: 1 }],
      photos: [uploaded.body],
    }).expect(201);
    expect(asked.body).toMatchObject({
      orderId: o.id,
      status: 'requested',
      reason: 'It arrived cracked',
      photos: [uploaded.body],
      lines: [{ itemId: o.mirrorLine.id, productId: mirror, name: 'Brass Sunburst Mirror', quantity: 1 }],
      refund: null,
      creditNote: null,
    });

    const listed = await shop
      .http()
      .get('/api/returns?status=requested')
      .set(...bearer(admin.token))
      .expect(200);
    expect(listed.body.returns.map((r: { id: string }) => r.id)).toContain(asked.body.id);
    expect(listed.body.returns.every((r: { status: string }) => r.status === 'requested')).toBe(true);
    await shop
      .http()
      .get('/api/returns')
      .set(...bearer(alice.token))
      .expect(403);
    await approve(asked.body.id, alice).expect(403);

    const approved = await approve(asked.body.id).expect(200);
    // One mirror's share of what was paid: 1000 + 10% tax.
    expect(approved.body).toMatchObject({
      status: 'approved',
      refund: { amount: 1100, status: 'success', lines: [{ itemId: o.mirrorLine.id, quantity: 1 }] },
      creditNote: { number: expect.stringMatching(/^DSC\/\d\d-\d\d\/\d{4}$/) },
    });
    expect(await stockOf(mirror)).toBe(stockBefore + 1);
    const [movement] = await db.query(
      `SELECT change, reason FROM stock_movements WHERE product_id = $1 AND order_id = $2 ORDER BY seq DESC LIMIT 1`,
      [mirror, o.id],
    );
    expect(movement).toEqual({ change: 1, reason: 'return' });

    const view = await shop
      .http()
      .get(`/api/orders/order/${o.id}`)
      .set(...bearer(alice.token))
      .expect(200);
    expect(view.body.order ?? view.body).toMatchObject({ paymentStatus: 'partially_refunded' });

    const [note] = await db.query(`SELECT document FROM invoices WHERE return_id = $1`, [asked.body.id]);
    expect(note.document.kind).toBe('credit_note');
    expect(note.document.lines).toHaveLength(1);
    expect(note.document.lines[0]).toMatchObject({ quantity: 1, taxable: 100000, total: 110000 });
    expect(note.document.against.number).toMatch(/^DS\//);
    const pdf = await shop
      .http()
      .get(approved.body.creditNote.pdfUrl)
      .set(...bearer(alice.token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await shop
      .http()
      .get(approved.body.creditNote.pdfUrl)
      .set(...bearer(bob.token))
      .expect(403);

    // Approving again makes no second refund, credit note or stock move; a refusal now is 409.
    const again = await approve(asked.body.id).expect(200);
    expect(again.body.refund.id).toBe(approved.body.refund.id);
    expect(await stockOf(mirror)).toBe(stockBefore + 1);
    const counts = await db.query(
      `SELECT (SELECT count(*)::int FROM refunds WHERE order_id = $1) AS refunds,
              (SELECT count(*)::int FROM invoices WHERE order_id = $1 AND kind = 'credit_note') AS notes`,
      [o.id],
    );
    expect(counts[0]).toEqual({ refunds: 1, notes: 1 });
    expect((await refuse(asked.body.id, 'Too late').expect(409)).body.message).toBe('This return was already approved');

    const subjects = (await mailsSince(shop, since))
      .filter((mail) => mail.includes(`To: ${alice.user.email}`))
      .map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '');
    expect(subjects).toEqual([
      expect.stringMatching(/^We received your return request for order #/),
      expect.stringMatching(/^Your return for order #.* is approved$/),
      expect.stringMatching(/^Refund of Rs\. 1,100\.00 completed for order #/),
    ]);
  });

  it('leaves what a return credited out of the credit note of a later cancellation', async () => {
    const o = await order('COD');
    const asked = await ask(o.id, { lines: [{ itemId: o.mirrorLine.id, quantity: 1 }] }).expect(201);
    await approve(asked.body.id).expect(200);
    await setStatus(shop, admin, o.id, 'cancelled').expect(200);
    const [note] = await db.query(
      `SELECT document FROM invoices WHERE order_id = $1 AND kind = 'credit_note' AND return_id IS NULL`,
      [o.id],
    );
    const credited = (note.document.lines as { description: string; quantity: number }[]).map((line) => ({
      description: line.description,
      quantity: line.quantity,
    }));
    expect(credited).toEqual([
      { description: expect.stringContaining('Brass Sunburst Mirror'), quantity: 1 },
      { description: expect.stringContaining('Blue Pottery Vase'), quantity: 1 },
    ]);
  });

  it('approves a UPI return through the gateway', async () => {
    const o = await order('UPI');
    const asked = await ask(o.id, { lines: [{ itemId: o.vaseLine.id, quantity: 1 }] }).expect(201);
    const approved = await approve(asked.body.id).expect(200);
    expect(approved.body.refund).toMatchObject({ amount: 275, status: 'success' });
    expect(approved.body.refund.gatewayRefundId).toMatch(/^SBXR/);
    const [{ n }] = await db.query(
      `SELECT coalesce(sum(amount), 0)::text AS n FROM sandbox_paytm_refunds WHERE order_id = $1 AND status <> 'TXN_FAILURE'`,
      [o.id],
    );
    expect(Number(n)).toBe(275);
  });

  it('refuses with a note: the pieces are free again, and a refused return cannot be approved', async () => {
    // An endpoint that wants return events (nothing listens at its address: only the outbox is read).
    const [endpoint] = await db.query(
      `INSERT INTO webhook_endpoints (url, secret, events)
         VALUES ('http://127.0.0.1:9/hook', 'test-secret', '{return.requested,return.approved,return.refused}')
       RETURNING id`,
    );
    const o = await order('COD');
    const asked = await ask(o.id, { lines: [{ itemId: o.mirrorLine.id, quantity: 2 }] }).expect(201);
    await refuse(asked.body.id, '').expect(400);
    const since = await mailsFromNow(shop);
    const refused = await refuse(asked.body.id, 'The photos show wear from use').expect(200);
    expect(refused.body).toMatchObject({
      status: 'refused',
      decisionNote: 'The photos show wear from use',
      refund: null,
    });
    await refuse(asked.body.id, 'Again').expect(200);
    expect((await approve(asked.body.id).expect(409)).body.message).toBe('This return was refused');
    const { returnable, returns } = (await returnsOf(o.id).expect(200)).body;
    expect(returnable).toEqual(expect.arrayContaining([{ itemId: o.mirrorLine.id, quantity: 2 }]));
    expect(returns[0]).toMatchObject({ status: 'refused', decisionNote: 'The photos show wear from use' });
    const mails = (await mailsSince(shop, since)).filter((mail) => mail.includes(`To: ${alice.user.email}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Your return for order #.* was not accepted$/m);
    await approve('00000000-0000-4000-8000-000000000000').expect(404);

    const events = await db.query(
      `SELECT type, payload FROM webhook_outbox WHERE payload->'return'->>'id' = $1 ORDER BY created_at`,
      [asked.body.id],
    );
    expect(events.map((e: { type: string }) => e.type)).toEqual(['return.requested', 'return.refused']);
    expect(events[1].payload).toMatchObject({
      return: { status: 'refused', decisionNote: 'The photos show wear from use', orderId: o.id },
      order: { id: o.id, status: 'completed' },
    });
    await db.query(`UPDATE webhook_endpoints SET enabled = false WHERE id = $1`, [endpoint.id]);
  });
});
