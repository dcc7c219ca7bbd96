import type { Repository } from 'typeorm';
import type { DealsService } from '../deals/deals.service';
import { CatalogPricing } from './catalog-pricing';
import type { Product } from './product.entity';

const NOW = new Date('2026-11-25T10:00:00Z');
const MIRROR = '0190c3a5-0000-7000-8000-000000000001';
const VASE = '0190c3a5-0000-7000-8000-000000000002';

/**
 * The products and the deal as checkout's one statement reads them (a mirror at ₹1,000 and a
 * vase at ₹500; the deal takes its discount off mirrors until the 30th), and the statements sent.
 */
function pricingWith(discount: number | null) {
  const table = { discount, statements: 0 };
  const row = (id: string, category: string, price: string) => ({
    id,
    name: category,
    image: '/uploads/products/x.webp',
    category,
    material: null,
    stock: null,
    hsnCode: null,
    gstRate: 18,
    price,
    oldPrice: null,
    // The deal row as JSON; a shop where no deal was ever saved reads null.
    deal:
      table.discount === null
        ? null
        : {
            title: 'Diwali',
            discount: table.discount,
            categories: ['Mirrors'],
            isActive: true,
            endDate: '2026-11-30T00:00:00+00:00',
            pricesApplied: true,
          },
  });
  const products = {
    query: async (_sql: unknown, [ids]: [string[]]) => {
      table.statements++;
      return [row(MIRROR, 'Mirrors', '1000.00'), row(VASE, 'Table Decor', '500.00')].filter((r) => ids.includes(r.id));
    },
  } as unknown as Repository<Product>;
  const deals = { now: () => NOW } as unknown as DealsService;
  return { table, pricing: new CatalogPricing(products, deals) };
}

const pricesOf = (priced: { pricePaise: number }[]) => priced.map((product) => product.pricePaise);

describe('CatalogPricing.getPricedProducts (what checkout charges)', () => {
  it('reads the price rows and the deal row in one statement for the checkouts of one turn, and afresh for every later one', async () => {
    const { table, pricing } = pricingWith(20);
    const priced = await Promise.all([
      pricing.getPricedProducts([MIRROR]),
      pricing.getPricedProducts([MIRROR, VASE]),
      pricing.getPricedProducts([VASE]),
    ]);
    expect(table.statements).toBe(1);
    expect(priced.map(pricesOf)).toEqual([[80_000], [80_000, 50_000], [50_000]]);
    // Never from memory: a change is charged at the next checkout.
    table.discount = 30;
    expect(pricesOf(await pricing.getPricedProducts([MIRROR]))).toEqual([70_000]);
    expect(table.statements).toBe(2);
  });

  it('judges each checkout at its own time', async () => {
    const { pricing } = pricingWith(20);
    const [during, after] = await Promise.all([
      pricing.getPricedProducts([MIRROR], NOW),
      pricing.getPricedProducts([MIRROR], new Date('2026-11-30T00:00:01Z')),
    ]);
    expect(pricesOf(during)).toEqual([80_000]);
    expect(pricesOf(after)).toEqual([100_000]);
  });

  it('leaves unknown products out, and charges full prices when no deal was ever saved', async () => {
    const { pricing } = pricingWith(null);
    const priced = await pricing.getPricedProducts([MIRROR, '0190c3a5-0000-7000-8000-0000000000ff', 'not-an-id']);
    expect(priced.map((product) => [product.id, product.pricePaise])).toEqual([[MIRROR, 100_000]]);
  });
});
