import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { admin, renderWithShop, shopper } from '../../../test/render';
import { Header } from './Header';

/** The signed-in menu is a chunk of its own: it arrives a moment after the header. */
async function openAccountMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 }));
  return screen.getByRole('navigation', { name: 'Account' });
}

function linkTargets(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  window.localStorage.clear();
});

describe('Header', () => {
  it('links the logo home and offers search, categories and the cart', () => {
    renderWithShop(<Header />);

    expect(screen.getByRole('link', { name: 'Decor Shop home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('searchbox', { name: 'Search products' }).getAttribute('placeholder')).toBe(
      'Search for decor...',
    );
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    // The desktop navigation is hidden by a media query jsdom does not evaluate.
    expect(screen.getByRole('button', { name: 'Categories', hidden: true })).toBeTruthy();
  });

  it('lists every category in the desktop dropdown and in the mobile menu', async () => {
    renderWithShop(<Header />);
    const categoriesButton = screen.getByRole('button', { name: 'Categories', hidden: true });
    fireEvent.click(categoriesButton);
    expect(categoriesButton.getAttribute('aria-expanded')).toBe('true');

    // The menu's panel is a chunk of its own, fetched at the first press.
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobileMenu = await screen.findByRole('navigation', { name: 'Mobile menu' }, { timeout: 5000 });
    expect(within(mobileMenu).getByText('ALL COLLECTION')).toBeTruthy();
    expect(within(mobileMenu).getByText('CATEGORIES')).toBeTruthy();
    const desktopNav = categoriesButton.closest('nav') as HTMLElement;
    for (const scope of [desktopNav, mobileMenu]) {
      const wallArt = within(scope).getByRole('link', { name: 'Wall Art', hidden: true });
      expect(wallArt.getAttribute('href')).toBe('/categories/Wall+Art');
    }
  });

  it('shows a sign-in link and no account menu when signed out', () => {
    renderWithShop(<Header />);

    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it("shows a shopper's name, e-mail and account links when signed in", async () => {
    renderWithShop(<Header />, { user: shopper });

    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    const menu = await openAccountMenu();
    expect(screen.getByText('asha')).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(linkTargets(menu)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Profile', '/dashboard/profile'],
      ['Orders', '/dashboard/orders'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows the back-office links to an admin', async () => {
    renderWithShop(<Header />, { user: admin });

    expect(linkTargets(await openAccountMenu())).toEqual([
      ['Dashboard', '/dashboard/admin'],
      ['Manage Items', '/dashboard/manage-products'],
      ['All Orders', '/dashboard/manage-orders'],
      ['Add New Product', '/dashboard/add-new-post'],
    ]);
  });

  it('logs out: tells the server, forgets the stored session and goes home', async () => {
    const fetchMock = jest.spyOn(window, 'fetch').mockImplementation(async () => new Response(null, { status: 200 }));
    window.localStorage.setItem('user', JSON.stringify(shopper));
    window.localStorage.setItem('cart', '{"products":[]}');
    const { store, router } = renderWithShop(<Header />, { user: shopper });

    await openAccountMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    // The cart badge fetches the cart too; find the logout call among the requests.
    const request = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((call) => new URL(call.url).pathname === '/api/auth/logout') as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/auth/logout');
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('cart')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    jest.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Network down'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = renderWithShop(<Header />, { user: shopper });

    await openAccountMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(logged).toHaveBeenCalledWith('Logout failed', expect.anything());
  });

  it('opens the cart', () => {
    const { store } = renderWithShop(<Header />);

    fireEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));

    expect(store.getState().ui.cartOpen).toBe(true);
  });
});
