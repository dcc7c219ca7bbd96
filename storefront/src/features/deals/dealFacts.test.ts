import { describe, expect, it } from '@jest/globals';
import { categoryNames, dealPercent } from './dealFacts';

describe('deal details', () => {
  it('shows 25 percent when the deal has no discount', () => {
    expect(dealPercent(20)).toBe(20);
    expect(dealPercent(undefined)).toBe(25);
    expect(dealPercent(null)).toBe(25);
    expect(dealPercent(0)).toBe(25);
  });

  it('reads categories given as names or as objects with name or title', () => {
    expect(categoryNames(['Mirrors', { name: 'Tables' }, { title: 'Wall Art' }, 7, null])).toEqual([
      'Mirrors',
      'Tables',
      'Wall Art',
    ]);
    expect(categoryNames(undefined)).toEqual([]);
  });
});
