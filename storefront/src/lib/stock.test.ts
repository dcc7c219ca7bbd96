import { describe, expect, it } from '@jest/globals';
import { cartLineWarning, stockLabel, stockNote } from './stock';

describe('stock notes', () => {
  it('says nothing for plenty or made to order', () => {
    expect(stockNote(null)).toBeNull();
    expect(stockNote(undefined)).toBeNull();
    expect(stockNote(6)).toBeNull();
    expect(stockNote(120)).toBeNull();
  });

  it('says "Only N left" at 5 or fewer', () => {
    expect(stockNote(5)).toEqual({ text: 'Only 5 left', soldOut: false });
    expect(stockNote(2)).toEqual({ text: 'Only 2 left', soldOut: false });
    expect(stockNote(1)).toEqual({ text: 'Only 1 left', soldOut: false });
  });

  it('says "Out of stock" at none', () => {
    expect(stockNote(0)).toEqual({ text: 'Out of stock', soldOut: true });
  });

  it('warns on cart lines above what is left', () => {
    expect(cartLineWarning(2, 2)).toBeNull();
    expect(cartLineWarning(40, null)).toBeNull();
    expect(cartLineWarning(3, 2)).toBe('Only 2 left: lower the quantity to 2 to place your order.');
    expect(cartLineWarning(1, 0)).toBe('Out of stock: remove it to place your order.');
  });

  it('labels counts for the admin', () => {
    expect(stockLabel(null)).toBe('Made to order');
    expect(stockLabel(0)).toBe('0');
  });
});
