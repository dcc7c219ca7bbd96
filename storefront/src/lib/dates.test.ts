import { describe, expect, it } from '@jest/globals';
import { formatLongDate } from './dates';

describe('formatLongDate', () => {
  // Midday UTC keeps the calendar day the same in every time zone the tests might run in.
  it('writes the long month, the day and the year', () => {
    expect(formatLongDate('2025-03-07T12:00:00.000Z')).toBe('March 7, 2025');
    expect(formatLongDate(new Date('2024-12-25T12:00:00Z'))).toBe('December 25, 2024');
    expect(formatLongDate(Date.UTC(2025, 0, 15, 12))).toBe('January 15, 2025');
  });

  it('writes every month as en-US does, in the local time zone', () => {
    const enUs = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      for (const date of [
        new Date(2026, month, 1),
        new Date(2026, month, 28, 23, 59),
        new Date(1999, month, 9, 0, 1),
      ]) {
        expect(formatLongDate(date)).toBe(enUs.format(date));
        expect(formatLongDate(date.toISOString())).toBe(enUs.format(date));
      }
    }
  });

  it('returns an empty string for something that is not a date', () => {
    expect(formatLongDate('not a date')).toBe('');
  });
});
