import { addDays, daysInclusive, isCalendarDate, shopDate, shopYear } from './india-calendar';

describe('India calendar', () => {
  it('dates an instant in India time, not UTC', () => {
    // 18:30 UTC on 31 Dec is 00:00 IST on 1 Jan.
    expect(shopDate(new Date('2024-12-31T18:29:59Z'))).toBe('2024-12-31');
    expect(shopDate(new Date('2024-12-31T18:30:00Z'))).toBe('2025-01-01');
    expect(shopYear(new Date('2024-12-31T18:30:00Z'))).toBe(2025);
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
  });

  it('counts and shifts calendar days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(daysInclusive('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysInclusive('2024-05-05', '2024-05-05')).toBe(1);
  });
});
