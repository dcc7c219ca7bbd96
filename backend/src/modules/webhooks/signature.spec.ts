import { createHmac } from 'node:crypto';
import { generateSecret, sign, verify } from './signature';
import { backoffMs } from './webhook-dispatcher';

describe('webhook signatures', () => {
  const secret = 'whsec_test-secret-0123456789';
  const body = '{"id":"e1","type":"order.paid"}';

  it('signs "<timestamp>.<body>" with HMAC-SHA256', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(sign(secret, 1700000000, body)).toBe(`v1=${expected}`);
  });

  it('verifies within the five-minute window only, and only the exact body and secret', () => {
    const now = 1700000000;
    const signature = sign(secret, now, body);
    expect(verify(secret, { signature, timestamp: String(now) }, body, now + 299)).toBe(true);
    expect(verify(secret, { signature, timestamp: String(now) }, body, now + 301)).toBe(false);
    expect(verify(secret, { signature, timestamp: String(now) }, body, now - 301)).toBe(false);
    expect(verify(secret, { signature, timestamp: String(now) }, body + ' ', now)).toBe(false);
    expect(verify('whsec_other', { signature, timestamp: String(now) }, body, now)).toBe(false);
    expect(verify(secret, { signature, timestamp: String(now + 1) }, body, now)).toBe(false);
    expect(verify(secret, { timestamp: String(now) }, body, now)).toBe(false);
  });

  it('generates distinct secrets', () => {
    const a = generateSecret();
    expect(a).toMatch(/^whsec_[\w-]{43}$/);
    expect(generateSecret()).not.toBe(a);
  });

  it('backs off exponentially, capped at six hours', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(30_000, attempt))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30_000, 20)).toBe(6 * 3600_000);
  });
});
