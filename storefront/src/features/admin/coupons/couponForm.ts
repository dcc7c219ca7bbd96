export interface CouponFormValues {
  code: string;
  discountPercentage: string;
  expiryDate: string;
  /** The optional limits; empty means none. */
  maxUses?: string;
  maxUsesPerCustomer?: string;
  minOrderValue?: string;
}

export const COUPON_MESSAGES = {
  codeRequired: 'Coupon code is required.',
  discountRequired: 'Discount must be greater than 0.',
  expiryRequired: 'Expiry date is required.',
  maxUsesInvalid: 'Total uses must be a whole number of at least 1.',
  perCustomerInvalid: 'Uses per customer must be a whole number of at least 1.',
  minOrderInvalid: 'Minimum order value must be an amount in rupees with at most 2 decimals.',
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
  if (!isBlank(values.maxUses) && !WHOLE.test(values.maxUses!.trim())) return COUPON_MESSAGES.maxUsesInvalid;
  if (!isBlank(values.maxUsesPerCustomer) && !WHOLE.test(values.maxUsesPerCustomer!.trim())) {
    return COUPON_MESSAGES.perCustomerInvalid;
  }
  if (!isBlank(values.minOrderValue) && !RUPEES.test(values.minOrderValue!.trim())) {
    return COUPON_MESSAGES.minOrderInvalid;
  }
  return null;
}

const WHOLE = /^[1-9]\d{0,5}$/;
const RUPEES = /^\d{1,8}(\.\d{1,2})?$/;
const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** The optional limits as the API takes them: left out when blank. */
export function couponLimits(values: CouponFormValues): {
  maxUses?: number;
  maxUsesPerCustomer?: number;
  minOrderValue?: number;
} {
  return {
    ...(isBlank(values.maxUses) ? {} : { maxUses: Number(values.maxUses) }),
    ...(isBlank(values.maxUsesPerCustomer) ? {} : { maxUsesPerCustomer: Number(values.maxUsesPerCustomer) }),
    ...(isBlank(values.minOrderValue) ? {} : { minOrderValue: Number(values.minOrderValue!.trim()) }),
  };
}

/** 'No limit', or '3 of 10 used'. */
export function usesText(used: number, max: number | null): string {
  return max === null ? `${used} used, no limit` : `${used} of ${max} used`;
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
