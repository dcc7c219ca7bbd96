import { useCallback } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { BagIcon, UserIcon } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { PageLoader } from '../../components/PageLoader';
import { useAppDispatch } from '../../app/hooks';
import { OrderSummary } from '../checkout';
import { CartItemRow } from './CartItemRow';
import { cartClosed } from '../../app/uiSlice';
import { useCart } from './useCart';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Aside = styled.div`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: 0;
  }
`;

/**
 * The full-screen cart: a sign-in prompt when signed out, then loading, error, empty, or the
 * item list beside the order summary.
 */
export function CartModal() {
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(cartClosed()), [dispatch]);
  const { data: cart, user, isLoading, isError, refetch } = useCart();
  const count = user ? (cart?.selectedItems ?? 0) : 0;

  let content;
  if (!user) {
    content = (
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
    );
  } else if (isLoading) {
    content = <PageLoader label="Loading your cart..." />;
  } else if (!cart) {
    content = isError ? (
      <EmptyState
        title="Error Loading Cart"
        message="Unable to load your cart items. Please try again."
        action={
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            Try Again
          </Button>
        }
      />
    ) : (
      <PageLoader label="Loading your cart..." />
    );
  } else if (cart.products.length === 0) {
    content = (
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
    );
  } else {
    content = (
      <Layout>
        <Items aria-label="Items in your cart">
          {cart.products.map((item) => (
            <CartItemRow key={item._id} item={item} />
          ))}
        </Items>
        <Aside>
          <OrderSummary cart={cart} failed={isError} />
        </Aside>
      </Layout>
    );
  }

  return (
    <Modal title={`Your Cart (${count} ${count === 1 ? 'item' : 'items'})`} onClose={close} fullScreen>
      {content}
    </Modal>
  );
}
