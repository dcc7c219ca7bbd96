import { describe, expect, it } from '@jest/globals';
import { joinNames, lineLabel, productVariants } from './variants';

describe('product variants', () => {
  it('reads an answer without variant fields as a product with one variant', () => {
    expect(productVariants({})).toEqual({ options: [], variantCount: 1, variants: [] });
  });

  it('names options and lines in running text', () => {
    expect(joinNames(['Size'])).toBe('Size');
    expect(joinNames(['Size', 'Finish', 'Colour'])).toBe('Size, Finish and Colour');
    expect(lineLabel({ name: 'Round Mirror', variantTitle: 'Size: Large' } as { name: string })).toBe(
      'Round Mirror (Size: Large)',
    );
    expect(lineLabel({ name: 'Round Mirror' })).toBe('Round Mirror');
  });
});
