import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { admin, renderRoutes, renderWithShop } from '../../../test/render';
import { mockApi } from '../shared/mockApi';
import { LowStockPanel } from './LowStockPanel';
import { StockHistoryPage } from './StockHistoryPage';
import { StockQuickEdit } from './StockQuickEdit';
import { ManageProductsPage } from '../ManageProductsPage';
import { makeProduct } from '../../../test/catalogFixtures';

const PRODUCT = '0b9c2f1e-7b44-4d0a-9e6f-0a1b2c3d4e5f';

describe('stock quick edit', () => {
  it('saves a new count for the product', async () => {
    const { calls } = mockApi({
      [`PUT /api/stock/${PRODUCT}`]: {
        body: { message: 'Stock updated', changed: true, productId: PRODUCT, stock: 12 },
      },
    });
    renderWithShop(<StockQuickEdit productId={PRODUCT} name="Arch Mirror" stock={3} />, { user: admin });
    const field = screen.getByLabelText('Stock of Arch Mirror') as HTMLInputElement;
    expect(field.value).toBe('3');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(save);
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ stock: 12, note: 'Quick edit' });
  });

  it('refuses what is not a count without asking the server, and empties to made to order', async () => {
    const { calls } = mockApi({
      [`PUT /api/stock/${PRODUCT}`]: {
        body: { message: 'Stock updated', changed: true, productId: PRODUCT, stock: null },
      },
    });
    renderWithShop(<StockQuickEdit productId={PRODUCT} name="Arch Mirror" stock={3} />, { user: admin });
    const field = screen.getByLabelText('Stock of Arch Mirror');
    fireEvent.change(field, { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Stock must be a whole number/);
    expect(calls).toHaveLength(0);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ stock: null, note: 'Quick edit' }),
    );
  });
});

describe('stock on Manage Products', () => {
  it('quick-edits a one-variant product and leaves a product with variants to its variants', async () => {
    mockApi({
      'GET /api/product': {
        body: {
          products: [
            { ...makeProduct({ stock: 3 }), variantCount: 1 },
            { ...makeProduct({ _id: 'p-2', name: 'Teak Shelf', price: 1499, stock: 9 }), variantCount: 4 },
          ],
          totalPages: 1,
          totalProducts: 2,
        },
      },
    });
    renderWithShop(<ManageProductsPage />, { user: admin });
    expect(await screen.findByLabelText('Stock of Udaipur Carved Arch Mirror')).toBeTruthy();
    expect(screen.queryByLabelText('Stock of Teak Shelf')).toBeNull();
    expect(screen.getByText('9 in 4 variants')).toBeTruthy();
    expect(screen.getByText(/From Rs. 1,499.00/)).toBeTruthy();
  });
});

describe('low stock on the dashboard', () => {
  it('lists sold-out and nearly gone variants, fewest first, each with its options and SKU', async () => {
    const row = { image: '/a.webp', category: 'Mirrors' };
    mockApi({
      'GET /api/stock/low': {
        body: {
          threshold: 5,
          products: [
            {
              ...row,
              id: 'a',
              productId: 'a',
              variantId: 'a2',
              sku: 'TFM-LARGE',
              variantTitle: 'Size: Large',
              name: 'Teak Floor Mirror',
              stock: 0,
            },
            {
              ...row,
              id: 'b',
              productId: 'b',
              variantId: 'b1',
              sku: 'DS-JL',
              variantTitle: null,
              name: 'Jaali Lantern',
              stock: 1,
            },
            {
              ...row,
              id: 'a',
              productId: 'a',
              variantId: 'a1',
              sku: 'TFM-SMALL',
              variantTitle: 'Size: Small',
              name: 'Teak Floor Mirror',
              stock: 2,
            },
          ],
        },
      },
    });
    renderRoutes([{ path: '/', element: <LowStockPanel /> }], '/', { user: admin });
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Teak Floor MirrorSize: Large · SKU TFM-LARGEOut of stock',
      'Jaali LanternSKU DS-JL1 left',
      'Teak Floor MirrorSize: Small · SKU TFM-SMALL2 left',
    ]);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/dashboard/stock-history?productId=a');
  });
});

describe('stock history', () => {
  it('shows each change with its reason, order and note, for one product', async () => {
    const { calls } = mockApi({
      'GET /api/stock/history': {
        body: {
          total: 2,
          page: 1,
          totalPages: 1,
          movements: [
            {
              id: 'm2',
              productId: PRODUCT,
              productName: 'Arch Mirror',
              change: 2,
              stockAfter: 5,
              reason: 'cancel',
              orderId: '3f2a9c1e-7b44-4d0a-9e6f-0a1b2c3d4e5f',
              actorId: null,
              note: null,
              createdAt: '2025-03-08T09:30:00.000Z',
            },
            {
              id: 'm1',
              productId: PRODUCT,
              productName: 'Arch Mirror',
              change: 0,
              stockAfter: null,
              reason: 'admin_edit',
              orderId: null,
              actorId: 'u-1',
              note: 'Made to order',
              createdAt: '2025-03-07T09:30:00.000Z',
            },
          ],
        },
      },
    });
    renderRoutes(
      [{ path: '/dashboard/stock-history', element: <StockHistoryPage /> }],
      `/dashboard/stock-history?productId=${PRODUCT}`,
      {
        user: admin,
      },
    );
    expect(await screen.findByText('Changes to Arch Mirror')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['+2', '5', 'Order cancelled', '#2C3D4E5F'],
      ['Made to order', 'Made to order', 'Admin edit', 'Made to order'],
    ]);
    expect(calls[0].search).toContain(`productId=${PRODUCT}`);
  });
});
