import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { admin, renderWithShop } from '../../../test/render';
import { AddCouponPage } from '../AddCouponPage';
import { mockApi } from '../shared/mockApi';
import { bannerTone, couponLimits, localDateTimeToIso, validateCoupon } from './couponForm';

const coupons = [
  {
    _id: 'c1',
    id: 'c1',
    code: 'WELCOME10',
    discountPercentage: 10,
    expiryDate: '2099-01-01T00:00:00.000Z',
    maxUses: 100,
    maxUsesPerCustomer: 1,
    minOrderValue: 1500,
    usedCount: 7,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
];

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));

describe('coupon form checks', () => {
  it('asks for the code, a positive discount and the expiry, in that order', () => {
    expect(validateCoupon({ code: '  ', discountPercentage: '10', expiryDate: '2099-01-01T10:00' })).toBe(
      'Coupon code is required.',
    );
    expect(validateCoupon({ code: 'A', discountPercentage: '', expiryDate: '2099-01-01T10:00' })).toBe(
      'Discount must be greater than 0.',
    );
    expect(validateCoupon({ code: 'A', discountPercentage: '0', expiryDate: '2099-01-01T10:00' })).toBe(
      'Discount must be greater than 0.',
    );
    expect(validateCoupon({ code: 'A', discountPercentage: '5', expiryDate: '' })).toBe('Expiry date is required.');
    expect(validateCoupon({ code: 'A', discountPercentage: '5', expiryDate: '2099-01-01T10:00' })).toBeNull();
  });

  it('checks the optional limits after the required fields', () => {
    const base = { code: 'A', discountPercentage: '5', expiryDate: '2099-01-01T10:00' };
    expect(validateCoupon({ ...base, maxUses: '0' })).toBe('Total uses must be a whole number of at least 1.');
    expect(validateCoupon({ ...base, maxUses: '2.5' })).toBe('Total uses must be a whole number of at least 1.');
    expect(validateCoupon({ ...base, maxUsesPerCustomer: '-1' })).toBe(
      'Uses per customer must be a whole number of at least 1.',
    );
    expect(validateCoupon({ ...base, minOrderValue: '10.001' })).toBe(
      'Minimum order value must be an amount in rupees with at most 2 decimals.',
    );
    expect(validateCoupon({ ...base, maxUses: ' 10 ', maxUsesPerCustomer: '1', minOrderValue: '1500.50' })).toBeNull();
    expect(couponLimits({ ...base, maxUses: '', maxUsesPerCustomer: '2', minOrderValue: ' 999 ' })).toEqual({
      maxUsesPerCustomer: 2,
      minOrderValue: 999,
    });
  });

  it('paints the banner red exactly when the text contains Failed', () => {
    expect(bannerTone('Failed to create coupon.')).toBe('error');
    expect(bannerTone('Coupon added successfully!')).toBe('success');
  });

  it('sends the local date and time as an instant', () => {
    expect(localDateTimeToIso('2030-05-01T10:30')).toBe(new Date(2030, 4, 1, 10, 30).toISOString());
  });
});

describe('AddCouponPage', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/coupon': { body: coupons } });
  });

  it('shows the first missing field without calling the server', async () => {
    const { calls } = mockApi({ 'GET /api/coupon': { body: coupons } });
    renderWithShop(<AddCouponPage />, { user: admin });
    await screen.findByText('WELCOME10');

    submit();
    expect(screen.getByRole('alert').textContent).toBe('Coupon code is required.');
    fill('Coupon Code', 'spring5');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Discount must be greater than 0.');
    fill('Discount Percentage', '5');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Expiry date is required.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the code in capitals, sends it, and reports success in green', async () => {
    const { calls } = mockApi({
      'GET /api/coupon': { body: coupons },
      'POST /api/coupon/add': { status: 201, body: { message: 'Coupon added successfully!', coupon: coupons[0] } },
    });
    renderWithShop(<AddCouponPage />, { user: admin });
    fill('Coupon Code', 'spring5');
    expect((screen.getByLabelText('Coupon Code') as HTMLInputElement).value).toBe('SPRING5');
    fill('Discount Percentage', '5');
    fill('Expiry Date & Time', '2099-03-01T12:00');
    fill('Total Uses (optional)', '50');
    fill('Minimum Order Value, Rs. (optional)', '1500');
    submit();

    const banner = await screen.findByText('Coupon added successfully!');
    expect(banner.getAttribute('role')).toBe('status');
    expect(getComputedStyle(banner).backgroundColor).toBe('rgb(232, 243, 234)');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      code: 'SPRING5',
      discountPercentage: 5,
      expiryDate: new Date(2099, 2, 1, 12, 0).toISOString(),
      maxUses: 50,
      minOrderValue: 1500,
    });
  });

  it("shows the server's refusal in red, or the fallback text", async () => {
    mockApi({
      'GET /api/coupon': { body: coupons },
      'POST /api/coupon/add': { status: 500, body: {} },
    });
    renderWithShop(<AddCouponPage />, { user: admin });
    fill('Coupon Code', 'x1');
    fill('Discount Percentage', '5');
    fill('Expiry Date & Time', '2099-03-01T12:00');
    submit();

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('Failed to create coupon.');
    expect(getComputedStyle(banner).backgroundColor).toBe('rgb(249, 230, 230)');
  });

  it('lists existing coupons with a delete button', async () => {
    renderWithShop(<AddCouponPage />, { user: admin });
    expect(await screen.findByRole('button', { name: 'Delete coupon WELCOME10' })).toBeTruthy();
    expect(screen.getByText('10%')).toBeTruthy();
    expect(screen.getByText('7 of 100 used')).toBeTruthy();
    expect(screen.getByText('Rs. 1,500.00')).toBeTruthy();
  });
});
