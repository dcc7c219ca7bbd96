import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { DEFAULT_SHOP_SETTINGS } from '../../api/shopSettings';
import { json, mockFetch } from '../../test/mockFetch';
import { renderWithShop } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("shows the owner's name, phone, e-mail and links", async () => {
    mockFetch({
      'GET /api/settings': json({
        ...DEFAULT_SHOP_SETTINGS,
        shopName: 'Casa Kavya',
        phone: '+91 99887-66554',
        email: 'hello@casakavya.example',
        footerLinks: [
          { label: 'Our makers', url: 'https://makers.example/in' },
          { label: 'Help & FAQ', url: '/help' },
        ],
        communityUrl: 'https://chat.whatsapp.com/CasaKavya',
        socialUrl: 'https://www.facebook.com/casakavya',
        socialName: 'Facebook',
      }),
    });
    renderWithShop(<Footer />);
    const phone = await screen.findByRole('link', { name: '+91 99887-66554' });
    expect(phone.getAttribute('href')).toBe('tel:+919988766554');
    expect(screen.getByRole('link', { name: 'hello@casakavya.example' }).getAttribute('href')).toBe(
      'mailto:hello@casakavya.example',
    );
    const useful = within(screen.getByRole('navigation', { name: 'Useful Links' }));
    const makers = useful.getByRole('link', { name: 'Our makers' });
    expect(makers.getAttribute('href')).toBe('https://makers.example/in');
    expect(makers.getAttribute('rel')).toBe('noopener noreferrer');
    expect(useful.getByRole('link', { name: 'Help & FAQ' }).getAttribute('href')).toBe('/help');
    expect(screen.getByText(/Casa Kavya\. All rights reserved\./)).toBeTruthy();
    // The community group and social profile are settings too, not the server's environment.
    expect(screen.getByRole('link', { name: 'Join our community group' }).getAttribute('href')).toBe(
      'https://chat.whatsapp.com/CasaKavya',
    );
    expect(screen.getByRole('link', { name: 'Follow us on Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/casakavya',
    );
  });

  it("shows SPEC's contact before any answer", () => {
    mockFetch({ 'GET /api/settings': () => new Promise<Response>(() => undefined) });
    renderWithShop(<Footer />);
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toBeTruthy();
  });
});
