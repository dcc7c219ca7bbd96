import { Paise, percentOf } from '../../common/money';

/** The tax rate on the discounted subtotal (SPEC: 10%). */
export const TAX_PERCENT = 10;
export const TAX_RATE = TAX_PERCENT / 100;

export interface PriceLine {
  /** What the shopper pays per unit (deal already applied), integer paise. */
  unitPricePaise: Paise;
  quantity: number;
}

export interface PriceTotals {
  subtotal: Paise;
  discount: Paise;
  tax: Paise;
  grandTotal: Paise;
}

/**
 * The one pricing function: the cart, order creation and the storefront's display all show
 * its results, so they always agree.
 *
 * Everything is integer paise. subtotal = sum(unit price x quantity); discount = coupon percent
 * of the subtotal; tax = 10% of (subtotal - discount); grand total = subtotal - discount + tax.
 * Rounding rule: each percentage (the discount and the tax) is rounded on its own, half away
 * from zero, to whole paise (`percentOf`); sums and differences of paise are exact.
 */
export function priceLines(lines: readonly PriceLine[], couponPercent: number | null): PriceTotals {
  let subtotal = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unitPricePaise) || line.unitPricePaise < 0) {
      throw new RangeError(`Invalid unit price: ${line.unitPricePaise}`);
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`Invalid quantity: ${line.quantity}`);
    }
    subtotal += line.unitPricePaise * line.quantity;
  }
  if (couponPercent !== null && (!Number.isInteger(couponPercent) || couponPercent < 1 || couponPercent > 100)) {
    throw new RangeError(`Invalid coupon percent: ${couponPercent}`);
  }
  const discount = couponPercent === null ? 0 : percentOf(subtotal, couponPercent);
  const tax = percentOf(subtotal - discount, TAX_PERCENT);
  const grandTotal = subtotal - discount + tax;
  if (!Number.isSafeInteger(grandTotal)) throw new RangeError('Order total is too large');
  return { subtotal, discount, tax, grandTotal };
}
