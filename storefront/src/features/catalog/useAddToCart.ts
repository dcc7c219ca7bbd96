import { useCallback, useEffect, useRef, useState } from 'react';
import { useCartControllerAddMutation } from '../../api/generated';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';

export const ADDED_TICK_MS = 1500;

/**
 * Adds one of a product to the signed-in shopper's cart and shows a tick for 1.5 s.
 * Signed out, the cart cannot hold anything: the attempt is only logged.
 */
export function useAddToCart() {
  const user = useAppSelector(selectCurrentUser);
  const [addToCart, { isLoading }] = useCartControllerAddMutation();
  const [added, setAdded] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const add = useCallback(
    async (productId: string): Promise<boolean> => {
      if (!user) {
        console.log('Sign in to add products to the cart');
        return false;
      }
      try {
        await addToCart({ addToCartDto: { productId, quantity: 1 } }).unwrap();
        setAdded(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setAdded(false), ADDED_TICK_MS);
        return true;
      } catch (error) {
        console.error('Failed to add to cart', error);
        return false;
      }
    },
    [addToCart, user],
  );

  return { add, added, adding: isLoading, signedIn: Boolean(user) };
}
