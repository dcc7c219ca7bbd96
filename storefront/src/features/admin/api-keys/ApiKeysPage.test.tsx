import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { admin, renderWithShop } from '../../../test/render';
import { answerConfirm } from '../../../test/toasts';
import { mockApi } from '../shared/mockApi';
import { ApiKeysPage } from './ApiKeysPage';
import { API_KEY_MESSAGES, keyFormProblem, keyState, scopesFrom } from './apiKeyView';

const KEY = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'ERP sync',
  prefix: 'dsk_3f9a2c715b0e4d8a',
  scopes: ['orders:read', 'stock:write'],
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-21T09:30:00.000Z',
  rotatedAt: null,
  revokedAt: null,
};
const NO_AUDIT = { entries: [], total: 0, page: 1, totalPages: 1 };

describe('API key view helpers', () => {
  it('turns the form into scopes and checks it', () => {
    const access = {
      catalogue: 'none',
      stock: 'write',
      orders: 'read',
      customers: 'none',
      webhooks: 'none',
      stats: 'none',
    } as const;
    expect(scopesFrom(access)).toEqual(['stock:write', 'orders:read']);
    expect(keyFormProblem(' ', ['orders:read'], '', '2026-11-28')).toBe('Enter a name for the key');
    expect(keyFormProblem('ERP', [], '', '2026-11-28')).toBe('Choose at least one area the key may use');
    expect(keyFormProblem('ERP', ['orders:read'], '2026-11-28', '2026-11-28')).toBe(
      'The expiry date must be after today',
    );
    expect(keyFormProblem('ERP', ['orders:read'], '2026-12-01', '2026-11-28')).toBeNull();
  });

  it('names a key state', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    expect(keyState({ revokedAt: null, expiresAt: null }, now)).toBe('Active');
    expect(keyState({ revokedAt: null, expiresAt: '2026-11-27T00:00:00Z' }, now)).toBe('Expired');
    expect(keyState({ revokedAt: '2026-11-01T00:00:00Z', expiresAt: null }, now)).toBe('Revoked');
  });
});

describe('ApiKeysPage', () => {
  it('creates a key with the chosen scopes and shows its secret once', async () => {
    let keys: object[] = [];
    const { calls } = mockApi({
      'GET /api/api-keys': () => ({ body: { keys } }),
      'GET /api/api-keys/audit': { body: NO_AUDIT },
      'POST /api/api-keys': () => {
        keys = [KEY];
        return { status: 201, body: { key: KEY, secret: 'dsk_3f9a2c715b0e4d8a_shown-once' } };
      },
    });
    renderWithShop(<ApiKeysPage />, { user: admin });
    expect(await screen.findByText(API_KEY_MESSAGES.emptyTitle)).toBeTruthy();
    expect(await screen.findByText(API_KEY_MESSAGES.auditEmpty)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create Key' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a name for the key');
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'ERP sync' } });
    fireEvent.change(screen.getByLabelText('Orders'), { target: { value: 'read' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: 'write' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Key' }));

    expect((await screen.findByRole('status')).textContent).toContain('dsk_3f9a2c715b0e4d8a_shown-once');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'ERP sync',
      scopes: ['stock:write', 'orders:read'],
    });
    const row = (await screen.findByText('ERP sync')).closest('tr')!;
    expect(within(row).getByText('orders:read, stock:write')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
  });

  it('rotates and revokes a key after asking, and lists the writes keys made', async () => {
    let current: object = KEY;
    const { calls } = mockApi({
      'GET /api/api-keys': () => ({ body: { keys: [current] } }),
      'GET /api/api-keys/audit': {
        body: {
          entries: [
            {
              id: '22222222-2222-4222-8222-222222222222',
              keyId: KEY.id,
              keyName: 'ERP sync',
              method: 'PUT',
              path: '/api/stock/33333333-3333-4333-8333-333333333333',
              status: 200,
              createdAt: '2026-11-21T09:30:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          totalPages: 1,
        },
      },
      [`POST /api/api-keys/${KEY.id}/rotate`]: { body: { key: KEY, secret: 'dsk_3f9a2c715b0e4d8a_rotated' } },
      [`POST /api/api-keys/${KEY.id}/revoke`]: () => {
        current = { ...KEY, revokedAt: '2026-11-28T10:00:00.000Z' };
        return { body: current };
      },
    });
    renderWithShop(<ApiKeysPage />, { user: admin });
    expect(await screen.findByText('PUT /api/stock/33333333-3333-4333-8333-333333333333')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Rotate ERP sync' }));
    await answerConfirm(API_KEY_MESSAGES.confirmRotate, 'Rotate');
    expect((await screen.findByRole('status')).textContent).toContain('dsk_3f9a2c715b0e4d8a_rotated');

    fireEvent.click(screen.getByRole('button', { name: 'Revoke ERP sync' }));
    await answerConfirm(API_KEY_MESSAGES.confirmRevoke, 'Revoke');
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke ERP sync' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/api-keys/${KEY.id}/rotate`,
      `/api/api-keys/${KEY.id}/revoke`,
    ]);
  });
});
