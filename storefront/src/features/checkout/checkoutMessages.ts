// The notices of placing an order, word for word as shoppers see them.
export const CHECKOUT_MESSAGES = {
  chooseMethod: 'Please select a payment method.',
  mustLogIn: 'You must be logged in to place an order.',
  needAddress: 'Please complete your shipping address in your profile before placing an order.',
  orderFailed: 'Failed to place the order. Please try again.',
  orderError: 'An error occurred while placing the order.',
  gatewayError: 'Payment gateway error. Please try again or use COD.',
  clearCartFailed: 'Failed to clear cart. Please try again.',
  couponApplied: (percent: number) => `Coupon applied! ${percent}% discount.`,
  couponInvalid: 'Invalid or expired coupon code.',
  summaryError: 'Error loading order data',
} as const;

interface FailedCall {
  status?: unknown;
  data?: unknown;
}

/**
 * What to say when a coupon is refused: SPEC's 'Invalid or expired coupon code.' for an
 * unknown or expired code, or the server's reason when the code exists but cannot be used
 * here (used up, already used by this shopper, order below its minimum): a 400 with a message.
 */
export function couponRefusal(error: unknown): string {
  const failed = (error ?? {}) as FailedCall;
  const message = (failed.data as { message?: unknown } | undefined)?.message;
  if (failed.status === 400 && typeof message === 'string' && message.trim() !== '') return message;
  return CHECKOUT_MESSAGES.couponInvalid;
}
