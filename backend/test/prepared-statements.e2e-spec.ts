import { DataSource, EntityManager } from 'typeorm';
import { insertTogether } from '../src/database/insert-together';
import { prepared } from '../src/database/prepared';
import { CartItem } from '../src/modules/cart/cart-item.entity';
import { createProduct } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(120_000);

/** The statements prepared on the connection `manager` runs on, with how often each ran. */
async function preparedHere(manager: EntityManager): Promise<{ name: string; statement: string; runs: number }[]> {
  return manager.query(
    `SELECT name, statement, (custom_plans + generic_plans)::int AS runs FROM pg_prepared_statements ORDER BY name`,
  );
}

/**
 * The statements every cart change and checkout runs are parsed and planned once per
 * connection (database/prepared.ts): on the database the shop runs on (PGlite, or the
 * PostgreSQL server in DATABASE_URL), through TypeORM's query methods.
 */
describe('prepared statements', () => {
  let shop: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
  });

  afterAll(async () => {
    await shop.close();
  });

  it('prepares a statement on its first run on a connection and runs it again by name', async () => {
    const sum = prepared('SELECT $1::int + $2::int AS total');
    await db.transaction(async (manager) => {
      expect(await manager.query(sum, [40, 2])).toEqual([{ total: 42 }]);
      expect(await manager.query(sum, [1, 2])).toEqual([{ total: 3 }]);
      const mine = (await preparedHere(manager)).filter((row) => row.statement === String(sum));
      expect(mine).toEqual([{ name: expect.stringMatching(/^shop_[0-9a-f]{24}$/), statement: String(sum), runs: 2 }]);
    });
  });

  it('fails as any query does: a QueryFailedError with the SQL and PostgreSQL error', async () => {
    const broken = prepared('SELECT 1 / $1::int AS x');
    await expect(db.query(broken, [0])).rejects.toMatchObject({
      name: 'QueryFailedError',
      message: 'division by zero',
      query: broken,
    });
    expect(await db.query(broken, [1])).toEqual([{ x: 1 }]);
  });

  it('inserts rows of any number with one statement text, and keeps their order', async () => {
    const { user } = await shop.createUser();
    const products: string[] = [];
    for (let i = 0; i < 4; i += 1) products.push(await createProduct(shop, { price: '100.00' }));
    await db.transaction(async (manager) => {
      const lines = (ids: string[], quantity: number) =>
        ids.map((productId) => ({ userId: user.id, productId, quantity }));
      const [one] = await insertTogether(manager, [{ entity: CartItem, rows: lines(products.slice(0, 1), 1) }]);
      const [three] = await insertTogether(manager, [{ entity: CartItem, rows: lines(products.slice(1), 7) }]);
      expect(one).toHaveLength(1);
      expect(three).toHaveLength(3);
      const stored: { id: string; product_id: string; quantity: number }[] = await manager.query(
        `SELECT id, product_id, quantity FROM cart_items WHERE user_id = $1`,
        [user.id],
      );
      // Each generated id belongs to the row given at its place.
      const byId = new Map(stored.map((row) => [row.id, row]));
      [...one, ...three].forEach((generated, i) => {
        expect(byId.get(generated.id as string)).toMatchObject({ product_id: products[i], quantity: i === 0 ? 1 : 7 });
      });
      const inserts = (await preparedHere(manager)).filter((row) => row.statement.includes('INSERT INTO "cart_items"'));
      expect(inserts).toEqual([expect.objectContaining({ runs: 2 })]);
    });
  });

  it('refuses rows of one part that set different properties', async () => {
    const { user } = await shop.createUser();
    const productId = await createProduct(shop, { price: '100.00' });
    const other = await createProduct(shop, { price: '100.00' });
    await expect(
      db.transaction((manager) =>
        insertTogether(manager, [
          {
            entity: CartItem,
            rows: [
              { userId: user.id, productId, quantity: 2 },
              { userId: user.id, productId: other },
            ],
          },
        ]),
      ),
    ).rejects.toThrow('insertTogether: the rows of a part must all set quantity');
  });
});
