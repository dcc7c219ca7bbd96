import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseServer } from '../src/database/database-server';
import { EmbeddedTemplate } from '../src/database/embedded-template';
import { UsersService } from '../src/modules/auth/users.service';
import { bearer, createProduct } from './checkout-fixtures';
import { startTestApp } from './harness';

/** The bare-machine path: no DATABASE_URL, no REDIS_URL. */
describe('embedded runtime (PGlite + in-process scheduler)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-embedded-'));

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('boots, serves health and keeps its data across a restart', async () => {
    // The build makes the migrated template a new data directory starts from (npm ci runs it).
    expect(await new EmbeddedTemplate().isCurrent()).toBe(true);
    const first = await startTestApp({ embedded: true, dataDir });
    expect(first.app.get(DatabaseServer).copiedFromTemplate).toBe(true);
    const health = await first.http().get('/api/health').expect(200);
    expect(health.body).toEqual({ status: 'ok', db: 'up', queue: 'in-process' });
    await first.createUser({ email: 'kept@example.com' });
    await first.close({ keepData: true });

    const second = await startTestApp({ embedded: true, dataDir });
    try {
      expect(second.app.get(DatabaseServer).copiedFromTemplate).toBe(false);
      const user = await second.app.get(UsersService).findByEmail('kept@example.com');
      expect(user?.email).toBe('kept@example.com');
      // Its single connection serves the password reset (no query outside the transaction).
      await second.http().post('/api/auth/forgot-password').send({ email: 'kept@example.com' }).expect(200);
      const reset = second
        .http()
        .post('/api/auth/reset-password')
        .send({ email: 'kept@example.com', otp: '000000', password: 'teak-shelf-and-lamp' })
        .timeout(10_000);
      expect((await reset).status).toBe(400);
    } finally {
      await second.close({ keepData: true });
    }
  }, 60_000);

  it('adds to a cart and raises a line, each answer the whole cart', async () => {
    const shop = await startTestApp({ embedded: true });
    try {
      const { token } = await shop.createUser();
      const mirror = await createProduct(shop, { name: 'Arch mirror', price: '1299.00' });
      const lamp = await createProduct(shop, { name: 'Brass lamp', price: '450.50' });
      const add = (productId: string, quantity: number) =>
        shop
          .http()
          .post('/api/cart/add')
          .set(...bearer(token))
          .send({ productId, quantity })
          .expect(201);
      await add(mirror, 2);
      await add(lamp, 1);
      const raised = await add(mirror, 3);
      const lines = raised.body.products.map((line: { productId: string; quantity: number }) => [
        line.productId,
        line.quantity,
      ]);
      expect(lines).toEqual([
        [mirror, 5],
        [lamp, 1],
      ]);
      expect(raised.body.totalPrice).toBe(5 * 1299 + 450.5);
    } finally {
      await shop.close();
    }
  }, 60_000);
});
