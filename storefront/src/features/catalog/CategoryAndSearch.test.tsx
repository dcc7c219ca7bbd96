import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { CategoryPage } from './CategoryPage';
import { SearchPage } from './SearchPage';
import { listRequests, makeProduct, mockApi } from '../../test/catalogFixtures';

const routes = [
  { path: '/categories/:categoryName', element: <CategoryPage /> },
  { path: '/search', element: <SearchPage /> },
];

const page = (products: unknown[]) => ({ body: { products, totalPages: 1, totalProducts: products.length } });

describe('CategoryPage', () => {
  it('asks for the category named in the address and shows its products', async () => {
    const { requests } = mockApi({ '/api/product': page([makeProduct({ name: 'Kerala Brass Shelf' })]) });
    renderRoutes(routes, '/categories/Wall+Shelves');

    expect(screen.getByRole('heading', { level: 1, name: 'Wall Shelves' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Kerala Brass Shelf' })).toBeTruthy();
    expect(listRequests(requests)[0].get('category')).toBe('Wall Shelves');
  });

  it('sorts by the order in the address and asks the API for it', async () => {
    const { requests } = mockApi({ '/api/product': page([makeProduct({ name: 'Kerala Brass Shelf' })]) });
    const { router } = renderRoutes(routes, '/categories/Mirrors');
    await screen.findByRole('link', { name: 'Kerala Brass Shelf' });
    expect(listRequests(requests)[0].get('sortBy')).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-desc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-desc'));
    await waitFor(() => {
      const last = listRequests(requests).at(-1)!;
      expect([last.get('category'), last.get('sortBy'), last.get('sortOrder')]).toEqual(['Mirrors', 'price', 'desc']);
    });
  });

  it('filters the category by option values, kept in the address', async () => {
    const { requests } = mockApi({
      '/api/product/options': {
        body: { optionCounts: [{ name: 'Size', values: [{ value: 'Large', count: 7 }] }] },
      },
      '/api/product': page([makeProduct({ name: 'Kerala Brass Shelf' })]),
    });
    const { router } = renderRoutes(routes, '/categories/Mirrors');
    await screen.findByRole('link', { name: 'Kerala Brass Shelf' });
    const options = requests.find((request) => new URL(request.url).pathname === '/api/product/options')!;
    expect(new URL(options.url).searchParams.get('category')).toBe('Mirrors');

    fireEvent.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('checkbox', { name: 'Large (7)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?option=Size%3ALarge'));
    await waitFor(() => expect(listRequests(requests).at(-1)!.getAll('option')).toEqual(['Size:Large']));
    expect((screen.getByRole('checkbox', { name: 'Large (7)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when the category is empty or failed to load', async () => {
    mockApi({ '/api/product': page([]) });
    const view = renderRoutes(routes, '/categories/all');
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeTruthy();
    expect(await screen.findByText('No products found in this category.')).toBeTruthy();
    view.unmount();

    mockApi({ '/api/product': { status: 500, body: { message: 'down' } } });
    renderRoutes(routes, '/categories/Mirrors');
    expect(await screen.findByText('Error loading products.')).toBeTruthy();
  });
});

describe('SearchPage', () => {
  it('searches the text from the address and again as the text changes', async () => {
    const { requests } = mockApi({
      '/api/product/search': (request) => ({
        body: {
          products:
            new URL(request.url).searchParams.get('query') === 'lamp'
              ? [makeProduct({ name: 'Brass Lamp' })]
              : [makeProduct({ name: 'Sunburst Mirror' })],
        },
      }),
    });
    renderRoutes(routes, '/search?query=miror');

    expect(screen.getByText('Find products by name or description')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search for products' }) as HTMLInputElement).value).toBe('miror');
    expect(await screen.findByRole('link', { name: 'Sunburst Mirror' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search for products' }), { target: { value: 'lamp' } });
    expect(await screen.findByRole('link', { name: 'Brass Lamp' })).toBeTruthy();

    const before = requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search for products' }), { target: { value: '' } });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(requests).toHaveLength(before);
  });

  it('keeps best match first, and sorts the results in the page for any other order', async () => {
    const { requests } = mockApi({
      '/api/product/search': {
        body: {
          products: [
            makeProduct({ _id: 'a', name: 'Teak Lamp', price: 2500, rating: 3, createdAt: '2025-01-02T00:00:00Z' }),
            makeProduct({ _id: 'b', name: 'Brass Lamp', price: 900, rating: 5, createdAt: '2025-03-01T00:00:00Z' }),
            makeProduct({ _id: 'c', name: 'Clay Lamp', price: 4000, rating: 4, createdAt: '2024-12-01T00:00:00Z' }),
          ],
        },
      },
    });
    const { router } = renderRoutes(routes, '/search?query=lamp');
    await screen.findByRole('link', { name: 'Teak Lamp' });
    const names = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    expect(names()).toEqual(['Teak Lamp', 'Brass Lamp', 'Clay Lamp']);

    fireEvent.change(sort, { target: { value: 'price-asc' } });
    expect(names()).toEqual(['Brass Lamp', 'Teak Lamp', 'Clay Lamp']);
    expect(router.state.location.search).toBe('?query=lamp&sort=price-asc');
    fireEvent.change(sort, { target: { value: 'price-desc' } });
    expect(names()).toEqual(['Clay Lamp', 'Teak Lamp', 'Brass Lamp']);
    fireEvent.change(sort, { target: { value: 'name' } });
    expect(names()).toEqual(['Brass Lamp', 'Clay Lamp', 'Teak Lamp']);
    fireEvent.change(sort, { target: { value: 'rating' } });
    expect(names()).toEqual(['Brass Lamp', 'Clay Lamp', 'Teak Lamp']);
    fireEvent.change(sort, { target: { value: 'newest' } });
    expect(names()).toEqual(['Brass Lamp', 'Teak Lamp', 'Clay Lamp']);
    // The search API has no sort: one request, sorted here.
    expect(requests.every((request) => !new URL(request.url).searchParams.has('sortBy'))).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('apologises when the search fails', async () => {
    mockApi({ '/api/product/search': { status: 500, body: { message: 'down' } } });
    renderRoutes(routes, '/search?query=vase');
    expect(await screen.findByText('Error loading products. Please try again later.')).toBeTruthy();
  });
});
