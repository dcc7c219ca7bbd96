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
