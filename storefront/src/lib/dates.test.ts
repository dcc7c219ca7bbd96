import { describe, expect, it } from '@jest/globals';
import { formatLongDate } from './dates';

describe('formatLongDate', () => {
  // Midday UTC keeps the calendar day the same in every time zone the tests might run in.
  it('writes the long month, the day and the year', () => {
    expect(formatLongDate('2025-03-07T12:00:00.000Z')).toBe('March 7, 2025');
    expect(formatLongDate(new Date('2024-12-25T12:00:00Z'))).toBe('December 25, 2024');
    expect(formatLongDate(Date.UTC(2025, 0, 15, 12))).toBe('January 15, 2025');
  });

  it('returns an empty string for something that is not a date', () => {
    expect(formatLongDate('not a date')).toBe('');
  });
});
