import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { json, mockFetch } from '../../test/mockFetch';
import { renderRoutes, shopper } from '../../test/render';
import { CONFIRM_RETRY_MS, PaymentSuccessPage } from './PaymentSuccessPage';
import { toastTexts } from '../../test/toasts';

const routes = [{ path: '/payment-success', element: <PaymentSuccessPage /> }];
const CONFIRM = 'POST /api/orders/confirm-payment';
const paidOrder = {
  _id: 'a1b2c3d4-0000-4000-8000-00009f8e7d6c',
  orderId: 'a1b2c3d4-0000-4000-8000-00009f8e7d6c',
  amount: 3018.02,
  status: 'pending',
  paymentStatus: 'paid',
};

describe('PaymentSuccessPage', () => {
  it("confirms the payment for session_id, showing 'Loading...' until the order returns", async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockFetch({ [CONFIRM]: () => new Promise<Response>((resolve) => (answer = resolve)) as never });
    renderRoutes(routes, `/payment-success?session_id=${paidOrder._id}`, { user: shopper });

    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await waitFor(() => expect(api.callsTo(CONFIRM)).toHaveLength(1));
    expect(api.callsTo(CONFIRM)[0].body).toEqual({ session_id: paidOrder._id });

    answer(json({ order: paidOrder }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByText('#9F8E7D6C')).toBeTruthy();
    expect(screen.getByText('Rs. 3,018.02')).toBeTruthy();
    expect(screen.getByText('pending')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/dashboard/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('tells the shopper when the payment did not go through', async () => {
    mockFetch({ [CONFIRM]: json({ order: { ...paidOrder, status: 'cancelled', paymentStatus: 'failed' } }) });
    renderRoutes(routes, `/payment-success?session_id=${paidOrder._id}`, { user: shopper });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Not Completed' })).toBeTruthy();
    expect(screen.getByText('Payment failed')).toBeTruthy();
  });

  it('says the payment is being confirmed and asks again while the shop answers 503', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const answers = [
        json({ statusCode: 503, message: 'Your payment is being confirmed.', error: 'Service Unavailable' }, 503),
        json({ statusCode: 503, message: 'Your payment is being confirmed.', error: 'Service Unavailable' }, 503),
        json({ order: paidOrder }),
      ];
      const api = mockFetch({ [CONFIRM]: () => answers.shift()! });
      renderRoutes(routes, `/payment-success?session_id=${paidOrder._id}`, { user: shopper });

      expect(await screen.findByRole('heading', { level: 1, name: 'Confirming Your Payment' })).toBeTruthy();
      expect(screen.getByText(/Your payment is being confirmed/)).toBeTruthy();
      expect(api.callsTo(CONFIRM)).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(CONFIRM_RETRY_MS));
      await waitFor(() => expect(api.callsTo(CONFIRM)).toHaveLength(2));
      expect(screen.getByRole('heading', { level: 1, name: 'Confirming Your Payment' })).toBeTruthy();
      await act(() => jest.advanceTimersByTimeAsync(CONFIRM_RETRY_MS));

      expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
      expect(api.callsTo(CONFIRM)).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a payment that came after the cancellation is refunded', async () => {
    mockFetch({ [CONFIRM]: json({ order: { ...paidOrder, status: 'cancelled', paymentStatus: 'refunded' } }) });
    renderRoutes(routes, `/payment-success?session_id=${paidOrder._id}`, { user: shopper });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Refunded' })).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
  });

  it('only logs a failed confirmation and shows a friendly message', async () => {
    mockFetch({ [CONFIRM]: json({ statusCode: 403, message: 'Forbidden' }, 403) });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/payment-success?session_id=abc', { user: shopper });

    expect(await screen.findByRole('heading', { name: 'We could not confirm your payment yet' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Payment confirmation failed', expect.anything());
    expect(toastTexts()).toEqual([]);
  });

  it('asks nothing of the server without a session_id', () => {
    const api = mockFetch({});
    renderRoutes(routes, '/payment-success', { user: shopper });

    expect(screen.getByRole('heading', { name: 'We could not confirm your payment yet' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
