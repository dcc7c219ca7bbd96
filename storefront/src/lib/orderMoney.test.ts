import { describe, expect, it } from '@jest/globals';
import type { OrderDto } from '../api/generated';
import { canRefund, refundableAmount, unitsLeft } from './orderMoney';

const refund = (
  amount: number,
  status: 'pending' | 'success' | 'failed',
  lines: { itemId: string; quantity: number }[] | null = null,
) => ({
  id: `r-${amount}-${status}`,
  orderId: 'o',
  amount,
  reason: 'r',
  lines,
  status,
  gatewayRefundId: null,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});

const order = (refunds: ReturnType<typeof refund>[], paymentStatus: OrderDto['paymentStatus'] = 'paid') =>
  ({
    amount: 2475.1,
    paymentMethod: 'UPI',
    paymentStatus,
    products: [
      { id: 'a', quantity: 2 },
      { id: 'b', quantity: 1 },
    ],
    refunds,
  }) as unknown as OrderDto;

describe('order money helpers', () => {
  it('counts refunds done or under way against what may still be refunded, to the paisa', () => {
    expect(refundableAmount(order([]))).toBe(2475.1);
    expect(refundableAmount(order([refund(0.1, 'success'), refund(75, 'pending'), refund(999, 'failed')]))).toBe(2400);
    expect(refundableAmount(order([refund(2475.1, 'success')]))).toBe(0);
  });

  it('knows which lines are left to refund', () => {
    const left = unitsLeft(
      order([
        refund(10, 'success', [{ itemId: 'a', quantity: 1 }]),
        refund(5, 'failed', [{ itemId: 'b', quantity: 1 }]),
      ]),
    );
    expect([...left]).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('offers a refund only for paid UPI orders with money left', () => {
    expect(canRefund(order([]))).toBe(true);
    expect(canRefund(order([refund(100, 'success')], 'partially_refunded'))).toBe(true);
    expect(canRefund(order([refund(2475.1, 'success')], 'refunded'))).toBe(false);
    expect(canRefund({ ...order([]), paymentMethod: 'COD' })).toBe(false);
    expect(canRefund(order([], 'unpaid'))).toBe(false);
  });
});
