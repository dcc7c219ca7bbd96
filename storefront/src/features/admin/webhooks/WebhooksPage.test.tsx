import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { admin, renderWithShop } from '../../../test/render';
import { WebhooksPage } from '../WebhooksPage';
import { mockApi } from '../shared/mockApi';
import { deliveryBadge, deliveryOutcome, endpointFormProblem, WEBHOOK_MESSAGES } from './webhookView';
import { answerConfirm } from '../../../test/toasts';

const ENDPOINT = {
  id: '11111111-1111-4111-8111-111111111111',
  url: 'https://erp.example.in/hooks',
  description: 'ERP sync',
  events: ['order.created', 'order.paid'],
  enabled: true,
  consecutiveFailures: 0,
  disabledReason: null,
  disabledAt: null,
  secretHint: '…k2cQ',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const delivery = (overrides: object) => ({
  id: '22222222-2222-4222-8222-222222222222',
  endpointId: ENDPOINT.id,
  eventId: '33333333-3333-4333-8333-333333333333',
  eventType: 'order.created',
  status: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  responseCode: 200,
  lastError: null,
  deliveredAt: '2026-11-20T10:01:00.000Z',
  createdAt: '2026-11-20T10:01:00.000Z',
  updatedAt: '2026-11-20T10:01:00.000Z',
  ...overrides,
});

describe('webhook view helpers', () => {
  it('checks the form before sending', () => {
    expect(endpointFormProblem('erp.example.in', ['order.paid'])).toBe('Enter the full URL, starting with https://');
    expect(endpointFormProblem('ftp://erp.example.in', ['order.paid'])).toBe(
      'The URL must start with https:// or http://',
    );
    expect(endpointFormProblem('https://erp.example.in', [])).toBe('Choose at least one event');
    expect(endpointFormProblem(' https://erp.example.in/h ', ['order.paid'])).toBeNull();
  });

  it('names the state of a delivery and its last result', () => {
    expect(deliveryBadge({ status: 'pending', attempts: 0 }).label).toBe('Queued');
    expect(deliveryBadge({ status: 'pending', attempts: 2 }).label).toBe('Retrying');
    expect(deliveryBadge({ status: 'failed', attempts: 12 }).label).toBe('Failed');
    const failing = delivery({
      status: 'pending',
      attempts: 2,
      responseCode: 500,
      lastError: 'The endpoint answered 500',
      deliveredAt: null,
      nextAttemptAt: '2026-11-20T10:05:00.000Z',
    });
    expect(deliveryOutcome(failing as never)).toMatch(/^The endpoint answered 500 · next /);
    expect(deliveryOutcome(delivery({}) as never)).toMatch(/^HTTP 200 · /);
  });
});

describe('WebhooksPage', () => {
  it('shows the empty state, then registers an endpoint and shows its secret once', async () => {
    let endpoints: object[] = [];
    const { calls } = mockApi({
      'GET /api/webhooks/endpoints': () => ({ body: { endpoints } }),
      'POST /api/webhooks/endpoints': () => {
        endpoints = [ENDPOINT];
        return { status: 201, body: { message: 'ok', endpoint: ENDPOINT, secret: 'whsec_shown-once' } };
      },
    });
    renderWithShop(<WebhooksPage />, { user: admin });
    expect(await screen.findByText(WEBHOOK_MESSAGES.emptyTitle)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Endpoint' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Endpoint' }));
    fireEvent.change(dialog.getByLabelText('Endpoint URL *'), { target: { value: 'https://erp.example.in/hooks' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Endpoint' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Choose at least one event');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(dialog.getByRole('checkbox', { name: /Order placed/ }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /Order paid/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add Endpoint' }));
    expect((await screen.findByRole('status')).textContent).toContain('whsec_shown-once');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://erp.example.in/hooks',
      description: '',
      events: ['order.created', 'order.paid'],
      enabled: true,
    });
    expect(await screen.findByText('https://erp.example.in/hooks')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server refusal in the form', async () => {
    mockApi({
      'GET /api/webhooks/endpoints': { body: { endpoints: [] } },
      'POST /api/webhooks/endpoints': {
        status: 400,
        body: { statusCode: 400, message: 'url must point to a public address', error: 'Bad Request' },
      },
    });
    renderWithShop(<WebhooksPage />, { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Endpoint' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Endpoint' }));
    fireEvent.change(dialog.getByLabelText('Endpoint URL *'), { target: { value: 'http://10.0.0.1/x' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /Product added/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add Endpoint' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('url must point to a public address');
  });

  it('shows a disabled endpoint with its reason, its deliveries, and resends one', async () => {
    const disabled = { ...ENDPOINT, enabled: false, disabledReason: 'Disabled after 20 failed attempts in a row' };
    let current: object = disabled;
    const { calls } = mockApi({
      'GET /api/webhooks/endpoints': () => ({ body: { endpoints: [current] } }),
      [`GET /api/webhooks/endpoints/${ENDPOINT.id}/deliveries`]: {
        body: {
          deliveries: [
            delivery({ status: 'failed', attempts: 12, responseCode: 500, lastError: 'The endpoint answered 500' }),
          ],
          total: 1,
          totalPages: 1,
        },
      },
      [`PATCH /api/webhooks/endpoints/${ENDPOINT.id}`]: () => {
        current = ENDPOINT;
        return { body: { message: 'ok', endpoint: ENDPOINT } };
      },
      'POST /api/webhooks/deliveries/22222222-2222-4222-8222-222222222222/resend': {
        status: 201,
        body: { message: 'Delivery queued', delivery: delivery({ status: 'pending', attempts: 0 }) },
      },
    });
    renderWithShop(<WebhooksPage />, { user: admin });
    expect(await screen.findByText('Disabled after 20 failed attempts in a row')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `Deliveries to ${ENDPOINT.url}` }));
    const log = within(await screen.findByRole('region', { name: `Deliveries to ${ENDPOINT.url}` }));
    expect(await log.findByText('The endpoint answered 500')).toBeTruthy();
    const resend = log.getByRole('button', { name: /^Resend order.created/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);

    // Turned on again from the form, then the failed delivery is resent.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Endpoint' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Enabled' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save Endpoint' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ enabled: true });
    await waitFor(() =>
      expect((log.getByRole('button', { name: /^Resend/ }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(log.getByRole('button', { name: /^Resend/ }));
    expect((await log.findByRole('status')).textContent).toBe('Delivery queued again.');
  });

  it('deletes only after confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/webhooks/endpoints': { body: { endpoints: [ENDPOINT] } },
      [`DELETE /api/webhooks/endpoints/${ENDPOINT.id}`]: { body: { message: 'Webhook endpoint deleted' } },
    });
    renderWithShop(<WebhooksPage />, { user: admin });
    const button = await screen.findByRole('button', { name: `Delete ${ENDPOINT.url}` });
    fireEvent.click(button);
    await answerConfirm(WEBHOOK_MESSAGES.confirmDelete, 'Cancel');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(button);
    await answerConfirm(WEBHOOK_MESSAGES.confirmDelete, 'Delete');
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('shows the error state when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/webhooks/endpoints': { status: 500, body: {} } });
    renderWithShop(<WebhooksPage />, { user: admin });
    expect(await screen.findByText(WEBHOOK_MESSAGES.loadError)).toBeTruthy();
  });
});
