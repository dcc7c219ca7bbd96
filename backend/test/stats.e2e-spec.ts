import { DataSource } from 'typeorm';
import { MONTHLY_EARNINGS } from '../src/modules/stats/stats.service';
import { shopYear } from '../src/common/india-calendar';
import { addDefaultVariants } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(60_000);

interface OrderRow {
  userId: string | null;
  email: string;
  status: 'pending' | 'processing' | 'shipped' | 'completed' | 'cancelled';
  method: 'COD' | 'UPI';
  payment: 'unpaid' | 'paid' | 'failed' | 'refunded';
  amount: string;
  /** An instant with its offset, e.g. 2025-03-31T23:30:00+05:30 */
  at: string;
  quantities: number[];
}

const YEAR = shopYear();
const LAST_YEAR = YEAR - 1;

describe('shop and shopper statistics', () => {
  let shop: TestApp;
  let db: DataSource;
  let admin: { id: string; token: string };
  let alice: { id: string; email: string; token: string };
  let bob: { id: string; email: string; token: string };
  let productIds: string[];

  const get = (path: string, token?: string) => {
    const request = shop.http().get(path);
    return token ? request.set('Authorization', `Bearer ${token}`) : request;
  };

  async function insertOrder(order: OrderRow): Promise<void> {
    const [{ id }] = await db.query<{ id: string }[]>(
      `INSERT INTO orders (user_id, email, status, payment_method, payment_status, subtotal, tax, amount,
                           shipping_address, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 0, $6, '{}'::jsonb, $7::timestamptz) RETURNING id`,
      [order.userId, order.email, order.status, order.method, order.payment, order.amount, order.at],
    );
    for (const [index, quantity] of order.quantities.entries()) {
      await db.query(
        `INSERT INTO order_items (order_id, product_id, name, unit_price, original_price, quantity)
         VALUES ($1, $2, 'Item', 1, 1, $3)`,
        [id, productIds[index % productIds.length], quantity],
      );
    }
  }

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    const account = async (role: 'user' | 'admin') => {
      const { user, token } = await shop.createUser({ role });
      return { id: user.id, email: user.email, token };
    };
    admin = await account('admin');
    alice = await account('user');
    bob = await account('user');

    productIds = (
      await db.query<{ id: string }[]>(
        `INSERT INTO products (name, category, price, image)
         VALUES ('Round Mirror', 'Mirrors', 1200, '/uploads/a.png'), ('Oak Table', 'Tables', 5400, '/uploads/b.png')
         RETURNING id`,
      )
    ).map((row) => row.id);
    await addDefaultVariants(db);
    await db.query(
      `INSERT INTO reviews (product_id, user_id, rating, comment, created_at) VALUES
         ($1, $3, 5, 'Lovely', make_timestamptz($5, 5, 2, 12, 0, 0, 'Asia/Kolkata')),
         ($2, $3, 4, 'Sturdy', make_timestamptz($5, 5, 20, 12, 0, 0, 'Asia/Kolkata')),
         ($1, $4, 3, 'Fine', make_timestamptz($5, 6, 1, 12, 0, 0, 'Asia/Kolkata'))`,
      [productIds[0], productIds[1], alice.id, bob.id, YEAR],
    );

    const a = { userId: alice.id, email: alice.email };
    const orders: OrderRow[] = [
      // Counted for the shop and for Alice. 23:30 IST on 31 March is March.
      {
        ...a,
        status: 'completed',
        method: 'UPI',
        payment: 'paid',
        amount: '1000.00',
        at: `${YEAR}-03-31T23:30:00+05:30`,
        quantities: [2],
      },
      // Delivered cash on delivery: counted for both. 00:30 IST on 1 April is April (still March in UTC).
      {
        ...a,
        status: 'completed',
        method: 'COD',
        payment: 'unpaid',
        amount: '500.50',
        at: `${YEAR}-04-01T00:30:00+05:30`,
        quantities: [1],
      },
      // Cash still to be collected: shop earnings yes, Alice's payments no.
      {
        ...a,
        status: 'shipped',
        method: 'COD',
        payment: 'unpaid',
        amount: '200.00',
        at: `${YEAR}-04-15T10:00:00+05:30`,
        quantities: [3],
      },
      // Never counted: unpaid UPI, cancelled (even when paid), refunded, failed.
      {
        ...a,
        status: 'pending',
        method: 'UPI',
        payment: 'unpaid',
        amount: '300.00',
        at: `${YEAR}-04-16T10:00:00+05:30`,
        quantities: [5],
      },
      {
        ...a,
        status: 'cancelled',
        method: 'UPI',
        payment: 'paid',
        amount: '400.00',
        at: `${YEAR}-04-17T10:00:00+05:30`,
        quantities: [5],
      },
      {
        ...a,
        status: 'cancelled',
        method: 'COD',
        payment: 'unpaid',
        amount: '250.00',
        at: `${YEAR}-04-18T10:00:00+05:30`,
        quantities: [5],
      },
      {
        ...a,
        status: 'completed',
        method: 'UPI',
        payment: 'refunded',
        amount: '150.00',
        at: `${YEAR}-04-19T10:00:00+05:30`,
        quantities: [5],
      },
      {
        ...a,
        status: 'cancelled',
        method: 'UPI',
        payment: 'failed',
        amount: '99.00',
        at: `${YEAR}-04-20T10:00:00+05:30`,
        quantities: [5],
      },
      // The order of a deleted account that had Alice's e-mail is not hers: ownership is by account.
      {
        userId: null,
        email: alice.email,
        status: 'processing',
        method: 'UPI',
        payment: 'paid',
        amount: '50.00',
        at: `${YEAR}-02-10T10:00:00+05:30`,
        quantities: [1],
      },
      // Bob: 00:10 IST on 1 January is January of this year (31 December in UTC).
      {
        userId: bob.id,
        email: bob.email,
        status: 'shipped',
        method: 'UPI',
        payment: 'paid',
        amount: '700.25',
        at: `${YEAR}-01-01T00:10:00+05:30`,
        quantities: [1, 1],
      },
      // Bob, last year's December at 23:50 IST: all-time total only.
      {
        userId: bob.id,
        email: bob.email,
        status: 'completed',
        method: 'UPI',
        payment: 'paid',
        amount: '80.00',
        at: `${LAST_YEAR}-12-31T23:50:00+05:30`,
        quantities: [1],
      },
    ];
    for (const order of orders) await insertOrder(order);
  });

  afterAll(async () => {
    await shop.close();
  });

  const months = (values: Record<number, number>) =>
    ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((name, index) => ({
      month: index + 1,
      name,
      earnings: values[index + 1] ?? 0,
    }));

  describe('admin stats', () => {
    it('adds up the shop, with India months for the current year', async () => {
      const res = await get('/api/stats/admin-stats', admin.token).expect(200);
      expect(res.body).toEqual({
        totalEarnings: 2530.75,
        totalOrders: 11,
        // The configured admin, the admin and the two shoppers of this test.
        totalUsers: 4,
        totalProducts: 2,
        totalReviews: 3,
        monthlyEarnings: months({ 1: 700.25, 2: 50, 3: 1000, 4: 700.5 }),
      });
    });

    it('answers any year, months without earnings as 0', async () => {
      const last = await get(`/api/stats/admin-stats?year=${LAST_YEAR}`, admin.token).expect(200);
      expect(last.body.monthlyEarnings).toEqual(months({ 12: 80 }));
      expect(last.body.totalEarnings).toBe(2530.75);
      const empty = await get('/api/stats/admin-stats?year=2001', admin.token).expect(200);
      expect(empty.body.monthlyEarnings).toEqual(months({}));
    });

    it('rejects an invalid year with 400', async () => {
      for (const year of ['abc', '2024.5', '1999', '2101', '']) {
        const res = await get(`/api/stats/admin-stats?year=${year}`, admin.token);
        expect([year, res.status]).toEqual([year, 400]);
      }
    });

    it('is for admins only', async () => {
      await get('/api/stats/admin-stats').expect(401);
      await get('/api/stats/admin-stats', alice.token).expect(403);
    });

    it("counts each connection's changes in a slot of its own: its pid modulo 64", async () => {
      const functions = await db.query<{ name: string; slots: string[] }[]>(
        `SELECT proname AS name, array(SELECT (regexp_matches(prosrc, 'pg_backend_pid\\(\\) % (\\d+)', 'g'))[1]) AS slots
         FROM pg_proc WHERE prosrc LIKE '%pg_backend_pid()%' ORDER BY proname`,
      );
      expect(functions).toEqual([
        { name: 'shop_count', slots: ['64'] },
        { name: 'shop_orders_deleted', slots: ['64', '64'] },
        { name: 'shop_orders_insertd', slots: ['64', '64'] },
        { name: 'shop_orders_updated', slots: ['64', '64'] },
      ]);
      const written = await db.transaction(async (manager) => {
        await manager.query(`SELECT shop_count('test:slot', 1)`);
        return manager.query<{ slot: number; pid: number }[]>(
          `SELECT slot, pg_backend_pid() AS pid FROM shop_counters WHERE name = 'test:slot'`,
        );
      });
      expect(written).toEqual([{ slot: written[0].pid % 64, pid: written[0].pid }]);
      await db.query(`DELETE FROM shop_counters WHERE name = 'test:slot'`);
    });

    it('sums months through the partial earnings index', async () => {
      const plan = await db.transaction(async (manager) => {
        await manager.query('SET LOCAL enable_seqscan = off');
        const rows = await manager.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${MONTHLY_EARNINGS}`, [YEAR]);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('orders_earnings_created_idx');
    });
  });

  it('describes its responses in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json').expect(200)).body;
    const okSchema = (path: string) => doc.paths[path].get.responses['200'].content['application/json'].schema.$ref;
    expect(okSchema('/api/stats/admin-stats')).toBe('#/components/schemas/AdminStatsDto');
    expect(okSchema('/api/stats/user-stats/{id}')).toBe('#/components/schemas/UserStatsDto');
    expect(okSchema('/api/stats/pageviews')).toBe('#/components/schemas/PageViewsReportDto');
    expect(doc.paths['/api/analytics/pageview'].post.tags).toEqual(['analytics']);
    expect(Object.keys(doc.components.schemas.AdminStatsDto.properties)).toEqual([
      'totalEarnings',
      'totalOrders',
      'totalUsers',
      'totalProducts',
      'totalReviews',
      'monthlyEarnings',
    ]);
  });

  describe('user stats', () => {
    const aliceMonthly = [
      { month: 'Jan', payments: 0, orders: 0, reviews: 0 },
      { month: 'Feb', payments: 0, orders: 0, reviews: 0 },
      { month: 'Mar', payments: 1000, orders: 1, reviews: 0 },
      // Not cancelled: delivered COD, COD on its way, unpaid UPI and the refunded one.
      { month: 'Apr', payments: 500.5, orders: 4, reviews: 0 },
      { month: 'May', payments: 0, orders: 0, reviews: 2 },
      ...['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((month) => ({
        month,
        payments: 0,
        orders: 0,
        reviews: 0,
      })),
    ];

    it("gives a shopper their payments, reviews, items and this year's activity", async () => {
      const res = await get(`/api/stats/user-stats/${alice.id}`, alice.token).expect(200);
      expect(res.body).toEqual({
        totalPayments: 1500.5,
        totalReviews: 2,
        totalPurchasedProducts: 3,
        monthly: aliceMonthly,
      });
    });

    it("lets an admin read anyone's stats", async () => {
      const res = await get(`/api/stats/user-stats/${bob.id}`, admin.token).expect(200);
      expect(res.body).toMatchObject({ totalPayments: 780.25, totalReviews: 1, totalPurchasedProducts: 3 });
      expect(res.body.monthly[0]).toEqual({ month: 'Jan', payments: 700.25, orders: 1, reviews: 0 });
      expect(res.body.monthly[5]).toEqual({ month: 'Jun', payments: 0, orders: 0, reviews: 1 });
    });

    it('answers zeros for a shopper without activity', async () => {
      const res = await get(`/api/stats/user-stats/${admin.id}`, admin.token).expect(200);
      expect(res.body).toMatchObject({ totalPayments: 0, totalReviews: 0, totalPurchasedProducts: 0 });
      expect(res.body.monthly).toHaveLength(12);
    });

    it("keeps a shopper out of another's stats", async () => {
      await get(`/api/stats/user-stats/${alice.id}`).expect(401);
      await get(`/api/stats/user-stats/${alice.id}`, bob.token).expect(403);
    });

    it('answers 400 for an invalid id and 404 for an unknown user', async () => {
      const bad = await get('/api/stats/user-stats/not-a-uuid', alice.token).expect(400);
      expect(bad.body.message).toBe('Invalid user id');
      await get('/api/stats/user-stats/00000000-0000-4000-8000-000000000000', admin.token).expect(404);
    });
  });
});
