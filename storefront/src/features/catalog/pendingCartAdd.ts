/**
 * A product a signed-out shopper asked to add to the cart: kept while they sign in (or
 * register and sign in), then added. Session storage, so it lasts the detour through the
 * login page in this tab and no longer. The chosen variant, if any, is kept beside it.
 */
const KEY = 'pendingCartAdd';
const VARIANT_KEY = 'pendingCartAddVariant';

export interface PendingAdd {
  productId: string;
  variantId: string | null;
}

export function rememberPendingAdd(productId: string, variantId?: string | null): void {
  try {
    window.sessionStorage.setItem(KEY, productId);
    if (variantId) window.sessionStorage.setItem(VARIANT_KEY, variantId);
    else window.sessionStorage.removeItem(VARIANT_KEY);
  } catch {
    // storage refused: the shopper adds it again after signing in
  }
}

/** The remembered product (and variant), removed as it is read (so it is added once). */
export function takePendingAdd(): PendingAdd | null {
  try {
    const productId = window.sessionStorage.getItem(KEY);
    const variantId = window.sessionStorage.getItem(VARIANT_KEY);
    window.sessionStorage.removeItem(KEY);
    window.sessionStorage.removeItem(VARIANT_KEY);
    return productId === null ? null : { productId, variantId };
  } catch {
    return null;
  }
}
