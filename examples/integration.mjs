// An integration as a third party writes it, with nothing but the published API description
// (through @decor-shop/client, typed from docs/openapi.json): list products, sign in, place a
// UPI order, and pay it with the sandbox's test mode, no browser.
//
//   npm run build -w packages/client
//   SHOP_URL=http://localhost:3000 SHOP_EMAIL=... SHOP_PASSWORD=... node examples/integration.mjs
import { createShopClient } from '@decor-shop/client';

const baseUrl = process.env.SHOP_URL ?? 'http://localhost:3000';
const email = process.env.SHOP_EMAIL;
const password = process.env.SHOP_PASSWORD;
if (!email || !password) {
  console.error('Set SHOP_EMAIL and SHOP_PASSWORD to an account of the shop.');
  process.exit(2);
}

const shop = createShopClient({ baseUrl });

/** The data of a call, or the shop's error message. */
function must({ data, error, response }, what) {
  if (error) throw new Error(`${what}: ${response.status} ${JSON.stringify(error.message)}`);
  return data;
}

const page = must(await shop.GET('/api/product', { params: { query: { page: 1 } } }), 'listProducts');
console.log(`${page.totalProducts} products; first page:`);
for (const product of page.products) console.log(`  ${product.name}: ₹${product.price}`);
const product = page.products.find((candidate) => candidate.stock === null || candidate.stock > 0);
if (!product) throw new Error('No product in stock');

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
    params: { header: { 'Idempotency-Key': `example-${Date.now()}` } },
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
