import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { admin, renderRoutes, shopper } from '../../test/render';
import { signedOut } from './authSlice';
import { ACCESS_DENIED, MUST_LOG_IN, RequireAuth, returnPathAfterLogin } from './RequireAuth';
import { findToast, toastTexts } from '../../test/toasts';

function LoginScreen() {
  const location = useLocation();
  return <h1>Login screen, back to {returnPathAfterLogin(location.state)}</h1>;
}

const routes: RouteObject[] = [
  { path: '/', element: <h1>Home screen</h1> },
  { path: '/login', element: <LoginScreen /> },
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <h1>Dashboard screen</h1> },
      {
        element: <RequireAuth role="admin" />,
        children: [{ path: 'users', element: <h1>Users screen</h1> }],
      },
    ],
  },
];

beforeEach(() => {});

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login with a notice, remembering where they were going', async () => {
    const { router } = renderRoutes(routes, '/dashboard/users?tab=admins');

    expect(
      await screen.findByRole('heading', {
        name: 'Login screen, back to /dashboard/users?tab=admins',
      }),
    ).toBeTruthy();
    expect(toastTexts()).toHaveLength(1);
    await findToast(MUST_LOG_IN);
    expect(MUST_LOG_IN).toBe('You must be logged in!');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Users screen')).toBeNull();
  });

  it('sends a signed-in user without the role to /dashboard with a notice', async () => {
    const { router } = renderRoutes(routes, '/dashboard/users', { user: shopper });

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy();
    expect(toastTexts()).toHaveLength(1);
    await findToast('Access denied! You do not have permission to view this page.');
    expect(ACCESS_DENIED).toBe('Access denied! You do not have permission to view this page.');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a user with the role in without any notice', async () => {
    renderRoutes(routes, '/dashboard/users', { user: admin });

    expect(await screen.findByRole('heading', { name: 'Users screen' })).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });

  it('lets any signed-in user into areas that need no role', async () => {
    renderRoutes(routes, '/dashboard', { user: shopper });

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });

  it('lets a session that ends on a guarded page leave quietly', async () => {
    const { store, router } = renderRoutes(routes, '/dashboard', { user: shopper });
    await screen.findByRole('heading', { name: 'Dashboard screen' });

    act(() => {
      store.dispatch(signedOut());
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toastTexts()).toEqual([]);
  });
});

describe('returnPathAfterLogin', () => {
  it('returns to the remembered page, or home when there is none', () => {
    expect(returnPathAfterLogin({ from: '/orders/abc' })).toBe('/orders/abc');
    expect(returnPathAfterLogin(null)).toBe('/');
    expect(returnPathAfterLogin({ from: 'https://elsewhere.example' })).toBe('/');
  });
});
