import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { CategoryPage } from './CategoryPage';
import { SearchPage } from './SearchPage';
import { makeProduct, mockApi } from '../../test/catalogFixtures';

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
    expect(new URL(requests[0].url).searchParams.get('category')).toBe('Wall Shelves');
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

  it('apologises when the search fails', async () => {
    mockApi({ '/api/product/search': { status: 500, body: { message: 'down' } } });
    renderRoutes(routes, '/search?query=vase');
    expect(await screen.findByText('Error loading products. Please try again later.')).toBeTruthy();
  });
});
