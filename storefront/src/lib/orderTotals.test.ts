import { describe, expect, it } from '@jest/globals';
import { amountText, orderTotals } from './orderTotals';

describe('orderTotals', () => {
  // The server's pricing table, in rupees: [label, subtotal, coupon %, discount, tax, grand total].
  it.each([
    ['empty cart', 0, null, 0, 0, 0],
    ['one line, no coupon', 1000, null, 0, 100, 1100],
    ['quantities multiplied (3 x 499.99)', 1499.97, null, 0, 150, 1649.97],
    ['several lines with a coupon, tax rounds half away from zero', 3048.5, 10, 304.85, 274.37, 3018.02],
    ['tax rounds down below half', 12.34, null, 0, 1.23, 13.57],
    ['tax rounds up at half', 12.35, null, 0, 1.24, 13.59],
    ['discount rounds at half', 0.5, 15, 0.08, 0.04, 0.46],
    ['100% coupon leaves nothing to tax', 1998, 100, 1998, 0, 0],
    ['1% coupon', 100, 1, 1, 9.9, 108.9],
  ])('%s', (_label, subtotal, coupon, discount, tax, grandTotal) => {
    expect(orderTotals(subtotal, coupon)).toEqual({ subtotal, discount, tax, grandTotal });
  });

  it('keeps grand total = subtotal - discount + tax to the paisa', () => {
    for (let paise = 1; paise < 500000; paise += 9173) {
      for (const coupon of [null, 3, 10, 15, 17, 50, 99]) {
        const totals = orderTotals(paise / 100, coupon);
        const values = [totals.subtotal, totals.discount, totals.tax, totals.grandTotal];
        const inPaise = values.map((value) => Math.round(value * 100));
        // Every figure is a whole number of paise, and the sum holds exactly.
        values.forEach((value, index) => expect(Math.abs(value * 100 - inPaise[index])).toBeLessThan(1e-6));
        expect(inPaise[3]).toBe(inPaise[0] - inPaise[1] + inPaise[2]);
      }
    }
  });

  it('writes the amount as text with two decimals', () => {
    expect(amountText(3018.02)).toBe('3018.02');
    expect(amountText(1100)).toBe('1100.00');
    expect(amountText(0.1 + 0.2)).toBe('0.30');
  });
});
