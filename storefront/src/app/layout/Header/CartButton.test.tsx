import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { cartLine, cartOf } from '../../../test/cartFixtures';
import { json, mockFetch } from '../../../test/mockFetch';
import { renderWithShop, shopper } from '../../../test/render';
import { CartButton } from './CartButton';

describe('CartButton', () => {
  it("counts the items in the signed-in shopper's cart", async () => {
    mockFetch({
      [`GET /api/cart/${shopper._id}`]: json(
        cartOf([cartLine({ quantity: 2 }), cartLine({ _id: 'line-2', quantity: 3 })]),
      ),
    });
    renderWithShop(<CartButton />, { user: shopper });

    expect(await screen.findByRole('button', { name: 'Cart, 5 items' })).toBeTruthy();
  });

  it('shows zero and asks nothing when signed out', () => {
    const api = mockFetch({});
    renderWithShop(<CartButton />);

    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
