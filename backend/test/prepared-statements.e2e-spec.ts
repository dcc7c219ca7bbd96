import { DataSource, EntityManager } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { writeTogether } from '../src/database/write-together';
import { prepared } from '../src/database/prepared';
import { CartItem } from '../src/modules/cart/cart-item.entity';
import { OrdersService } from '../src/modules/orders/orders.service';
import { ADDRESS, createProduct } from './checkout-fixtures';
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
      const [one] = await writeTogether(manager, [{ entity: CartItem, rows: lines(products.slice(0, 1), 1) }]);
      const [three] = await writeTogether(manager, [{ entity: CartItem, rows: lines(products.slice(1), 7) }]);
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

  it('runs SQL parts in the same statement as inserts and gives back their rows', async () => {
    const { user } = await shop.createUser();
    const [kept, dropped, added] = [
      await createProduct(shop, { price: '100.00' }),
      await createProduct(shop, { price: '100.00' }),
      await createProduct(shop, { price: '100.00' }),
    ];
    await db.transaction(async (manager) => {
      await writeTogether(manager, [
        { entity: CartItem, rows: [kept, dropped].map((productId) => ({ userId: user.id, productId, quantity: 1 })) },
      ]);
      const removing = {
        returns: 'removed',
        sql: (name: string, value: (v: unknown, type: string) => string) =>
          `${name}_removed AS (DELETE FROM cart_items WHERE user_id = ${value(user.id, 'uuid')}
            AND product_id = ${value(dropped, 'uuid')} RETURNING product_id, quantity)`,
      };
      const counting = {
        returns: 'count',
        sql: (name: string, value: (v: unknown, type: string) => string) =>
          `${name}_count AS (SELECT count(*)::int AS lines FROM cart_items WHERE user_id = ${value(user.id, 'uuid')})`,
      };
      const [inserted, removed, [count]] = await writeTogether(manager, [
        { entity: CartItem, rows: [{ userId: user.id, productId: added, quantity: 3 }] },
        removing,
        counting,
      ]);
      expect(inserted).toEqual([expect.objectContaining({ id: expect.any(String) })]);
      expect(removed).toEqual([{ product_id: dropped, quantity: 1 }]);
      // The parts read the snapshot the statement started with: neither the insert nor the delete.
      expect(count).toEqual({ lines: 2 });
      const stored: { product_id: string }[] = await manager.query(
        `SELECT product_id FROM cart_items WHERE user_id = $1 ORDER BY product_id`,
        [user.id],
      );
      expect(stored.map((row) => row.product_id)).toEqual([kept, added].sort());
    });
  });

  it('sends every statement of a checkout that carries values by name', async () => {
    const { user } = await shop.createUser();
    const productId = await createProduct(shop, { price: '100.00' });
    const sent: { sql: string; named: boolean }[] = [];
    const original = PostgresQueryRunner.prototype.query;
    jest.spyOn(PostgresQueryRunner.prototype, 'query').mockImplementation(function (
      this: PostgresQueryRunner,
      ...args: Parameters<PostgresQueryRunner['query']>
    ) {
      if (args[1]?.length) sent.push({ sql: String(args[0]), named: typeof args[0] !== 'string' });
      return original.apply(this, args);
    });
    try {
      await shop.app.get(OrdersService).place(user, {
        products: [{ productId, quantity: 1 }],
        amount: '110.00',
        email: user.email,
        paymentMethod: 'COD',
        shippingAddress: ADDRESS,
      });
    } finally {
      jest.restoreAllMocks();
    }
    // The prices with the deal, and the order's one statement: each parsed once per connection.
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.filter((statement) => !statement.named).map((statement) => statement.sql)).toEqual([]);
  });

  it('refuses rows of one part that set different properties', async () => {
    const { user } = await shop.createUser();
    const productId = await createProduct(shop, { price: '100.00' });
    const other = await createProduct(shop, { price: '100.00' });
    await expect(
      db.transaction((manager) =>
        writeTogether(manager, [
          {
            entity: CartItem,
            rows: [
              { userId: user.id, productId, quantity: 2 },
              { userId: user.id, productId: other },
            ],
          },
        ]),
      ),
    ).rejects.toThrow('writeTogether: the rows of a part must all set quantity');
  });
});
