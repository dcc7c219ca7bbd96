import type { Repository } from 'typeorm';
import type { DealsService } from '../deals/deals.service';
import { CatalogPricing } from './catalog-pricing';
import type { Product } from './product.entity';

const NOW = new Date('2026-11-25T10:00:00Z');
const MIRROR = '0190c3a5-0000-7000-8000-000000000001';
const VASE = '0190c3a5-0000-7000-8000-000000000002';
const MIRROR_ONLY = '0190c3a5-0000-7000-8000-0000000000a1';
const VASE_SMALL = '0190c3a5-0000-7000-8000-0000000000b1';
const VASE_LARGE = '0190c3a5-0000-7000-8000-0000000000b2';

/**
 * The products, their variants and the deal as checkout's one statement reads them (a mirror at
 * ₹1,000 sold one way; a vase in two sizes, ₹500 and ₹800; the deal takes its discount off
 * mirrors until the 30th), and the statements sent.
 */
function pricingWith(discount: number | null) {
  const table = { discount, statements: 0 };
  const products = [
    { id: MIRROR, category: 'Mirrors', options: [], variants: [{ id: MIRROR_ONLY, values: [], price: '1000.00' }] },
    {
      id: VASE,
      category: 'Table Decor',
      options: [{ name: 'Size', values: ['Small', 'Large'] }],
      variants: [
        { id: VASE_SMALL, values: ['Small'], price: '500.00' },
        { id: VASE_LARGE, values: ['Large'], price: '800.00' },
      ],
    },
  ];
  const allVariants = products.flatMap((product) => product.variants.map((v) => ({ ...v, productId: product.id })));
  const row = (n: number, productId: string, variantId: string | null) => {
    const product = products.find((p) => p.id === productId)!;
    const variant = variantId ? allVariants.find((v) => v.id === variantId) : { ...product.variants[0], productId };
    return {
      n,
      id: product.id,
      name: product.category,
      productImage: '/uploads/products/x.webp',
      category: product.category,
      material: null,
      hsnCode: null,
      gstRate: 18,
      options: product.options,
      variantCount: product.variants.length,
      variantId: variant?.id ?? null,
      variantProductId: variant?.productId ?? null,
      sku: variant ? `SKU-${variant.id.slice(-2)}` : null,
      optionValues: variant?.values ?? null,
      price: variant?.price ?? null,
      oldPrice: null,
      stock: null,
      variantImage: null,
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
    };
  };
  const repository = {
    query: async (_sql: unknown, [ids, variantIds]: [string[], (string | null)[]]) => {
      table.statements++;
      return ids.flatMap((id, i) => (products.some((p) => p.id === id) ? [row(i + 1, id, variantIds[i])] : []));
    },
  } as unknown as Repository<Product>;
  const deals = { now: () => NOW } as unknown as DealsService;
  return { table, pricing: new CatalogPricing(repository, deals) };
}

const pricesOf = (priced: ({ pricePaise: number } | null)[]) => priced.map((product) => product?.pricePaise ?? null);

describe('CatalogPricing.getPricedVariants (what checkout charges)', () => {
  it('reads the price rows and the deal row in one statement for the checkouts of one turn, and afresh for every later one', async () => {
    const { table, pricing } = pricingWith(20);
    const priced = await Promise.all([
      pricing.getPricedVariants([{ productId: MIRROR }]),
      pricing.getPricedVariants([{ productId: MIRROR }, { productId: VASE, variantId: VASE_LARGE }]),
      pricing.getPricedVariants([{ productId: VASE, variantId: VASE_SMALL }]),
    ]);
    expect(table.statements).toBe(1);
    expect(priced.map(pricesOf)).toEqual([[80_000], [80_000, 80_000], [50_000]]);
    // Never from memory: a change is charged at the next checkout.
    table.discount = 30;
    expect(pricesOf(await pricing.getPricedVariants([{ productId: MIRROR }]))).toEqual([70_000]);
    expect(table.statements).toBe(2);
  });

  it('names the variant chosen: its id, SKU and title', async () => {
    const { pricing } = pricingWith(null);
    const [mirror, vase] = await pricing.getPricedVariants([
      { productId: MIRROR },
      { productId: VASE, variantId: VASE_LARGE.toUpperCase() },
    ]);
    expect(mirror).toMatchObject({ id: MIRROR, variantId: MIRROR_ONLY, sku: 'SKU-a1', variantTitle: null });
    expect(vase).toMatchObject({ id: VASE, variantId: VASE_LARGE, sku: 'SKU-b2', variantTitle: 'Size: Large' });
  });

  it('judges each checkout at its own time', async () => {
    const { pricing } = pricingWith(20);
    const [during, after] = await Promise.all([
      pricing.getPricedVariants([{ productId: MIRROR }], NOW),
      pricing.getPricedVariants([{ productId: MIRROR }], new Date('2026-11-30T00:00:01Z')),
    ]);
    expect(pricesOf(during)).toEqual([80_000]);
    expect(pricesOf(after)).toEqual([100_000]);
  });

  it('answers null for unknown products, and charges full prices when no deal was ever saved', async () => {
    const { pricing } = pricingWith(null);
    const priced = await pricing.getPricedVariants([
      { productId: MIRROR },
      { productId: '0190c3a5-0000-7000-8000-0000000000ff' },
      { productId: 'not-an-id' },
    ]);
    expect(pricesOf(priced)).toEqual([100_000, null, null]);
  });

  it('refuses a product of several variants without a choice, and a variant of another product', async () => {
    const { pricing } = pricingWith(null);
    await expect(pricing.getPricedVariants([{ productId: VASE }])).rejects.toThrow('Choose a Size for "Table Decor".');
    for (const variantId of [MIRROR_ONLY, '0190c3a5-0000-7000-8000-0000000000ee', 'not-an-id']) {
      await expect(pricing.getPricedVariants([{ productId: VASE, variantId }])).rejects.toThrow(
        'This choice is not sold with "Table Decor".',
      );
    }
  });
});
