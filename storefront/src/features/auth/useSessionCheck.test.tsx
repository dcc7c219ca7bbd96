import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { renderWithShop, shopper } from '../../test/render';
import { json, mockFetch } from '../../test/mockFetch';
import { useSessionCheck } from './useSessionCheck';

function SessionProbe() {
  useSessionCheck();
  return null;
}

const serverUser = (changes: Record<string, unknown> = {}) => ({
  _id: shopper._id,
  id: shopper._id,
  username: shopper.username,
  email: shopper.email,
  role: shopper.role,
  profileImage: null,
  phone: null,
  shippingAddress: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...changes,
});

describe('useSessionCheck', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('signs out a remembered user whose session has expired', async () => {
    mockFetch({ 'GET /api/auth/me': json({ statusCode: 401, message: 'Please sign in to continue' }, 401) });
    const { store } = renderWithShop(<SessionProbe />, { user: shopper });
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
  });

  it("takes the server's account over the remembered one (a changed role, a new phone)", async () => {
    mockFetch({ 'GET /api/auth/me': json(serverUser({ role: 'admin', phone: '9876543210' })) });
    const { store } = renderWithShop(<SessionProbe />, { user: shopper });
    await waitFor(() => expect(store.getState().auth.user).toMatchObject({ role: 'admin', phone: '9876543210' }));
  });

  it('asks nothing when nobody is remembered', async () => {
    const { calls } = mockFetch({});
    renderWithShop(<SessionProbe />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });

  it('keeps the remembered user when the check fails for another reason (offline)', async () => {
    const { callsTo } = mockFetch({ 'GET /api/auth/me': new Error('offline') });
    const { store } = renderWithShop(<SessionProbe />, { user: shopper });
    await waitFor(() => expect(callsTo('GET /api/auth/me').length).toBeGreaterThan(0));
    expect(store.getState().auth.user).toEqual(shopper);
  });
});
