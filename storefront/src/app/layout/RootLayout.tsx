import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PageLoader } from '../../components/PageLoader';
import { useSessionCheck } from '../../features/auth/useSessionCheck';
import { selectCartOpen } from '../../features/cart/uiSlice';
import { useAppSelector } from '../hooks';
import { Footer } from './Footer';
import { Header } from './Header/Header';
import { ScrollToTop } from './ScrollToTop';

const CartModal = lazy(() => import('../../features/cart/CartModal').then((module) => ({ default: module.CartModal })));

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -60px;
  z-index: ${({ theme }) => theme.zIndex.modal};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onDark};

  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

/** Header, the current screen and footer: the frame of every page in the shop. */
export function RootLayout() {
  const cartOpen = useAppSelector(selectCartOpen);
  useSessionCheck();
  return (
    <Shell>
      <ScrollToTop />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
      {cartOpen && (
        <Suspense fallback={null}>
          <CartModal />
        </Suspense>
      )}
    </Shell>
  );
}
