import { InProcessCacheVersions } from '../../infra/cache/cache-versions';
import type { ProductPriceRow } from './product-pricing';
import { ShownProducts } from './shown-products';

const LAMP = '11111111-1111-4111-8111-111111111111';
const VASE = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';

function row(id: string, price: string): ProductPriceRow {
  return {
    id,
    name: id,
    image: '/uploads/x.webp',
    category: 'Lamps',
    material: null,
    stock: 3,
    hsnCode: null,
    gstRate: 18,
    price,
    oldPrice: null,
  };
}

/** A products table of two rows whose prices the test changes, and the statements sent to it. */
function fakeTable() {
  const prices = new Map([
    [LAMP, '1499.00'],
    [VASE, '899.00'],
  ]);
  const statements: string[][] = [];
  let during: (() => void) | null = null;
  const query = async (_sql: string, [ids]: unknown[]) => {
    statements.push(ids as string[]);
    const rows = (ids as string[]).filter((id) => prices.has(id)).map((id) => row(id, prices.get(id)!));
    during?.();
    return rows;
  };
  return { prices, statements, query, whileReading: (act: () => void) => (during = act) };
}

describe('ShownProducts', () => {
  it('reads the products of one turn together and then answers from memory', async () => {
    const table = fakeTable();
    const shown = new ShownProducts(table.query, new InProcessCacheVersions());
    const [a, b] = await Promise.all([shown.byId([LAMP]), shown.byId([VASE, GONE])]);
    expect(table.statements).toEqual([[LAMP, VASE, GONE]]);
    expect(a.get(LAMP)?.price).toBe('1499.00');
    expect([...b.keys()]).toEqual([VASE]);
    await shown.byId([LAMP, VASE]);
    expect(table.statements).toHaveLength(1);
  });

  it('reads fresh rows for checkout: those of one turn together, and never from memory', async () => {
    const table = fakeTable();
    const shown = new ShownProducts(table.query, new InProcessCacheVersions());
    await shown.byId([LAMP]);
    // No version moved: the remembered row would still be served to a cart, not to a checkout.
    table.prices.set(LAMP, '999.00');
    const [a, b] = await Promise.all([shown.fresh([LAMP]), shown.fresh([GONE, VASE])]);
    expect(table.statements).toEqual([[LAMP], [LAMP, GONE, VASE]]);
    expect(a.map((r) => r?.price)).toEqual(['999.00']);
    expect(b.map((r) => r?.price ?? null)).toEqual([null, '899.00']);
  });

  it('reads again after the catalogue version moves, so a new price shows', async () => {
    const table = fakeTable();
    const versions = new InProcessCacheVersions();
    const shown = new ShownProducts(table.query, versions);
    await shown.byId([LAMP]);
    table.prices.set(LAMP, '999.00');
    await versions.bump('catalogue');
    expect((await shown.byId([LAMP])).get(LAMP)?.price).toBe('999.00');
  });

  it('does not keep rows read while a change was announced', async () => {
    const table = fakeTable();
    const versions = new InProcessCacheVersions();
    const shown = new ShownProducts(table.query, versions);
    table.whileReading(() => void versions.bump('catalogue'));
    await shown.byId([LAMP]);
    table.whileReading(() => undefined);
    await shown.byId([LAMP]);
    expect(table.statements).toHaveLength(2);
  });

  it('goes to the database every time when no version can be trusted', async () => {
    const table = fakeTable();
    const versions = new InProcessCacheVersions();
    jest.spyOn(versions, 'current').mockReturnValue(null as unknown as string);
    const shown = new ShownProducts(table.query, versions);
    await shown.byId([LAMP]);
    await shown.byId([LAMP]);
    expect(table.statements).toHaveLength(2);
  });
});
