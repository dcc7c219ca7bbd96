import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../test/catalogFixtures';
import { renderWithShop } from '../../test/render';
import { DealBanner } from './DealBanner';

const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000 + 5000).toISOString();

const deal = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  data: {
    _id: 1,
    id: 1,
    title: 'Festive Diwali Sale',
    description: 'Extra savings on handcrafted decor.',
    discount: 20,
    imageUrl: '/uploads/banners/b.webp',
    endDate: inTwoDays(),
    categories: ['Wall Art', 'Table Top'],
    isActive: true,
    expired: false,
    updatedAt: '2025-03-01T00:00:00.000Z',
    ...overrides,
  },
});

const applicable = { success: true, deal: null, categories: [], applicableProducts: 36, products: [] };

describe('DealBanner', () => {
  it('shows the deal, its categories, the product count and the countdown', async () => {
    mockApi({ '/api/deal': { body: deal() }, '/api/product/deals/applicable': { body: applicable } });
    renderWithShop(<DealBanner />);

    expect(await screen.findByRole('heading', { name: 'Festive Diwali Sale' })).toBeTruthy();
    expect(screen.getByText('20% OFF')).toBeTruthy();
    expect(screen.getByText('Wall Art')).toBeTruthy();
    expect(await screen.findByText('36 products on offer')).toBeTruthy();
    const timer = screen.getByRole('timer', { name: 'Deal ends in' });
    expect(timer.textContent).toMatch(/^Deal ends in02Days00Hours00Minutes0[0-5]Seconds$/);
  });

  it('uses 25 percent when the deal carries no discount, and refreshes on request', async () => {
    const { requests } = mockApi({
      '/api/deal': { body: deal({ discount: 0 }) },
      '/api/product/deals/applicable': { body: applicable },
    });
    renderWithShop(<DealBanner />);
    expect(await screen.findByText('25% OFF')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Refresh deal' }) as HTMLButtonElement).disabled).toBe(false),
    );
    const before = requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh deal' }));
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(before + 2));
  });

  it('stays hidden without an active deal that has an end date', async () => {
    const { requests } = mockApi({
      '/api/deal': { body: deal({ endDate: null }) },
      '/api/product/deals/applicable': { body: applicable },
    });
    const { container } = renderWithShop(<DealBanner />);
    await waitFor(() => expect(requests.some((request) => request.url.endsWith('/api/deal'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it('says when the deal could not be loaded', async () => {
    mockApi({ '/api/deal': { status: 500, body: {} }, '/api/product/deals/applicable': { body: applicable } });
    renderWithShop(<DealBanner />);
    expect(await screen.findByText('Failed to load deal. Please try again.')).toBeTruthy();
  });
});
