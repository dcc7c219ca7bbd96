// An integration as a third party writes it, with nothing but the published API description
// (through @decor-shop/client, typed from docs/openapi.json) and the shop's test mode: list
// products, register a new account (the sign-up code read through the test mode instead of a
// mailbox), sign in, place a UPI order, and pay it with the sandbox, no browser.
//
//   npm run build -w packages/client
//   SHOP_URL=http://localhost:3000 node examples/integration.mjs
//
// The test mode is on while the shop runs its built-in sandbox gateway (no PAYTM_HOST); it shows
// sign-up codes only for addresses on reserved test domains such as example.com.
import { randomBytes } from 'node:crypto';
import { createShopClient } from '@decor-shop/client';

const baseUrl = process.env.SHOP_URL ?? 'http://localhost:3000';
const shop = createShopClient({ baseUrl });

/** The data of a call, or the shop's error message. */
function must({ data, error, response }, what) {
  if (error !== undefined || !response.ok) {
    throw new Error(`${what}: ${response.status} ${JSON.stringify(error?.message ?? error)}`);
  }
  return data;
}

const page = must(await shop.GET('/api/product', { params: { query: { page: 1 } } }), 'listProducts');
console.log(`${page.totalProducts} products; first page:`);
for (const product of page.products) console.log(`  ${product.name}: ₹${product.price}`);
// A product sold one way, so that it is bought without choosing a variant (`variantId`).
const product = page.products.find(
  (candidate) => candidate.variantCount === 1 && (candidate.stock === null || candidate.stock > 0),
);
if (!product) throw new Error('No product sold one way in stock');

// Registration: the shop mails a code; the test mode answers it for a test address.
const email = `integration-${randomBytes(4).toString('hex')}@example.com`;
const password = `lamp-${randomBytes(8).toString('hex')}`;
must(await shop.POST('/api/auth/send-otp', { body: { email } }), 'sendOtp');
const { code } = must(
  await shop.GET('/api/sandbox/sign-up-code', { params: { query: { email } } }),
  'getSandboxSignUpCode',
);
must(await shop.POST('/api/auth/verify-otp', { body: { email, otp: code } }), 'verifyOtp');
must(await shop.POST('/api/auth/register', { body: { email, password, username: 'Example Integration' } }), 'register');
console.log(`Registered ${email}`);

const session = must(await shop.POST('/api/auth/login', { body: { email, password } }), 'login');
shop.signIn(session.token);
const address = session.user.shippingAddress ?? {
  address: '12 MG Road',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302001',
};

// The server prices the order; a different amount answers 409 with the amount it expects.
const order = {
  products: [{ productId: product.id, quantity: 1 }],
  email,
  paymentMethod: 'UPI',
  shippingAddress: address,
};
const priced = await shop.POST('/api/orders/create-order', { body: { ...order, amount: '0.01' } });
const expected = priced.error && 'expectedAmount' in priced.error ? priced.error.expectedAmount : undefined;
if (expected === undefined) throw new Error(`Pricing the order: ${JSON.stringify(priced.error ?? priced.data)}`);
const amount = expected.toFixed(2);
const placed = must(
  await shop.POST('/api/orders/create-order', {
    body: { ...order, amount },
    params: { header: { 'Idempotency-Key': `example-${randomBytes(8).toString('hex')}` } },
  }),
  'createOrder',
);
const orderId = placed.order.id;
console.log(`Placed order ${orderId} for ₹${amount}`);

must(await shop.POST('/api/payments/paytm/initiate', { body: { orderId, amount } }), 'initiatePayment');
const settled = must(
  await shop.POST('/api/sandbox/payments/{orderId}/settle', {
    params: { path: { orderId } },
    body: { outcome: 'paid' },
  }),
  'settleSandboxPayment',
);
console.log(`Order ${orderId}: payment ${settled.order.paymentStatus}, status ${settled.order.status}`);
if (settled.order.paymentStatus !== 'paid') process.exit(1);
