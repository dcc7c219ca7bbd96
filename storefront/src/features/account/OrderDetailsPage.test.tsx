import { describe, expect, it, jest } from '@jest/globals';
import type { PaymentInfoDto } from '../../api/generated';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { admin, renderRoutes, shopper } from '../../test/render';
import { answerConfirm, findToast } from '../../test/toasts';
import { orderNumber } from '../../lib/ids';
import { makeOrder } from './fixtures';
import { OrderDetailsPage } from './OrderDetailsPage';
import { mockApi } from './testApi';

const ID = '3f2a9c1e-7b44-4d0a-9e6f-0a1b2c3d4e5f';
const GET = `GET /api/orders/order/${ID}`;

const routes: RouteObject[] = [
  { path: '/dashboard/orders/:orderId', element: <OrderDetailsPage /> },
  { path: '/orders/:orderId', element: <OrderDetailsPage /> },
];

const open = (path = `/dashboard/orders/${ID}`) => renderRoutes(routes, path, { user: shopper });

describe('OrderDetailsPage states', () => {
  it('rejects an address that cannot hold an order id, without asking the server', () => {
    const { seen } = mockApi({});
    open('/dashboard/orders/not-an-order');

    expect(screen.getByRole('heading', { name: 'Invalid Order ID' })).toBeTruthy();
    expect(screen.getByText('Please check the URL and try again.')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('treats an id the server refuses as invalid', async () => {
    mockApi({ [GET]: { status: 400, body: { message: 'Invalid order id' } } });
    open();

    expect(await screen.findByRole('heading', { name: 'Invalid Order ID' })).toBeTruthy();
  });

  it('says it is loading', () => {
    mockApi({ [GET]: 'pending' });
    open();

    expect(screen.getByRole('status').textContent).toBe('Loading order details...');
  });

  it('shows the server message when the order cannot be loaded', async () => {
    mockApi({ [GET]: { status: 403, body: { message: 'This order belongs to someone else' } } });
    open();

    expect(await screen.findByRole('heading', { name: 'Error Loading Order' })).toBeTruthy();
    expect(screen.getByText('This order belongs to someone else')).toBeTruthy();
  });

  it('falls back to a general message when the server gives none', async () => {
    mockApi({ [GET]: { status: 502, body: {} } });
    open();

    expect(await screen.findByRole('heading', { name: 'Error Loading Order' })).toBeTruthy();
    expect(screen.getByText('Something went wrong while fetching the order.')).toBeTruthy();
  });

  it('says when there is no such order', async () => {
    mockApi({ [GET]: { status: 404, body: { message: 'Order not found' } } });
    open();

    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeTruthy();
    expect(screen.getByText('Please check the order ID and try again.')).toBeTruthy();
  });
});

describe('OrderDetailsPage with an order', () => {
  it('shows id, status, total, date, address, payment, items, progress and the status message', async () => {
    const order = makeOrder({
      status: 'shipped',
      amount: 1234.75,
      paymentMethod: 'UPI',
      paymentStatus: 'paid',
      timeline: [
        {
          status: 'pending',
          fromStatus: null,
          paymentStatus: 'unpaid',
          actorRole: 'user',
          note: null,
          at: '2025-03-07T10:15:00.000Z',
        },
        {
          status: 'processing',
          fromStatus: 'pending',
          paymentStatus: 'paid',
          actorRole: 'gateway',
          note: null,
          at: '2025-03-07T11:00:00.000Z',
        },
        {
          status: 'shipped',
          fromStatus: 'processing',
          paymentStatus: 'paid',
          actorRole: 'admin',
          note: null,
          at: '2025-03-08T09:30:00.000Z',
        },
      ],
    });
    mockApi({ [GET]: { body: { order } } });
    open();

    expect(await screen.findByText('Your order is on its way! You should receive it soon.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Order #2C3D4E5F' })).toBeTruthy();
    expect(screen.getAllByText('Rs. 1,234.75').length).toBeGreaterThan(0);
    expect(screen.getByText('Mar 7, 2025')).toBeTruthy();
    expect(screen.getByText(/12 MG Road/)).toBeTruthy();
    expect(screen.getByText(/Jaipur, Rajasthan/)).toBeTruthy();
    expect(screen.getByText('UPI')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Brass Sunburst Mirror' }).getAttribute('href')).toBe(
      '/shop/p-9f8e7d6c5b4a',
    );

    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(steps.map((step) => step.querySelector('strong')?.firstChild?.textContent)).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Completed',
    ]);
    expect(steps[2].getAttribute('aria-current')).toBe('step');
    // Each reached step carries its time from the order's history.
    expect(steps[2].querySelector('time')?.getAttribute('datetime')).toBe('2025-03-08T09:30:00.000Z');
    expect(steps[3].querySelector('time')).toBeNull();
  });

  it('shows each parcel with courier, AWB and a tracking link that opens in a new tab', async () => {
    const order = makeOrder({
      status: 'shipped',
      shipments: [
        {
          id: 's-1',
          courier: 'bluedart',
          courierName: 'Blue Dart',
          awb: '50912345678',
          trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=50912345678',
          shippedAt: '2025-03-08T09:30:00.000Z',
        },
        {
          id: 's-2',
          courier: 'other',
          courierName: 'Local courier',
          awb: 'LOCAL123',
          trackingUrl: null,
          shippedAt: '2025-03-09T09:30:00.000Z',
        },
      ],
    });
    mockApi({ [GET]: { body: { order } } });
    open();

    const parcels = within(await screen.findByRole('list', { name: 'Parcels' })).getAllByRole('listitem');
    expect(parcels.map((parcel) => parcel.textContent)).toEqual([
      'Parcel 1:Blue DartAWB 50912345678Track parcel',
      'Parcel 2:Local courierAWB LOCAL123',
    ]);
    const link = within(parcels[0]).getByRole('link', { name: 'Track parcel' });
    expect(link.getAttribute('href')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=50912345678',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no shipment panel before anything ships', async () => {
    mockApi({ [GET]: { body: { order: makeOrder({ status: 'processing' }) } } });
    open();
    await screen.findByText("We're preparing your order for shipment.");
    expect(screen.queryByRole('heading', { name: 'Shipment' })).toBeNull();
  });

  it.each([
    [{ taxMode: 'flat', taxRate: 0.1 } as const, 'Tax (10%)'],
    [{ taxMode: 'per_product', taxRate: null } as const, 'GST'],
  ])("names the tax line from the order's rate: %o", async (tax, label) => {
    mockApi({ [GET]: { body: { order: makeOrder(tax) } } });
    open();
    await screen.findByText('Your order is awaiting processing.');
    expect(screen.getByText(label).nextElementSibling?.textContent).toBe('Rs. 112.25');
  });

  it('shows a cancelled order distinctly with its message', async () => {
    const order = makeOrder({
      status: 'cancelled',
      cancelReason: 'Payment not completed within 15 minutes',
      timeline: [
        {
          status: 'pending',
          fromStatus: null,
          paymentStatus: 'unpaid',
          actorRole: 'user',
          note: null,
          at: '2025-03-07T10:15:00.000Z',
        },
        {
          status: 'cancelled',
          fromStatus: 'pending',
          paymentStatus: 'failed',
          actorRole: 'system',
          note: null,
          at: '2025-03-07T10:30:00.000Z',
        },
      ],
    });
    mockApi({ [GET]: { body: { order } } });
    open(`/orders/${ID}`);

    const steps = within(await screen.findByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps[0].getAttribute('data-state')).toBe('cancelled');
    expect(steps[0].textContent).toContain('Cancelled');
    expect(steps[0].textContent).toContain('Your order has been cancelled due to payment failure.');
    expect(steps.slice(1).map((step) => step.getAttribute('data-state'))).toEqual(['upcoming', 'upcoming', 'upcoming']);
    expect(
      screen.getByText('Your order has been cancelled. Please contact support if you have any questions.'),
    ).toBeTruthy();
    expect(screen.getByText('Reason: Payment not completed within 15 minutes')).toBeTruthy();
  });

  it('gives each status its message', async () => {
    const messages = {
      pending: 'Your order is awaiting processing.',
      processing: "We're preparing your order for shipment.",
      completed: 'Your order has been successfully delivered. Thank you for shopping with us!',
    } as const;
    for (const [status, message] of Object.entries(messages)) {
      mockApi({ [GET]: { body: { order: makeOrder({ status: status as keyof typeof messages }) } } });
      const view = open();
      expect(await screen.findByText(message)).toBeTruthy();
      view.unmount();
    }
  });
});

describe('OrderDetailsPage invoice and refunds', () => {
  it('lets the shopper download the invoice and see each refund with its status', async () => {
    mockApi({
      [GET]: {
        body: {
          order: makeOrder({
            paymentMethod: 'UPI',
            paymentStatus: 'partially_refunded',
            documents: [
              {
                kind: 'invoice',
                number: 'DS/26-27/0007',
                issuedAt: '2026-11-01T10:00:00.000Z',
                pdfUrl: `/api/orders/order/${ID}/invoice/pdf`,
              },
            ],
            refunds: [
              {
                id: 'r1',
                orderId: ID,
                amount: 275,
                reason: 'Vase arrived chipped',
                lines: null,
                status: 'success',
                gatewayRefundId: 'SBXR1',
                createdAt: '2026-11-02T10:00:00.000Z',
                updatedAt: '2026-11-02T10:00:00.000Z',
              },
              {
                id: 'r2',
                orderId: ID,
                amount: 100,
                reason: 'Late delivery',
                lines: null,
                status: 'pending',
                gatewayRefundId: null,
                createdAt: '2026-11-03T10:00:00.000Z',
                updatedAt: '2026-11-03T10:00:00.000Z',
              },
            ],
          }),
        },
      },
    });
    open();

    const link = await screen.findByRole('link', { name: 'Download PDF of tax invoice DS/26-27/0007' });
    expect(link.getAttribute('href')).toBe(`/api/orders/order/${ID}/invoice/pdf`);
    expect(link.hasAttribute('download')).toBe(true);
    const refunds = within(screen.getByRole('list', { name: 'Refunds' }));
    expect(refunds.getByText('Rs. 275.00')).toBeTruthy();
    expect(refunds.getByText('Refunded')).toBeTruthy();
    expect(refunds.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Partly refunded')).toBeTruthy();
    // Refunding is the shop's to do.
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});

describe('OrderDetailsPage: the shopper pays again or cancels', () => {
  const CANCEL = `POST /api/orders/order/${ID}/cancel`;
  const PAY_AGAIN = 'POST /api/payments/paytm/pay-again';
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  /** A UPI order placed two minutes ago that the server lets pay for 15 minutes (its default). */
  const upi = (overrides: Parameters<typeof makeOrder>[0] = {}) =>
    makeOrder({ paymentMethod: 'UPI', createdAt: minutesAgo(2), payBy: minutesAgo(-13), ...overrides });

  it('cancels an unshipped COD order after the confirm dialog and says so', async () => {
    const order = makeOrder({ status: 'processing' });
    const { seen } = mockApi({
      [GET]: { body: { order } },
      [CANCEL]: { body: { success: true, message: 'Order cancelled', order: { ...order, status: 'cancelled' } } },
    });
    open();

    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await act(() => answerConfirm(`Cancel order ${orderNumber(ID)}?`, 'Cancel order'));
    await findToast('Order cancelled', { role: 'status' });
    expect(seen.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/orders/order/${ID}/cancel`, body: {} },
    ]);
  });

  it('sends nothing when the shopper keeps the order', async () => {
    const { seen } = mockApi({ [GET]: { body: { order: makeOrder() } } });
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await answerConfirm(`Cancel order ${orderNumber(ID)}?`, 'Cancel');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(seen.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('warns that a paid order is refunded, and shows the server refusal as an alert', async () => {
    mockApi({
      [GET]: { body: { order: upi({ paymentStatus: 'paid' }) } },
      [CANCEL]: { status: 409, body: { message: 'This order has already shipped and can no longer be cancelled' } },
    });
    open();

    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await act(() =>
      answerConfirm(
        `Cancel order ${orderNumber(ID)}? What you paid is refunded to the UPI account you paid from.`,
        'Cancel order',
      ),
    );
    await findToast('This order has already shipped and can no longer be cancelled', { role: 'alert' });
  });

  it('starts a new gateway payment with "Pay now" and sends the browser to the gateway', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { seen } = mockApi({
      [GET]: { body: { order: upi() } },
      [PAY_AGAIN]: {
        body: {
          success: true,
          message: 'Payment initiated',
          data: {
            paytmParams: { mid: 'MID', orderId: `${ID}_2`, txnToken: 'tok' },
            transactionUrl: 'https://gateway.example/showPaymentPage',
            txnId: `${ID}_2`,
          },
        },
      },
    });
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://gateway.example/showPaymentPage');
    expect(Object.fromEntries(new FormData(form))).toEqual({ mid: 'MID', orderId: `${ID}_2`, txnToken: 'tok' });
    expect(seen.find((call) => call.method === 'POST')?.body).toEqual({ orderId: ID });
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    submit.mockRestore();
    form.remove();
  });

  it('offers "Pay now" on an order its failed payment cancelled, but no cancel', async () => {
    mockApi({
      [GET]: {
        body: { order: upi({ status: 'cancelled', paymentStatus: 'failed', cancelReason: 'Payment failed' }) },
      },
      [PAY_AGAIN]: { status: 409, body: { message: 'Sorry, "Brass Sunburst Mirror" is out of stock.' } },
    });
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await findToast('Sorry, "Brass Sunburst Mirror" is out of stock.', { role: 'alert' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers "Pay now" on an order whose payment could not be started', async () => {
    mockApi({
      [GET]: {
        body: {
          order: upi({ status: 'cancelled', paymentStatus: 'unpaid', cancelReason: 'Payment initiation failed' }),
        },
      },
    });
    open();

    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('offers no "Pay now" once the payment time is over, nor on an order the shopper cancelled', async () => {
    mockApi({ [GET]: { body: { order: upi({ createdAt: minutesAgo(16), payBy: minutesAgo(1) }) } } });
    const first = open();
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    first.unmount();

    mockApi({
      [GET]: {
        body: {
          order: upi({ status: 'cancelled', paymentStatus: 'unpaid', cancelReason: 'Cancelled by the customer' }),
        },
      },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Items' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers neither once the order has shipped', async () => {
    mockApi({ [GET]: { body: { order: upi({ status: 'shipped', paymentStatus: 'paid' }) } } });
    open();

    expect(await screen.findByRole('heading', { name: 'Items' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('hides the pay-now button when the payment time runs out on the open page', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      mockApi({ [GET]: { body: { order: upi({ createdAt: minutesAgo(14), payBy: minutesAgo(-1) }) } } });
      open();
      expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
      act(() => {
        jest.advanceTimersByTime(61_000);
      });
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the payment time the server sets (payBy), not a fixed 15 minutes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      // PAYMENT_TIMEOUT_SECONDS of 30 minutes: placed 20 minutes ago, still payable for 10.
      mockApi({ [GET]: { body: { order: upi({ createdAt: minutesAgo(20), payBy: minutesAgo(-10) }) } } });
      const first = open();
      expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
      act(() => {
        jest.advanceTimersByTime(9 * 60_000);
      });
      expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
      act(() => {
        jest.advanceTimersByTime(61_000);
      });
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
      first.unmount();

      // Five minutes: placed six minutes ago, the time is already over.
      mockApi({ [GET]: { body: { order: upi({ createdAt: minutesAgo(6), payBy: minutesAgo(1) }) } } });
      open();
      expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('OrderDetailsPage: a second payment at the gateway', () => {
  const payment: PaymentInfoDto = {
    _id: 'pay-1',
    id: 'pay-1',
    orderId: ID,
    email: 'asha@example.com',
    method: 'UPI',
    provider: 'paytm',
    amount: 1234.75,
    status: 'paid',
    txnId: 'T-KEPT',
    gatewayOrderId: `${ID}_2`,
    refunded: 0,
    refunds: [],
    extraPayments: [
      {
        gatewayOrderId: ID,
        txnId: 'T-EXTRA',
        amount: 1234.75,
        refundId: '9d1e0c7a-2b3f-5a4d-8e6f-7a8b9c0d1e2f',
        refundStatus: 'success',
        gatewayRefundId: 'G-1',
        createdAt: '2026-11-28T10:05:00.000Z',
        updatedAt: '2026-11-28T10:05:02.000Z',
      },
    ],
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:05:02.000Z',
  };
  const order = makeOrder({ paymentMethod: 'UPI', paymentStatus: 'paid', payment });

  it('shows the admin the extra payment and its refund', async () => {
    mockApi({ [GET]: { body: { order } } });
    renderRoutes(
      [{ path: '/dashboard/manage-orders/:orderId', element: <OrderDetailsPage /> }],
      `/dashboard/manage-orders/${ID}`,
      { user: admin },
    );
    const extras = await screen.findByRole('list', { name: 'Extra payments' });
    expect(within(extras).getByText('T-EXTRA')).toBeTruthy();
    expect(within(extras).getByText('Rs. 1,234.75 · refunded')).toBeTruthy();
  });

  it('keeps it from the shopper', async () => {
    mockApi({ [GET]: { body: { order } } });
    open();
    expect(await screen.findByRole('heading', { name: 'Items' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Extra payments' })).toBeNull();
  });
});

describe('OrderDetailsPage variant lines', () => {
  const [line] = makeOrder().products;
  const order = makeOrder({
    products: [
      { ...line, variantId: 'v-large', sku: 'DS-SUN-LARGE', variantTitle: 'Size: Large' } as typeof line,
      {
        ...line,
        _id: 'line-2',
        id: 'line-2',
        name: 'Jute Runner',
        variantId: 'v-1',
        sku: 'DS-JUTE',
        variantTitle: null,
      } as typeof line,
    ],
  });

  it('names the variant under the product, linking to it, without SKUs for the shopper', async () => {
    mockApi({ [GET]: { body: { order } } });
    open();
    const item = (await screen.findByRole('link', { name: 'Brass Sunburst Mirror' })).closest('li') as HTMLElement;
    expect(within(item).getByText('Size: Large')).toBeTruthy();
    expect(within(item).getByRole('link').getAttribute('href')).toBe('/shop/p-9f8e7d6c5b4a?variant=v-large');
    expect(screen.getByRole('link', { name: 'Jute Runner' }).getAttribute('href')).toBe('/shop/p-9f8e7d6c5b4a');
    expect(screen.queryByText(/SKU/)).toBeNull();
  });

  it("shows the admin each line's SKU", async () => {
    mockApi({ [GET]: { body: { order } } });
    renderRoutes(
      [{ path: '/dashboard/manage-orders/:orderId', element: <OrderDetailsPage /> }],
      `/dashboard/manage-orders/${ID}`,
      { user: admin },
    );
    expect(await screen.findByText('SKU DS-SUN-LARGE')).toBeTruthy();
    expect(screen.getByText('SKU DS-JUTE')).toBeTruthy();
    expect(screen.getByText('Size: Large')).toBeTruthy();
  });
});
