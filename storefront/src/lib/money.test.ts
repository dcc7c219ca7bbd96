import { describe, expect, it } from '@jest/globals';
import { amountText, formatRupees, formatWholeRupees } from './money';

describe('formatRupees', () => {
  it('shows rupees with two decimals and thousand separators', () => {
    expect(formatRupees(1234.5)).toBe('Rs. 1,234.50');
    expect(formatRupees(99)).toBe('Rs. 99.00');
    expect(formatRupees(0)).toBe('Rs. 0.00');
  });

  it('groups lakhs and crores the Indian way', () => {
    expect(formatRupees(123456.789)).toBe('Rs. 1,23,456.79');
    expect(formatRupees(12345678)).toBe('Rs. 1,23,45,678.00');
  });

  it('accepts amounts sent as text', () => {
    expect(formatRupees('2999.00')).toBe('Rs. 2,999.00');
  });

  it('puts the sign before the currency for negative amounts', () => {
    expect(formatRupees(-50.5)).toBe('-Rs. 50.50');
  });

  it('shows zero instead of NaN for values that are not numbers', () => {
    expect(formatRupees('abc')).toBe('Rs. 0.00');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('Rs. 0.00');
  });
});

describe('formatWholeRupees', () => {
  it('drops the paise for round figures in running text', () => {
    expect(formatWholeRupees(2999)).toBe('Rs. 2,999');
    expect(formatWholeRupees(150000)).toBe('Rs. 1,50,000');
  });
});

describe('Indian digit grouping', () => {
  // What the shop showed with Intl.NumberFormat('en-IN'), which it no longer builds on the phone.
  const amounts = [
    0, 1e-9, 0.005, 0.125, 1.005, 2.675, 7, 99.994, 99.995, 999.5, 1000, 12345.675, 99999.999, 100000, 9876543.21,
  ];
  const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const intlWhole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

  it.each(amounts)('writes %p as en-IN does', (amount) => {
    expect(formatRupees(amount)).toBe(`Rs. ${intl.format(amount)}`);
    expect(formatRupees(-amount - 1)).toBe(`-Rs. ${intl.format(amount + 1)}`);
    expect(formatWholeRupees(amount)).toBe(`Rs. ${intlWhole.format(amount)}`);
  });
});

describe('amountText', () => {
  it('writes the amount as text with two decimals', () => {
    expect(amountText(3018.02)).toBe('3018.02');
    expect(amountText(1100)).toBe('1100.00');
    expect(amountText(0.1 + 0.2)).toBe('0.30');
  });
});
