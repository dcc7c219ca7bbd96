import type { CartDto } from '../api/generated';

const CART_KEY = 'cart';

/** The browser's copy of the cart (SPEC: kept under 'cart', mirrored from each cart fetch). */
export interface StoredCart {
  products: CartDto['products'];
  totalPrice: number;
  tax: number;
  /** null when each product is taxed at its own GST rate. */
  taxRate: number | null;
  grandTotal: number;
  selectedItems: number;
}

export function storeCart(cart: CartDto): void {
  const stored: StoredCart = {
    products: cart.products,
    totalPrice: cart.totalPrice,
    tax: cart.tax,
    taxRate: cart.taxRate,
    grandTotal: cart.grandTotal,
    selectedItems: cart.selectedItems,
  };
  try {
    window.localStorage.setItem(CART_KEY, JSON.stringify(stored));
  } catch {
    // Storage may be full or disabled; the cart itself lives on the server.
  }
}

export function forgetStoredCart(): void {
  try {
    window.localStorage.removeItem(CART_KEY);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
