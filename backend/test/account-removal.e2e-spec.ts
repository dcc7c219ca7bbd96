import { ProductsService } from '../src/modules/catalog/products.service';
import { startTestApp, TestApp } from './harness';

describe('deleting an account', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it("removes the user's reviews and recomputes the ratings of the products they rated", async () => {
    const admin = await shop.createUser({ role: 'admin' });
    const product = await shop.app
      .get(ProductsService)
      .create({ name: 'Brass Urli Bowl', category: 'Table Decor', price: '1499.00', image: '/uploads/x.webp' }, null);
    const fan = await shop.createUser();
    const critic = await shop.createUser();
    const review = (token: string, rating: number) =>
      shop
        .http()
        .post('/api/reviews/post-review')
        .set('Authorization', `Bearer ${token}`)
        .send({ productId: product.id, rating, comment: 'Seen in person' })
        .expect(200);
    await review(fan.token, 5);
    await review(critic.token, 1);
    const before = await shop.http().get(`/api/product/${product.id}`).expect(200);
    expect(before.body.product).toMatchObject({ rating: 3, reviewCount: 2 });

    await shop
      .http()
      .delete(`/api/auth/users/${critic.user.id}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);

    const after = await shop.http().get(`/api/product/${product.id}`).expect(200);
    expect(after.body.product).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(after.body.reviews).toHaveLength(1);
  });
});
