import sharp from 'sharp';
import { INDIAN_STATES as STATE_NAMES } from '@decor-shop/india';
import {
  CATEGORY_PALETTES,
  DEMO_CATEGORIES,
  DEMO_COUPONS,
  DEMO_CUSTOMERS,
  DEMO_DEAL,
  DEMO_PRODUCTS,
  DEMO_REELS,
  DEMO_REVIEWS,
  demoStock,
  DEMO_STOCK_EXCEPTIONS,
  DEMO_VARIANT_SPECS,
  demoVariants,
  variantArt,
  gstClassOf,
  MOTIFS,
  renderBannerImage,
  renderBannerSvg,
  renderProductImages,
  renderProductSvg,
} from './index';

const PRICE_RE = /^\d+\.\d{2}$/;
const HEX_RE = /^#[0-9a-f]{6}$/i;
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// The 28 states and 8 union territories offered by the profile form.
const INDIAN_STATES = new Set<string>(STATE_NAMES);

describe('demo catalogue', () => {
  it('has at least 66 products spread over exactly the six shop categories', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(66);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.category))).toEqual(new Set(DEMO_CATEGORIES));
    expect([...DEMO_CATEGORIES].sort()).toEqual(
      ['Mirrors', 'Table Decor', 'Tables', 'Wall Art', 'Wall Shelves', 'Table Top'].sort(),
    );
    for (const category of DEMO_CATEGORIES) {
      expect(DEMO_PRODUCTS.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(11);
    }
  });

  it('uses unique kebab-case slugs and unique names', () => {
    const slugs = DEMO_PRODUCTS.map((p) => p.slug);
    const names = DEMO_PRODUCTS.map((p) => p.name.toLowerCase());
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(names).size).toBe(names.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_RE);
  });

  it('fills every descriptive field', () => {
    const descriptions = new Set<string>();
    for (const p of DEMO_PRODUCTS) {
      expect(p.name.trim().length).toBeGreaterThan(5);
      expect(p.material.trim()).not.toBe('');
      expect(p.size.trim()).not.toBe('');
      expect(p.metal === null || p.metal.trim().length > 0).toBe(true);
      expect(p.description.length).toBeGreaterThan(80);
      expect(p.description.toLowerCase()).not.toContain('lorem');
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      descriptions.add(p.description);
      expect(p).not.toHaveProperty('rating');
    }
    expect(descriptions.size).toBe(DEMO_PRODUCTS.length);
  });

  it('has well-formed prices with old prices above current prices', () => {
    let withoutOld = 0;
    for (const p of DEMO_PRODUCTS) {
      expect(p.price).toMatch(PRICE_RE);
      expect(Number(p.price)).toBeGreaterThan(0);
      if (p.oldPrice === null) {
        withoutOld++;
      } else {
        expect(p.oldPrice).toMatch(PRICE_RE);
        expect(Number(p.oldPrice)).toBeGreaterThan(Number(p.price));
      }
    }
    // roughly a fifth of the catalogue is sold without a struck-through price
    expect(withoutOld / DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(0.1);
    expect(withoutOld / DEMO_PRODUCTS.length).toBeLessThanOrEqual(0.3);
  });

  it('populates every price filter of the shop', () => {
    const prices = DEMO_PRODUCTS.map((p) => Number(p.price));
    const bands: [number, number][] = [
      [0, 1500],
      [1500, 3000],
      [3000, 5000],
      [5000, Infinity],
    ];
    for (const [min, max] of bands) {
      const inBand = prices.filter((n) => n >= min && n <= max);
      expect(inBand.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('marks about ten products as trending', () => {
    const trending = DEMO_PRODUCTS.filter((p) => p.isTrending).length;
    expect(trending).toBeGreaterThanOrEqual(8);
    expect(trending).toBeLessThanOrEqual(12);
  });

  it('gives each product a known motif and a two or three colour palette', () => {
    const motifs = new Set<string>(MOTIFS);
    for (const p of DEMO_PRODUCTS) {
      expect(motifs.has(p.motif)).toBe(true);
      expect(p.palette.length).toBeGreaterThanOrEqual(2);
      expect(p.palette.length).toBeLessThanOrEqual(3);
      for (const colour of p.palette) expect(colour).toMatch(HEX_RE);
    }
    for (const category of DEMO_CATEGORIES) {
      for (const colour of CATEGORY_PALETTES[category]) expect(colour).toMatch(HEX_RE);
    }
  });
});

describe('demo customers and reviews', () => {
  it('has three customers with valid Indian contact details', () => {
    expect(DEMO_CUSTOMERS.map((c) => c.key).sort()).toEqual(['arjun', 'meera', 'priya']);
    expect(new Set(DEMO_CUSTOMERS.map((c) => c.email)).size).toBe(3);
    for (const c of DEMO_CUSTOMERS) {
      expect(c.username.trim()).not.toBe('');
      expect(c.email).toMatch(/^[a-z0-9._-]+@example\.com$/);
      expect(c.phone).toMatch(/^[6-9]\d{9}$/);
      expect(c.shippingAddress.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(c.shippingAddress.address.trim()).not.toBe('');
      expect(c.shippingAddress.city.trim()).not.toBe('');
      expect(INDIAN_STATES.has(c.shippingAddress.state)).toBe(true);
    }
  });

  it('has about twenty reviews that point at real products and customers', () => {
    expect(DEMO_REVIEWS.length).toBeGreaterThanOrEqual(18);
    const slugs = new Set(DEMO_PRODUCTS.map((p) => p.slug));
    const authors = new Set(DEMO_CUSTOMERS.map((c) => c.key));
    const pairs = new Set<string>();
    for (const r of DEMO_REVIEWS) {
      expect(slugs.has(r.productSlug)).toBe(true);
      expect(authors.has(r.authorKey)).toBe(true);
      expect(Number.isInteger(r.rating)).toBe(true);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.comment.trim().length).toBeGreaterThan(20);
      pairs.add(`${r.productSlug}|${r.authorKey}`);
    }
    // nobody reviews the same product twice
    expect(pairs.size).toBe(DEMO_REVIEWS.length);
  });
});

describe('deal, coupons and reels', () => {
  it('has a week-long deal on two or three categories', () => {
    expect(DEMO_DEAL.title.trim()).not.toBe('');
    expect(DEMO_DEAL.description.trim()).not.toBe('');
    expect(Number.isInteger(DEMO_DEAL.discount)).toBe(true);
    expect(DEMO_DEAL.discount).toBeGreaterThanOrEqual(1);
    expect(DEMO_DEAL.discount).toBeLessThanOrEqual(90);
    expect(DEMO_DEAL.categories.length).toBeGreaterThanOrEqual(2);
    expect(DEMO_DEAL.categories.length).toBeLessThanOrEqual(3);
    for (const cat of DEMO_DEAL.categories) expect(DEMO_CATEGORIES).toContain(cat);
    expect(DEMO_DEAL.durationDays).toBe(7);
  });

  it('has two upper-case coupons with sensible percentages', () => {
    expect(DEMO_COUPONS).toHaveLength(2);
    expect(new Set(DEMO_COUPONS.map((c) => c.code)).size).toBe(2);
    for (const c of DEMO_COUPONS) {
      expect(c.code).toMatch(/^[A-Z0-9]+$/);
      expect(c.discountPercentage).toBeGreaterThanOrEqual(1);
      expect(c.discountPercentage).toBeLessThanOrEqual(100);
      expect(c.validDays).toBeGreaterThan(0);
    }
  });

  it('has three reels with Instagram reel links', () => {
    expect(DEMO_REELS).toHaveLength(3);
    const ids = new Set<string>();
    for (const r of DEMO_REELS) {
      const m = /^https:\/\/www\.instagram\.com\/reel\/([A-Za-z0-9_-]{11})\/$/.exec(r.instagramUrl);
      expect(m).not.toBeNull();
      ids.add(m![1]!);
      expect(r.caption.trim()).not.toBe('');
    }
    expect(ids.size).toBe(3);
  });
});

describe('product artwork', () => {
  const product = DEMO_PRODUCTS[0]!;

  it('draws a deterministic 800x800 SVG with real shapes', () => {
    const svg = renderProductSvg(product);
    expect(svg).toBe(renderProductSvg(product));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 800"');
    expect(svg).toMatch(/<(linearGradient|radialGradient)/);
    expect((svg.match(/<(path|circle|ellipse|polygon|rect|line)\b/g) ?? []).length).toBeGreaterThan(20);
    // self-contained: no external links, images or fonts
    expect(svg).not.toMatch(/href=|<image|@import|@font-face/);
  });

  it('gives alternative views for variants 1..3', () => {
    const views = [0, 1, 2, 3].map((v) => renderProductSvg(product, v));
    expect(new Set(views).size).toBe(4);
  });

  it('draws different pictures for different motifs', () => {
    const seen = new Map<string, string>();
    for (const motif of MOTIFS) {
      const svg = renderProductSvg({ name: 'Sample Piece', palette: ['#b5603b', '#2e7d7a', '#f4ece0'], motif });
      // strip ids so the comparison is about the drawing, not the names of defs
      seen.set(motif, svg.replace(/id="[^"]*"|url\(#[^)]*\)/g, ''));
    }
    expect(new Set(seen.values()).size).toBe(MOTIFS.length);
  });

  it('keeps every product SVG parseable', async () => {
    for (const p of DEMO_PRODUCTS) {
      const svg = renderProductSvg(p);
      expect(svg.match(/id="([^"]+)"/g)?.length).toBe(new Set(svg.match(/id="([^"]+)"/g)).size);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.width).toBe(800);
      expect(meta.height).toBe(800);
    }
  }, 60_000);

  it('rasterises product images to decodable 800x800 WebP', async () => {
    const images = await renderProductImages(product, 3);
    expect(images).toHaveLength(3);
    for (const buf of images) {
      const meta = await sharp(buf).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(800);
      expect(meta.height).toBe(800);
    }
    expect(images[0]!.equals(images[1]!)).toBe(false);
  });

  it('renders 1600x600 banners with no words drawn in them (the page draws the title)', async () => {
    const svg = renderBannerSvg('Wall Art & <More>', ['#1f4d4a', '#f2a7b3']);
    expect(svg).toContain('viewBox="0 0 1600 600"');
    expect(svg).toContain('<title>Wall Art &amp; &lt;More&gt;</title>');
    expect(svg).not.toContain('<text');
    const meta = await sharp(await renderBannerImage(DEMO_DEAL.title, ['#b8432f', '#e8a33d', '#fbf1e1'])).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1600);
    expect(meta.height).toBe(600);
  });
});

describe('demo stock', () => {
  const counts = DEMO_PRODUCTS.map((p) => demoStock(p));

  it('gives every product a count or made to order, with a few low and a few sold out', () => {
    for (const count of counts) if (count !== null) expect(Number.isInteger(count) && count >= 0).toBe(true);
    expect(counts.filter((c) => c === 0).length).toBeGreaterThanOrEqual(2);
    expect(counts.filter((c) => c !== null && c > 0 && c <= 5).length).toBeGreaterThanOrEqual(3);
    expect(counts.filter((c) => c === null).length).toBeGreaterThanOrEqual(1);
    expect(counts.filter((c) => c !== null && c > 5).length).toBeGreaterThan(DEMO_PRODUCTS.length / 2);
  });

  it('names only products of the catalogue in its exceptions', () => {
    const slugs = new Set(DEMO_PRODUCTS.map((p) => p.slug));
    for (const slug of Object.keys(DEMO_STOCK_EXCEPTIONS)) expect(slugs.has(slug)).toBe(true);
  });
});

describe('demo variants', () => {
  const sold = DEMO_PRODUCTS.map((product) => ({ product, variants: demoVariants(product) }));
  const withVariants = sold.filter(({ variants }) => variants.length > 0);

  it('sells a quarter of the products in several variants, each with its own SKU', () => {
    expect(withVariants.length).toBeGreaterThanOrEqual(Math.ceil(DEMO_PRODUCTS.length / 4));
    expect(withVariants.length).toBeLessThanOrEqual(Math.ceil(DEMO_PRODUCTS.length / 4) + 2);
    const skus = withVariants.flatMap(({ variants }) => variants.map((variant) => variant.sku.toLowerCase()));
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku.length).toBeLessThanOrEqual(64);
    const slugs = new Set(DEMO_PRODUCTS.map((p) => p.slug));
    for (const slug of Object.keys(DEMO_VARIANT_SPECS)) expect(slugs.has(slug)).toBe(true);
  });

  it('sizes mirrors, frames wall art, finishes tables and shelves in wood and colours vases', () => {
    const optionOf = (category: string, motif?: string) =>
      new Set(
        withVariants
          .filter(({ product }) => product.category === category && (!motif || product.motif === motif))
          .map(({ product }) => DEMO_VARIANT_SPECS[product.slug].option),
      );
    expect(optionOf('Mirrors')).toEqual(new Set(['Size']));
    expect(optionOf('Wall Art')).toEqual(new Set(['Frame']));
    expect(optionOf('Tables')).toEqual(new Set(['Finish']));
    expect(optionOf('Wall Shelves')).toEqual(new Set(['Finish']));
    expect(optionOf('Table Decor', 'vase')).toEqual(new Set(['Colour']));
    const values = (option: string) =>
      new Set(
        withVariants
          .filter(({ product }) => DEMO_VARIANT_SPECS[product.slug].option === option)
          .flatMap(({ variants }) => variants.map((variant) => variant.options[0])),
      );
    expect(values('Size')).toEqual(new Set(['Small', 'Medium', 'Large']));
    expect(values('Frame')).toEqual(new Set(['Black', 'Walnut', 'Gold']));
    expect(values('Finish')).toEqual(new Set(['Walnut', 'Teak', 'Oak']));
  });

  it('prices each variant from the product, its cheapest at the product price, sizes going up', () => {
    for (const { product, variants } of withVariants) {
      for (const variant of variants) {
        expect(variant.price).toMatch(PRICE_RE);
        expect(Number(variant.price)).toBeGreaterThanOrEqual(Number(product.price));
        if (variant.oldPrice !== null) expect(Number(variant.oldPrice)).toBeGreaterThan(Number(variant.price));
        expect(variant.stock === null || (Number.isInteger(variant.stock) && variant.stock >= 0)).toBe(true);
      }
      // The product's "from" price is a variant that can be sold at the product's own price.
      const cheapest = variants.filter((v) => v.stock !== 0 && v.price === product.price);
      expect(cheapest.length).toBeGreaterThan(0);
      if (DEMO_VARIANT_SPECS[product.slug].option === 'Size') {
        const prices = variants.map((variant) => Number(variant.price));
        expect([...prices].sort((a, b) => a - b)).toEqual(prices);
        expect(new Set(prices).size).toBe(3);
      }
    }
  });

  it('draws a picture of each finish and colour but the one the product shows, and none for sizes', () => {
    for (const { product, variants } of withVariants) {
      const own = renderProductSvg(product);
      const drawn = variants.map((variant) => variantArt(product, variant));
      if (DEMO_VARIANT_SPECS[product.slug].option === 'Size') {
        expect(drawn.every((art) => art === null)).toBe(true);
        continue;
      }
      expect(drawn.filter((art) => art === null)).toHaveLength(1);
      const svgs = drawn.filter((art) => art !== null).map((art) => renderProductSvg(art!));
      expect(new Set([own, ...svgs]).size).toBe(svgs.length + 1);
    }
  });
});

describe('demo GST classes', () => {
  it('gives every demo product an HSN code and a GST slab', () => {
    for (const product of DEMO_PRODUCTS) {
      const { hsnCode, gstRate } = gstClassOf(product);
      expect(hsnCode).toMatch(/^\d{8}$/);
      expect([5, 18]).toContain(gstRate);
    }
    const byName = (slug: string) => gstClassOf(DEMO_PRODUCTS.find((p) => p.slug === slug)!);
    expect(byName('jaipur-sunburst-wall-mirror')).toEqual({ hsnCode: '70099200', gstRate: 18 });
    expect(byName('jodhpur-sheesham-coffee-table')).toEqual({ hsnCode: '94036000', gstRate: 18 });
    expect(byName('bankura-terracotta-tall-vase')).toEqual({ hsnCode: '69139000', gstRate: 5 });
    expect(byName('madhubani-peacock-painting')).toEqual({ hsnCode: '97019100', gstRate: 5 });
  });
});
