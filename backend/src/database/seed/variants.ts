import type { DemoProduct } from './catalogue';
import type { ArtInput } from './product-art';
import { demoStock } from './stock';

/**
 * The demo catalogue's variants: a quarter of the products are sold in several ways, as a shop's
 * would be. Mirrors come in sizes (priced up), framed art in frame finishes, tables and shelves in
 * wood finishes and vases in colours. Each variant has its own SKU, price and stock; a finish or
 * colour also has its own picture, drawn with that colour (see variantArt), except the one the
 * product's own pictures show. Sizes look alike in a picture, so they share the product's.
 */

/** One value of a product's option and how its variant differs. */
export interface DemoVariantValue {
  value: string;
  /** Its price is the product's times this, rounded up to a price ending in 99. */
  priceFactor: number;
  /** The main colour (wood, glaze) or frame colour its picture is drawn in; absent: the product's pictures. */
  colour?: string;
}

export interface DemoVariantSpec {
  option: 'Size' | 'Frame' | 'Finish' | 'Colour';
  /** Which part of the drawing the colour changes: the object itself, or the frame around the art. */
  paints: 'object' | 'frame' | 'none';
  values: DemoVariantValue[];
}

/** One variant of a demo product, ready to store. */
export interface DemoVariant {
  options: string[];
  sku: string;
  price: string;
  oldPrice: string | null;
  stock: number | null;
  /** Drawn with this colour for its own picture; null: the product's pictures. */
  colour: string | null;
}

const SIZES: DemoVariantValue[] = [
  { value: 'Small', priceFactor: 1 },
  { value: 'Medium', priceFactor: 1.35 },
  { value: 'Large', priceFactor: 1.7 },
];

/** A value in a colour, and its price factor. */
type Shade = [value: string, colour: string, priceFactor: number];

const FRAMES: Shade[] = [
  ['Black', '#232020', 1],
  ['Walnut', '#5a3a24', 1],
  ['Gold', '#b8913a', 1.15],
];
/** Walnut costs a little more. */
const WOODS: Shade[] = [
  ['Walnut', '#5a3a24', 1.12],
  ['Teak', '#9a6334', 1],
  ['Oak', '#c9a66f', 1],
];

/** The shades as an option's values: the product's own pictures show `own`, each other gets its own. */
function shades(option: DemoVariantSpec['option'], paints: 'object' | 'frame', list: Shade[], own: string) {
  const values = list.map(([value, colour, priceFactor]) => ({
    value,
    priceFactor,
    ...(value === own ? {} : { colour }),
  }));
  return { option, paints, values };
}

const size = (): DemoVariantSpec => ({ option: 'Size', paints: 'none', values: SIZES });
const frame = (own: string) => shades('Frame', 'frame', FRAMES, own);
const finish = (own: string) => shades('Finish', 'object', WOODS, own);

/** By product slug. */
export const DEMO_VARIANT_SPECS: Record<string, DemoVariantSpec> = {
  'chettinad-cane-weave-round-mirror': size(),
  'goa-jute-rope-hanging-mirror': size(),
  'surajmukhi-mini-sunburst-mirror': size(),
  'moradabad-hammered-copper-mirror': size(),
  'pondicherry-whitewashed-arch-mirror': size(),
  'kalamkari-tree-of-life-art': frame('Walnut'),
  'gond-art-spotted-deer-canvas': frame('Walnut'),
  'warli-harvest-dance-frame': frame('Walnut'),
  'ranakpur-mango-wood-side-table': finish('Teak'),
  'chettinad-low-chowki-table': finish('Teak'),
  'dholak-drum-stool-side-table': finish('Teak'),
  'mini-mango-wood-bajot-table': finish('Oak'),
  'sheesham-floating-wall-shelves-set': finish('Walnut'),
  'mango-wood-cube-wall-shelves': finish('Oak'),
  'kerala-teak-display-wall-shelf': finish('Teak'),
  'brass-edged-acacia-floating-shelf': finish('Teak'),
  'bankura-terracotta-tall-vase': shades(
    'Colour',
    'object',
    [
      ['Terracotta', '#b5603b', 1],
      ['Indigo', '#2f4a7a', 1.08],
      ['Ivory', '#ece3cf', 1],
    ],
    'Terracotta',
  ),
  'jaipur-blue-pottery-vase': shades(
    'Colour',
    'object',
    [
      ['White', '#f2efe6', 1],
      ['Turquoise', '#2a9d9a', 1.08],
      ['Saffron', '#e39b3a', 1.08],
    ],
    'White',
  ),
};

/** Rupees times the factor, rounded up to the next price ending in 99 (unchanged for a factor of 1). */
function scaled(rupees: string, factor: number): string {
  if (factor === 1) return rupees;
  const paise = Math.round(Number(rupees) * 100);
  return (Math.ceil((paise * factor + 100) / 10_000) * 100 - 1).toFixed(2);
}

/** A value as it stands in a SKU: upper case, letters and digits. */
const skuPart = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '-');

/**
 * The variants of a demo product, in the order of its option's values, or [] for a product sold
 * one way. The variant its pictures show keeps the product's count; the others have fewer
 * pieces, and the dearest of the sizes is sold out where the product is short, so "from" prices
 * and sold-out choices both show on a fresh shop.
 */
export function demoVariants(product: Pick<DemoProduct, 'slug' | 'price' | 'oldPrice'>): DemoVariant[] {
  const spec = DEMO_VARIANT_SPECS[product.slug];
  if (!spec) return [];
  const count = demoStock(product);
  return spec.values.map(({ value, priceFactor, colour }, i) => {
    // Sizes share the product's pictures: the first is the one they show.
    const shown = spec.paints === 'none' ? i === 0 : colour === undefined;
    return {
      options: [value],
      sku: `${skuPart(product.slug)}-${skuPart(value)}`,
      price: scaled(product.price, priceFactor),
      oldPrice: product.oldPrice === null ? null : scaled(product.oldPrice, priceFactor),
      stock: count === null || shown ? count : count < 12 && i === 2 ? 0 : Math.max(1, Math.round(count / (i + 1))),
      colour: colour ?? null,
    };
  });
}

/** What a variant's own picture is drawn from (the product in its colour), or null for the product's pictures. */
export function variantArt(product: DemoProduct, variant: DemoVariant): ArtInput | null {
  const spec = DEMO_VARIANT_SPECS[product.slug];
  if (!spec || variant.colour === null) return null;
  const { name, palette, motif } = product;
  return spec.paints === 'frame'
    ? { name, palette, motif, frame: variant.colour }
    : { name, palette: [variant.colour, ...palette.slice(1)], motif };
}
