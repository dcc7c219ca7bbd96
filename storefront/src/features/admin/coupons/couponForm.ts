export interface CouponFormValues {
  code: string;
  discountPercentage: string;
  expiryDate: string;
}

export const COUPON_MESSAGES = {
  codeRequired: 'Coupon code is required.',
  discountRequired: 'Discount must be greater than 0.',
  expiryRequired: 'Expiry date is required.',
  added: 'Coupon added successfully!',
  failed: 'Failed to create coupon.',
} as const;

/** The first problem with the form, in the order the fields appear, or null when it may be sent. */
export function validateCoupon(values: CouponFormValues): string | null {
  if (values.code.trim() === '') return COUPON_MESSAGES.codeRequired;
  const discount = Number(values.discountPercentage);
  if (values.discountPercentage.trim() === '' || !Number.isFinite(discount) || discount <= 0) {
    return COUPON_MESSAGES.discountRequired;
  }
  if (values.expiryDate.trim() === '') return COUPON_MESSAGES.expiryRequired;
  return null;
}

/** The result banner is red when the text reports a failure, green otherwise. */
export const bannerTone = (message: string): 'error' | 'success' => (message.includes('Failed') ? 'error' : 'success');

/** A datetime-local value ('2025-03-07T18:30', the admin's local time) as an ISO instant. */
export function localDateTimeToIso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** An instant as the value a datetime-local input shows, in the admin's local time. */
export function isoToLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
