import { startTestApp, TestApp } from './harness';
import { API_KEY_SCOPES } from '../src/common/decorators/auth.decorators';
import { buildWorld, Caller, fillPath, OPENAPI, operations, World } from './openapi-world';

/**
 * Who may call what: every operation of docs/openapi.json × {anonymous, user A on user B's
 * resources ("other"), user B ("user", the owner of the fixtures), admin}, with the expected
 * status in one table. The request is the same for every caller (B's ids, a body that passes
 * validation where the rule needs one), so only the caller differs. An operation of the
 * document that is not in the table fails the suite: new routes must say who may call them.
 * An API key with every scope is a fifth caller, whose row the document gives (see KEY below).
 */
jest.setTimeout(180_000);

type Row = [anonymous: number, other: number, user: number, admin: number];

interface Case {
  expect: Row;
  body?: (world: World) => object;
  form?: boolean;
}

const STRONG = 'brass-lamp-by-the-door';
const unique = () => `matrix-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

// prettier-ignore
const MATRIX: Record<string, Case> = {
  //                                                   anon other user admin
  'GET /api/health':                                 { expect: [200, 200, 200, 200] },
  'POST /api/auth/send-otp':                         { expect: [200, 200, 200, 200], body: () => ({ email: unique() }) },
  'POST /api/auth/verify-otp':                       { expect: [400, 400, 400, 400], body: () => ({ email: unique(), otp: '000000' }) },
  'POST /api/auth/register':                         { expect: [400, 400, 400, 400], body: () => ({ username: 'Asha', email: unique(), password: STRONG }) },
  'POST /api/auth/login':                            { expect: [401, 401, 401, 401], body: (w) => ({ email: w.user.email, password: 'not-the-password' }) },
  'POST /api/auth/logout':                           { expect: [200, 200, 200, 200] },
  'POST /api/auth/change-password':                  { expect: [401, 400, 400, 400], body: () => ({ currentPassword: 'not-the-password', newPassword: STRONG }) },
  'POST /api/auth/forgot-password':                  { expect: [200, 200, 200, 200], body: (w) => ({ email: w.user.email }) },
  'POST /api/auth/reset-password':                   { expect: [400, 400, 400, 400], body: (w) => ({ email: w.user.email, otp: '000000', password: STRONG }) },
  'GET /api/auth/me':                                { expect: [401, 200, 200, 200] },
  'PATCH /api/auth/edit-profile':                    { expect: [401, 200, 200, 200], body: () => ({ username: 'Matrix' }) },
  'GET /api/auth/users':                             { expect: [401, 403, 403, 200] },
  'PUT /api/auth/users/{id}':                        { expect: [401, 403, 403, 200], body: () => ({ role: 'user' }) },
  'DELETE /api/auth/users/{id}':                     { expect: [401, 403, 403, 200] },
  'GET /api/product':                                { expect: [200, 200, 200, 200] },
  'GET /api/product/trending':                       { expect: [200, 200, 200, 200] },
  'GET /api/product/search':                         { expect: [200, 200, 200, 200] },
  'GET /api/product/options':                        { expect: [200, 200, 200, 200] },
  'GET /api/product/deals':                          { expect: [200, 200, 200, 200] },
  'GET /api/product/deals/applicable':               { expect: [200, 200, 200, 200] },
  'GET /api/product/related/{id}':                   { expect: [200, 200, 200, 200] },
  'GET /api/product/{id}':                           { expect: [200, 200, 200, 200] },
  'GET /api/product/all':                            { expect: [401, 403, 403, 200] },
  'DELETE /api/product/{id}':                        { expect: [401, 403, 403, 200] },
  'POST /api/product/create-product':                { expect: [401, 403, 403, 400], body: () => ({}) },
  'PATCH /api/product/update-product/{id}':          { expect: [401, 403, 403, 400], body: () => ({}) },
  // The fixture product has no options, and no {variantId} is given (an invalid id for the admin).
  'PUT /api/product/{id}/options':                   { expect: [401, 403, 403, 400], body: () => ({}) },
  'POST /api/product/{id}/variants':                 { expect: [401, 403, 403, 400], body: () => ({}) },
  'PUT /api/product/{id}/variants/order':            { expect: [401, 403, 403, 400], body: () => ({}) },
  'PATCH /api/product/{id}/variants/{variantId}':    { expect: [401, 403, 403, 400], body: () => ({ price: 10 }) },
  'DELETE /api/product/{id}/variants/{variantId}':   { expect: [401, 403, 403, 400] },
  'PATCH /api/product/variants':                     { expect: [401, 403, 403, 400], body: () => ({}) },
  'GET /api/recommended-products':                   { expect: [200, 200, 200, 200] },
  'POST /api/reviews/post-review':                   { expect: [401, 200, 200, 200], body: (w) => ({ comment: 'Lovely', rating: 5, productId: w.productId }) },
  'GET /api/reviews/total-reviews':                  { expect: [200, 200, 200, 200] },
  'GET /api/reviews/{userId}':                       { expect: [401, 403, 200, 200] },
  'POST /api/uploadImage':                           { expect: [401, 415, 415, 415], body: () => ({ image: 'data:image/png;base64,AAAA' }) },
  'POST /api/uploadVideo':                           { expect: [401, 403, 403, 415], body: () => ({ video: 'data:video/webm;base64,AAAA' }) },
  'GET /api/deal':                                   { expect: [200, 200, 200, 200] },
  'PUT /api/deal':                                   { expect: [401, 403, 403, 400], body: () => ({}) },
  'GET /api/deal/categories':                        { expect: [200, 200, 200, 200] },
  'GET /api/reels':                                  { expect: [200, 200, 200, 200] },
  'POST /api/reels':                                 { expect: [401, 403, 403, 400], body: () => ({}) },
  'GET /api/reels/admin':                            { expect: [401, 403, 403, 200] },
  'PUT /api/reels/{id}':                             { expect: [401, 403, 403, 400], body: () => ({}) },
  'DELETE /api/reels/{id}':                          { expect: [401, 403, 403, 200] },
  'PATCH /api/reels/{id}/toggle-status':             { expect: [401, 403, 403, 200] },
  'GET /api/cart/{userId}':                          { expect: [401, 403, 200, 403] },
  'POST /api/cart/add':                              { expect: [401, 201, 201, 201], body: (w) => ({ productId: w.productId, quantity: 1 }) },
  'PUT /api/cart/update/{itemId}':                   { expect: [401, 404, 200, 404], body: () => ({ type: 'increment' }) },
  'DELETE /api/cart/remove/{itemId}':                { expect: [401, 404, 200, 404] },
  'DELETE /api/cart/clear/{userId}':                 { expect: [401, 403, 200, 403] },
  'POST /api/coupon/add':                            { expect: [401, 403, 403, 400], body: () => ({}) },
  'GET /api/coupon':                                 { expect: [401, 403, 403, 200] },
  'DELETE /api/coupon/{id}':                         { expect: [401, 403, 403, 200] },
  'POST /api/coupon/validate':                       { expect: [401, 400, 400, 400], body: () => ({ code: 'NO-SUCH-CODE' }) },
  'POST /api/orders/create-order':                   { expect: [401, 403, 201, 403], body: (w) => ({ products: [{ productId: w.productId, quantity: 1 }], amount: 1100, email: w.user.email, paymentMethod: 'COD' }) },
  'GET /api/orders':                                 { expect: [401, 403, 403, 200] },
  'GET /api/orders/order/{id}':                      { expect: [401, 403, 200, 200] },
  'GET /api/orders/{email}':                         { expect: [401, 403, 200, 200] },
  'PATCH /api/orders/update-order-status/{id}':      { expect: [401, 403, 403, 200], body: () => ({ status: 'processing' }) },
  'DELETE /api/orders/delete-order/{id}':            { expect: [401, 403, 403, 200] },
  'POST /api/payments/paytm/initiate':               { expect: [401, 403, 200, 403], body: (w) => ({ orderId: w.orderId, amount: 1100, customerInfo: { email: w.user.email, phone: '9876543210' } }) },
  'POST /api/payments/paytm/callback':               { expect: [400, 400, 400, 400], form: true, body: () => ({ ORDERID: 'x' }) },
  'POST /api/payments/paytm/status':                 { expect: [401, 403, 200, 403], body: (w) => ({ orderId: w.orderId }) },
  'POST /api/payments/cancel-abandoned-order':       { expect: [401, 403, 200, 403], body: (w) => ({ orderId: w.orderId, reason: 'Changed my mind' }) },
  'GET /api/payments/user-payments/{email}':         { expect: [401, 403, 200, 200] },
  'POST /api/orders/confirm-payment':                { expect: [401, 403, 200, 403], body: (w) => ({ session_id: w.orderId }) },
  'GET /api/stats/user-stats/{id}':                  { expect: [401, 403, 200, 200] },
  'GET /api/stats/admin-stats':                      { expect: [401, 403, 403, 200] },
  'GET /api/stats/pageviews':                        { expect: [401, 403, 403, 200] },
  'POST /api/analytics/pageview':                    { expect: [204, 204, 204, 204], body: () => ({ route: '/', path: '/' }) },
  'GET /api/stock/low':                              { expect: [401, 403, 403, 200] },
  'GET /api/stock/history':                          { expect: [401, 403, 403, 200] },
  'PUT /api/stock/{productId}':                      { expect: [401, 403, 403, 400], body: () => ({}) },
  'POST /api/orders/{id}/shipments':                 { expect: [401, 403, 403, 400], body: () => ({}) },
  'PUT /api/orders/{id}/shipments/{shipmentId}':     { expect: [401, 403, 403, 404], body: () => ({ courier: 'dtdc', awb: 'D1234567' }) },
  'DELETE /api/orders/{id}/shipments/{shipmentId}':  { expect: [401, 403, 403, 404] },
  'GET /api/couriers':                               { expect: [200, 200, 200, 200] },
  // The fixture order is unpaid cash on delivery: no invoice or credit note has been issued.
  'GET /api/orders/order/{id}/invoice':              { expect: [401, 403, 404, 404] },
  'GET /api/orders/order/{id}/invoice/pdf':          { expect: [401, 403, 404, 404] },
  'GET /api/orders/order/{id}/credit-note':          { expect: [401, 403, 404, 404] },
  'GET /api/orders/order/{id}/credit-note/pdf':      { expect: [401, 403, 404, 404] },
  'POST /api/payments/refunds':                      { expect: [401, 403, 403, 400], body: () => ({}) },
  'GET /api/payments/refunds':                       { expect: [401, 403, 403, 200] },
  'POST /api/payments/refunds/{refundId}/check':     { expect: [401, 403, 403, 404] },
  // The fixture order is not delivered, so its owner cannot return it yet; {id} of /api/returns is no return.
  'POST /api/orders/order/{id}/returns':             { expect: [401, 403, 409, 403], body: () => ({ lines: [{ itemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }], reason: 'Cracked' }) },
  'GET /api/orders/order/{id}/returns':              { expect: [401, 403, 200, 200] },
  'POST /api/returns/photos':                        { expect: [401, 415, 415, 415], body: () => ({ image: 'data:image/png;base64,AAAA' }) },
  'GET /api/returns':                                { expect: [401, 403, 403, 200] },
  'POST /api/returns/{id}/approve':                  { expect: [401, 403, 403, 404] },
  'POST /api/returns/{id}/refuse':                   { expect: [401, 403, 403, 404], body: () => ({ note: 'Worn' }) },
  'GET /api/returns/{id}/credit-note/pdf':           { expect: [401, 404, 404, 404] },
  'GET /api/analytics/script.js':                    { expect: [200, 200, 200, 200] },
  // The path ids name no endpoint or delivery: the admin passes the guard and gets 404.
  'GET /api/webhooks/endpoints':                     { expect: [401, 403, 403, 200] },
  'POST /api/webhooks/endpoints':                    { expect: [401, 403, 403, 400], body: () => ({}) },
  'PATCH /api/webhooks/endpoints/{id}':              { expect: [401, 403, 403, 404], body: () => ({ description: 'Matrix' }) },
  'DELETE /api/webhooks/endpoints/{id}':             { expect: [401, 403, 403, 404] },
  'GET /api/webhooks/endpoints/{id}/deliveries':     { expect: [401, 403, 403, 404] },
  'POST /api/webhooks/deliveries/{id}/resend':       { expect: [401, 403, 403, 404] },
  // Keys are made and read by admins only; the path id names no key (404 for the admin).
  'GET /api/api-keys':                               { expect: [401, 403, 403, 200] },
  'POST /api/api-keys':                              { expect: [401, 403, 403, 400], body: () => ({}) },
  'POST /api/api-keys/{id}/rotate':                  { expect: [401, 403, 403, 404] },
  'POST /api/api-keys/{id}/revoke':                  { expect: [401, 403, 403, 404] },
  'GET /api/api-keys/audit':                         { expect: [401, 403, 403, 200] },
  // The initiate row started B's sandbox payment; abandoning it changes nothing for a cancelled order.
  // Public: no query names an address, so every caller gets the same 400 (the suite covers the rest).
  'GET /api/sandbox/sign-up-code':                   { expect: [400, 400, 400, 400] },
  // Tracking is public: the path names no signed link, the body no order.
  'GET /api/track/{token}':                          { expect: [400, 400, 400, 400] },
  'POST /api/track':                                 { expect: [400, 400, 400, 400], body: () => ({}) },
  // Only the order's shopper pays again or cancels it (B's order is cancelled already: 409).
  'POST /api/payments/paytm/pay-again':              { expect: [401, 403, 200, 403], body: (w) => ({ orderId: w.orderId }) },
  'POST /api/orders/order/{id}/cancel':              { expect: [401, 403, 409, 403], body: () => ({}) },
  // The shop's settings: anyone reads them, admins change them.
  'GET /api/settings':                               { expect: [200, 200, 200, 200] },
  'PUT /api/settings':                               { expect: [401, 403, 403, 400], body: () => ({}) },
  'GET /api/settings/edit':                          { expect: [401, 403, 403, 200] },
  'POST /api/settings/preview':                      { expect: [401, 403, 403, 200], body: () => ({ markdown: '**Hello**' }) },
  'POST /api/sandbox/payments/{orderId}/settle':     { expect: [401, 403, 200, 403], body: () => ({ outcome: 'abandoned' }) },
};

const CALLERS: Caller[] = ['anonymous', 'other', 'user', 'admin'];

/**
 * What an API key with every scope gets, from the document alone: the admin's answer where the
 * operation names a scope (`x-scopes`), the anonymous caller's on a public route (a key is no one
 * there), and 403 on every other route (a shopper's, the keys' own, the settings).
 */
function keyExpectation(operation: { path: string; method: string }, row: Row): number {
  const spec = OPENAPI.paths[operation.path][operation.method] as { security?: object[]; 'x-scopes'?: string[] };
  if (spec['x-scopes']) return row[3];
  const publicRoute =
    !spec.security?.length || spec.security.some((requirement) => Object.keys(requirement).length === 0);
  return publicRoute ? row[0] : 403;
}

/** B's resources: the ids and e-mail the path names are always user B's (or the shop's). */
function pathValues(path: string, world: World): Record<string, string> {
  const id = path.startsWith('/api/auth/users/')
    ? world.victim.id
    : path.startsWith('/api/product')
      ? world.productId
      : path.startsWith('/api/reels/')
        ? world.reelId
        : path.startsWith('/api/coupon/')
          ? world.couponId
          : path.startsWith('/api/stats/user-stats/')
            ? world.user.id
            : world.orderId;
  return {
    id,
    userId: world.user.id,
    itemId: world.cartItemId,
    email: world.user.email,
    productId: world.productId,
    orderId: world.orderId,
    shipmentId: '00000000-0000-4000-8000-000000000000',
    refundId: '00000000-0000-4000-8000-000000000000',
  };
}

describe('authorization matrix from docs/openapi.json', () => {
  let shop: TestApp;
  let world: World;

  let apiKey: string;

  beforeAll(async () => {
    shop = await startTestApp();
    world = await buildWorld(shop);
    const made = await shop
      .http()
      .post('/api/api-keys')
      .set('Authorization', `Bearer ${await world.tokenFor('admin')}`)
      .send({ name: 'matrix', scopes: API_KEY_SCOPES })
      .expect(201);
    apiKey = made.body.secret;
  });

  afterAll(async () => {
    await shop.close();
  });

  const all = operations();

  it('has a row for every operation of the document, and none for operations it lacks', () => {
    expect(all.map((operation) => operation.key).filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !all.some((operation) => operation.key === key))).toEqual([]);
  });

  it.each(all.map((operation) => [operation.key, operation] as const))('%s', async (key, operation) => {
    const row = MATRIX[key];
    if (!row) return;
    const seen: number[] = [];
    for (const caller of [...CALLERS, 'key' as const]) {
      // Each caller meets the same shop: what the one before removed or changed is put back.
      await world.restore();
      const token = caller === 'key' ? apiKey : await world.tokenFor(caller);
      let call = shop.http()[operation.method](fillPath(operation.path, pathValues(operation.path, world)));
      if (token) call = call.set('Authorization', `Bearer ${token}`);
      const body = row.body?.(world);
      if (row.form) call = call.type('form');
      if (body !== undefined) call = call.send(body);
      seen.push((await call).status);
    }
    expect({ key, statuses: seen }).toEqual({ key, statuses: [...row.expect, keyExpectation(operation, row.expect)] });
  });
});
