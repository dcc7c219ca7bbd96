import { allocate, lineTaxes, priceLines } from './pricing';

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

describe('per-line tax (GST invoices and per-product rates)', () => {
  const lines = [
    { unitPricePaise: 99_900, quantity: 1, gstRatePercent: 18 },
    { unitPricePaise: 33_333, quantity: 3, gstRatePercent: 5 },
    { unitPricePaise: 101, quantity: 7, gstRatePercent: 12 },
  ];

  it.each([null, 10, 15, 33])('flat mode spreads the order exactly over the lines (coupon %s)', (coupon) => {
    const totals = priceLines(lines, coupon);
    const taxed = lineTaxes(lines, coupon, 'flat');
    expect(taxed.reduce((s, l) => s + l.discount, 0)).toBe(totals.discount);
    expect(taxed.reduce((s, l) => s + l.tax, 0)).toBe(totals.tax);
    expect(taxed.reduce((s, l) => s + l.taxable, 0)).toBe(totals.subtotal - totals.discount);
    expect(taxed.every((l) => l.ratePercent === 10)).toBe(true);
    for (const line of taxed) expect(Math.abs(line.tax - line.taxable / 10)).toBeLessThanOrEqual(1);
  });

  it('per-product mode taxes each discounted line at its own rate', () => {
    const taxed = lineTaxes(lines, 10, 'per_product');
    expect(taxed.map((l) => l.ratePercent)).toEqual([18, 5, 12]);
    // 99900 + 99999 + 707 = 200606; 10% coupon = 20061 split 9990 / 10000 / 71
    expect(taxed.map((l) => l.taxable)).toEqual([89_910, 89_999, 636]);
    expect(taxed.map((l) => l.tax)).toEqual([16_184, 4_500, 76]);
    expect(priceLines(lines, 10, 'per_product')).toEqual({
      subtotal: 200_606,
      discount: 20_061,
      tax: 20_760,
      grandTotal: 200_606 - 20_061 + 20_760,
    });
  });

  it('refuses a rate that is not a GST slab in per-product mode', () => {
    expect(() => lineTaxes([{ unitPricePaise: 100, quantity: 1, gstRatePercent: 7 }], null, 'per_product')).toThrow(
      RangeError,
    );
  });

  it('allocates remainders to the largest fractions and keeps the sum', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    expect(allocate(100, [1, 2, 3, 4]).reduce((a, b) => a + b, 0)).toBe(100);
  });
});
