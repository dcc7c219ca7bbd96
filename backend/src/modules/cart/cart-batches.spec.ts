import type { Repository } from 'typeorm';
import { CartBatches } from './cart-batches';
import type { CartItem } from './cart-item.entity';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const LAMP = '00000000-0000-4000-8000-0000000000c1';
const MIRROR = '00000000-0000-4000-8000-0000000000c2';

/** A repository whose `query` answers like the database would and records each statement's rows. */
function fakeItems(answer: (sql: string, params: string[][]) => object[]) {
  const statements: string[][][] = [];
  const items = {
    query: (sql: string, params: string[][]) => {
      statements.push(params);
      return Promise.resolve().then(() => answer(sql, params));
    },
  } as unknown as Repository<CartItem>;
  return { items, statements };
}

/** The carts as the statements answer them: a row per cart, its lines' words in one text. */
function carts(lines: [userId: string, itemId: string, productId: string, quantity: number, added: boolean][]) {
  const byUser = new Map<string, string[]>();
  for (const [userId, itemId, productId, quantity, added] of lines) {
    const words = [itemId, productId, quantity, added ? 't' : 'f'].join(' ');
    byUser.set(userId, [...(byUser.get(userId) ?? []), words]);
  }
  return [...byUser].map(([userId, cartLines]) => ({ userId, lines: cartLines.join(' ') }));
}

/** Every addition of the statement lands: the statement answers them as the carts' lines. */
const allAdded = (_sql: string, [users, products]: string[][]) =>
  carts(users.map((userId, i) => [userId, `item-${i}`, products[i], 1, true]));

describe('CartBatches', () => {
  it('writes the additions of one event-loop turn in one statement', async () => {
    const { items, statements } = fakeItems(allAdded);
    const batches = new CartBatches(items);
    const outcomes = await Promise.all([
      batches.add({ userId: A, productId: LAMP, quantity: 1 }),
      batches.add({ userId: B, productId: LAMP, quantity: 2 }),
      batches.add({ userId: A, productId: MIRROR.toUpperCase(), quantity: 3 }),
    ]);
    // Each answers its whole cart as written: A's two additions are in one cart.
    expect(outcomes.map((lines) => lines?.map((line) => line.productId))).toEqual([
      [LAMP, MIRROR],
      [LAMP],
      [LAMP, MIRROR],
    ]);
    expect(statements).toEqual([
      [
        [A, B, A],
        [LAMP, LAMP, MIRROR],
        [1, 2, 3],
      ],
    ]);
  });

  it('puts the same line asked twice in a second statement, which one statement could not touch twice', async () => {
    const { items, statements } = fakeItems(allAdded);
    const batches = new CartBatches(items);
    await Promise.all([
      batches.add({ userId: A, productId: LAMP, quantity: 1 }),
      batches.add({ userId: A, productId: LAMP, quantity: 1 }),
      batches.add({ userId: B, productId: LAMP, quantity: 1 }),
    ]);
    expect(statements.map(([users]) => users)).toEqual([[A, B], [A]]);
  });

  it('tells which additions did not land, and keeps the others when one row fails the statement', async () => {
    const { items, statements } = fakeItems((_sql, params) => {
      const [users] = params;
      if (users.includes(B)) {
        if (users.length > 1) throw new Error('insert or update on table "cart_items" violates foreign key constraint');
        throw new Error('the shopper is gone');
      }
      // The mirror does not exist: the statement adds nothing for it.
      const [, products] = params;
      return carts(
        users.flatMap((userId, i) => (products[i] === MIRROR ? [] : [[userId, `item-${i}`, LAMP, 1, true]])),
      );
    });
    const batches = new CartBatches(items);
    const outcomes = await Promise.allSettled([
      batches.add({ userId: A, productId: LAMP, quantity: 1 }),
      batches.add({ userId: B, productId: LAMP, quantity: 1 }),
      batches.add({ userId: A, productId: MIRROR, quantity: 1 }),
    ]);
    expect(outcomes[0]).toMatchObject({ status: 'fulfilled', value: [{ productId: LAMP }] });
    expect(outcomes[1]).toMatchObject({ status: 'rejected', reason: new Error('the shopper is gone') });
    expect(outcomes[2]).toEqual({ status: 'fulfilled', value: null });
    expect(statements).toHaveLength(4);
  });

  it("answers an addition with the cart's other lines too, and null for one that added nothing", async () => {
    const { items } = fakeItems(() =>
      carts([
        [A, '1', MIRROR, 2, false],
        [A, '2', LAMP, 5, true],
        // The limit stopped B's addition: its lines come back unchanged, none of them added.
        [B, '3', LAMP, 99, false],
      ]),
    );
    const batches = new CartBatches(items);
    const [a, b] = await Promise.all([
      batches.add({ userId: A, productId: LAMP, quantity: 1 }),
      batches.add({ userId: B, productId: LAMP, quantity: 1 }),
    ]);
    expect(a?.map((line) => [line.itemId, line.quantity])).toEqual([
      ['1', 2],
      ['2', 5],
    ]);
    expect(b).toBeNull();
  });

  it('reads the carts of one turn together and gives each its own lines in order', async () => {
    const { items, statements } = fakeItems(() =>
      carts([
        [A, '1', LAMP, 1, false],
        [A, '2', MIRROR, 2, false],
        [B, '3', LAMP, 3, false],
      ]),
    );
    const batches = new CartBatches(items);
    const [a, b, none, again] = await Promise.all([
      batches.linesOf(A),
      batches.linesOf(B),
      batches.linesOf(LAMP),
      batches.linesOf(A),
    ]);
    expect(statements).toEqual([[[A, B, LAMP]]]);
    expect(a.map((line) => line.itemId)).toEqual(['1', '2']);
    expect(b.map((line) => line.itemId)).toEqual(['3']);
    expect(none).toEqual([]);
    expect(again).toEqual(a);
  });
});
