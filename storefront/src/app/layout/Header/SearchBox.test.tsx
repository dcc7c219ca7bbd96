import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeProduct, mockApi } from '../../../test/catalogFixtures';
import { renderWithShop } from '../../../test/render';
import { SearchBox } from './SearchBox';

afterEach(() => {
  jest.useRealTimers();
});

function typeInto(text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search products' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  return box;
}

describe('SearchBox live results', () => {
  it('shows image, name and price for each hit and opens the product page', async () => {
    const { requests } = mockApi({
      '/api/product/search': {
        body: { products: [makeProduct({ _id: 'm-7', name: 'Jaipur Sunburst Mirror', price: 4899 })] },
      },
    });
    const { router } = renderWithShop(<SearchBox />);

    typeInto('miror');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    const hit = await screen.findByRole('link', { name: /Jaipur Sunburst Mirror/ });
    expect(hit.textContent).toContain('Rs. 4,899.00');
    expect(hit.querySelector('img')?.getAttribute('src')).toBe('/uploads/products/abc-400.webp');
    expect(new URL(requests[0].url).searchParams.get('query')).toBe('miror');

    fireEvent.click(hit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/m-7'));
  });

  it('waits for typing to pause and never searches for empty text', async () => {
    const { requests } = mockApi({ '/api/product/search': { body: { products: [] } } });
    renderWithShop(<SearchBox />);

    const box = typeInto('m');
    fireEvent.change(box, { target: { value: 'mi' } });
    fireEvent.change(box, { target: { value: 'mir' } });
    await screen.findByText('No products found for "mir".');
    expect(requests).toHaveLength(1);

    fireEvent.change(box, { target: { value: '   ' } });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
  });

  it('says when the search failed', async () => {
    mockApi({ '/api/product/search': { status: 500, body: { message: 'Boom' } } });
    renderWithShop(<SearchBox />);
    typeInto('vase');
    expect(await screen.findByText('Error loading products.')).toBeTruthy();
  });

  it('closes 200 ms after the box loses focus', async () => {
    mockApi({ '/api/product/search': { body: { products: [makeProduct()] } } });
    renderWithShop(<SearchBox />);
    const box = typeInto('arch');
    await screen.findByRole('link', { name: /Udaipur Carved Arch Mirror/ });

    jest.useFakeTimers();
    fireEvent.blur(box);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByRole('region', { name: 'Search results' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
  });

  it('opens the search page on Enter', async () => {
    mockApi({ '/api/product/search': { body: { products: [] } } });
    const { router } = renderWithShop(<SearchBox />);
    const box = typeInto('brass lamp');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?query=brass%20lamp');
  });
});
