import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithShop } from '../../../test/render';
import { StaticPageScreen } from './StaticPageScreen';

/** The setting as the server writes it into each page's head (seo module, SHOP_COMMUNITY_URL). */
function configureCommunityUrl(url: string) {
  const meta = document.createElement('meta');
  meta.name = 'shop:community-url';
  meta.content = url;
  document.head.append(meta);
}

describe('StaticPageScreen', () => {
  afterEach(() => document.head.querySelector('meta[name="shop:community-url"]')?.remove());

  it("links to the shop's configured community group", () => {
    configureCommunityUrl('https://chat.whatsapp.com/ConfiguredGroup42');
    renderWithShop(<StaticPageScreen slug="contact-us" />);
    expect(screen.getByRole('link', { name: 'Community group' })).toHaveProperty(
      'href',
      'https://chat.whatsapp.com/ConfiguredGroup42',
    );
  });

  it('falls back to the built-in group without a setting', () => {
    renderWithShop(<StaticPageScreen slug="contact-us" />);
    expect(screen.getByRole('link', { name: 'Community group' })).toHaveProperty('href', 'https://chat.whatsapp.com/');
  });
});
