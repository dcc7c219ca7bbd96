import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { UserMonthActivityDto, UserStatsDto } from '../../api/generated';
import { renderWithShop, shopper } from '../../test/render';
import { mockApi } from './testApi';
import { hasNoActivity, UserDashboardPage } from './UserDashboardPage';

// The chart library draws with SVG measurements jsdom does not have; the stand-in shows what
// it was given.
jest.mock('./ActivityChart', () => ({
  ActivityChart: ({ monthly }: { monthly: UserMonthActivityDto[] }) => (
    <p>Chart of {monthly.map((month) => `${month.month}:${month.orders}`).join(',')}</p>
  ),
}));

const GET = `GET /api/stats/user-stats/${shopper._id}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function stats(overrides: Partial<UserStatsDto> = {}): UserStatsDto {
  return {
    totalPayments: 0,
    totalReviews: 0,
    totalPurchasedProducts: 0,
    monthly: MONTHS.map((month) => ({ month, payments: 0, orders: 0, reviews: 0 })),
    ...overrides,
  };
}

describe('UserDashboardPage', () => {
  it('greets the shopper by name and says it is loading', () => {
    mockApi({ [GET]: 'pending' });
    renderWithShop(<UserDashboardPage />, { user: shopper });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, asha!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your dashboard...');
  });

  it('shows the empty state for a shopper with no activity', async () => {
    mockApi({ [GET]: { body: stats() } });
    renderWithShop(<UserDashboardPage />, { user: shopper });

    expect(await screen.findByRole('heading', { name: 'No Stats Available' })).toBeTruthy();
    expect(screen.getByText('Start shopping to see your activity.')).toBeTruthy();
    expect(screen.queryByText('Activity Overview')).toBeNull();
  });

  it('shows the empty state when the stats cannot be loaded', async () => {
    mockApi({ [GET]: { status: 500, body: {} } });
    renderWithShop(<UserDashboardPage />, { user: shopper });

    expect(await screen.findByRole('heading', { name: 'No Stats Available' })).toBeTruthy();
  });

  it('shows the three totals and the monthly chart', async () => {
    const monthly = stats().monthly.map((month) =>
      month.month === 'Mar' ? { ...month, payments: 2500, orders: 2, reviews: 1 } : month,
    );
    mockApi({ [GET]: { body: stats({ totalPayments: 2500, totalReviews: 3, totalPurchasedProducts: 5, monthly }) } });
    renderWithShop(<UserDashboardPage />, { user: shopper });

    const cards = within(await screen.findByRole('list', { name: 'Your totals' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Total PaymentsRs. 2,500.00',
      'Total Reviews3',
      'Products Purchased5',
    ]);
    expect(screen.getByRole('heading', { name: 'Activity Overview' })).toBeTruthy();
    expect(await screen.findByText(/Chart of Jan:0,Feb:0,Mar:2,/)).toBeTruthy();
  });

  it('counts any total or month as activity', () => {
    expect(hasNoActivity(undefined)).toBe(true);
    expect(hasNoActivity(stats())).toBe(true);
    expect(hasNoActivity(stats({ totalReviews: 1 }))).toBe(false);
    expect(hasNoActivity(stats({ monthly: [{ month: 'Jan', payments: 0, orders: 1, reviews: 0 }] }))).toBe(false);
  });
});
