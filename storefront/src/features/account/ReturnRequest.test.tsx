import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderReturnsDto, ReturnDto } from '../../api/generated';
import { admin, renderWithShop, shopper } from '../../test/render';
import { makeOrder } from './fixtures';
import { OrderReturns, RETURN_MESSAGES } from './ReturnRequest';
import { mockApi } from './testApi';

const ID = '3f2a9c1e-7b44-4d0a-9e6f-0a1b2c3d4e5f';
const RETURNS = `/api/orders/order/${ID}/returns`;

const delivered = makeOrder({
  status: 'completed',
  paymentStatus: 'paid',
  userId: shopper._id,
  products: [
    { ...makeOrder().products[0], id: 'line-1', _id: 'line-1', name: 'Brass Sunburst Mirror', quantity: 2 },
    {
      ...makeOrder().products[0],
      id: 'line-2',
      _id: 'line-2',
      variantId: null,
      sku: null,
      variantTitle: null,
      name: 'Blue Pottery Vase',
      quantity: 1,
    },
  ],
});

function answer(overrides: Partial<OrderReturnsDto> = {}): OrderReturnsDto {
  return {
    returns: [],
    window: { days: 7, open: true, closesAt: '2026-12-05T10:00:00.000Z' },
    returnable: [
      { itemId: 'line-1', quantity: 2 },
      { itemId: 'line-2', quantity: 1 },
    ],
    ...overrides,
  };
}

const approved: ReturnDto = {
  id: 'r-1',
  orderId: ID,
  orderNumber: '0A1B2C3D',
  email: shopper.email,
  status: 'approved',
  reason: 'Cracked',
  photos: [],
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
  refundId: 'f-1',
  createdAt: '2026-11-28T10:00:00.000Z',
  decidedAt: '2026-11-28T11:00:00.000Z',
  refund: {
    id: 'f-1',
    orderId: ID,
    amount: 1100,
    reason: 'Return',
    lines: [{ itemId: 'line-1', quantity: 1, variantId: null, sku: 'DS-LINE1', variantTitle: null }],
    status: 'success',
    gatewayRefundId: null,
    createdAt: '2026-11-28T11:00:00.000Z',
    updatedAt: '2026-11-28T11:00:00.000Z',
  },
  creditNote: { number: 'DSC/26-27/0001', pdfUrl: '/api/returns/r-1/credit-note/pdf' },
};

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
  return screen.getByRole('form', { name: 'Return items' });
}

describe('Return items on the order page', () => {
  it('sends the chosen lines, quantities and reason after the shopper confirms', async () => {
    const { seen } = mockApi({
      [`GET ${RETURNS}`]: { body: answer() },
      [`POST ${RETURNS}`]: { status: 201, body: { ...approved, status: 'requested', refund: null, creditNote: null } },
    });
    renderWithShop(<OrderReturns order={delivered} />, { user: shopper });

    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Quantity of Brass Sunburst Mirror to return'), {
      target: { value: '5' },
    });
    // More than is left is brought back to what may be returned.
    expect((within(form).getByLabelText('Quantity of Brass Sunburst Mirror to return') as HTMLInputElement).value).toBe(
      '2',
    );
    fireEvent.change(within(form).getByLabelText('Why are you returning these items?'), {
      target: { value: '  Both arrived cracked  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Request return' }));

    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Send a request to return 2 items?')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(seen.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(seen.find((call) => call.method === 'POST')?.body).toEqual({
      lines: [{ itemId: 'line-1', quantity: 2 }],
      reason: 'Both arrived cracked',
      photos: [],
    });
    expect((await screen.findByText(RETURN_MESSAGES.sent)).closest('[role="status"]')).toBeTruthy();
  });

  it('asks for a line and a reason before sending anything', async () => {
    const { seen } = mockApi({ [`GET ${RETURNS}`]: { body: answer() } });
    renderWithShop(<OrderReturns order={delivered} />, { user: shopper });

    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Request return' }));
    expect(within(form).getByRole('alert').textContent).toBe(RETURN_MESSAGES.noLines);

    fireEvent.change(within(form).getByLabelText('Quantity of Blue Pottery Vase to return'), {
      target: { value: '1' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Request return' }));
    expect(within(form).getByRole('alert').textContent).toBe(RETURN_MESSAGES.noReason);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(seen.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal in the form", async () => {
    mockApi({
      [`GET ${RETURNS}`]: { body: answer() },
      [`POST ${RETURNS}`]: {
        status: 409,
        body: { statusCode: 409, message: 'Only 1 of "Blue Pottery Vase" can still be returned', error: 'Conflict' },
      },
    });
    renderWithShop(<OrderReturns order={delivered} />, { user: shopper });

    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Quantity of Blue Pottery Vase to return'), {
      target: { value: '1' },
    });
    fireEvent.change(within(form).getByLabelText('Why are you returning these items?'), {
      target: { value: 'Chipped' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Request return' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send request' }));

    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('Only 1 of "Blue Pottery Vase" can still be returned'),
    );
  });

  it('shows a return refunded, and no action once the window is closed', async () => {
    mockApi({
      [`GET ${RETURNS}`]: {
        body: answer({ returns: [approved], window: { days: 7, open: false, closesAt: '2026-11-01T10:00:00.000Z' } }),
      },
    });
    renderWithShop(<OrderReturns order={delivered} />, { user: shopper });

    const list = await screen.findByRole('list', { name: 'Return requests' });
    expect(within(list).getByText('Refunded Rs. 1,100.00')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Download credit note DSC/26-27/0001 (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });

  it("lists the order's returns for an admin, each with its status, lines, reason and the Returns page", async () => {
    const requested: ReturnDto = {
      ...approved,
      id: 'r-2',
      status: 'requested',
      reason: 'Wrong colour',
      lines: [
        {
          itemId: 'line-2',
          productId: 'p-2',
          variantId: null,
          sku: null,
          variantTitle: null,
          name: 'Blue Pottery Vase',
          quantity: 1,
        },
      ],
      refundId: null,
      refund: null,
      creditNote: null,
      decidedAt: null,
    };
    const { seen } = mockApi({ [`GET ${RETURNS}`]: { body: answer({ returns: [approved, requested] }) } });
    // The admin's page of an order whose status was moved on after its returns.
    renderWithShop(<OrderReturns order={{ ...delivered, status: 'processing' }} />, { user: admin });

    const list = await screen.findByRole('list', { name: 'Return requests' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('Refunded Rs. 1,100.00')).toBeTruthy();
    expect(within(first).getByText('1 × Brass Sunburst Mirror')).toBeTruthy();
    expect(within(first).getByText('Reason: Cracked')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Open in Returns' }).getAttribute('href')).toBe(
      '/dashboard/returns?status=approved',
    );
    expect(within(second).getByText('Requested')).toBeTruthy();
    expect(within(second).getByText('1 × Blue Pottery Vase')).toBeTruthy();
    expect(within(second).getByText('Reason: Wrong colour')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Open in Returns' }).getAttribute('href')).toBe(
      '/dashboard/returns?status=requested',
    );
    // The admin decides on the Returns page, and never asks for a return.
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${RETURNS}`]);
  });

  it('shows a shopper no link to the Returns page', async () => {
    mockApi({ [`GET ${RETURNS}`]: { body: answer({ returns: [approved] }) } });
    renderWithShop(<OrderReturns order={delivered} />, { user: shopper });
    await screen.findByRole('list', { name: 'Return requests' });
    expect(screen.queryByRole('link', { name: 'Open in Returns' })).toBeNull();
  });

  it('asks nothing of the server before the order is delivered', () => {
    const { seen } = mockApi({});
    renderWithShop(<OrderReturns order={{ ...delivered, status: 'shipped' }} />, { user: shopper });
    expect(seen).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Returns' })).toBeNull();
  });
});
