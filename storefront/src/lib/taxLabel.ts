/**
 * The tax line's name, from the `taxRate` of the cart or order answer: "Tax (10%)" for the flat
 * rate, "GST" when each product is taxed at its own rate (null). The API's mails use the same
 * rule (backend/src/common/pricing.ts `taxLabel`).
 */
export function taxLabel(taxRate: number | null): string {
  return taxRate === null ? 'GST' : `Tax (${Math.round(taxRate * 100)}%)`;
}
