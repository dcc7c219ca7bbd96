import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithShop } from '../../test/render';
import { makeProduct } from '../../test/catalogFixtures';
import { ProductCard } from './ProductCard';

describe('ProductCard', () => {
  it('shows the price and Add to Cart for a product with one variant', () => {
    renderWithShop(<ProductCard product={{ ...makeProduct(), variantCount: 1 }} />);
    expect(screen.getByText('Rs. 8,999.00')).toBeTruthy();
    expect(screen.queryByText(/From/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Cart: Udaipur Carved Arch Mirror' })).toBeTruthy();
  });

  it('shows "From" the lowest price for several variants and leads to the product to choose one', () => {
    renderWithShop(<ProductCard product={{ ...makeProduct({ price: 4999 }), variantCount: 3 }} />);
    expect(screen.getByText('From Rs. 4,999.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose options: Udaipur Carved Arch Mirror' }).getAttribute('href')).toBe(
      '/shop/p-1',
    );
  });
});
