import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderDto } from '../../../api/generated';
import type { AdminOrderSummaryDto } from '../../../api/adminGenerated';
import { admin, renderWithShop } from '../../../test/render';
import { ManageOrdersPage } from '../ManageOrdersPage';
import { mockApi } from '../shared/mockApi';
import { emptyOrdersText, filterCount, itemCount, orderReference, paymentLabel } from './orderView';
import { answerConfirm, findToast } from '../../../test/toasts';

const counts = { all: 3, pending: 2, processing: 0, shipped: 1, completed: 0, cancelled: 0 };

function order(id: string, status: OrderDto['status'], paymentMethod: OrderDto['paymentMethod']): OrderDto {
  return {
    _id: id,
    id,
    orderId: id,
    userId: `u-${id}`,
    email: `${id}@example.com`,
    products: [{ quantity: 2 } as OrderDto['products'][number], { quantity: 1 } as OrderDto['products'][number]],
    amount: 1234.5,
    subtotal: 1122.27,
    discount: 0,
    tax: 112.23,
    taxMode: 'flat',
    taxRate: 0.1,
    status,
    paymentStatus: 'unpaid',
    paymentMethod,
    couponCode: null,
    couponPercent: null,
    shippingAddress: { address: '1 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
    cancelReason: null,
    paidAt: null,
    payBy: null,
    createdAt: '2025-03-07T10:00:00.000Z',
    updatedAt: '2025-03-07T10:00:00.000Z',
    timeline: [],
    payment: null,
    shipments: [],
    refunds: [],
    documents: [],
  };
}

const orders = [
  order('0000aaaa-1111-2222-3333-44445555abcd', 'pending', 'COD'),
  order('0000aaaa-1111-2222-3333-444455559999', 'pending', 'UPI'),
  order('0000aaaa-1111-2222-3333-44445555eeee', 'shipped', 'COD'),
];

/** The order as a row of the table (GET /api/orders?view=summary). */
function summary(full: OrderDto): AdminOrderSummaryDto {
  const invoice = full.documents.find((doc) => doc.kind === 'invoice') ?? null;
  return {
    id: full.id,
    createdAt: full.createdAt,
    updatedAt: full.updatedAt,
    email: full.email,
    customerName: null,
    amount: full.amount,
    status: full.status,
    paymentMethod: full.paymentMethod,
    paymentStatus: full.paymentStatus,
    itemCount: itemCount(full),
    refundable: full.amount,
    invoice,
  };
}

const list = (status?: string, shown: OrderDto[] = orders) => ({
  orders: (status ? shown.filter((entry) => entry.status === status) : shown).map(summary),
  count: 3,
  lastUpdated: '2025-03-07T10:00:00.000Z',
  counts,
});

/** GET /api/orders/order/{id} of these orders, as the dialogs fetch them. */
const orderRoutes = (shown: () => OrderDto[]) =>
  Object.fromEntries(
    shown().map((entry) => [
      `GET /api/orders/order/${entry.id}`,
      () => ({ body: { order: shown().find((o) => o.id === entry.id) } }),
    ]),
  );

describe('order list helpers', () => {
  it('labels cash on delivery, and anything else as UPI', () => {
    expect(paymentLabel('COD')).toBe('Cash on Delivery');
    expect(paymentLabel('UPI')).toBe('UPI Payment');
    expect(paymentLabel('card')).toBe('UPI Payment');
  });

  it('refers to an order by the last 8 characters of its id in capitals', () => {
    expect(orderReference('5f8d0d55b54764421b7156c9ab12cd34')).toBe('AB12CD34');
  });

  it('counts pieces and reads the count of each filter', () => {
    expect(itemCount(orders[0])).toBe(3);
    expect(filterCount(counts, 'all')).toBe(3);
    expect(filterCount(counts, 'shipped')).toBe(1);
    expect(filterCount(undefined, 'pending')).toBe(0);
  });

  it('names the empty list after the filter', () => {
    expect(emptyOrdersText('all')).toBe('No Orders Found');
    expect(emptyOrdersText('cancelled')).toBe('No Cancelled Orders');
  });
});

describe('ManageOrdersPage', () => {
  it('shows counts on the filters and one row per order', async () => {
    mockApi({ 'GET /api/orders': (call) => ({ body: list(new URLSearchParams(call.search).get('status') ?? '') }) });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    expect(screen.getByText('Loading orders...')).toBeTruthy();

    const filters = within(await screen.findByRole('group', { name: 'Filter orders by status' }));
    await waitFor(() => expect(filters.getByRole('button', { name: 'All 3' })).toBeTruthy());
    expect(filters.getByRole('button', { name: 'Pending 2' })).toBeTruthy();
    expect(filters.getByRole('button', { name: 'Shipped 1' })).toBeTruthy();
    expect(filters.getByRole('button', { name: 'Cancelled 0' })).toBeTruthy();

    const row = screen.getByText('#5555ABCD').closest('tr') as HTMLElement;
    expect(within(row).getByText('3 items')).toBeTruthy();
    expect(within(row).getByText('Cash on Delivery')).toBeTruthy();
    expect(within(row).getByText('Rs. 1,234.50')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View order 5555ABCD' }).getAttribute('href')).toBe(
      '/dashboard/manage-orders/0000aaaa-1111-2222-3333-44445555abcd',
    );
    expect(within(screen.getByText('#55559999').closest('tr') as HTMLElement).getByText('UPI Payment')).toBeTruthy();

    fireEvent.click(filters.getByRole('button', { name: 'Cancelled 0' }));
    expect(await screen.findByRole('heading', { name: 'No Cancelled Orders' })).toBeTruthy();
  });

  it('says so when there are no orders at all', async () => {
    mockApi({ 'GET /api/orders': { body: { orders: [], count: 0, lastUpdated: '', counts: { ...counts, all: 0 } } } });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    expect(await screen.findByRole('heading', { name: 'No Orders Found' })).toBeTruthy();
  });

  it('reports a failed fetch', async () => {
    mockApi({ 'GET /api/orders': { status: 500, body: {} } });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to fetch orders. Please try again later.');
  });

  it('updates the status through the modal', async () => {
    let current = orders;
    const { calls } = mockApi({
      'GET /api/orders': () => ({ body: list('', current) }),
      ...orderRoutes(() => current),
      'PATCH /api/orders/update-order-status/0000aaaa-1111-2222-3333-44445555abcd': (call) => {
        current = current.map((entry, index) =>
          index === 0 ? { ...entry, status: (call.body as { status: OrderDto['status'] }).status } : entry,
        );
        return { body: { order: current[0], message: 'ok' } };
      },
    });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Update status of order 5555ABCD' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Update Order Status' }));
    expect(dialog.getByText('0000aaaa-1111-2222-3333-44445555abcd@example.com')).toBeTruthy();
    expect(dialog.getByText('Cash on Delivery')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('New status'), { target: { value: 'shipped' } });
    expect(dialog.getByText('Order has been dispatched')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Update Status' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByText('#5555ABCD').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Shipped')).toBeTruthy());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'shipped' });
    // The admin's own change is no automatic update.
    expect(screen.queryByText('Orders updated automatically!')).toBeNull();
  });

  it('shows the server message in the modal when the update is refused', async () => {
    mockApi({
      'GET /api/orders': { body: list() },
      ...orderRoutes(() => orders),
      'PATCH /api/orders/update-order-status/0000aaaa-1111-2222-3333-44445555abcd': {
        status: 409,
        body: { message: 'A cancelled order cannot be shipped' },
      },
    });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Update status of order 5555ABCD' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Update Status' }));
    const dialog = within(screen.getByRole('dialog'));
    expect((await dialog.findByRole('alert')).textContent).toBe('A cancelled order cannot be shipped');
  });

  it('asks before deleting and reports a failed delete', async () => {
    mockApi({
      'GET /api/orders': { body: list() },
      'DELETE /api/orders/delete-order/0000aaaa-1111-2222-3333-44445555abcd': { status: 500, body: {} },
    });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete order 5555ABCD' }));
    await answerConfirm('Are you sure you want to delete this order?', 'Delete');
    await findToast('Failed to delete order.', { role: 'alert' });
  });
});

describe('ManageOrdersPage search and filters', () => {
  it('says paid, unpaid or failed on each order', async () => {
    const states = [
      { ...orders[0], paymentStatus: 'paid' },
      { ...orders[1], paymentStatus: 'failed' },
      orders[2],
    ] as OrderDto[];
    mockApi({ 'GET /api/orders': { body: list('', states) } });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    const row = async (reference: string) => within((await screen.findByText(reference)).closest('tr') as HTMLElement);
    expect((await row('#5555ABCD')).getByText('· Paid')).toBeTruthy();
    expect((await row('#55559999')).getByText('UPI Payment')).toBeTruthy();
    expect((await row('#55559999')).getByText('· Failed')).toBeTruthy();
    expect((await row('#5555EEEE')).getByText('· Unpaid')).toBeTruthy();
  });

  it('searches and filters through the address, and says when nothing matches', async () => {
    const { calls } = mockApi({
      'GET /api/orders': (call) => {
        const params = new URLSearchParams(call.search);
        return { body: params.get('q') ? { ...list(), orders: [], count: 0 } : list() };
      },
    });
    const { router } = renderWithShop(<ManageOrdersPage />, { user: admin });
    await screen.findByText('#5555ABCD');
    const search = within(screen.getByRole('search', { name: 'Search orders' }));
    fireEvent.change(search.getByLabelText('Payment'), { target: { value: 'unpaid' } });
    await waitFor(() => expect(router.state.location.search).toBe('?payment=unpaid'));
    fireEvent.change(search.getByLabelText('Search'), { target: { value: 'ab' } });
    fireEvent.click(search.getByRole('button', { name: 'Search' }));
    expect((await search.findByRole('alert')).textContent).toBe('Search for at least 3 characters.');
    fireEvent.change(search.getByLabelText('Search'), { target: { value: '98765 43210' } });
    fireEvent.click(search.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?payment=unpaid&q=98765+43210'));
    expect(await screen.findByRole('heading', { name: 'No Orders Found' })).toBeTruthy();
    const asked = new URLSearchParams(calls[calls.length - 1].search);
    expect(Object.fromEntries(asked)).toEqual({
      view: 'summary',
      limit: '20',
      paymentStatus: 'unpaid',
      q: '98765 43210',
    });
  });

  it('pages through the orders 20 at a time, and starts again at the first page for another filter', async () => {
    const { calls } = mockApi({ 'GET /api/orders': { body: { ...list(), count: 45 } } });
    const { router } = renderWithShop(<ManageOrdersPage />, { user: admin });
    const pages = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Showing 1 to 20 of 45 results')).toBeTruthy();
    expect((pages.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pages.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(new URLSearchParams(calls[calls.length - 1].search).get('page')).toBe('2'));
    expect(await pages.findByText('Showing 21 to 40 of 45 results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pending 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    expect(Object.fromEntries(new URLSearchParams(calls[calls.length - 1].search))).toEqual({
      view: 'summary',
      limit: '20',
      status: 'pending',
    });
  });

  it('fetches the whole order for the status dialog, and says so when it cannot', async () => {
    mockApi({
      'GET /api/orders': { body: list() },
      'GET /api/orders/order/0000aaaa-1111-2222-3333-44445555abcd': { status: 500, body: {} },
    });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Update status of order 5555ABCD' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((await dialog.findByRole('alert')).textContent).toBe('Unable to load this order. Please try again.');
  });
});

describe('ManageOrdersPage parcels', () => {
  it('ships with courier and AWB: records the parcel, which marks the order shipped', async () => {
    const id = '0000aaaa-1111-2222-3333-44445555abcd';
    const { calls } = mockApi({
      'GET /api/orders': { body: list() },
      ...orderRoutes(() => orders),
      'GET /api/couriers': {
        body: {
          couriers: [
            {
              code: 'delhivery',
              name: 'Delhivery',
              trackingUrlTemplate: 'https://www.delhivery.com/track/package/{awb}',
            },
            { code: 'other', name: 'Other', trackingUrlTemplate: null },
          ],
        },
      },
      [`POST /api/orders/${id}/shipments`]: {
        status: 201,
        body: { message: 'Shipment added', order: order(id, 'shipped', 'COD') },
      },
    });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Update status of order 5555ABCD' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Order Status' }));
    fireEvent.change(dialog.getByLabelText('New status'), { target: { value: 'shipped' } });
    await dialog.findByRole('option', { name: 'Delhivery' });
    fireEvent.change(dialog.getByLabelText('AWB / tracking number'), { target: { value: ' 1234 5678 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ courier: 'delhivery', awb: '12345678' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('says what to fix in an AWB before sending anything', async () => {
    const { calls } = mockApi({
      'GET /api/orders': { body: list() },
      ...orderRoutes(() => orders),
      'GET /api/couriers': { body: { couriers: [{ code: 'dtdc', name: 'DTDC', trackingUrlTemplate: null }] } },
    });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Update status of order 5555ABCD' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Order Status' }));
    fireEvent.change(dialog.getByLabelText('New status'), { target: { value: 'shipped' } });
    fireEvent.change(dialog.getByLabelText('AWB / tracking number'), { target: { value: '<b>' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update Status' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('AWB number must be 4-40 letters, digits or dashes.');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});

describe('refunds and invoices in Manage Orders', () => {
  const paid: OrderDto = {
    ...order('0000aaaa-1111-2222-3333-44447777abcd', 'processing', 'UPI'),
    paymentStatus: 'paid',
    products: [
      { id: 'line-a', _id: 'line-a', name: 'Brass Mirror', quantity: 2 } as OrderDto['products'][number],
      { id: 'line-b', _id: 'line-b', name: 'Blue Vase', quantity: 1 } as OrderDto['products'][number],
    ],
    documents: [
      {
        kind: 'invoice',
        number: 'DS/26-27/0042',
        issuedAt: '2026-11-01T10:00:00.000Z',
        pdfUrl: '/api/orders/order/0000aaaa-1111-2222-3333-44447777abcd/invoice/pdf',
      },
    ],
  };

  it('links the invoice PDF and offers the refund when a paid UPI order is cancelled', async () => {
    let current = paid;
    const { calls } = mockApi({
      'GET /api/orders': () => ({ body: list('', [current]) }),
      ...orderRoutes(() => [current]),
      'PATCH /api/orders/update-order-status/0000aaaa-1111-2222-3333-44447777abcd': () => {
        current = { ...current, status: 'cancelled' };
        return { body: { order: current, message: 'ok' } };
      },
      'POST /api/payments/refunds': (call) => {
        const body = call.body as { refundId: string; lines: { itemId: string; quantity: number }[] };
        const refund = {
          id: body.refundId,
          orderId: current._id,
          amount: 1000,
          reason: 'Cancelled by the shop',
          lines: body.lines,
          status: 'success',
          gatewayRefundId: 'SBXR1',
          createdAt: '2026-11-02T10:00:00.000Z',
          updatedAt: '2026-11-02T10:00:00.000Z',
        };
        return { status: 201, body: { success: true, message: 'Refund completed', refund, order: current } };
      },
    });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    const link = await screen.findByRole('link', { name: 'Download invoice DS/26-27/0042' });
    expect(link.getAttribute('href')).toBe('/api/orders/order/0000aaaa-1111-2222-3333-44447777abcd/invoice/pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Update status of order 7777ABCD' }));
    fireEvent.change(await screen.findByLabelText('New status'), { target: { value: 'cancelled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Status' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order #7777ABCD' }));
    expect(dialog.getByText(/The order is cancelled/)).toBeTruthy();
    expect((dialog.getByLabelText('Amount (Rs.)') as HTMLInputElement).value).toBe('1234.50');
    fireEvent.click(dialog.getByLabelText('Items'));
    fireEvent.change(dialog.getByLabelText('Brass Mirror (2 of 2 left)'), { target: { value: '1' } });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Cancelled by the shop' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));

    expect((await screen.findByRole('status')).textContent).toBe('Rs. 1,000.00: Refund completed.');
    const sent = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(sent).toEqual([
      {
        orderId: paid._id,
        refundId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        reason: 'Cancelled by the shop',
        lines: [{ itemId: 'line-a', quantity: 1 }],
      },
    ]);
  });

  it('checks the amount before asking the server, and keeps one refund id across retries', async () => {
    const { calls } = mockApi({
      'GET /api/orders': { body: list('', [paid]) },
      ...orderRoutes(() => [paid]),
      'POST /api/payments/refunds': { status: 502, body: {} },
    });
    renderWithShop(<ManageOrdersPage />, { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Refund order 7777ABCD' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order #7777ABCD' }));
    fireEvent.change(dialog.getByLabelText('Amount (Rs.)'), { target: { value: '5000' } });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Damaged' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Enter an amount from Rs. 0.01 to Rs. 1,234.50.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Amount (Rs.)'), { target: { value: '100' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('The refund could not be started. Please try again.');
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const [first, second] = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.body as { refundId: string });
    expect(second.refundId).toBe(first.refundId);
  });
});
