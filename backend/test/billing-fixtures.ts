import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'superagent';
import { DataSource } from 'typeorm';
import { signFields } from '../src/modules/payments/paytm-protocol';
import { addDefaultVariants, ADDRESS, bearer } from './checkout-fixtures';
import type { TestApp } from './harness';
import { mailsTried } from './mails';

export type Account = { user: { id: string; email: string }; token: string };

export const MUMBAI = { address: '4 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400020' };

/** A product with an HSN code and GST rate, written straight to the catalogue's table. */
export async function createTaxedProduct(
  shop: TestApp,
  input: { price: string; hsnCode?: string; gstRate?: number; name?: string },
): Promise<string> {
  const rows: { id: string }[] = await shop.app.get(DataSource).query(
    `INSERT INTO products (name, category, price, image, material, hsn_code, gst_rate)
       VALUES ($1, 'Mirrors', $2, '/uploads/products/m.webp', 'Glass', $3, $4) RETURNING id`,
    [
      input.name ?? `Mirror ${Math.random().toString(36).slice(2, 8)}`,
      input.price,
      input.hsnCode ?? '70099200',
      input.gstRate ?? 18,
    ],
  );
  await addDefaultVariants(shop.app.get(DataSource));
  return rows[0].id;
}

export function placeOrder(
  shop: TestApp,
  account: Account,
  input: {
    products: { productId: string; variantId?: string; quantity: number }[];
    amount: string;
    method?: 'COD' | 'UPI';
    address?: object;
    couponCode?: string;
  },
) {
  return shop
    .http()
    .post('/api/orders/create-order')
    .set(...bearer(account.token))
    .send({
      products: input.products,
      amount: input.amount,
      email: account.user.email,
      paymentMethod: input.method ?? 'COD',
      shippingAddress: input.address ?? ADDRESS,
      ...(input.couponCode ? { couponCode: input.couponCode } : {}),
    });
}

export function setStatus(shop: TestApp, admin: Account, orderId: string, status: string) {
  return shop
    .http()
    .patch(`/api/orders/update-order-status/${orderId}`)
    .set(...bearer(admin.token))
    .send({ status });
}

/** The moment from which mails are counted, once the order mails already under way are out. */
export async function mailsFromNow(shop: TestApp): Promise<string> {
  await mailsTried(shop);
  // Mail files are named by the millisecond they were written: start at the next one.
  const last = Date.now();
  while (Date.now() <= last) await new Promise((resolve) => setTimeout(resolve, 1));
  return new Date().toISOString();
}

/** The .eml files written since `since` (file names start with an ISO time), once the order mails under way are out. */
export async function mailsSince(shop: TestApp, since: string): Promise<string[]> {
  await mailsTried(shop);
  const dir = join(shop.config.dataDir, 'outbox');
  const stamp = since.replace(/[:.]/g, '-');
  return readdirSync(dir)
    .filter((file) => file >= stamp)
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/** Supertest's parser for binary bodies (PDFs). */
export function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  // Superagent hands its parser the raw Node response stream.
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/**
 * Pays a UPI order through the sandbox gateway the way a shopper's browser does: initiate,
 * press Pay on the gateway (a signed result), follow it back to the shop's callback.
 */
export async function payUpiOrder(shop: TestApp, account: Account, orderId: string, amount: string): Promise<void> {
  await shop
    .http()
    .post('/api/payments/paytm/initiate')
    .set(...bearer(account.token))
    .send({ orderId, amount })
    .expect(200);
  const [txn]: { txn_id: string; mid: string }[] = await shop.app
    .get(DataSource)
    .query(`SELECT txn_id, mid FROM sandbox_paytm_transactions WHERE order_id = $1`, [orderId]);
  const fields = await signFields(
    {
      MID: txn.mid,
      ORDERID: orderId,
      TXNID: txn.txn_id,
      TXNAMOUNT: amount,
      CURRENCY: 'INR',
      STATUS: 'TXN_SUCCESS',
      RESPCODE: '01',
      RESPMSG: 'Txn Success',
    },
    shop.config.paytmMerchantKey,
  );
  const done = await shop
    .http()
    .post('/sandbox/paytm/theia/api/v1/processTransaction')
    .type('form')
    .send(fields)
    .expect(307);
  await shop.http().post(new URL(done.headers.location).pathname).type('form').send(fields).expect(302);
}
