import { ADDRESS, createProduct } from './checkout-fixtures';
import { ShopProcess, timed } from './fault-helpers';
import { createTestDatabase, startTestApp, withServer } from './harness';

/**
 * What the suites that run the built server as child processes share: a prepared database,
 * the secret its tokens are signed with, and small HTTP and SQL helpers.
 */

/** The secret the test harness signs its tokens with, so spawned shops accept them. */
export const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

export type Account = { user: { id: string; email: string }; token: string; password: string };

/** A database with the schema, two shoppers and a product, prepared by an in-process shop. */
export async function preparedDatabase(serverUrl: string) {
  const database = await createTestDatabase(serverUrl);
  const seed = await startTestApp({ databaseUrl: database.url, embedded: true });
  const alice: Account = await seed.createUser();
  const bob: Account = await seed.createUser();
  const product = await createProduct(seed, { price: '100.00' }); // total 110.00
  await seed.close({ keepData: true });
  return { ...database, alice, bob, product };
}

export type PreparedDatabase = Awaited<ReturnType<typeof preparedDatabase>>;

export function orderBody(account: Account, product: string, paymentMethod: 'COD' | 'UPI') {
  return {
    products: [{ productId: product, quantity: 1 }],
    amount: '110.00',
    email: account.user.email,
    paymentMethod,
    shippingAddress: ADDRESS,
  };
}

export async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as { order: { id: string }; [field: string]: unknown } | null,
  };
}

/** A form post as a browser sends it, without following the redirect it answers. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
}

export async function stopWith(shop: ShopProcess, signal: NodeJS.Signals) {
  shop.child.kill(signal);
  return timed(shop.exited);
}

export const withDatabase = withServer;

/** Kills whatever the suite started and did not stop itself. */
export function killLeftovers(shops: ShopProcess[]): void {
  for (const shop of shops)
    if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGKILL');
}
