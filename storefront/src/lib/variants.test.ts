import { describe, expect, it } from '@jest/globals';
import { makeVariantProduct } from '../test/catalogFixtures';
import { chooseValue, findVariant, isValueAvailable, joinNames, lineLabel, productVariants } from './variants';

describe('product variants', () => {
  const { variants } = productVariants(makeVariantProduct());

  it('reads an answer without variant fields as a product with one variant', () => {
    expect(productVariants({})).toEqual({ options: [], variantCount: 1, variants: [] });
  });

  it('finds the variant of a complete choice only', () => {
    expect(findVariant(variants, ['Large', 'Teak'])?.id).toBe('v-large-teak');
    expect(findVariant(variants, ['Large', null])).toBeUndefined();
    expect(findVariant(variants, ['Small', 'Teak'])).toBeUndefined();
  });

  it('opens a value when a variant on sale has it with the choices before it', () => {
    expect(isValueAvailable(variants, [null, null], 1, 'Teak')).toBe(false);
    expect(isValueAvailable(variants, ['Large', null], 1, 'Walnut')).toBe(true);
    // Later choices do not close an earlier option's values.
    expect(isValueAvailable(variants, [null, 'Teak'], 0, 'Small')).toBe(true);
  });

  it('clears a later choice the new one cannot be bought with', () => {
    expect(chooseValue(variants, ['Large', 'Walnut'], 0, 'Small')).toEqual(['Small', 'Walnut']);
    expect(chooseValue(variants, ['Large', 'Teak'], 0, 'Small')).toEqual(['Small', null]);
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
