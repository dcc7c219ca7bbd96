import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { makeStore, type RootState } from '../app/store';
import type { SessionUser } from '../features/auth';

export const shopper: SessionUser = {
  _id: 'u-1001',
  username: 'asha',
  email: 'asha@example.com',
  role: 'user',
};

export const admin: SessionUser = {
  _id: 'u-1',
  username: 'meera',
  email: 'meera@example.com',
  role: 'admin',
};

interface Options {
  /** Who is signed in; nobody by default. */
  user?: SessionUser | null;
  preloadedState?: Partial<RootState>;
}

function storeFor({ user = null, preloadedState }: Options) {
  return makeStore({ auth: { user }, ...preloadedState });
}

/** Renders a route table in a memory router with the shop's store and theme. */
export function renderRoutes(routes: RouteObject[], path: string, options: Options = {}) {
  const store = storeFor(options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}

/** Renders one component at `/` inside a router, the store and the theme. */
export function renderWithShop(ui: ReactElement, options: Options = {}) {
  return renderRoutes([{ path: '*', element: ui }], '/', options);
}
