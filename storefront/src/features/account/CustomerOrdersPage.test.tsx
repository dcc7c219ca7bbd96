import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithShop, shopper } from '../../test/render';
import { CustomerOrdersPage } from './CustomerOrdersPage';
import { makeOrder } from './fixtures';
import { mockApi } from './testApi';

const LIST = 'GET /api/orders/asha%40example.com';

describe('CustomerOrdersPage', () => {
  it('asks a visitor without an e-mail to log in, without calling the server', () => {
    const { seen } = mockApi({});
    renderWithShop(<CustomerOrdersPage />, { user: { ...shopper, email: '' } });

    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('Please log in to view your orders')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('says it is loading while the orders are on their way', () => {
    mockApi({ [LIST]: 'pending' });
    renderWithShop(<CustomerOrdersPage />, { user: shopper });

    expect(screen.getByRole('status').textContent).toBe('Loading your orders...');
  });

  it('reports a failed load', async () => {
    mockApi({ [LIST]: { status: 500, body: { message: 'boom' } } });
    renderWithShop(<CustomerOrdersPage />, { user: shopper });

    expect(await screen.findByRole('heading', { name: 'Error Loading Orders' })).toBeTruthy();
    expect(screen.getByText('Failed to load orders. Please try again later.')).toBeTruthy();
  });

  it('invites a shopper without orders to start shopping', async () => {
    mockApi({ [LIST]: { body: { orders: [], count: 0, lastUpdated: '2025-03-07T10:15:00.000Z' } } });
    renderWithShop(<CustomerOrdersPage />, { user: shopper });

    expect(await screen.findByRole('heading', { name: 'No Orders Yet' })).toBeTruthy();
    expect(screen.getByText('Start shopping to place your first order!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('lists each order with number, short id, date, status, total and a details link', async () => {
    const first = makeOrder({
      _id: '11111111-2222-3333-4444-5555aaaabbbb',
      status: 'shipped',
      amount: 1234.5,
      createdAt: '2025-03-07T10:15:00.000Z',
    });
    const second = makeOrder({
      _id: '99999999-8888-7777-6666-5555ccccdddd',
      status: 'cancelled',
      amount: 99,
      createdAt: '2025-01-20T08:00:00.000Z',
    });
    const { seen } = mockApi({
      [LIST]: { body: { orders: [first, second], count: 2, lastUpdated: '2025-03-07T10:15:00.000Z' } },
    });
    renderWithShop(<CustomerOrdersPage />, { user: shopper });

    // jsdom applies the table's mobile-first display: none (it ignores media queries), so the
    // table is looked up among hidden elements.
    const table = await screen.findByRole('table', { hidden: true });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/orders/asha%40example.com' });
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['#', 'Order ID', 'Date', 'Status', 'Total', 'Details']);

    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    );
    expect(cells[0].slice(0, 5)).toEqual(['1', '#AAAABBBB', 'Mar 7, 2025', 'Shipped', 'Rs. 1,234.50']);
    expect(cells[1].slice(0, 5)).toEqual(['2', '#CCCCDDDD', 'Jan 20, 2025', 'Cancelled', 'Rs. 99.00']);
    expect(within(rows[0]).getByRole('link', { hidden: true }).getAttribute('href')).toBe(
      `/dashboard/orders/${first._id}`,
    );
    expect(within(rows[1]).getByRole('link', { hidden: true }).getAttribute('href')).toBe(
      `/dashboard/orders/${second._id}`,
    );

    // Small screens read the same orders as cards.
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('#AAAABBBB');
    expect(cards[0].textContent).toContain('Rs. 1,234.50');
    expect(within(cards[1]).getByRole('link').getAttribute('href')).toBe(`/dashboard/orders/${second._id}`);
  });
});
