import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { PageLoader } from '../../components/PageLoader';
import { useSessionCheck } from '../../features/auth';
import { usePendingCartAdd } from '../../features/catalog';
import { selectCartOpen } from '../uiSlice';
import { useAppSelector } from '../hooks';
import { Header } from './Header/Header';

// Below the first screen on every page (the page fills it), so it need not be in the first download.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));
const CartModal = lazy(() => import('../../features/cart/CartModal').then((module) => ({ default: module.CartModal })));

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// The page always fills the first screen, so the footer starts below it and never jumps when
// a screen's data arrives (a layout shift Lighthouse counts).
const Main = styled.main`
  flex: 1;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  min-height: calc(100svh - ${({ theme }) => theme.layout.headerHeight});
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
  usePendingCartAdd();
  return (
    <Shell>
      {/* Back and Forward return to where the shopper was; a new page starts at its top (SPEC 2.1). */}
      <ScrollRestoration />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {cartOpen && (
        <Suspense fallback={null}>
          <CartModal />
        </Suspense>
      )}
    </Shell>
  );
}
