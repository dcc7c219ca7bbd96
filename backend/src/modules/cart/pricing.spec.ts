import { priceLines } from './pricing';

describe('priceLines', () => {
  it.each([
    // [label, lines, coupon %, subtotal, discount, tax, grand total] — all in paise
    ['empty cart', [], null, 0, 0, 0, 0],
    ['one line, no coupon', [{ unitPricePaise: 100000, quantity: 1 }], null, 100000, 0, 10000, 110000],
    ['quantities multiply', [{ unitPricePaise: 49999, quantity: 3 }], null, 149997, 0, 15000, 164997],
    [
      'several lines with a coupon',
      [
        { unitPricePaise: 129900, quantity: 2 },
        { unitPricePaise: 45050, quantity: 1 },
      ],
      10,
      304850,
      30485,
      27437, // 10% of 274365 = 27436.5 -> rounds half away from zero
      301802,
    ],
    ['tax rounds down below half', [{ unitPricePaise: 1234, quantity: 1 }], null, 1234, 0, 123, 1357],
    ['tax rounds up at half', [{ unitPricePaise: 1235, quantity: 1 }], null, 1235, 0, 124, 1359],
    ['discount rounds at half', [{ unitPricePaise: 50, quantity: 1 }], 15, 50, 8, 4, 46], // 7.5 -> 8; 10% of 42 = 4.2
    ['100% coupon leaves nothing to tax', [{ unitPricePaise: 99900, quantity: 2 }], 100, 199800, 199800, 0, 0],
    ['1% coupon', [{ unitPricePaise: 10000, quantity: 1 }], 1, 10000, 100, 990, 10890],
  ])('%s', (_label, lines, coupon, subtotal, discount, tax, grandTotal) => {
    expect(priceLines(lines, coupon)).toEqual({ subtotal, discount, tax, grandTotal });
  });

  it('keeps grand total = subtotal - discount + tax for many inputs', () => {
    for (let price = 1; price < 5000; price += 97) {
      for (const coupon of [null, 3, 17, 50, 99]) {
        const t = priceLines([{ unitPricePaise: price, quantity: 7 }], coupon);
        expect(t.grandTotal).toBe(t.subtotal - t.discount + t.tax);
        expect(Number.isInteger(t.tax) && Number.isInteger(t.discount)).toBe(true);
      }
    }
  });

  it.each([
    [[{ unitPricePaise: 100, quantity: 0 }], null],
    [[{ unitPricePaise: 100, quantity: -1 }], null],
    [[{ unitPricePaise: 100, quantity: 1.5 }], null],
    [[{ unitPricePaise: -100, quantity: 1 }], null],
    [[{ unitPricePaise: 10.5, quantity: 1 }], null],
    [[{ unitPricePaise: 100, quantity: 1 }], 0],
    [[{ unitPricePaise: 100, quantity: 1 }], 101],
  ])('rejects invalid input %j coupon %p', (lines, coupon) => {
    expect(() => priceLines(lines, coupon)).toThrow(RangeError);
  });
});
