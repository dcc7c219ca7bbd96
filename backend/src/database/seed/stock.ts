import type { DemoProduct } from './catalogue';

/**
 * Stock of the demo catalogue: a shop's realistic spread. Large furniture is made to order
 * (no count); a few pieces are nearly gone or sold out so that "Only N left", "Out of stock"
 * and the dashboard's low-stock list have something to show on a fresh shop.
 */
export const DEMO_STOCK_EXCEPTIONS: Record<string, number | null> = {
  // Sold out.
  'malabar-teak-floor-mirror': 0,
  'bidriware-silver-inlay-vase': 0,
  'pichwai-lotus-pond-framed-print': 0,
  // Nearly gone.
  'jaipur-sunburst-wall-mirror': 2,
  'lucknow-jaali-brass-lantern': 1,
  'madhubani-peacock-painting': 3,
  'odisha-kansa-bell-metal-urli': 4,
  'udaipur-carved-arch-mirror': 5,
  // Made to order by the workshop.
  'jodhpur-sheesham-coffee-table': null,
  'mewar-brass-inlay-console-table': null,
  'bikaner-hand-painted-console-table': null,
};

/** Pieces in stock for a demo product (null = made to order). */
export function demoStock(product: Pick<DemoProduct, 'slug' | 'price'>): number | null {
  if (product.slug in DEMO_STOCK_EXCEPTIONS) return DEMO_STOCK_EXCEPTIONS[product.slug];
  // Cheaper pieces are kept in larger numbers; a stable spread from the slug keeps counts uneven.
  const rupees = Number(product.price);
  const base = rupees < 1500 ? 30 : rupees < 3000 ? 18 : rupees < 6000 ? 10 : 6;
  const spread = [...product.slug].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 7;
  return base + spread;
}
