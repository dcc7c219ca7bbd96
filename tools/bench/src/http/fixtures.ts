import * as argon2 from 'argon2';
import { Client } from 'pg';

/** The shoppers, tokens and request bodies the benchmark rows send, prepared through the API. */
export interface Fixtures {
  adminToken: string;
  shoppers: { id: string; email: string; token: string }[];
  productIds: string[];
  /** Every product of the shop, in a random order. */
  everyProductId: string[];
  /** Per shopper: products it adds to its cart in turn. */
  cartProducts: string[][];
  /** Per ordering shopper: a COD order body with the server's own total. */
  orderBodies: string[];
}

const SHOPPER_PASSWORD = 'bench-shopper-password';
/**
 * Shoppers signed in for the cart rows, each with a cart of three lines as the cart-read row
 * asks. In the cart-addition row each shopper adds two products of its own in turn, one piece
 * at a time, so its cart holds five lines, as a shopper's cart usually does. A line holds at
 * most 99 pieces: the row's 2,000 lines outlast its 13 s up to about 15,000 additions a second.
 */
export const SHOPPERS = 1_000;
export const ORDERING_SHOPPERS = 10;
export const CART_LINES = 3;
export const CART_ADDITIONS_EACH = 2;
/**
 * Where each row's products are in the bench's product list, apart from each other and within
 * the smoke shop's 3,000: the carts' lines (shoppers share popular pieces), the additions and
 * the checkout row's.
 */
const CART_LINE_PRODUCTS = 600;
const CART_ADDITIONS_FROM = CART_LINE_PRODUCTS;
const ORDERED_FROM = CART_ADDITIONS_FROM + CART_ADDITIONS_EACH * SHOPPERS;
/** Sign-ins (each an argon2 check) and cart lines made at once while the fixtures are set up. */
const SETUP_CONCURRENCY = 8;
/** Pieces of each counted product ordered in the checkout row: far more than a run orders. */
const BENCH_STOCK = 1_000_000;

/** Runs `work` on each item, at most `limit` at once; the results in the items' order. */
async function atMost<T, R>(limit: number, items: T[], work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i], i);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function api<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; client: number },
): Promise<{ status: number; body: T }> {
  const res = await fetch(baseUrl + path, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.250.${init.client >> 8}.${init.client & 255}`,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

async function login(baseUrl: string, email: string, password: string, client: number): Promise<string> {
  const res = await api<{ token: string }>(baseUrl, '/api/auth/login', {
    method: 'POST',
    body: { email, password },
    client,
  });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** The deal the fixtures save: the demo's (database/seed/catalogue.ts). */
export interface BenchDeal {
  title: string;
  description: string;
  discount: number;
  categories: readonly string[];
  durationDays: number;
}

export async function prepareFixtures(
  databaseUrl: string,
  baseUrl: string,
  admin: { email: string; password: string },
  deal: BenchDeal,
): Promise<Fixtures> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // The lightest settings argon2 takes: a thousand sign-ins are the fixtures' setup, not what
    // is measured, and at the shop's own settings they took over a minute here.
    const hash = await argon2.hash(SHOPPER_PASSWORD, { memoryCost: 1024, timeCost: 2, parallelism: 1 });
    const { rows: shopperRows } = await db.query<{ id: string; email: string }>(
      `UPDATE users SET password_hash = $1
       WHERE email IN (SELECT 'shopper' || n || '@bench.example' FROM generate_series(1, $2::int) AS n)
       RETURNING id, email`,
      [hash, SHOPPERS],
    );
    await db.query('DELETE FROM cart_items WHERE user_id = ANY($1::uuid[])', [shopperRows.map((row) => row.id)]);
    // Sold one way: a cart line or order line of theirs names the product alone, as before variants.
    const { rows: products } = await db.query<{ id: string }>(
      `SELECT id FROM products WHERE variant_count = 1 ORDER BY md5(id::text) LIMIT 5000`,
    );
    const productIds = products.map((row) => row.id);
    const { rows: every } = await db.query<{ id: string }>(`SELECT id FROM products ORDER BY random()`);

    // The admin account survives from an earlier run with that run's password: set this one's.
    await db.query('UPDATE users SET password_hash = $1 WHERE email = $2', [
      await argon2.hash(admin.password),
      admin.email,
    ]);
    const adminToken = await login(baseUrl, admin.email, admin.password, 0);
    // The demo's deal, on part of the catalogue for the whole run, as a shop runs one: saved
    // through the admin API, so that whatever the shop does when a deal starts is done.
    const saved = await api(baseUrl, '/api/deal', {
      method: 'PUT',
      token: adminToken,
      body: {
        title: deal.title,
        description: deal.description,
        discount: deal.discount,
        categories: deal.categories,
        endDate: new Date(Date.now() + deal.durationDays * 86_400_000).toISOString(),
        isActive: true,
      },
      client: 0,
    });
    if (saved.status !== 200) throw new Error(`deal save answered ${saved.status}: ${JSON.stringify(saved.body)}`);
    const shoppers = await atMost(SETUP_CONCURRENCY, shopperRows, async (row, i) => ({
      ...row,
      token: await login(baseUrl, row.email, SHOPPER_PASSWORD, i + 1),
    }));
    const fillCart = async (shopper: (typeof shoppers)[number], i: number) => {
      for (let line = 0; line < CART_LINES; line++) {
        const res = await api(baseUrl, '/api/cart/add', {
          method: 'POST',
          token: shopper.token,
          body: { productId: productIds[(i * CART_LINES + line) % CART_LINE_PRODUCTS], quantity: 1 },
          client: i + 1,
        });
        if (res.status >= 300) throw new Error(`cart add answered ${res.status}: ${JSON.stringify(res.body)}`);
      }
    };
    await atMost(SETUP_CONCURRENCY, shoppers, fillCart);
    const cartProducts = shoppers.map((_, i) =>
      Array.from(
        { length: CART_ADDITIONS_EACH },
        (_, k) => productIds[(CART_ADDITIONS_FROM + i * CART_ADDITIONS_EACH + k) % productIds.length],
      ),
    );
    const orderBodies: string[] = [];
    for (let i = 0; i < ORDERING_SHOPPERS; i++) {
      const shopper = shoppers[i];
      // Each order holds a counted product (its pieces are reserved, and the stock history
      // written, as for a shop that keeps stock) beside one made to order. The count is set
      // afresh each run, through the admin API so that every cache hears of it.
      const counted = productIds[(ORDERED_FROM + i * 2) % productIds.length];
      const stocked = await api(baseUrl, `/api/stock/${counted}`, {
        method: 'PUT',
        token: adminToken,
        body: { stock: BENCH_STOCK, note: 'Bench run' },
        client: 0,
      });
      if (stocked.status !== 200)
        throw new Error(`stock set answered ${stocked.status}: ${JSON.stringify(stocked.body)}`);
      const order = {
        products: [
          { productId: counted, quantity: 1 },
          { productId: productIds[(ORDERED_FROM + 1 + i * 2) % productIds.length], quantity: 2 },
        ],
        amount: '0.01',
        email: shopper.email,
        paymentMethod: 'COD',
        shippingAddress: { address: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      };
      // The server's total comes back with the 409 for a wrong amount.
      const probe = await api<{ expectedAmount?: number }>(baseUrl, '/api/orders/create-order', {
        method: 'POST',
        token: shopper.token,
        body: order,
        client: SHOPPERS + 1 + i,
      });
      if (probe.status !== 409 || probe.body.expectedAmount === undefined) {
        throw new Error(`order probe answered ${probe.status}: ${JSON.stringify(probe.body)}`);
      }
      orderBodies.push(JSON.stringify({ ...order, amount: probe.body.expectedAmount.toFixed(2) }));
    }
    return { adminToken, shoppers, productIds, everyProductId: every.map((row) => row.id), cartProducts, orderBodies };
  } finally {
    await db.end();
  }
}
