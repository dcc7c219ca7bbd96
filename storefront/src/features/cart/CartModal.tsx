import { useCallback } from 'react';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { BagIcon, UserIcon } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { cartClosed } from './uiSlice';
import { useCartItemCount } from './useCartItemCount';

/**
 * The full-screen cart. Signed-out shoppers are asked to sign in, because the cart is kept on
 * the server per account; the item list and order summary grow here with the cart endpoints.
 */
export function CartModal() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const count = useCartItemCount();
  const close = useCallback(() => dispatch(cartClosed()), [dispatch]);

  return (
    <Modal title={`Your Cart (${count})`} onClose={close} fullScreen>
      {user ? (
        <EmptyState
          icon={<BagIcon size={30} />}
          title="Your cart is empty"
          message="Find something you love and it will wait for you here."
          action={
            <ButtonLink to="/shop" onClick={close}>
              Continue Shopping
            </ButtonLink>
          }
        />
      ) : (
        <EmptyState
          icon={<UserIcon size={30} />}
          title="Please Sign In"
          message="Sign in to see the pieces in your cart and check out."
          action={
            <ButtonLink to="/login" onClick={close}>
              Sign In
            </ButtonLink>
          }
        />
      )}
    </Modal>
  );
}
