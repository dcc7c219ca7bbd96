import { describe, expect, it } from '@jest/globals';
import { computeCountdown } from './countdown';

const now = Date.parse('2025-03-01T00:00:00.000Z');

describe('computeCountdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(computeCountdown(new Date(end).toISOString(), now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(computeCountdown(now + 59_999, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it('stays at zero once the end has passed or when there is no end', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(computeCountdown(now - 1000, now)).toEqual(zero);
    expect(computeCountdown(now, now)).toEqual(zero);
    expect(computeCountdown(null, now)).toEqual(zero);
    expect(computeCountdown('not a date', now)).toEqual(zero);
  });
});
