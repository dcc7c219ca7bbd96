import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAddToCartMutation } from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth';
import { cartOpened } from '../../app/uiSlice';
import { rememberPendingAdd, takePendingAdd } from './pendingCartAdd';
import { withVariant } from '../../lib/variants';

export const ADDED_TICK_MS = 1500;

/**
 * Adds one of a product (of the chosen variant, when it has several) to the signed-in shopper's
 * cart and shows a tick for 1.5 s.
 * Signed out, the cart cannot hold anything yet: the shopper goes to the login page, comes back
 * here afterwards, and the product is added then (see usePendingCartAdd).
 */
export function useAddToCart() {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const [added, setAdded] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const add = useCallback(
    async (productId: string, variantId?: string | null): Promise<boolean> => {
      if (!user) {
        rememberPendingAdd(productId, variantId);
        const from = `${location.pathname}${location.search}${location.hash}`;
        navigate('/login', { state: { from, reason: 'cart' } });
        return false;
      }
      try {
        await addToCart({ addToCartDto: withVariant({ productId, quantity: 1 }, variantId) }).unwrap();
        setAdded(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setAdded(false), ADDED_TICK_MS);
        return true;
      } catch (error) {
        console.error('Failed to add to cart', error);
        return false;
      }
    },
    [addToCart, location, navigate, user],
  );

  return { add, added, adding: isLoading, signedIn: Boolean(user) };
}

/** Once the shopper is signed in, adds the product they chose while signed out and opens the cart. */
export function usePendingCartAdd(): void {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [addToCart] = useAddToCartMutation();
  useEffect(() => {
    if (!user) return;
    const pending = takePendingAdd();
    if (!pending) return;
    addToCart({ addToCartDto: withVariant({ productId: pending.productId, quantity: 1 }, pending.variantId) })
      .unwrap()
      .then(() => dispatch(cartOpened()))
      .catch((error: unknown) => console.error('Failed to add to cart', error));
  }, [addToCart, dispatch, user]);
}
