import { describe, expect, it } from '@jest/globals';
import { INDIAN_STATES } from '@decor-shop/india';
import { CATEGORIES, categoryFromParam, categoryPath } from './categories';
import { parsePriceRange, PRICE_RANGES } from './priceRanges';

describe('categories', () => {
  it('lists the six categories of the shop in order', () => {
    expect(CATEGORIES).toEqual(['Mirrors', 'Table Decor', 'Tables', 'Wall Art', 'Wall Shelves', 'Table Top']);
  });

  it('writes spaces as + in category addresses and reads them back', () => {
    expect(categoryPath('Wall Shelves')).toBe('/categories/Wall+Shelves');
    expect(categoryPath('all')).toBe('/categories/all');
    expect(categoryFromParam('Wall+Shelves')).toBe('Wall Shelves');
  });
});

describe('price ranges', () => {
  it('offers the shop filter choices', () => {
    expect(PRICE_RANGES.map((range) => range.label)).toEqual([
      'All',
      'Under Rs. 1500',
      'Rs. 1500 - Rs. 3000',
      'Rs. 3000 - Rs. 5000',
      'Over Rs. 5000',
    ]);
  });

  it('reads min-max values with either side optional', () => {
    expect(parsePriceRange('1500-3000')).toEqual({ minPrice: 1500, maxPrice: 3000 });
    expect(parsePriceRange('5000-')).toEqual({ minPrice: 5000 });
    expect(parsePriceRange('-1500')).toEqual({ maxPrice: 1500 });
    expect(parsePriceRange('')).toEqual({});
    expect(parsePriceRange('abc-def')).toEqual({});
  });

  it('has a value for every choice that parses back to its bounds', () => {
    const bounds = PRICE_RANGES.map((range) => parsePriceRange(range.value));
    expect(bounds).toEqual([
      {},
      { minPrice: 0, maxPrice: 1500 },
      { minPrice: 1500, maxPrice: 3000 },
      { minPrice: 3000, maxPrice: 5000 },
      { minPrice: 5000 },
    ]);
  });
});

describe('Indian states', () => {
  it('has 28 states and 8 union territories, each once', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(INDIAN_STATES).toContain('Ladakh');
    expect(INDIAN_STATES).toContain('Dadra and Nagar Haveli and Daman and Diu');
  });
});
