import { canCustomerCancel, canMovePayment, canSystemCancel, paymentAfterAdminStatus } from './order-status';

describe('order state machines', () => {
  it.each([
    ['unpaid', 'paid', true],
    ['unpaid', 'failed', true],
    ['failed', 'paid', true],
    ['failed', 'unpaid', true],
    ['refunded', 'unpaid', false],
    ['paid', 'refunded', true],
    ['paid', 'unpaid', false],
    ['paid', 'failed', false],
    ['refunded', 'paid', false],
    ['unpaid', 'refunded', false],
    ['paid', 'partially_refunded', true],
    ['partially_refunded', 'refunded', true],
    ['partially_refunded', 'paid', false],
    ['refunded', 'partially_refunded', false],
  ] as const)('payment %s → %s allowed: %s', (from, to, allowed) => {
    expect(canMovePayment(from, to)).toBe(allowed);
  });

  it.each([
    ['pending', 'unpaid', true],
    ['pending', 'failed', true],
    ['pending', 'paid', false],
    ['pending', 'partially_refunded', false],
    ['processing', 'unpaid', false],
    ['cancelled', 'unpaid', false],
  ] as const)('the shop may cancel a %s/%s order: %s', (status, paymentStatus, allowed) => {
    expect(canSystemCancel({ status, paymentStatus })).toBe(allowed);
  });

  it.each([
    ['pending', true],
    ['processing', true],
    ['shipped', false],
    ['completed', false],
    ['cancelled', false],
  ] as const)('the shopper may cancel a %s order: %s', (status, allowed) => {
    expect(canCustomerCancel({ status })).toBe(allowed);
  });

  it.each([
    ['UPI', 'paid', 'cancelled', 'paid'],
    ['COD', 'paid', 'cancelled', 'refunded'],
    ['UPI', 'partially_refunded', 'cancelled', 'partially_refunded'],
    ['UPI', 'unpaid', 'cancelled', 'unpaid'],
    ['COD', 'unpaid', 'completed', 'paid'],
    ['UPI', 'unpaid', 'completed', 'unpaid'],
    ['COD', 'paid', 'shipped', 'paid'],
  ] as const)('admin sets a %s/%s order to %s → payment %s', (paymentMethod, paymentStatus, to, expected) => {
    expect(paymentAfterAdminStatus({ paymentMethod, paymentStatus }, to)).toBe(expected);
  });
});
