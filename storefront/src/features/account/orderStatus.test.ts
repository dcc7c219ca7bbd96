import { describe, expect, it } from '@jest/globals';
import { buildTimeline, isValidOrderId } from './orderStatus';

describe('isValidOrderId', () => {
  it('accepts UUIDs and 24-character hexadecimal ids only', () => {
    expect(isValidOrderId('3f2a9c1e-7b44-4d0a-9e6f-0a1b2c3d4e5f')).toBe(true);
    expect(isValidOrderId('65f1c2a9b8e7d6c5b4a39281')).toBe(true);
    expect(isValidOrderId(undefined)).toBe(false);
    expect(isValidOrderId('')).toBe(false);
    expect(isValidOrderId('undefined')).toBe(false);
    expect(isValidOrderId('3f2a9c1e')).toBe(false);
  });
});

describe('buildTimeline', () => {
  it('marks earlier steps done, the current one current and takes times from the history', () => {
    const steps = buildTimeline('shipped', [
      { status: 'pending', fromStatus: null, paymentStatus: 'unpaid', actorRole: 'user', note: null, at: 'T1' },
      { status: 'shipped', fromStatus: 'pending', paymentStatus: 'unpaid', actorRole: 'admin', note: null, at: 'T2' },
    ]);
    expect(steps.map(({ status, state, at }) => [status, state, at])).toEqual([
      ['pending', 'done', 'T1'],
      // Skipped by the admin: done, with no time of its own.
      ['processing', 'done', null],
      ['shipped', 'current', 'T2'],
      ['completed', 'upcoming', null],
    ]);
  });

  it('falls back to the order date for the first step of an order without history', () => {
    expect(buildTimeline('pending', [], 'T0')[0]).toMatchObject({ state: 'current', at: 'T0' });
  });

  it('shows a cancelled order as Cancelled first, the rest never reached', () => {
    const steps = buildTimeline('cancelled', [
      {
        status: 'cancelled',
        fromStatus: 'pending',
        paymentStatus: 'failed',
        actorRole: 'system',
        note: null,
        at: 'T3',
      },
    ]);
    expect(steps[0]).toEqual({
      status: 'cancelled',
      label: 'Cancelled',
      description: 'Your order has been cancelled due to payment failure.',
      state: 'cancelled',
      at: 'T3',
    });
    expect(steps.slice(1).map((step) => step.state)).toEqual(['upcoming', 'upcoming', 'upcoming']);
  });
});
