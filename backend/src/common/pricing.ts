import { Paise, percentOf } from './money';

/** The tax rate on the discounted subtotal (SPEC: 10%). */
export const TAX_PERCENT = 10;
export const TAX_RATE = TAX_PERCENT / 100;

export interface PriceLine {
  /** What the shopper pays per unit (deal already applied), integer paise. */
  unitPricePaise: Paise;
  quantity: number;
  /** The product's GST rate in percent; used only when tax follows per-product rates. */
  gstRatePercent?: number;
}

/**
 * How tax is charged (CONTRACT "Tax and GST invoices"): `flat` is SPEC's 10% of the discounted
 * subtotal (the default); `per_product` (the shop's GST_PER_PRODUCT_RATES setting) is the sum
 * of each line's discounted value at its product's GST rate.
 */
export type TaxMode = 'flat' | 'per_product';

/** The rate the cart and order answers show (`taxRate`): per-product GST has no single rate. */
export function taxRateOf(taxMode: TaxMode): number | null {
  return taxMode === 'flat' ? TAX_RATE : null;
}

/** The tax line's name, as the storefront prints it from `taxRate`: "Tax (10%)", or "GST". */
export function taxLabel(taxRate: number | null): string {
  return taxRate === null ? 'GST' : `Tax (${Math.round(taxRate * 100)}%)`;
}

/** One line's share of the order: what a GST invoice prints per line. */
export interface LineTax {
  /** unit price x quantity */
  value: Paise;
  /** The line's share of the coupon discount. */
  discount: Paise;
  /** value - discount: the taxable value. */
  taxable: Paise;
  ratePercent: number;
  tax: Paise;
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
export function priceLines(
  lines: readonly PriceLine[],
  couponPercent: number | null,
  taxMode: TaxMode = 'flat',
): PriceTotals {
  if (taxMode === 'per_product') {
    const taxed = lineTaxes(lines, couponPercent, taxMode);
    const sum = (key: keyof LineTax) => taxed.reduce((total, line) => total + line[key], 0);
    const [subtotal, discount, tax] = [sum('value'), sum('discount'), sum('tax')];
    return { subtotal, discount, tax, grandTotal: subtotal - discount + tax };
  }
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

/**
 * Splits `total` over `weights` in whole paise so that the parts add up exactly: each part is
 * rounded down, and the paise left over go to the largest remainders (first line on a tie).
 */
export function allocate(total: Paise, weights: readonly number[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (BigInt(total) * BigInt(w) * 1000n) / BigInt(sum));
  const parts = exact.map((e) => Number(e / 1000n));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: Number(e % 1000n) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) parts[order[k].i] += 1;
  return parts;
}

/**
 * Each line's value, discount share, taxable value and tax, adding up exactly to what
 * `priceLines` charges for the same lines: the coupon discount is spread over the lines in
 * proportion to their value; in `flat` mode the order's 10% tax is spread over the taxable
 * values, in `per_product` mode each line is taxed at its own rate.
 */
export function lineTaxes(lines: readonly PriceLine[], couponPercent: number | null, taxMode: TaxMode): LineTax[] {
  const values = lines.map((line) => line.unitPricePaise * line.quantity);
  const flat = taxMode === 'flat' ? priceLines(lines, couponPercent, 'flat') : null;
  for (const line of lines) {
    if (taxMode === 'per_product' && !GST_RATES.includes(line.gstRatePercent as GstRate)) {
      throw new RangeError(`Invalid GST rate: ${line.gstRatePercent}`);
    }
  }
  const subtotal = values.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(subtotal)) throw new RangeError('Order total is too large');
  if (couponPercent !== null && (!Number.isInteger(couponPercent) || couponPercent < 1 || couponPercent > 100)) {
    throw new RangeError(`Invalid coupon percent: ${couponPercent}`);
  }
  const discounts = allocate(couponPercent === null ? 0 : percentOf(subtotal, couponPercent), values);
  const taxables = values.map((value, i) => value - discounts[i]);
  const taxes = flat
    ? allocate(flat.tax, taxables)
    : taxables.map((taxable, i) => percentOf(taxable, lines[i].gstRatePercent!));
  return lines.map((line, i) => ({
    value: values[i],
    discount: discounts[i],
    taxable: taxables[i],
    ratePercent: flat ? TAX_PERCENT : line.gstRatePercent!,
    tax: taxes[i],
  }));
}

/** The GST slabs a product may carry (percent). */
export const GST_RATES = [0, 3, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];
