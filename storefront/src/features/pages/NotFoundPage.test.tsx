import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { appRoutes } from '../../app/router';
import { renderRoutes } from '../../test/render';
import { mockFetch } from '../../test/mockFetch';
import { NOT_FOUND_TEXT } from './NotFoundPage';

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // The header and footer ask for the deal and the like; their answers are not the subject.
  mockFetch({});
});

describe('NotFoundPage', () => {
  it('answers an unknown address inside the shop, with its header, a search and ways on', async () => {
    const { router } = renderRoutes(appRoutes, '/no-such-page/at-all');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    // The shop's own frame: the header's logo link home is there.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(document.title).toContain('Page not found');

    const main = within(screen.getByRole('main'));
    const ways = within(main.getByRole('navigation', { name: 'Shop' }));
    expect(ways.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(ways.getByRole('link', { name: 'All products' }).getAttribute('href')).toBe('/shop');
    expect(ways.getByRole('link', { name: 'Wall Art' }).getAttribute('href')).toBe('/categories/Wall+Art');
    expect(main.getByRole('link', { name: 'Help & FAQ' }).getAttribute('href')).toBe('/help');
    // The footer arrives too, as on every page.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();

    const search = main.getByRole('search');
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Search for products' }), {
      target: { value: '  brass lamp ' },
    });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?query=brass%20lamp');
  });

  it('stays put when the search box is empty', async () => {
    const { router } = renderRoutes(appRoutes, '/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 });
    fireEvent.click(
      within(within(screen.getByRole('main')).getByRole('search')).getByRole('button', { name: 'Search' }),
    );
    expect(router.state.location.pathname).toBe('/nowhere');
  });
});
