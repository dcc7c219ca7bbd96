// Amounts are written by hand rather than with Intl.NumberFormat('en-IN'): building that
// formatter loads the locale's data, one task of some 20 ms on a phone, just when the first
// prices are drawn. The output is the same (see money.test.ts).

/** Digits grouped the Indian way (1,23,456): the last three together, pairs before them. */
function groupIndian(digits: string): string {
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
}

/**
 * `amount` (not negative) with `places` decimals, rounded as en-IN formatting rounds: from the
 * number's shortest decimal form, halves up, so 1.005 gives '1.01' (toFixed alone gives '1.00').
 */
function toDecimals(amount: number, places: number): string {
  const text = String(amount);
  if (text.includes('e')) return amount.toFixed(places); // far below a paisa, or beyond any price
  return (Math.round(Number(`${text}e${places}`)) / 10 ** places).toFixed(places);
}

/**
 * Formats an amount of rupees for display: `formatRupees(1234.5)` gives 'Rs. 1,234.50'.
 * Accepts strings too, because order amounts may arrive as text with two decimals.
 * Anything that is not a finite number shows as zero rather than 'Rs. NaN'.
 */
export function formatRupees(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return 'Rs. 0.00';
  const sign = value < 0 ? '-' : '';
  const [rupees, paise] = toDecimals(Math.abs(value), 2).split('.');
  return `${sign}Rs. ${groupIndian(rupees)}.${paise}`;
}

/** Round figures in running text, such as policy thresholds: 'Rs. 2,999'. */
export function formatWholeRupees(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `Rs. ${sign}${groupIndian(toDecimals(Math.abs(amount), 0))}`;
}

/** The amount as the order call carries it: rupees as text with two decimals ('3018.02'). */
export const amountText = (rupees: number): string => (Math.round(rupees * 100) / 100).toFixed(2);
