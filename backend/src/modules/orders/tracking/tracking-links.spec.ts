import { checkTrackingToken, signTrackingToken } from './tracking-links';

const SECRET = 's'.repeat(32);
const ORDER = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const LATER = new Date('2030-01-01T00:00:00Z');

describe('tracking links', () => {
  it('opens the order it was signed for until it expires', () => {
    const token = signTrackingToken(SECRET, ORDER, LATER);
    expect(checkTrackingToken(SECRET, token, new Date('2029-12-31T23:59:59Z'))).toEqual({
      ok: true,
      orderId: ORDER,
      expiresAt: LATER,
    });
    expect(checkTrackingToken(SECRET, token, LATER)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a changed order id, a longer life, another secret or garbage as invalid', () => {
    const token = signTrackingToken(SECRET, ORDER, LATER);
    const [, expires, signature] = token.split('.');
    const now = new Date('2029-01-01T00:00:00Z');
    const other = ORDER.replace(/5b$/, '5c');
    expect(checkTrackingToken(SECRET, `${other}.${expires}.${signature}`, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkTrackingToken(SECRET, `${ORDER}.${Number(expires) + 1}.${signature}`, now).ok).toBe(false);
    expect(checkTrackingToken('t'.repeat(32), token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTrackingToken(SECRET, 'not-a-token', now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
