import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReturnDto } from '../../../api/generated';
import { admin, renderRoutes, renderWithShop } from '../../../test/render';
import { mockApi } from '../shared/mockApi';
import { ADMIN_RETURN_MESSAGES, ReturnsPage } from './ReturnsPage';

const ID = '7c0a3e55-2b1d-4f6a-9d8e-112233445566';

const requested: ReturnDto = {
  id: ID,
  orderId: '3f2a9c1e-7b44-4d0a-9e6f-0a1b2c3d4e5f',
  orderNumber: '0A1B2C3D',
  email: 'asha@example.com',
  status: 'requested',
  reason: 'Arrived cracked',
  photos: ['https://shop.example.in/uploads/returns/a.webp'],
  lines: [
    {
      itemId: 'line-1',
      productId: 'p-1',
      variantId: null,
      sku: null,
      variantTitle: null,
      name: 'Brass Sunburst Mirror',
      quantity: 1,
    },
  ],
  decisionNote: null,
  refundId: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  decidedAt: null,
  refund: null,
  creditNote: null,
};

const list = (returns: ReturnDto[]) => ({ body: { returns, total: returns.length, page: 1, totalPages: 1 } });

describe('Returns (admin)', () => {
  it('lists requested returns first and filters by status', async () => {
    const { calls } = mockApi({ 'GET /api/returns': list([requested]) });
    renderWithShop(<ReturnsPage />, { user: admin });

    const row = (await screen.findByText('#0A1B2C3D')).closest('tr')!;
    expect(within(row).getByText('1 × Brass Sunburst Mirror')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Photo 1 of the return for order #0A1B2C3D' })).toBeTruthy();
    expect(calls[0].search).toBe('?page=1&limit=20&status=requested');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?page=1&limit=20'));
  });

  it("opens on the status an order page's link names", async () => {
    const { calls } = mockApi({ 'GET /api/returns': list([{ ...requested, status: 'approved' }]) });
    renderRoutes([{ path: '/dashboard/returns', element: <ReturnsPage /> }], '/dashboard/returns?status=approved', {
      user: admin,
    });

    await screen.findByText('#0A1B2C3D');
    expect(calls[0].search).toBe('?page=1&limit=20&status=approved');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('approved');
  });

  it('approves after the admin confirms, and says what was refunded', async () => {
    const { calls } = mockApi({
      'GET /api/returns': list([requested]),
      [`POST /api/returns/${ID}/approve`]: {
        body: {
          ...requested,
          status: 'approved',
          refund: {
            id: 'f-1',
            orderId: requested.orderId,
            amount: 1100,
            reason: 'Return',
            lines: [{ itemId: 'line-1', quantity: 1 }],
            status: 'success',
            gatewayRefundId: null,
            createdAt: '2026-11-28T11:00:00.000Z',
            updatedAt: '2026-11-28T11:00:00.000Z',
          },
        },
      },
    });
    renderWithShop(<ReturnsPage />, { user: admin });

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the return for order #0A1B2C3D' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(/^Approve the return of 1 × Brass Sunburst Mirror\?/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(ADMIN_RETURN_MESSAGES.approved('Rs. 1,100.00'))).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('does not approve when the admin says no', async () => {
    const { calls } = mockApi({ 'GET /api/returns': list([requested]) });
    renderWithShop(<ReturnsPage />, { user: admin });

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the return for order #0A1B2C3D' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses only with a note for the shopper', async () => {
    const { calls } = mockApi({
      'GET /api/returns': list([requested]),
      [`POST /api/returns/${ID}/refuse`]: { body: { ...requested, status: 'refused', decisionNote: 'Worn' } },
    });
    renderWithShop(<ReturnsPage />, { user: admin });

    fireEvent.click(await screen.findByRole('button', { name: 'Refuse the return for order #0A1B2C3D' }));
    const form = screen.getByRole('form', { name: 'Refuse return' });
    fireEvent.click(within(form).getByRole('button', { name: 'Refuse return' }));
    expect(within(form).getByRole('alert').textContent).toBe(ADMIN_RETURN_MESSAGES.noNote);

    fireEvent.change(within(form).getByLabelText('Note for the shopper'), { target: { value: ' Worn from use ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refuse return' }));
    expect(await screen.findByText(ADMIN_RETURN_MESSAGES.refused)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ note: 'Worn from use' });
  });

  it('says when there is nothing to decide', async () => {
    mockApi({ 'GET /api/returns': list([]) });
    renderWithShop(<ReturnsPage />, { user: admin });
    expect(await screen.findByText(ADMIN_RETURN_MESSAGES.empty)).toBeTruthy();
  });
});
