import { useCart } from './useCart';

/** How many items the cart badge shows: the sum of quantities in the shopper's cart. */
export function useCartItemCount(): number {
  const { data, user } = useCart();
  return user ? (data?.selectedItems ?? 0) : 0;
}
