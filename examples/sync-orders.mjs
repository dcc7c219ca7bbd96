// A server-to-server integration as a third party writes it (an ERP, a warehouse or accounting
// tool), with nothing but the published API description (through @decor-shop/client, typed from
// docs/openapi.json), an API key and a webhook receiver. It
//
//   1. mirrors every order, walking `GET /api/orders` by `updated_since` and the opaque cursor;
//   2. records a stock count for a product, with an Idempotency-Key so that a retry is safe;
//   3. receives the shop's webhooks on its own HTTP server, verifying each signature exactly as
//      docs/webhooks.md says, and refuses forged, tampered and replayed deliveries;
//   4. when an order is placed (the `order.created` event), syncs again from the high-water mark
//      of the first pass and gets only the orders that changed.
//
//   npm run build -w packages/client
//   SHOP_URL=http://localhost:3000 SHOP_API_KEY=dsk_… SHOP_WEBHOOK_SECRET=whsec_… \
//     WEBHOOK_PORT=4000 node examples/sync-orders.mjs
//
// An admin makes the key with the scopes `orders:read` and `stock:write`, and registers the
// webhook endpoint `http://<this host>:4000/` for `order.created` and `stock.changed`, which
// answers the secret (docs/integrations.md). After step 3 the example waits for an order: place
// one in the storefront (or run examples/integration.mjs).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createShopClient } from '@decor-shop/client';

const baseUrl = process.env.SHOP_URL ?? 'http://localhost:3000';
const apiKey = process.env.SHOP_API_KEY;
const webhookSecret = process.env.SHOP_WEBHOOK_SECRET;
const webhookPort = Number(process.env.WEBHOOK_PORT ?? 4000);
// Rows a page (the shop allows 1 to 500): small here only so that a small shop still has pages.
const pageSize = Number(process.env.SYNC_PAGE_SIZE ?? 100);
const waitSeconds = Number(process.env.WAIT_SECONDS ?? 120);
if (!apiKey || !webhookSecret) throw new Error('Set SHOP_API_KEY and SHOP_WEBHOOK_SECRET');

// The key goes as a bearer token, like a person's session, but it can call only the routes its
// scopes name (each operation's `x-scopes` in the document) and never a shopper's.
const shop = createShopClient({ baseUrl, token: apiKey });

/** The data of a call, or the shop's error (`code` is the stable part, `message` is for people). */
function must({ data, error, response }, what) {
  if (error !== undefined || !response.ok) {
    throw new Error(`${what}: ${response.status} ${error?.code ?? ''} ${JSON.stringify(error?.message ?? error)}`);
  }
  return data;
}

// A whole run must not hang, whatever it waits for.
const deadline = setTimeout(() => {
  console.error(`Gave up after ${waitSeconds} s`);
  process.exit(1);
}, waitSeconds * 1000);

// ── The webhook receiver ──────────────────────────────────────────────────────────────────

/**
 * docs/webhooks.md: `X-Shop-Signature` is `v1=` + hex HMAC-SHA256 of `<X-Shop-Timestamp>.<raw
 * body>` keyed with the endpoint's secret. It is computed over the bytes as they came (parsed and
 * re-serialised JSON may differ), compared in constant time, and a timestamp more than 5 minutes
 * from our clock is refused, so that a captured delivery cannot be replayed later.
 */
function verifySignature(rawBody, headers, nowSeconds = Math.floor(Date.now() / 1000)) {
  const timestamp = Number(headers['x-shop-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const mac = createHmac('sha256', webhookSecret).update(`${timestamp}.`).update(rawBody).digest('hex');
  const expected = Buffer.from(`v1=${mac}`);
  const given = Buffer.from(String(headers['x-shop-signature'] ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const seenEvents = new Set(); // retries and resends repeat the event id; a real receiver keeps these in its database
const waiting = []; // { test(event), resolve } of the steps below waiting for an event

const receiver = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const raw = Buffer.concat(chunks);
    if (req.method !== 'POST' || !verifySignature(raw, req.headers)) {
      res.writeHead(401).end();
      return;
    }
    // Answer at once (the shop waits 10 s at most, then retries) and do the work afterwards.
    res.writeHead(204).end();
    const event = JSON.parse(raw.toString('utf8'));
    if (seenEvents.has(event.id)) return;
    seenEvents.add(event.id);
    console.log(`  webhook ${event.type} (API version ${event.apiVersion}) verified`);
    for (const waiter of [...waiting]) {
      if (waiter.test(event)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
});
receiver.listen(webhookPort, '127.0.0.1');
await once(receiver, 'listening');
console.log(`Webhook receiver on http://127.0.0.1:${webhookPort}/`);

/** The next verified event that passes `test`. */
const nextEvent = (test) => new Promise((resolve) => waiting.push({ test, resolve }));

// ── 1. Mirror the orders ──────────────────────────────────────────────────────────────────

const mirror = new Map(); // order id → the order as last received; a real integration's database
let highWater = '1970-01-01T00:00:00Z'; // the updatedAt of the last order received

/**
 * One sync: every order changed at or after `since`, oldest change first, a page at a time, each
 * page asked for with the `next` of the one before until it is null. Rows written meanwhile
 * neither shift the pages nor repeat or drop a row. Answers what this pass brought.
 */
async function syncOrders(since) {
  const pass = { pages: 0, fresh: [], changed: [], unchanged: [] };
  let cursor;
  do {
    const query = { updated_since: since, limit: pageSize, ...(cursor ? { cursor } : {}) };
    const page = must(await shop.GET('/api/orders', { params: { query } }), 'listOrders');
    pass.pages += 1;
    for (const order of page.orders) {
      const known = mirror.get(order.id);
      // The orders of the high-water instant itself come again (none is missed that way); a copy
      // with the same updatedAt is one we already have.
      if (!known) pass.fresh.push(order);
      else if (known.updatedAt !== order.updatedAt) pass.changed.push(order);
      else pass.unchanged.push(order);
      mirror.set(order.id, order); // the later copy wins
      highWater = order.updatedAt;
    }
    cursor = page.next ?? undefined;
  } while (cursor);
  return pass;
}

const first = await syncOrders(highWater);
console.log(`First pass: ${mirror.size} orders in ${first.pages} page(s); high-water mark ${highWater}`);

// ── 2. Record a stock count ───────────────────────────────────────────────────────────────

const stockChanged = nextEvent((event) => event.type === 'stock.changed' && event.data.reason === 'admin_edit');
const catalogue = must(await shop.GET('/api/product', { params: { query: { page: 1 } } }), 'listProducts');
// A product sold one way: a product with variants is counted per variant (`variantId`).
const product = catalogue.products.find(
  (candidate) => candidate.variantCount === 1 && typeof candidate.stock === 'number',
);
if (!product) throw new Error('No product sold one way with a counted stock');
const counted = product.stock + 3;
// One key per intended change, kept until the change is confirmed: if the answer is lost (a
// timeout, a dropped connection), the retry with the same key answers the first count instead of
// recording it again over whatever orders took meanwhile.
const idempotencyKey = `goods-received-${randomUUID()}`;
const count = () =>
  shop.PUT('/api/stock/{productId}', {
    params: { path: { productId: product.id }, header: { 'Idempotency-Key': idempotencyKey } },
    body: { stock: counted, note: 'Goods received: 3 (example ERP)' },
  });
const set = must(await count(), 'setStock');
const retried = await count();
must(retried, 'setStock (retried)');
const replayed = retried.response.headers.get('idempotent-replayed');
console.log(`Stock of ${product.name}: ${product.stock} → ${set.stock}; the retry was replayed: ${replayed}`);
if (set.stock !== counted || replayed !== 'true') throw new Error('The stock count did not go as expected');

// ── 3. Webhooks: a genuine one arrives, forged ones are refused ───────────────────────────

const stockEvent = await stockChanged;
if (stockEvent.data.productId !== product.id || stockEvent.data.stock !== counted) {
  throw new Error(`Unexpected stock.changed: ${JSON.stringify(stockEvent.data)}`);
}
console.log(
  `  stock.changed says ${stockEvent.data.name}: ${stockEvent.data.previousStock} → ${stockEvent.data.stock}`,
);

/** What our receiver answers a delivery with these headers and body. */
async function deliver(body, headers) {
  const res = await fetch(`http://127.0.0.1:${webhookPort}/`, { method: 'POST', headers, body });
  return res.status;
}
const now = Math.floor(Date.now() / 1000);
const body = JSON.stringify({ ...stockEvent, id: randomUUID(), data: { ...stockEvent.data, stock: 1_000_000 } });
const signed = (timestamp, secret, signedBody = body) => ({
  'content-type': 'application/json',
  'x-shop-timestamp': String(timestamp),
  'x-shop-signature': `v1=${createHmac('sha256', secret).update(`${timestamp}.${signedBody}`).digest('hex')}`,
});
const refusals = {
  'signed with another secret': await deliver(body, signed(now, 'whsec_not-the-shops-secret')),
  'body changed after signing': await deliver(body, signed(now, webhookSecret, JSON.stringify(stockEvent))),
  'signed 10 minutes ago (a replay)': await deliver(body, signed(now - 600, webhookSecret)),
  'no signature': await deliver(body, { 'content-type': 'application/json', 'x-shop-timestamp': String(now) }),
};
for (const [forgery, status] of Object.entries(refusals)) console.log(`  forged delivery, ${forgery}: ${status}`);
if (Object.values(refusals).some((status) => status !== 401)) throw new Error('A forged delivery was accepted');

// ── 4. An order is placed: sync again from the high-water mark ────────────────────────────

console.log('Waiting for an order to be placed (order.created)…');
const placed = await nextEvent((event) => event.type === 'order.created');
const orderId = placed.data.order.id;
// A change shows in the sync lists about a second after it commits (docs/integrations-sync.md:
// the walk stops short of transactions still open), so the event may come first: sync again a
// moment later until the order is there, each time from the mark the last pass reached.
const totals = { passes: 0, pages: 0, fresh: 0, changed: 0, unchanged: 0 };
for (let attempt = 0; attempt < 10 && !mirror.has(orderId); attempt += 1) {
  if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  const mark = highWater;
  const pass = await syncOrders(mark);
  // Only orders changed since the mark come back: an unchanged one may only be of its very instant.
  const stale = pass.unchanged.filter((order) => order.updatedAt !== mark);
  if (stale.length > 0) throw new Error(`The sync repeated unchanged orders: ${stale.map((order) => order.id)}`);
  totals.passes += 1;
  totals.pages += pass.pages;
  totals.fresh += pass.fresh.length;
  totals.changed += pass.changed.length;
  totals.unchanged += pass.unchanged.length;
}
console.log(
  `Next sync (${totals.passes} pass(es), ${totals.pages} page(s)): ${totals.fresh} new, ${totals.changed} changed, ` +
    `${totals.unchanged} unchanged of the mark's instant; high-water mark ${highWater}`,
);
if (!mirror.has(orderId)) throw new Error(`Order ${orderId} of the webhook is not in the sync`);
console.log(`Order ${orderId} mirrored: ${mirror.get(orderId).status}, ₹${mirror.get(orderId).amount}`);

clearTimeout(deadline);
receiver.close();
