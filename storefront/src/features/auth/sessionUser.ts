export interface ShippingAddress {
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** The signed-in user as the storefront remembers it between visits. */
export interface SessionUser {
  _id: string;
  username: string;
  email: string;
  /** 'admin' or 'user'; kept as text because the dashboard must cope with anything else. */
  role: string;
  profileImage?: string;
  phone?: string;
  shippingAddress?: ShippingAddress;
}

export const isAdmin = (user: Pick<SessionUser, 'role'> | null): boolean => user?.role === 'admin';

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return ['_id', 'username', 'email', 'role'].every((key) => typeof candidate[key] === 'string');
}

const USER_KEY = 'user';
const CART_KEY = 'cart';

/**
 * Reads the remembered user. A damaged entry (edited by hand, left by an older version)
 * counts as signed out instead of breaking the page.
 */
export function loadStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeUser(user: SessionUser): void {
  try {
    window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage may be full or disabled (private browsing); the session still works in memory.
  }
}

/** Signing out forgets the user and the cart copy kept beside it. */
export function forgetStoredSession(): void {
  try {
    window.localStorage.removeItem(USER_KEY);
    window.localStorage.removeItem(CART_KEY);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
