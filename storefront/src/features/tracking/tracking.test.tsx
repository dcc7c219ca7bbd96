import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TrackingDto } from '../../api/generated';
import { renderRoutes } from '../../test/render';
import { json, mockFetch } from '../../test/mockFetch';
import { TrackedOrderPage } from './TrackedOrderPage';
import { TrackOrderPage } from './TrackOrderPage';

const TOKEN = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.1900000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

const tracked: TrackingDto = {
  token: TOKEN,
  expiresAt: '2030-03-01T00:00:00.000Z',
  order: {
    orderNumber: '#2E3F4A5B',
    status: 'shipped',
    paymentStatus: 'unpaid',
    paymentMethod: 'COD',
    amount: 1428.9,
    cancelReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    timeline: [
      { status: 'pending', paymentStatus: 'unpaid', at: '2026-11-20T10:00:00.000Z' },
      { status: 'shipped', paymentStatus: 'unpaid', at: '2026-11-21T10:00:00.000Z' },
    ],
    products: [
      {
        name: 'Arch mirror',
        sku: 'DS-ARCH',
        variantTitle: null,
        image: '/uploads/a.webp',
        quantity: 1,
        price: 1299,
        lineTotal: 1299,
      },
    ],
    shipments: [
      {
        id: 's-1',
        courier: 'delhivery',
        courierName: 'Delhivery',
        awb: '1234567890123',
        trackingUrl: 'https://www.delhivery.com/track/package/1234567890123',
        shippedAt: '2026-11-21T10:00:00.000Z',
      },
    ],
  },
};

const routes = [
  { path: '/track', element: <TrackOrderPage /> },
  { path: '/track/:token', element: <TrackedOrderPage /> },
];

describe('tracking an order signed out', () => {
  it('shows the status, parcel and lines of a signed link', async () => {
    mockFetch({ [`GET /api/track/${TOKEN}`]: json(tracked) });
    renderRoutes(routes, `/track/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Order #2E3F4A5B' })).toBeTruthy();
    expect(screen.getByText('Your order is on its way! You should receive it soon.')).toBeTruthy();
    expect(screen.getByText('Cash on Delivery · Unpaid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track parcel' }).getAttribute('href')).toBe(
      'https://www.delhivery.com/track/package/1234567890123',
    );
    expect(screen.getByText('Arch mirror')).toBeTruthy();
  });

  it('draws the order the server wrote into the page at once, without asking the API again', async () => {
    const { calls } = mockFetch({});
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'tracked-order';
    script.textContent = JSON.stringify(tracked);
    document.head.append(script);
    renderRoutes(routes, `/track/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Order #2E3F4A5B' })).toBeTruthy();
    expect(screen.getByText('Arch mirror')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/track'))).toEqual([]);
    // Used once: the page shown again later asks for the order as it is then.
    await waitFor(() => expect(document.getElementById('tracked-order')).toBeNull());
  });

  it("keeps the fields of the server's form sent before the app started, and clears the address", async () => {
    mockFetch({});
    const { router } = renderRoutes(routes, '/track?orderNumber=%232E3F4A5B&contact=9876543210');
    expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe('#2E3F4A5B');
    expect((screen.getByLabelText('E-mail or phone number') as HTMLInputElement).value).toBe('9876543210');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says what is wrong with an expired or changed link and offers the form', async () => {
    const expired = 'This tracking link has expired. Use Track order with your order number to get a new one.';
    mockFetch({ 'GET /api/track/old': json({ statusCode: 410, message: expired, error: 'Gone' }, 410) });
    renderRoutes(routes, '/track/old');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This tracking link cannot be opened');
    expect(alert.textContent).toContain(expired);
    expect(screen.getByRole('link', { name: 'Track order' }).getAttribute('href')).toBe('/track');
  });

  it('finds an order by number and contact, then opens its page', async () => {
    const { calls } = mockFetch({
      'POST /api/track': (call) =>
        (call.body as { contact: string }).contact === '9876543210'
          ? json(tracked)
          : json({ statusCode: 404, message: 'We could not find an order.', error: 'Not Found' }, 404),
      [`GET /api/track/${TOKEN}`]: () => json(tracked),
    });
    const { router } = renderRoutes(routes, '/track');
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: '#2E3F4A5B' } });
    fireEvent.change(screen.getByLabelText('E-mail or phone number'), { target: { value: '9000000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find an order.');

    fireEvent.change(screen.getByLabelText('E-mail or phone number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/track/${TOKEN}`));
    expect(await screen.findByRole('heading', { name: 'Order #2E3F4A5B' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      orderNumber: '#2E3F4A5B',
      contact: '9000000000',
    });
  });
});
