import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { ShopPage } from './ShopPage';
import { listRequests, makeProduct, mockApi } from '../../test/catalogFixtures';

const routes = [{ path: '/shop', element: <ShopPage /> }];

function listReply(request: Request) {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page') ?? 1);
  const total = params.get('category') === 'Mirrors' ? 12 : 45;
  const count = Math.max(0, Math.min(20, total - (page - 1) * 20));
  return {
    body: {
      products: Array.from({ length: count }, (_, index) =>
        makeProduct({ _id: `p-${page}-${index}`, name: `Piece ${page}-${index}` }),
      ),
      totalPages: Math.ceil(total / 20),
      totalProducts: total,
    },
  };
}

describe('ShopPage', () => {
  it('shows the first page with the count heading and pagination', async () => {
    const { requests } = mockApi({ '/api/product': listReply });
    renderRoutes(routes, '/shop');

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Showing 1 to 20 of 45 products')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    const params = listRequests(requests)[0];
    expect(params.get('limit')).toBe('20');
    expect(params.get('page')).toBe('1');
  });

  it('keeps the filters in the address, replacing history, and sends them as min and max price', async () => {
    const { requests } = mockApi({ '/api/product': listReply });
    const { router } = renderRoutes(routes, '/shop?page=2');
    await screen.findByText('Showing 21 to 40 of 45 products');

    fireEvent.click(screen.getByRole('radio', { name: 'Mirrors' }));
    await screen.findByText('Showing 1 to 12 of 12 products');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?category=Mirrors');

    fireEvent.click(screen.getByRole('radio', { name: 'Rs. 1500 - Rs. 3000' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Mirrors&priceRange=1500-3000'));
    await waitFor(() => {
      const last = listRequests(requests).at(-1)!;
      expect([last.get('category'), last.get('minPrice'), last.get('maxPrice'), last.get('page')]).toEqual([
        'Mirrors',
        '1500',
        '3000',
        '1',
      ]);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Both the category and the price choice are back on All.
    const allChoices = screen.getAllByRole('radio', { name: 'All' }) as HTMLInputElement[];
    expect(allChoices.map((choice) => choice.checked)).toEqual([true, true]);
  });

  it('moves between pages and disables Next on the last', async () => {
    mockApi({ '/api/product': listReply });
    const { router } = renderRoutes(routes, '/shop');
    await screen.findByText('Showing 1 to 20 of 45 products');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41 to 45 of 45 products')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server message when loading fails', async () => {
    mockApi({ '/api/product': { status: 400, body: { message: 'page must not be greater than 1000000' } } });
    renderRoutes(routes, '/shop');
    expect(await screen.findByText('Error loading products: page must not be greater than 1000000')).toBeTruthy();
  });

  it('sorts by the order chosen, kept in the address and sent as sortBy and sortOrder', async () => {
    const { requests } = mockApi({ '/api/product': listReply });
    const { router } = renderRoutes(routes, '/shop?category=Mirrors&page=2');
    await screen.findByText('Showing 1 to 12 of 12 products');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('newest');
    expect([...sort.options].map((option) => option.text)).toEqual([
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Name: A to Z',
      'Top rated',
    ]);

    fireEvent.change(sort, { target: { value: 'price-asc' } });
    // A new order starts at page 1 and replaces the history entry, as the filters do.
    await waitFor(() => expect(router.state.location.search).toBe('?category=Mirrors&sort=price-asc'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => {
      const last = listRequests(requests).at(-1)!;
      expect([last.get('sortBy'), last.get('sortOrder'), last.get('page')]).toEqual(['price', 'asc', '1']);
    });

    // Clearing the filters keeps the order: it is not a filter.
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc'));
  });

  it('reads the order from a shared link', async () => {
    const { requests } = mockApi({ '/api/product': listReply });
    renderRoutes(routes, '/shop?sort=rating');
    await screen.findByText('Showing 1 to 20 of 45 products');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('rating');
    const params = listRequests(requests)[0];
    expect([params.get('sortBy'), params.get('sortOrder')]).toEqual(['rating', 'desc']);
  });
});

describe('ShopPage on a phone', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('opens the filters as a sheet that says how many products they leave', async () => {
    // A 390 px wide screen: no media query for wide screens matches.
    window.matchMedia = ((query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList) as typeof window.matchMedia;
    mockApi({ '/api/product': listReply });
    const { router } = renderRoutes(routes, '/shop');
    await screen.findByText('Showing 1 to 20 of 45 products');
    // The results come first: no filter choices on the page until asked for.
    expect(screen.queryByRole('radio', { name: 'Mirrors' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
    expect(await sheet.findByRole('button', { name: 'Show 45 products' })).toBeTruthy();

    fireEvent.click(sheet.getByRole('radio', { name: 'Mirrors' }));
    expect(await sheet.findByRole('button', { name: 'Show 12 products' })).toBeTruthy();
    expect(router.state.location.search).toBe('?category=Mirrors');

    fireEvent.click(sheet.getByRole('button', { name: 'Show 12 products' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Showing 1 to 12 of 12 products')).toBeTruthy();
    // The button says how many filters are on.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('filters by option values with their counts, kept in the address', async () => {
    const { requests } = mockApi({
      '/api/product/options': (request) => ({
        body: {
          optionCounts: [
            {
              name: 'Size',
              values: [
                { value: 'Small', count: 3 },
                { value: 'Large', count: new URL(request.url).searchParams.get('category') === 'Mirrors' ? 2 : 5 },
              ],
            },
            { name: 'Finish', values: [{ value: 'Walnut', count: 4 }] },
          ],
        },
      }),
      '/api/product': listReply,
    });
    const { router } = renderRoutes(routes, '/shop?option=Size:Large');
    await screen.findByText('Showing 1 to 20 of 45 products');
    // Each option is a group of checkboxes named by its legend.
    const size = within(await screen.findByRole('group', { name: 'Size' }));
    expect((size.getByRole('checkbox', { name: 'Large (5)' }) as HTMLInputElement).checked).toBe(true);
    expect((size.getByRole('checkbox', { name: 'Small (3)' }) as HTMLInputElement).checked).toBe(false);
    expect(listRequests(requests)[0].getAll('option')).toEqual(['Size:Large']);

    const finish = within(screen.getByRole('group', { name: 'Finish' }));
    fireEvent.click(finish.getByRole('checkbox', { name: 'Walnut (4)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?option=Size%3ALarge&option=Finish%3AWalnut'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(listRequests(requests).at(-1)!.getAll('option')).toEqual(['Size:Large', 'Finish:Walnut']),
    );

    // The counts follow the category; the ticked values stay.
    fireEvent.click(screen.getByRole('radio', { name: 'Mirrors' }));
    expect(await screen.findByRole('checkbox', { name: 'Large (2)' })).toBeTruthy();
    expect(router.state.location.search).toBe('?category=Mirrors&option=Size%3ALarge&option=Finish%3AWalnut');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Large (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Mirrors&option=Finish%3AWalnut'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByRole('checkbox', { name: 'Walnut (4)' }) as HTMLInputElement).checked).toBe(false);
  });
});
