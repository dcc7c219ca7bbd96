import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { admin, renderWithShop } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { mockApi } from '../shared/mockApi';
import { SettingsPage } from './SettingsPage';
import { formValues, saveBody, validateSettings } from './settingsForm';

const editable = {
  shopName: 'Decor Shop',
  phone: '+91 98765 43210',
  email: 'care@decorshop.example',
  heroTitle: 'Make every corner of your home tell a story',
  heroText: 'Mirrors and more.',
  footerLinks: [{ label: 'About Us', url: '/about-us' }],
  communityUrl: 'https://chat.whatsapp.com/',
  socialUrl: 'https://www.instagram.com/',
  socialName: 'Instagram',
  returnWindowDays: 7,
  pages: [
    { slug: 'return-exchange', markdown: 'Returns are accepted within {returnWindowDays} days of delivery.' },
    { slug: 'help', markdown: '## Help' },
  ],
  updatedAt: null,
};

describe('settings form checks', () => {
  const values = formValues(editable as never);

  it('asks for a whole return window from 1 to 60 days', () => {
    for (const days of ['0', '61', '7.5', '', 'x']) {
      expect(validateSettings({ ...values, returnWindowDays: days })).toBe(
        'Return window must be a whole number from 1 to 60 days.',
      );
    }
    expect(validateSettings({ ...values, returnWindowDays: '60' })).toBeNull();
  });

  it('accepts only site paths and http(s) addresses for footer links', () => {
    for (const url of ['javascript:alert(1)', '//evil.example', 'mailto:x@y.z', 'about-us']) {
      expect(validateSettings({ ...values, footerLinks: [{ label: 'X', url }] })).toBe(
        'A footer link URL must start with / or http(s)://',
      );
    }
    expect(validateSettings({ ...values, footerLinks: [{ label: 'X', url: 'https://makers.example' }] })).toBeNull();
  });

  it('accepts only https addresses for the community group and social profile', () => {
    for (const url of ['http://chat.whatsapp.com/x', 'javascript:alert(1)', '/about-us', '']) {
      expect(validateSettings({ ...values, communityUrl: url })).toBe('Community group link must start with https://');
      expect(validateSettings({ ...values, socialUrl: url })).toBe('Social profile link must start with https://');
    }
  });

  it('sends the return window as a number and every page', () => {
    expect(saveBody({ ...values, returnWindowDays: '10' })).toMatchObject({
      returnWindowDays: 10,
      pages: values.pages,
    });
  });
});

describe('SettingsPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("saves the admin's returns policy and says so", async () => {
    const { calls } = mockApi({
      'GET /api/settings/edit': { body: editable },
      'PUT /api/settings': (call) => ({ body: { ...(call.body as object), updatedAt: '2026-11-28T10:00:00.000Z' } }),
    });
    renderWithShop(<SettingsPage />, { user: admin });
    const text = await screen.findByLabelText('Page text');
    expect((screen.getByLabelText('Page') as HTMLSelectElement).value).toBe('return-exchange');
    fireEvent.change(text, { target: { value: 'Returns within {returnWindowDays} days, no questions asked.' } });
    fireEvent.change(screen.getByLabelText('Return window (days)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await findToast('Settings saved. Shoppers see them now.', { role: 'status' });
    const saved = calls.find((call) => call.method === 'PUT')!.body as typeof editable;
    expect(saved.returnWindowDays).toBe(10);
    expect(saved.pages[0]).toEqual({
      slug: 'return-exchange',
      markdown: 'Returns within {returnWindowDays} days, no questions asked.',
    });
    expect(saved.pages[1]).toEqual(editable.pages[1]);
  });

  it("saves the footer's community group and social profile", async () => {
    const { calls } = mockApi({
      'GET /api/settings/edit': { body: editable },
      'PUT /api/settings': (call) => ({ body: { ...(call.body as object), updatedAt: '2026-11-28T10:00:00.000Z' } }),
    });
    renderWithShop(<SettingsPage />, { user: admin });
    fireEvent.change(await screen.findByLabelText('Community group link'), {
      target: { value: 'https://chat.whatsapp.com/KolkataCrafts' },
    });
    fireEvent.change(screen.getByLabelText('Social profile link'), {
      target: { value: 'https://www.facebook.com/kolkatacrafts' },
    });
    fireEvent.change(screen.getByLabelText('Social network name'), { target: { value: 'Facebook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await findToast('Settings saved. Shoppers see them now.', { role: 'status' });
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      communityUrl: 'https://chat.whatsapp.com/KolkataCrafts',
      socialUrl: 'https://www.facebook.com/kolkatacrafts',
      socialName: 'Facebook',
    });
  });

  it("shows the server's refusal and keeps what the admin typed", async () => {
    mockApi({
      'GET /api/settings/edit': { body: editable },
      'PUT /api/settings': {
        status: 400,
        body: { statusCode: 400, message: ['E-mail must be an e-mail address'], error: 'Bad Request' },
      },
    });
    renderWithShop(<SettingsPage />, { user: admin });
    fireEvent.change(await screen.findByLabelText('Contact e-mail'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await findToast('E-mail must be an e-mail address', { role: 'alert' });
    expect((screen.getByLabelText('Contact e-mail') as HTMLInputElement).value).toBe('nope');
  });

  it('previews the Markdown as the server renders it', async () => {
    const { calls } = mockApi({
      'GET /api/settings/edit': { body: editable },
      'POST /api/settings/preview': { body: { html: '<h2>Returns</h2><p>Within 7 days.</p>' } },
    });
    renderWithShop(<SettingsPage />, { user: admin });
    await screen.findByLabelText('Page text');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Returns' })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/settings/preview')).toBe(true));
    expect(calls.find((call) => call.path === '/api/settings/preview')!.body).toEqual({
      markdown: editable.pages[0].markdown,
    });
  });
});
