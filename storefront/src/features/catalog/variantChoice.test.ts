import { describe, expect, it } from '@jest/globals';
import { productVariants } from '../../lib/variants';
import { makeVariantProduct } from '../../test/catalogFixtures';
import { chooseValue, findVariant, isValueAvailable } from './variantChoice';

describe('choosing a variant', () => {
  const { variants } = productVariants(makeVariantProduct());

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
});
