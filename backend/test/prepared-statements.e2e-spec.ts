import { DataSource, EntityManager } from 'typeorm';
import { prepared } from '../src/database/prepared';
import { OrdersService } from '../src/modules/orders/orders.service';
import { ADDRESS, createProduct } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';
import { sentSql } from './sent-sql';

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

  it('keeps its connection through a quiet spell, with the statements prepared on it', async () => {
    const pid = prepared('SELECT pg_backend_pid() AS pid');
    const [before] = await db.query<{ pid: number }[]>(pid);
    // Longer than node-postgres keeps an idle connection by default (10 s).
    await new Promise((done) => setTimeout(done, 10_500));
    const [after] = await db.query<{ pid: number }[]>(pid);
    expect(after.pid).toBe(before.pid);
    const [{ runs }] = await db.query<{ runs: number }[]>(
      `SELECT (custom_plans + generic_plans)::int AS runs FROM pg_prepared_statements WHERE statement = $1`,
      [String(pid)],
    );
    expect(runs).toBe(2);
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

  it('sends the checkout’s own SQL that carries values by name', async () => {
    const { user } = await shop.createUser();
    const productId = await createProduct(shop, { price: '100.00' });
    // Only statements with values: those are the shop's own, not BEGIN or COMMIT.
    const sent = await sentSql(
      () =>
        shop.app.get(OrdersService).place(user, {
          products: [{ productId, quantity: 1 }],
          amount: '110.00',
          email: user.email,
          paymentMethod: 'COD',
          shippingAddress: ADDRESS,
        }),
      ({ params }) => params.length > 0,
    );
    // The prices with the deal; the order's rows with the cart, the shopper's name and phone and
    // the stock's lock and move: each parsed once per connection.
    const own = sent.filter((statement) => !statement.sql.startsWith('INSERT INTO "'));
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.filter((statement) => !statement.named).map((statement) => statement.sql)).toEqual([]);
  });
});
