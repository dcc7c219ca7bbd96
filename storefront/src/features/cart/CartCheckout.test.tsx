import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CartModal } from './CartModal';
import { cartLine, cartOf } from '../../test/cartFixtures';
import type { SessionUser } from '../auth';
import { json, mockFetch, type RecordedCall } from '../../test/mockFetch';
import { renderRoutes, shopper } from '../../test/render';
import { findToast, toastTexts } from '../../test/toasts';

const address = { address: '4 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const buyer: SessionUser = { ...shopper, phone: '9876543210', shippingAddress: address };

// Subtotal Rs. 3,048.50, the example in docs/payments.md: with 10% off, 304.85 / 274.37 / 3,018.02.
const cart = cartOf([
  cartLine({
    _id: 'line-1',
    productId: 'p-1',
    variantId: 'v-1-large',
    variantTitle: 'Size: Large',
    price: 1299,
    quantity: 2,
    lineTotal: 2598,
  }),
  cartLine({ _id: 'line-2', productId: 'p-2', name: 'Jute Table Runner', price: 450.5, quantity: 1, lineTotal: 450.5 }),
]);

// What the server answers for the same cart priced with WELCOME10.
const withWelcome10 = {
  ...cart,
  discount: 304.85,
  couponCode: 'WELCOME10',
  discountPercentage: 10,
  tax: 274.37,
  grandTotal: 3018.02,
};

const CART = `GET /api/cart/${shopper._id}`;
const CREATE = 'POST /api/orders/create-order';
const order = { _id: 'ord-0000-abcdef12', id: 'ord-0000-abcdef12', orderId: 'ord-0000-abcdef12', amount: 3018.02 };

const routes = [
  { path: '/', element: <CartModal /> },
  { path: '/cod-success', element: <h1>Cash on delivery confirmed</h1> },
  { path: '/dashboard/profile', element: <h1>Profile screen</h1> },
];

beforeEach(() => {
  window.localStorage.clear();
});

function renderCart(routeTable: Record<string, unknown>, user: SessionUser = buyer) {
  const api = mockFetch({
    [CART]: (call) => json(call.search === '?couponCode=WELCOME10' ? withWelcome10 : cart),
    ...(routeTable as Parameters<typeof mockFetch>[0]),
  });
  const view = renderRoutes(routes, '/', { user, preloadedState: { ui: { cartOpen: true } } });
  return { api, ...view };
}

async function applyCoupon(code: string) {
  fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

/** The summary's figures in order: subtotal, discount, tax, grand total. */
const totals = () =>
  within(screen.getByRole('region', { name: 'Order Summary' }))
    .getAllByRole('definition')
    .map((figure) => figure.textContent);

const choose = (label: RegExp) => fireEvent.click(screen.getByLabelText(label));
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));

describe('Order summary figures and coupon', () => {
  it("shows the cart's figures as the server computed them", async () => {
    renderCart({});
    await screen.findByRole('heading', { name: 'Order Summary' });

    expect(totals()).toEqual(['Rs. 3,048.50', 'Rs. 0.00', 'Rs. 304.85', 'Rs. 3,353.35']);
    expect(screen.getByText('Subtotal (3 items)')).toBeTruthy();
    expect(screen.getByText('Tax (10%)')).toBeTruthy();
  });

  it('applies a valid coupon: discount, tax on the discounted subtotal and grand total', async () => {
    const { api } = renderCart({
      'POST /api/coupon/validate': json({ code: 'WELCOME10', discountPercentage: 10, expiryDate: '2099-01-01' }),
    });

    await applyCoupon('welcome10');

    expect(await screen.findByText('Coupon applied! 10% discount.')).toBeTruthy();
    expect(api.callsTo('POST /api/coupon/validate')[0].body).toEqual({ code: 'welcome10' });
    // The figures are the server's, priced with the coupon it confirmed.
    expect(await screen.findByText('Discount (WELCOME10, 10%)')).toBeTruthy();
    expect(
      api.calls.some((call) => call.path.startsWith('/api/cart/') && call.search === '?couponCode=WELCOME10'),
    ).toBe(true);
    expect(totals()).toEqual(['Rs. 3,048.50', '- Rs. 304.85', 'Rs. 274.37', 'Rs. 3,018.02']);
  });

  it('refuses an unknown coupon and keeps the full price', async () => {
    renderCart({ 'POST /api/coupon/validate': json({ statusCode: 404, message: 'Invalid' }, 404) });

    await applyCoupon('NOPE');

    expect(await screen.findByText('Invalid or expired coupon code.')).toBeTruthy();
    expect(totals()).toEqual(['Rs. 3,048.50', 'Rs. 0.00', 'Rs. 304.85', 'Rs. 3,353.35']);
  });
});

describe('Coupon limits', () => {
  it("shows the server's reason when a coupon exists but cannot be used", async () => {
    renderCart({
      'POST /api/coupon/validate': json(
        { statusCode: 400, message: 'This coupon has reached its usage limit.', error: 'Bad Request' },
        400,
      ),
    });

    await applyCoupon('FREEFORTHREE');

    expect(await screen.findByText('This coupon has reached its usage limit.')).toBeTruthy();
  });

  it('drops a coupon whose minimum order the cart does not reach, saying so', async () => {
    const minimum = 'This coupon needs an order subtotal of at least Rs. 5,000.00.';
    renderCart({
      'POST /api/coupon/validate': json({ discountPercentage: 10, code: 'BIGBASKET', minOrderValue: 5000 }),
      [CART]: (call: { search: string }) =>
        call.search === '?couponCode=BIGBASKET'
          ? json({ statusCode: 400, message: minimum, error: 'Bad Request' }, 400)
          : json(cart),
    });

    await applyCoupon('BIGBASKET');

    expect(await screen.findByText(minimum)).toBeTruthy();
    expect(totals()).toEqual(['Rs. 3,048.50', 'Rs. 0.00', 'Rs. 304.85', 'Rs. 3,353.35']);
  });
});

describe('Placing an order', () => {
  it('asks for a payment method before anything else', async () => {
    const { api } = renderCart({});
    await screen.findByRole('heading', { name: 'Order Summary' });

    placeOrder();

    await findToast('Please select a payment method.');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('sends a shopper without a complete address to the profile and closes the cart', async () => {
    const { api, store, router } = renderCart({}, { ...buyer, shippingAddress: { ...address, pincode: '' } });
    await screen.findByRole('heading', { name: 'Order Summary' });

    choose(/Cash on Delivery/);
    placeOrder();

    await findToast('Please complete your shipping address in your profile before placing an order.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
    expect(store.getState().ui.cartOpen).toBe(false);
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('places a cash-on-delivery order with the coupon, clears the cart and shows /cod-success', async () => {
    const { api, store, router } = renderCart({
      'POST /api/coupon/validate': json({ code: 'WELCOME10', discountPercentage: 10, expiryDate: '2099-01-01' }),
      [CREATE]: json({ order }, 201),
      [`DELETE /api/cart/clear/${shopper._id}`]: json(cartOf([])),
    });
    await applyCoupon('WELCOME10');
    await screen.findByText('Coupon applied! 10% discount.');
    // Ordering waits for the server's figures with the coupon.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place Order' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByText('Discount (WELCOME10, 10%)')).toBeTruthy();

    choose(/Cash on Delivery/);
    placeOrder();

    await screen.findByRole('heading', { name: 'Cash on delivery confirmed' });
    const [created] = api.callsTo(CREATE);
    expect(created.body).toEqual({
      products: [
        { productId: 'p-1', quantity: 2, variantId: 'v-1-large' },
        { productId: 'p-2', quantity: 1, variantId: 'v-1' },
      ],
      amount: '3018.02',
      email: shopper.email,
      paymentMethod: 'COD',
      shippingAddress: address,
      couponCode: 'WELCOME10',
    });
    expect(created.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo(`DELETE /api/cart/clear/${shopper._id}`)).toHaveLength(1);
    expect(window.localStorage.getItem('cart')).toBeNull();
    expect(store.getState().ui.cartOpen).toBe(false);
    expect(router.state.location.pathname).toBe('/cod-success');
    expect(toastTexts()).toEqual([]);
  });

  it('still confirms the order when the cart cannot be cleared, with a notice', async () => {
    renderCart({
      [CREATE]: json({ order }, 201),
      [`DELETE /api/cart/clear/${shopper._id}`]: json({ statusCode: 500, message: 'x' }, 500),
    });
    await screen.findByRole('heading', { name: 'Order Summary' });

    choose(/Cash on Delivery/);
    placeOrder();

    await screen.findByRole('heading', { name: 'Cash on delivery confirmed' });
    await findToast('Failed to clear cart. Please try again.');
  });

  it('says the order failed when the server refuses it', async () => {
    const { router } = renderCart({ [CREATE]: json({ statusCode: 400, message: 'Bad' }, 400) });
    await screen.findByRole('heading', { name: 'Order Summary' });

    choose(/Cash on Delivery/);
    placeOrder();

    await findToast('Failed to place the order. Please try again.');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeTruthy();
  });

  it('retries a lost answer with the same key, then reports the error', async () => {
    const { api } = renderCart({ [CREATE]: new TypeError('Network down') });
    await screen.findByRole('heading', { name: 'Order Summary' });

    choose(/Cash on Delivery/);
    placeOrder();
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeTruthy();

    await findToast('An error occurred while placing the order.', { role: 'alert', timeout: 4000 });
    const keys = api.callsTo(CREATE).map((call: RecordedCall) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);

    // A new press is a new attempt with a new key.
    placeOrder();
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(4));
    expect(api.callsTo(CREATE)[3].headers.get('Idempotency-Key')).not.toBe(keys[0]);
    // That attempt is retried as well: it ends here, not in a later test (whose fetch it would
    // reach on a slow machine, as a COD order placed in the UPI test).
    await waitFor(() => expect(toastTexts()).toHaveLength(2), { timeout: 4000 });
    expect(api.callsTo(CREATE)).toHaveLength(6);
  });

  it("shows the server's total when it differs and sends that total on the next press", async () => {
    let attempts = 0;
    const { api } = renderCart({
      [CREATE]: () => {
        attempts += 1;
        return attempts === 1
          ? json({ statusCode: 409, message: 'Amount mismatch', error: 'Conflict', expectedAmount: 3400.1 }, 409)
          : json({ order }, 201);
      },
      [`DELETE /api/cart/clear/${shopper._id}`]: json(cartOf([])),
    });
    await screen.findByRole('heading', { name: 'Order Summary' });

    choose(/Cash on Delivery/);
    placeOrder();

    const notice = await screen.findByText(/The total for your order is Rs. 3,400.10/);
    expect(notice).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Order Summary' })).getByText('Rs. 3,400.10')).toBeTruthy();
    expect(toastTexts()).toEqual([]);

    placeOrder();
    await screen.findByRole('heading', { name: 'Cash on delivery confirmed' });
    expect((api.callsTo(CREATE)[1].body as { amount: string }).amount).toBe('3400.10');
  });

  it('starts a UPI payment and sends the browser to the gateway with its parameters', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { api } = renderCart({
      [CREATE]: json({ order }, 201),
      'POST /api/payments/paytm/initiate': json({
        success: true,
        message: 'ok',
        data: {
          transactionUrl: 'http://gateway.test/theia/api/v1/showPaymentPage?orderId=ord',
          paytmParams: { mid: 'MID1', orderId: order._id, txnToken: 'tok-1' },
          txnId: 't-1',
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Order Summary' });

    choose(/UPI/);
    placeOrder();

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect((api.callsTo(CREATE)[0].body as { paymentMethod: string }).paymentMethod).toBe('UPI');
    expect(api.callsTo('POST /api/payments/paytm/initiate')[0].body).toEqual({
      orderId: order._id,
      amount: 3018.02,
      customerInfo: { email: shopper.email, phone: '9876543210' },
    });
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('http://gateway.test/theia/api/v1/showPaymentPage?orderId=ord');
    expect(form.getAttribute('method')).toBe('POST');
    expect(Object.fromEntries(new FormData(form))).toEqual({ mid: 'MID1', orderId: order._id, txnToken: 'tok-1' });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy();
    form.remove();
  });

  it('reports a gateway failure and releases the order', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = renderCart({
      [CREATE]: json({ order }, 201),
      'POST /api/payments/paytm/initiate': json({ statusCode: 502, message: 'Payment initiation failed' }, 502),
      'POST /api/payments/cancel-abandoned-order': json({ success: true, message: 'cancelled', order }),
    });
    await screen.findByRole('heading', { name: 'Order Summary' });

    choose(/UPI/);
    placeOrder();

    await findToast('Payment gateway error. Please try again or use COD.');
    expect(submit).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(api.callsTo('POST /api/payments/cancel-abandoned-order')[0]?.body).toEqual({
        orderId: order._id,
        reason: 'Payment initiation failed',
      }),
    );
  });
});
