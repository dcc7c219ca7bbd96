import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { admin, renderRoutes, renderWithShop } from '../../../test/render';
import { mockApi } from '../shared/mockApi';
import { LowStockPanel } from './LowStockPanel';
import { StockHistoryPage } from './StockHistoryPage';
import { StockQuickEdit } from './StockQuickEdit';
import { ManageProductsPage } from '../ManageProductsPage';
import { makeProduct, makeVariantProduct } from '../../../test/catalogFixtures';

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
              variantId: 'v-1',
              sku: 'DS-ARCH',
              variantTitle: null,
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
              variantId: null,
              sku: null,
              variantTitle: null,
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
    // Under the product: its only variant's SKU, or that the variant was deleted since.
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Arch MirrorSKU DS-ARCH',
      'Arch MirrorVariant deleted',
    ]);
    const history = calls.find((call) => call.path === '/api/stock/history')!;
    expect(history.search).toContain(`productId=${PRODUCT}`);
    expect(history.search).not.toContain('variantId');
    // A product sold one way has nothing to choose.
    expect(screen.queryByLabelText('Variant')).toBeNull();
  });

  it("names each row's variant and filters by a variant chosen from the product's", async () => {
    const mirror = { ...makeVariantProduct(), _id: PRODUCT, id: PRODUCT, name: 'Jaali Mirror' };
    const move = (id: string, variantId: string, title: string, stockAfter: number) => ({
      id,
      productId: PRODUCT,
      variantId,
      sku: `DS-MIRROR-${title.toUpperCase()}`,
      variantTitle: `Size: ${title.split('-')[0]} / Finish: ${title.split('-')[1]}`,
      productName: 'Jaali Mirror',
      change: -1,
      stockAfter,
      reason: 'order',
      orderId: null,
      actorId: null,
      note: null,
      createdAt: '2025-03-08T09:30:00.000Z',
    });
    const { calls } = mockApi({
      [`GET /api/product/${PRODUCT}`]: { body: { product: mirror, reviews: [] } },
      'GET /api/stock/history': ({ search }) => {
        const movements = [
          move('m2', 'v-large-teak', 'Large-Teak', 0),
          move('m1', 'v-small-walnut', 'Small-Walnut', 3),
        ].filter((m) => !search.includes('variantId=') || search.includes(`variantId=${m.variantId}`));
        return { body: { total: movements.length, page: 1, totalPages: 1, movements } };
      },
    });
    renderRoutes(
      [{ path: '/dashboard/stock-history', element: <StockHistoryPage /> }],
      `/dashboard/stock-history?productId=${PRODUCT}`,
      { user: admin },
    );
    const productCells = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1].textContent);
    await waitFor(() =>
      expect(productCells()).toEqual([
        'Jaali MirrorSize: Large / Finish: Teak · SKU DS-MIRROR-LARGE-TEAK',
        'Jaali MirrorSize: Small / Finish: Walnut · SKU DS-MIRROR-SMALL-WALNUT',
      ]),
    );
    const choice = (await screen.findByLabelText('Variant')) as HTMLSelectElement;
    expect(choice.tagName).toBe('SELECT');
    expect([...choice.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'All variants'],
      ['v-small-walnut', 'Size: Small / Finish: Walnut · SKU DS-MIRROR-SMALL-WALNUT'],
      ['v-large-walnut', 'Size: Large / Finish: Walnut · SKU DS-MIRROR-LARGE-WALNUT'],
      ['v-large-teak', 'Size: Large / Finish: Teak · SKU DS-MIRROR-LARGE-TEAK'],
    ]);
    expect(screen.getByText('Changes to Jaali Mirror')).toBeTruthy();

    choice.focus();
    fireEvent.change(choice, { target: { value: 'v-small-walnut' } });
    await waitFor(() =>
      expect(productCells()).toEqual(['Jaali MirrorSize: Small / Finish: Walnut · SKU DS-MIRROR-SMALL-WALNUT']),
    );
    const asked = calls.filter((call) => call.path === '/api/stock/history').at(-1)!;
    expect(new URLSearchParams(asked.search).get('variantId')).toBe('v-small-walnut');
    expect(new URLSearchParams(asked.search).get('page')).toBe('1');
    // The same select stays, with the focus on it, for the next choice by keyboard.
    expect(screen.getByLabelText('Variant')).toBe(choice);
    expect(document.activeElement).toBe(choice);
    expect(choice.value).toBe('v-small-walnut');

    // All variants again: the first answer (kept by the client, so not asked again).
    fireEvent.change(choice, { target: { value: '' } });
    await waitFor(() => expect(productCells()).toHaveLength(2));
    expect(choice.value).toBe('');
  });
});
