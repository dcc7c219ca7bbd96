/** "Only N left" shows at this many pieces or fewer (the server's low-stock threshold too). */
export const LOW_STOCK_THRESHOLD = 5;

export interface StockNote {
  text: string;
  soldOut: boolean;
}

/**
 * What a shopper is told about a product's stock: nothing when plenty are left or it is made
 * to order (null), "Only N left" when few are, "Out of stock" when none are.
 */
export function stockNote(stock: number | null | undefined): StockNote | null {
  if (stock === null || stock === undefined) return null;
  if (stock <= 0) return { text: 'Out of stock', soldOut: true };
  if (stock <= LOW_STOCK_THRESHOLD) return { text: `Only ${stock} left`, soldOut: false };
  return null;
}

/** A cart line's warning when it asks for more than is left; null when it can be ordered. */
export function cartLineWarning(quantity: number, stock: number | null | undefined): string | null {
  if (stock === null || stock === undefined || quantity <= stock) return null;
  if (stock <= 0) return 'Out of stock: remove it to place your order.';
  return `Only ${stock} left: lower the quantity to ${stock} to place your order.`;
}

/** The admin's reading of a count: a number, or "Made to order". */
export function stockLabel(stock: number | null): string {
  return stock === null ? 'Made to order' : String(stock);
}
