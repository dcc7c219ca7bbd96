import type { SessionUser, ShippingAddress } from '../auth';
import { CHECKOUT_MESSAGES } from './checkoutMessages';

export type PaymentMethod = 'COD' | 'UPI';

export type OrderReadiness =
  | { ready: true; email: string; shippingAddress: ShippingAddress }
  | { ready: false; message: string; goToProfile: boolean };

const ADDRESS_FIELDS: (keyof ShippingAddress)[] = ['address', 'city', 'state', 'pincode'];

/** The profile's shipping address when every part of it is filled in, otherwise null. */
export function completeAddress(address: ShippingAddress | undefined | null): ShippingAddress | null {
  if (!address) return null;
  return ADDRESS_FIELDS.every((field) => typeof address[field] === 'string' && address[field].trim() !== '')
    ? address
    : null;
}

/**
 * The checks before an order is sent, in the order the shop makes them: a payment method, a
 * signed-in user with an e-mail, then a complete shipping address in the profile.
 */
export function checkOrderReadiness(method: PaymentMethod | null, user: SessionUser | null): OrderReadiness {
  if (!method) return { ready: false, message: CHECKOUT_MESSAGES.chooseMethod, goToProfile: false };
  if (!user?.email) return { ready: false, message: CHECKOUT_MESSAGES.mustLogIn, goToProfile: false };
  const shippingAddress = completeAddress(user.shippingAddress);
  if (!shippingAddress) return { ready: false, message: CHECKOUT_MESSAGES.needAddress, goToProfile: true };
  return { ready: true, email: user.email, shippingAddress };
}
