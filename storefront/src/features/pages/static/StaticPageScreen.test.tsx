import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { DEFAULT_SHOP_SETTINGS } from '../../../api/shopSettings';
import { json, mockFetch } from '../../../test/mockFetch';
import { renderWithShop } from '../../../test/render';
import { StaticPageScreen } from './StaticPageScreen';

/** The settings as the server embeds them in its page (seo module): this page's text only. */
function embed(pages: { slug: string; title: string; html: string }[]) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'shop-settings';
  script.textContent = JSON.stringify({ ...DEFAULT_SHOP_SETTINGS, pages });
  document.head.append(script);
}

const settingsWith = (slug: string, html: string) => ({
  ...DEFAULT_SHOP_SETTINGS,
  pages: [{ slug, title: 'Page', html }],
});

describe('StaticPageScreen', () => {
  afterEach(() => {
    document.getElementById('shop-settings')?.remove();
    jest.restoreAllMocks();
  });

  it("shows the owner's text from the API", async () => {
    mockFetch({
      'GET /api/settings': json(
        settingsWith('return-exchange', '<p>Returns are accepted within 10 days of delivery.</p>'),
      ),
    });
    renderWithShop(<StaticPageScreen slug="return-exchange" />);
    expect(await screen.findByText('Returns are accepted within 10 days of delivery.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Return & Exchange' })).toBeTruthy();
  });

  it('draws at once from the settings the server put in the page, before any answer', () => {
    embed([
      { slug: 'privacy-policy', title: 'Privacy Policy', html: '<h2>What we collect</h2><p>Only what we need.</p>' },
    ]);
    mockFetch({ 'GET /api/settings': () => new Promise<Response>(() => undefined) });
    renderWithShop(<StaticPageScreen slug="privacy-policy" />);
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeTruthy();
    expect(screen.getByText('Only what we need.')).toBeTruthy();
  });

  it('says so when the text cannot be loaded', async () => {
    mockFetch({ 'GET /api/settings': json({ statusCode: 503, message: 'Down' }, 503) });
    renderWithShop(<StaticPageScreen slug="help" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This page could not be loaded. Please try again later.',
    );
  });

  it("links to the community group of the shop's settings", async () => {
    mockFetch({
      'GET /api/settings': json({
        ...settingsWith('contact-us', '<p>Call us.</p>'),
        communityUrl: 'https://chat.whatsapp.com/ConfiguredGroup42',
      }),
    });
    renderWithShop(<StaticPageScreen slug="contact-us" />);
    expect((await screen.findByRole('link', { name: 'Community group' })).getAttribute('href')).toBe(
      'https://chat.whatsapp.com/ConfiguredGroup42',
    );
  });

  it("shows the built-in group of SPEC's defaults until the owner sets one", async () => {
    mockFetch({ 'GET /api/settings': json(settingsWith('contact-us', '<p>Call us.</p>')) });
    renderWithShop(<StaticPageScreen slug="contact-us" />);
    expect((await screen.findByRole('link', { name: 'Community group' })).getAttribute('href')).toBe(
      'https://chat.whatsapp.com/',
    );
  });

  it('keeps the delivery page drawn from the delivery figures', () => {
    renderWithShop(<StaticPageScreen slug="delivery-information" />);
    expect(screen.getByRole('heading', { name: 'Standard Delivery' })).toBeTruthy();
  });
});
