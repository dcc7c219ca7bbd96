import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { json, mockFetch } from '../../test/mockFetch';
import { renderRoutes, shopper } from '../../test/render';
import { PaymentSuccessPage } from './PaymentSuccessPage';
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
