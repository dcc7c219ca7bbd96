// en-IN groups digits the Indian way (1,23,456.00), which is what shoppers here expect to read.
const rupeeNumber = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount of rupees for display: `formatRupees(1234.5)` gives 'Rs. 1,234.50'.
 * Accepts strings too, because order amounts may arrive as text with two decimals.
 * Anything that is not a finite number shows as zero rather than 'Rs. NaN'.
 */
export function formatRupees(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return 'Rs. 0.00';
  const sign = value < 0 ? '-' : '';
  return `${sign}Rs. ${rupeeNumber.format(Math.abs(value))}`;
}

const wholeRupeeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Round figures in running text, such as policy thresholds: 'Rs. 2,999'. */
export function formatWholeRupees(amount: number): string {
  return `Rs. ${wholeRupeeNumber.format(amount)}`;
}

/** The amount as the order call carries it: rupees as text with two decimals ('3018.02'). */
export const amountText = (rupees: number): string => (Math.round(rupees * 100) / 100).toFixed(2);
