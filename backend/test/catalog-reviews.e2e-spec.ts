import { startTestApp, TestApp } from './harness';

// Booting the shop on an embedded database takes a few seconds.
jest.setTimeout(60_000);

describe('Catalogue: reviews', () => {
  let shop: TestApp;
  let admin: { token: string };
  let alice: { token: string; user: { id: string; username: string } };
  let bob: { token: string; user: { id: string } };
  let productId: string;

  const post = (token: string, body: Record<string, unknown>) =>
    shop.http().post('/api/reviews/post-review').set('Authorization', `Bearer ${token}`).send(body);

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await shop.createUser({ role: 'admin' });
    alice = await shop.createUser({ username: 'Alice' });
    bob = await shop.createUser({ username: 'Bob' });
    const res = await shop
      .http()
      .post('/api/product/create-product')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ name: 'Rattan Mirror', category: 'Mirrors', price: 1500, image: '/uploads/images/r.webp' })
      .expect(201);
    productId = res.body.product.id;
  });

  afterAll(() => shop.close());

  it('averages reviews into the product rating and replaces a second review by the same shopper', async () => {
    await post(alice.token, { productId, rating: 5, comment: 'Lovely', userId: bob.user.id }).expect(200);
    await post(bob.token, { productId, rating: '2', comment: '<img src=x onerror=alert(1)>' }).expect(200);
    let detail = await shop.http().get(`/api/product/${productId}`).expect(200);
    expect(detail.body.product).toMatchObject({ rating: 3.5, reviewCount: 2 });

    const again = await post(alice.token, { productId, rating: 4, comment: 'Still lovely' }).expect(200);
    expect(again.body.review).toMatchObject({ rating: 4, comment: 'Still lovely', userId: alice.user.id });
    detail = await shop.http().get(`/api/product/${productId}`).expect(200);
    expect(detail.body.product).toMatchObject({ rating: 3, reviewCount: 2 });
    expect(detail.body.reviews).toHaveLength(2);
    const byAlice = detail.body.reviews.find((r: { user: { _id: string } }) => r.user._id === alice.user.id);
    expect(byAlice).toMatchObject({ rating: 4, comment: 'Still lovely', user: { username: 'Alice' } });
    const byBob = detail.body.reviews.find((r: { user: { _id: string } }) => r.user._id === bob.user.id);
    expect(byBob.comment).toBe('<img src=x onerror=alert(1)>');
    // Newest first.
    const dates = detail.body.reviews.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('rounds the average to two decimals', async () => {
    const carol = await shop.createUser();
    await post(carol.token, { productId, rating: 4 }).expect(200);
    // 4 + 2 + 4 = 10 / 3
    const detail = await shop.http().get(`/api/product/${productId}`).expect(200);
    expect(detail.body.product).toMatchObject({ rating: 3.33, reviewCount: 3 });
  });

  it.each([
    { rating: 0 },
    { rating: 6 },
    { rating: 3.5 },
    { rating: 'five' },
    { comment: 'x'.repeat(1001) },
    { productId: 'not-a-uuid' },
  ])('refuses %j', async (change) => {
    await post(alice.token, { productId, rating: 3, comment: 'ok', ...change }).expect(400);
  });

  it('answers 404 for an unknown product and 401 when signed out', async () => {
    const unknown = await post(alice.token, { productId: '00000000-0000-4000-8000-000000000000', rating: 3 });
    expect(unknown.status).toBe(404);
    await shop.http().post('/api/reviews/post-review').send({ productId, rating: 3 }).expect(401);
  });

  it('counts all reviews for anyone', async () => {
    const res = await shop.http().get('/api/reviews/total-reviews').expect(200);
    expect(res.body).toEqual({ totalReviews: 3 });
  });

  it("shows a shopper's reviews to that shopper and admins only", async () => {
    const own = await shop
      .http()
      .get(`/api/reviews/${alice.user.id}`)
      .set('Authorization', `Bearer ${alice.token}`)
      .expect(200);
    expect(own.body).toHaveLength(1);
    expect(own.body[0]).toMatchObject({ rating: 4, product: { _id: productId, name: 'Rattan Mirror' } });
    await shop.http().get(`/api/reviews/${alice.user.id}`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    await shop.http().get(`/api/reviews/${alice.user.id}`).set('Authorization', `Bearer ${bob.token}`).expect(403);
    await shop.http().get(`/api/reviews/${alice.user.id}`).expect(401);
    await shop.http().get('/api/reviews/nope').set('Authorization', `Bearer ${admin.token}`).expect(400);
  });

  it('drops the reviews with their product', async () => {
    await shop.http().delete(`/api/product/${productId}`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    const res = await shop.http().get('/api/reviews/total-reviews').expect(200);
    expect(res.body).toEqual({ totalReviews: 0 });
  });
});
