import { HttpException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../src/common/decorators/auth.decorators';
import { ORDER_MAY_BE_PLACED, OrdersService } from '../src/modules/orders/orders.service';
import { ADDRESS, bearer, createProduct, PRODUCT_STOCK } from './checkout-fixtures';
import { startTestApp, TestApp } from './harness';

jest.setTimeout(120_000);

type Account = { user: AuthUser; token: string };
type Line = { productId: string; quantity: number };

/**
 * Many shoppers placing orders at the same time (OrderPlacements, one transaction per order).
 * Placed here through the service with Promise.all, so that they are certain to meet; each must
 * come out exactly as if it had been placed alone, and stock is never oversold.
 */
describe('orders placed at the same time', () => {
  let shop: TestApp;
  let db: DataSource;
  let orders: OrdersService;
  let shoppers: Account[];

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    orders = shop.app.get(OrdersService);
    shoppers = [];
    for (let i = 0; i < 5; i += 1) shoppers.push(await shop.createUser());
  });

  afterAll(async () => {
    await shop.close();
  });

  async function productWithStock(name: string, stock: number | null): Promise<string> {
    const id = await createProduct(shop, { name, price: '1000.00' });
    await db.query(`UPDATE product_variants SET stock = $2 WHERE product_id = $1`, [id, stock]);
    return id;
  }

  /** COD at 1000.00 a piece, 10% tax on top. */
  const place = ({ user }: Account, lines: Line[], key?: string) =>
    orders.place(
      user,
      {
        products: lines,
        amount: (lines.reduce((sum, line) => sum + line.quantity, 0) * 1100).toFixed(2),
        email: user.email,
        paymentMethod: 'COD',
        shippingAddress: ADDRESS,
      },
      key,
    );

  const query = <T>(sql: string, params: unknown[]): Promise<T[]> => db.query(sql, params);

  /** An enabled webhook endpoint that wants placed orders; answers its id. */
  async function orderEndpoint(path: string): Promise<string> {
    const [endpoint] = await query<{ id: string }>(
      `INSERT INTO webhook_endpoints (url, secret, events, enabled)
       VALUES ($1, 'group-test-secret', ARRAY['order.created'], true) RETURNING id`,
      [`http://127.0.0.1:9${path}`],
    );
    return endpoint.id;
  }

  function expectAllLost(outcomes: PromiseSettledResult<unknown>[]): void {
    for (const outcome of outcomes) {
      // The shopper is told the order may have been placed, and how to find out.
      expect(outcome).toMatchObject({ status: 'rejected', reason: { message: ORDER_MAY_BE_PLACED } });
    }
  }

  /** The first three shoppers hold one order each of the product: placed again, one would be here twice. */
  async function expectPlacedOnceEach(productId: string): Promise<void> {
    const rows = await query<{ user_id: string }>(
      `SELECT o.user_id FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.product_id = $1`,
      [productId],
    );
    const owners = shoppers.slice(0, 3).map(({ user }) => user.id);
    expect(rows.map((row) => row.user_id).sort()).toEqual(owners.sort());
  }

  it('writes each of the orders placed at once with its own lines, timeline, payment, stock and cart', async () => {
    const vase = await productWithStock('Blue pottery vase', 10);
    const lantern = await productWithStock('Jaali lantern', null);
    const rug = await productWithStock('Dhurrie rug', 4);
    const group = shoppers.slice(0, 4);
    for (const { user } of group) {
      await db.query(
        `INSERT INTO cart_items (user_id, product_id, variant_id, quantity)
         SELECT $1, product_id, id, 1 FROM product_variants WHERE product_id IN ($2, $3, $4)`,
        [user.id, vase, lantern, rug],
      );
    }
    // Read once before, so that the cached answers must be dropped when the orders are placed.
    const cartOf = ({ user, token }: Account) =>
      shop
        .http()
        .get(`/api/cart/${user.id}`)
        .set(...bearer(token))
        .expect(200);
    const cartLines = async (shopper: Account) =>
      ((await cartOf(shopper)).body.products as { productId: string }[]).map((line) => line.productId).sort();
    const vaseStock = async () =>
      (await shop.http().get(`/api/product/${vase}`).expect(200)).body.product.stock as number;
    expect(await cartLines(group[0])).toEqual([vase, lantern, rug].sort());
    expect(await vaseStock()).toBe(10);

    const placed = await Promise.all(
      group.map((shopper, i) =>
        place(shopper, [
          { productId: vase, quantity: i + 1 },
          { productId: lantern, quantity: 1 },
        ]),
      ),
    );
    const ids = placed.map(({ order }) => order.id);

    for (const [i, { order }] of placed.entries()) {
      expect(order).toMatchObject({ userId: group[i].user.id, status: 'pending', amount: (i + 2) * 1100 });
      expect(order.products.map((line) => [line.productId, line.quantity])).toEqual([
        [vase, i + 1],
        [lantern, 1],
      ]);
      const [row] = await query<{ items: number; payments: number; history: number; amount: string }>(
        `SELECT (SELECT count(*)::int FROM order_items WHERE order_id = o.id) AS items,
                (SELECT count(*)::int FROM payments WHERE order_id = o.id AND amount = o.amount) AS payments,
                (SELECT count(*)::int FROM order_status_history WHERE order_id = o.id) AS history,
                o.amount
         FROM orders o WHERE o.id = $1 AND o.user_id = $2`,
        [order.id, group[i].user.id],
      );
      expect(row).toEqual({ items: 2, payments: 1, history: 1, amount: ((i + 2) * 1100).toFixed(2) });
      const lines = await query<{ product_id: string; quantity: number }>(
        `SELECT product_id, quantity FROM order_items WHERE order_id = $1 ORDER BY position`,
        [order.id],
      );
      expect(lines).toEqual([
        { product_id: vase, quantity: i + 1 },
        { product_id: lantern, quantity: 1 },
      ]);
    }

    // 10 - (1 + 2 + 3 + 4): every piece taken once, each order's movement with the count after it.
    expect((await query<{ stock: number }>(PRODUCT_STOCK, [vase]))[0].stock).toBe(0);
    const moves = await query<{ order_id: string; change: number; stock_after: number }>(
      `SELECT order_id, change, stock_after FROM stock_movements WHERE product_id = $1 AND reason = 'order'`,
      [vase],
    );
    expect(moves).toHaveLength(4);
    for (const [i, id] of ids.entries()) {
      expect(moves.find((move) => move.order_id === id)?.change).toBe(-(i + 1));
    }
    let left = 10;
    for (const move of [...moves].sort((a, b) => b.stock_after - a.stock_after)) {
      left += move.change;
      expect(move.stock_after).toBe(left);
    }

    // Each cart lost the ordered products and kept the rest.
    const carts = await query<{ user_id: string; product_id: string }>(
      `SELECT user_id, product_id FROM cart_items WHERE user_id = ANY($1)`,
      [group.map(({ user }) => user.id)],
    );
    expect(carts.map((line) => line.product_id)).toEqual([rug, rug, rug, rug]);
    // And the answers cached before say so at once.
    expect(await cartLines(group[0])).toEqual([rug]);
    expect(await vaseStock()).toBe(0);
  });

  it('gives the last pieces to the first orders and answers the rest 409 naming the product', async () => {
    const lamp = await productWithStock('Brass diya lamp', 3);
    const logged = jest.spyOn(console, 'log');
    const outcomes = await Promise.allSettled(
      shoppers.map((shopper) => place(shopper, [{ productId: lamp, quantity: 1 }])),
    );
    // Refused on the locked count, before anything was written: not a failed query to log.
    const failedQueries = logged.mock.calls.filter((call) => String(call[0]).includes('query failed'));
    logged.mockRestore();
    expect(failedQueries).toEqual([]);
    const placed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(2);
    for (const error of refused) {
      expect(error).toBeInstanceOf(HttpException);
      expect((error as HttpException).getStatus()).toBe(409);
      expect((error as HttpException).message).toBe('Sorry, "Brass diya lamp" is out of stock.');
    }
    expect((await query<{ stock: number }>(PRODUCT_STOCK, [lamp]))[0].stock).toBe(0);
    const [{ n }] = await query<{ n: number }>(
      `SELECT count(DISTINCT order_id)::int AS n FROM order_items WHERE product_id = $1`,
      [lamp],
    );
    expect(n).toBe(3);
  });

  it('places one order for the same Idempotency-Key sent twice at once, beside another shopper’s order', async () => {
    const mirror = await productWithStock('Arch mirror', 10);
    const key = randomUUID();
    const lines = [{ productId: mirror, quantity: 2 }];
    const [first, again, other] = await Promise.all([
      place(shoppers[0], lines, key),
      place(shoppers[0], lines, key),
      place(shoppers[1], lines),
    ]);
    expect(again.order.id).toBe(first.order.id);
    expect([first.changed, again.changed].sort()).toEqual([false, true]);
    expect(other.order.id).not.toBe(first.order.id);
    const rows = await query<{ id: string }>(`SELECT id FROM orders WHERE idempotency_key = $1`, [key]);
    expect(rows).toEqual([{ id: first.order.id }]);
    // The repeat took no pieces: its stock moves rolled back with it.
    expect((await query<{ stock: number }>(PRODUCT_STOCK, [mirror]))[0].stock).toBe(6);
    const moves = await query<{ order_id: string }>(
      `SELECT order_id FROM stock_movements WHERE product_id = $1 AND reason = 'order' ORDER BY order_id`,
      [mirror],
    );
    expect(moves.map((move) => move.order_id)).toEqual([first.order.id, other.order.id].sort());
  });

  it('does not place orders again when the answer to their commit is lost: each answers the error', async () => {
    const endpoint = await orderEndpoint('/commit');
    const stool = await productWithStock('Moonj footstool', null);
    const real = db.transaction.bind(db) as (work: (manager: EntityManager) => Promise<unknown>) => Promise<unknown>;
    // Every commit while the orders are placed goes through, but its answer is lost on the way
    // back, as when the connection drops then. (Every one, not the first: a transaction of the
    // shop's own background work could come first.)
    const commitLost = jest.spyOn(db, 'transaction').mockImplementation((async (
      work: (manager: EntityManager) => Promise<unknown>,
    ) => {
      await real(work);
      throw new Error('Connection terminated unexpectedly');
    }) as never);
    try {
      const outcomes = await Promise.allSettled(
        shoppers.slice(0, 3).map((shopper) => place(shopper, [{ productId: stool, quantity: 1 }])),
      );
      expectAllLost(outcomes);
      expect(commitLost).toHaveBeenCalled();
    } finally {
      commitLost.mockRestore();
      await db.query(`DELETE FROM webhook_endpoints WHERE id = $1`, [endpoint]);
    }
    await expectPlacedOnceEach(stool);
  });

  it('records one order.created webhook event per order placed at once, each with its own order', async () => {
    const endpoint = await orderEndpoint('/orders');
    try {
      const bowl = await productWithStock('Kansa urli', null);
      const placed = await Promise.all(
        shoppers.slice(0, 3).map((shopper, i) => place(shopper, [{ productId: bowl, quantity: i + 1 }])),
      );
      const events = await query<{ payload: { order: { id: string; userId: string; products: Line[] } } }>(
        `SELECT payload FROM webhook_outbox WHERE type = 'order.created' AND payload->'order'->>'id' = ANY($1)`,
        [placed.map(({ order }) => order.id)],
      );
      expect(events).toHaveLength(3);
      for (const [i, { order }] of placed.entries()) {
        const event = events.find(({ payload }) => payload.order.id === order.id)!;
        expect(event.payload.order.userId).toBe(shoppers[i].user.id);
        expect(event.payload.order.products.map((line) => line.quantity)).toEqual([i + 1]);
      }
    } finally {
      await db.query(`DELETE FROM webhook_endpoints WHERE id = $1`, [endpoint]);
    }
  });

  it('gives new orders and every row written with them time-ordered ids (UUID version 7), in the order written', async () => {
    /** The milliseconds a version 7 UUID was made at; null for any other version. */
    const madeAt = (id: string): number | null =>
      id[14] === '7' && /^[89ab]$/.test(id[19]) ? parseInt(id.replace(/-/g, '').slice(0, 12), 16) : null;
    const mirror = await productWithStock('Sheesham mirror', 20);
    const placed: string[] = [];
    const carted: string[] = [];
    const start = Date.now();
    for (const shopper of shoppers.slice(0, 3)) {
      const [line] = await query<{ id: string }>(
        `INSERT INTO cart_items (user_id, product_id, variant_id, quantity)
         SELECT $1, product_id, id, 1 FROM product_variants WHERE product_id = $2 RETURNING id`,
        [shopper.user.id, mirror],
      );
      carted.push(line.id);
      placed.push((await place(shopper, [{ productId: mirror, quantity: 1 }])).order.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const end = Date.now();
    for (const id of [...placed, ...carted]) {
      expect(madeAt(id)).toBeGreaterThanOrEqual(start);
      expect(madeAt(id)!).toBeLessThanOrEqual(end);
    }
    // Later orders sort after earlier ones: new keys go to the end of the index.
    expect([...placed].sort()).toEqual(placed);
    const written = await query<{ kind: string; id: string }>(
      `SELECT 'line' AS kind, id FROM order_items WHERE order_id = ANY($1)
       UNION ALL SELECT 'timeline', id FROM order_status_history WHERE order_id = ANY($1)
       UNION ALL SELECT 'payment', id FROM payments WHERE order_id = ANY($1)
       UNION ALL SELECT 'stock', id FROM stock_movements WHERE order_id = ANY($1)`,
      [placed],
    );
    expect(written.map(({ kind }) => kind).sort()).toEqual(
      ['line', 'payment', 'stock', 'timeline'].flatMap((kind) => [kind, kind, kind]).sort(),
    );
    for (const { id } of written) expect(madeAt(id)).toBeGreaterThanOrEqual(start);
  });

  it('sells the last 5 pieces to exactly 5 of 50 buyers at once, and the stock never goes below zero', async () => {
    // Accounts that only place orders here: written directly (a password hash costs seconds).
    const accounts = await query<AuthUser>(
      `INSERT INTO users (email, username, password_hash, role)
       SELECT 'buyer' || n || '-' || $1 || '@example.com', 'Buyer ' || n, 'not a password hash', 'user'
       FROM generate_series(1, 50) AS n RETURNING id, email, username, role`,
      [randomUUID().slice(0, 8)],
    );
    const buyers: Account[] = accounts.map((user) => ({ user, token: '' }));
    const bowl = await productWithStock('Last brass bowls', 5);
    const outcomes = await Promise.allSettled(buyers.map((buyer) => place(buyer, [{ productId: bowl, quantity: 1 }])));
    const placed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    expect(refused.map((error: Error) => error.message)).toEqual(
      refused.map(() => 'Sorry, "Last brass bowls" is out of stock.'),
    );
    expect(refused.filter((error) => !(error instanceof HttpException) || error.getStatus() !== 409)).toEqual([]);
    expect((await query<{ stock: number }>(PRODUCT_STOCK, [bowl]))[0].stock).toBe(0);
    const [{ orders: count, moves }] = await query<{ orders: number; moves: number }>(
      `SELECT (SELECT count(DISTINCT order_id)::int FROM order_items WHERE product_id = $1) AS orders,
              (SELECT count(*)::int FROM stock_movements WHERE product_id = $1 AND reason = 'order') AS moves`,
      [bowl],
    );
    expect({ count, moves }).toEqual({ count: 5, moves: 5 });
  });
});
