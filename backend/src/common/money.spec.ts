import { paiseToDecimal, paiseToRupees, percentOf, toPaise } from './money';

describe('money', () => {
  it.each([
    ['1234.50', 123450],
    ['1234.5', 123450],
    ['0.01', 1],
    ['99', 9900],
    [1499.99, 149999],
    [0.1 + 0.2, 30],
    ['-5.25', -525],
  ])('toPaise(%p) = %p', (input, paise) => expect(toPaise(input)).toBe(paise));

  it.each(['', 'abc', '1.234', '1e3', '12,00'])('rejects %p', (input) => {
    expect(() => toPaise(input)).toThrow(RangeError);
  });

  it('formats paise for columns and JSON', () => {
    expect(paiseToDecimal(123405)).toBe('1234.05');
    expect(paiseToDecimal(-7)).toBe('-0.07');
    expect(paiseToRupees(123450)).toBe(1234.5);
    // The same number that the decimal text reads as, for every seventh amount up to a lakh of rupees.
    for (let paise = -10_000_000; paise <= 10_000_000; paise += 7) {
      if (paiseToRupees(paise) !== Number(paiseToDecimal(paise))) throw new Error(`differs at ${paise}`);
    }
  });

  it('rounds percentages half away from zero', () => {
    expect(percentOf(105, 10)).toBe(11); // 10.5 paise -> 11
    expect(percentOf(104, 10)).toBe(10);
    expect(percentOf(249900, 25)).toBe(62475);
    expect(percentOf(-105, 10)).toBe(-11);
  });
});
