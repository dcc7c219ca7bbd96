import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { admin, renderRoutes, shopper } from '../test/render';
import type { SessionUser } from '../features/auth';
import { appRoutes } from './router';
import { findToast } from '../test/toasts';

let scrollTo: jest.SpiedFunction<typeof window.scrollTo>;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
});

// Screens are lazy chunks: on a busy machine the first import can take more than a second.
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('home page', () => {
  it('greets with the one-second splash, then shows categories and benefits', async () => {
    jest.useFakeTimers();
    renderRoutes(appRoutes, '/');
    // The home screen is a chunk of its own: the splash starts when it has arrived.
    await act(() => import('../features/pages/home/HomePage'));

    expect(screen.getByRole('status', { name: 'Welcome to Decor Shop' })).toBeTruthy();
    expect(screen.getByText('Crafting stories, one space at a time.')).toBeTruthy();

    act(() => {
      jest.advanceTimersByTime(999);
    });
    expect(screen.queryByRole('status', { name: 'Welcome to Decor Shop' })).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status', { name: 'Welcome to Decor Shop' })).toBeNull();

    const categories = screen.getByRole('region', { name: 'Shop by Category' });
    expect(
      within(categories)
        .getByRole('link', { name: /Table Decor/ })
        .getAttribute('href'),
    ).toBe('/categories/Table+Decor');
    // The rest of the home page arrives as its own chunk.
    jest.useRealTimers();
    for (const benefit of ['Premium Products', 'Free Delivery', 'Best Value']) {
      expect(await screen.findByRole('heading', { name: benefit }, { timeout: 5000 })).toBeTruthy();
    }
  });

  it('shows the splash on the first visit only', async () => {
    window.localStorage.setItem('welcomeSeen', '1');
    renderRoutes(appRoutes, '/');
    expect(await heading(/./)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Welcome to Decor Shop' })).toBeNull();
  });
});

describe('layout', () => {
  it('puts the current year in the footer and links the information pages', async () => {
    renderRoutes(appRoutes, '/help');
    await heading('Help & FAQ');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Decor Shop. All rights reserved.`)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Chat With Us' }).getAttribute('href')).toBe('/contact-us');
    for (const name of ['Useful Links', 'Information', 'Contact Us']) {
      expect(within(footer).getByRole('heading', { name })).toBeTruthy();
    }
    expect(within(footer).getByRole('link', { name: 'Delivery Information' }).getAttribute('href')).toBe(
      '/delivery-information',
    );
  });

  it('scrolls to the top when the route changes', async () => {
    renderRoutes(appRoutes, '/about-us');
    await heading('About Us');
    scrollTo.mockClear();

    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));

    await heading('Privacy Policy');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('static pages', () => {
  it.each([
    ['/delivery-information', 'Delivery Information'],
    ['/return-exchange', 'Return & Exchange'],
    ['/cancellation-policy', 'Cancellation Policy'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-and-conditions', 'Terms & Conditions'],
    ['/about-us', 'About Us'],
    ['/help', 'Help & FAQ'],
    ['/contact-us', 'Contact Us'],
    ['/blogs', 'Customer Stories'],
  ])('%s shows %s', async (path, title) => {
    renderRoutes(appRoutes, path);
    expect(await heading(title)).toBeTruthy();
  });

  it('lists the delivery options with their prices and times', async () => {
    renderRoutes(appRoutes, '/delivery-information');
    await heading('Delivery Information');

    expect(screen.getByText('Arrives in 5-7 business days. Free on orders above Rs. 2,999.')).toBeTruthy();
    expect(screen.getByText('Rs. 99')).toBeTruthy();
    expect(screen.getByText('Rs. 199')).toBeTruthy();
    expect(screen.getByText('Rs. 299')).toBeTruthy();
    expect(screen.getByText(/Available in Delhi NCR. Order before 2 PM/)).toBeTruthy();
  });
});

describe('order confirmations', () => {
  it('thanks the shopper and leads back to the shop', async () => {
    renderRoutes(appRoutes, '/thanks');
    await heading('Order Successful');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('confirms a cash-on-delivery order and leads to the orders', async () => {
    renderRoutes(appRoutes, '/cod-success');
    await heading('Your order is confirmed');
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('takes a signed-in shopper from /orders to the dashboard order list', async () => {
    const { router } = renderRoutes(appRoutes, '/orders', { user: shopper });
    await heading('My Orders');
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });
});

describe('deep links', () => {
  it.each([
    ['/shop/665f1c2ab7e4d93f12ab34cd', 'Product Details'],
    ['/categories/Wall+Shelves', 'Wall Shelves'],
    ['/categories/all', 'All Products'],
    ['/collection', 'Collection'],
  ])('%s renders %s', async (path, title) => {
    renderRoutes(appRoutes, path);
    expect(await heading(title)).toBeTruthy();
  });
});

describe('dashboard', () => {
  const sidebar = () => screen.getByRole('navigation', { name: 'Dashboard' });
  const menuLabels = () =>
    within(sidebar())
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows a shopper their own menu', async () => {
    renderRoutes(appRoutes, '/dashboard/profile', { user: shopper });
    await heading('Profile Settings');
    expect(menuLabels()).toEqual(['Dashboard', 'Orders', 'Profile', 'Reviews']);
  });

  it('shows an admin the full back-office menu', async () => {
    renderRoutes(appRoutes, '/dashboard/manage-orders', { user: admin });
    await heading('Manage Orders');
    expect(menuLabels()).toEqual([
      'Dashboard',
      'Add Product',
      'Manage Products',
      'Users',
      'Manage Orders',
      'Returns',
      'Add Coupon',
      'Deals & Banners',
      'Instagram Reels',
      'Webhooks',
      'Settings',
      'API Keys',
    ]);
    expect(within(sidebar()).getByRole('link', { name: 'Instagram Reels' }).getAttribute('href')).toBe(
      '/dashboard/manage-reels',
    );
  });

  it('starts an admin at the admin dashboard', async () => {
    const { router } = renderRoutes(appRoutes, '/dashboard', { user: admin });
    await heading('Admin Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard/admin');
  });

  it('keeps shoppers out of admin screens', async () => {
    const { router } = renderRoutes(appRoutes, '/dashboard/users', { user: shopper });
    await heading('Welcome back, asha!');
    expect(router.state.location.pathname).toBe('/dashboard');
    await findToast('Access denied! You do not have permission to view this page.');
  });

  it('sends a user with an unknown role to the login page', async () => {
    const stranger: SessionUser = { ...shopper, role: 'guest' };
    const { router } = renderRoutes(appRoutes, '/dashboard/orders', { user: stranger });
    await heading('Login');
    expect(router.state.location.pathname).toBe('/login');
  });
});
