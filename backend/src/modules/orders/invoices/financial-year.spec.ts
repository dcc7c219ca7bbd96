import { financialYear } from './financial-year';

describe('financialYear (April-March, India time)', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', '25-26'], // 23:59:59 on 31 March in India
    ['2026-03-31T18:30:00.000Z', '26-27'], // midnight, 1 April in India
    ['2026-11-23T10:00:00.000Z', '26-27'],
    ['2027-01-15T00:00:00.000Z', '26-27'],
    ['2099-12-31T00:00:00.000Z', '99-00'],
  ])('%s falls in FY %s', (at, fy) => {
    expect(financialYear(new Date(at))).toBe(fy);
  });
});
