/**
 * A product a signed-out shopper asked to add to the cart: kept while they sign in (or
 * register and sign in), then added. Session storage, so it lasts the detour through the
 * login page in this tab and no longer.
 */
const KEY = 'pendingCartAdd';

export function rememberPendingAdd(productId: string): void {
  try {
    window.sessionStorage.setItem(KEY, productId);
  } catch {
    // storage refused: the shopper adds it again after signing in
  }
}

/** The remembered product id, removed as it is read (so it is added once). */
export function takePendingAdd(): string | null {
  try {
    const id = window.sessionStorage.getItem(KEY);
    if (id !== null) window.sessionStorage.removeItem(KEY);
    return id;
  } catch {
    return null;
  }
}
