/**
 * The coupon applied in the order summary, kept for this tab's session: checkout may send the
 * shopper to complete the profile, and the coupon must still be applied when they come back.
 * Forgotten once an order is placed with it (or the server stops accepting it).
 */
const KEY = 'checkoutCoupon';

export interface RememberedCoupon {
  code: string;
  discountPercentage: number;
}

export function recallCoupon(): RememberedCoupon | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<RememberedCoupon> | null;
    return value && typeof value.code === 'string' && typeof value.discountPercentage === 'number'
      ? { code: value.code, discountPercentage: value.discountPercentage }
      : null;
  } catch {
    return null;
  }
}

export function rememberCoupon(coupon: RememberedCoupon | null): void {
  try {
    if (coupon) window.sessionStorage.setItem(KEY, JSON.stringify(coupon));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage refused: the shopper types the code again
  }
}
