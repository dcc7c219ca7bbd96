// The order summary's figures with a coupon, by the same rule the server prices orders with:
// everything in whole paise; discount = coupon percent of the subtotal and tax = 10% of the
// discounted subtotal, each rounded on its own half away from zero; grand total = subtotal -
// discount + tax. The server checks the total again when the order is placed.

export const TAX_PERCENT = 10;

export interface OrderTotals {
  /** All in rupees with at most two decimals. */
  subtotal: number;
  discount: number;
  tax: number;
  grandTotal: number;
}

/** Rupees (at most two decimals) to whole paise. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

const toRupees = (paise: number): number => paise / 100;

/** A percentage of an amount in paise, rounded half away from zero to whole paise. */
export function percentOfPaise(paise: number, percent: number): number {
  const exact = (paise * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** The summary of a cart whose subtotal is `subtotal` rupees, with an optional coupon percent. */
export function orderTotals(subtotal: number, couponPercent: number | null): OrderTotals {
  const subtotalPaise = toPaise(subtotal);
  const discountPaise = couponPercent ? percentOfPaise(subtotalPaise, couponPercent) : 0;
  const taxPaise = percentOfPaise(subtotalPaise - discountPaise, TAX_PERCENT);
  return {
    subtotal: toRupees(subtotalPaise),
    discount: toRupees(discountPaise),
    tax: toRupees(taxPaise),
    grandTotal: toRupees(subtotalPaise - discountPaise + taxPaise),
  };
}

/** The amount as the order call carries it: rupees as text with two decimals ('3018.02'). */
export const amountText = (rupees: number): string => (toPaise(rupees) / 100).toFixed(2);
