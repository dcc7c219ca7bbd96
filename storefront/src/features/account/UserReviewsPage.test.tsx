import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { UserReviewDto } from '../../api/generated';
import { renderWithShop, shopper } from '../../test/render';
import { mockApi } from './testApi';
import { UserReviewsPage } from './UserReviewsPage';

const GET = `GET /api/reviews/${shopper._id}`;

function review(overrides: Partial<UserReviewDto>): UserReviewDto {
  return {
    _id: 'r-1',
    id: 'r-1',
    productId: 'aaaaaaaa-bbbb-cccc-dddd-eeee12345678',
    userId: shopper._id,
    rating: 4,
    comment: 'Lovely mirror, sturdy frame.',
    createdAt: '2025-03-07T10:15:00.000Z',
    updatedAt: '2025-03-07T10:15:00.000Z',
    product: { _id: 'p', id: 'p', name: 'Brass Sunburst Mirror', image: '/uploads/m.webp' },
    ...overrides,
  };
}

describe('UserReviewsPage', () => {
  it('says it is loading', () => {
    mockApi({ [GET]: 'pending' });
    renderWithShop(<UserReviewsPage />, { user: shopper });

    expect(screen.getByRole('status').textContent).toBe('Loading reviews...');
  });

  it('shows that no reviews were given when the reviews cannot be loaded', async () => {
    mockApi({ [GET]: { status: 500, body: { message: 'down' } } });
    renderWithShop(<UserReviewsPage />, { user: shopper });

    expect(await screen.findByText('No reviews given yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add New Review/ }).getAttribute('href')).toBe('/shop');
  });

  it('shows each review with stars, score, comment, product code and date, then Add New Review', async () => {
    mockApi({
      [GET]: {
        body: [
          review({}),
          review({
            _id: 'r-2',
            id: 'r-2',
            productId: '',
            rating: 2,
            comment: 'Smaller than expected.',
            createdAt: '2025-01-20T08:00:00.000Z',
          }),
        ],
      },
    });
    renderWithShop(<UserReviewsPage />, { user: shopper });

    const grid = await screen.findByRole('list', { name: 'Your reviews' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    expect(within(cards[0]).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(cards[0]).getByText('4/5')).toBeTruthy();
    expect(within(cards[0]).getByText('“Lovely mirror, sturdy frame.”')).toBeTruthy();
    const product = within(cards[0]).getByRole('link', { name: 'Product 12345678' });
    expect(product.textContent).toBe('12345678');
    expect(product.getAttribute('href')).toBe('/shop/aaaaaaaa-bbbb-cccc-dddd-eeee12345678');
    expect(within(cards[0]).getByText('Mar 7, 2025')).toBeTruthy();

    expect(within(cards[1]).getByText('2/5')).toBeTruthy();
    expect(cards[1].textContent).toContain('Product: N/A');
    expect(within(cards[1]).queryByRole('link')).toBeNull();

    const add = within(cards[2]).getByRole('link', { name: /Add New Review/ });
    expect(add.getAttribute('href')).toBe('/shop');
    expect(screen.queryByText('No reviews given yet.')).toBeNull();
  });
});
