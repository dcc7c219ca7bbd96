import { useState } from 'react';
import { api, useGetSettingsQuery, type ShopSettingsDto } from './generated';

/**
 * The shop's defaults as the server has them (backend modules/settings/settings.defaults.ts),
 * used only where the page carries no settings (the Vite dev server, unit tests) until the
 * answer arrives.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettingsDto = {
  shopName: 'Decor Shop',
  phone: '+91 98765 43210',
  email: 'care@decorshop.example',
  heroTitle: 'Make every corner of your home tell a story',
  heroText:
    'Mirrors, wall art, shelves and table pieces crafted by Indian makers, chosen to bring warmth and character to the rooms you live in.',
  footerLinks: [
    { label: 'About Us', url: '/about-us' },
    { label: 'Customer Stories', url: '/blogs' },
    { label: 'Help & FAQ', url: '/help' },
  ],
  communityUrl: 'https://chat.whatsapp.com/',
  socialUrl: 'https://www.instagram.com/',
  socialName: 'Instagram',
  returnWindowDays: 7,
  pages: [],
  updatedAt: null,
};

/**
 * The settings the server wrote into the page (`<script type="application/json"
 * id="shop-settings">`, seo module): the header, footer and page draw with them at once.
 */
export function embeddedSettings(): ShopSettingsDto | null {
  const text = document.getElementById('shop-settings')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ShopSettingsDto;
  } catch {
    return null;
  }
}

interface ShopSettingsState {
  settings: ShopSettingsDto;
  failed: boolean;
}

/**
 * The owner's settings: the page's own copy first (no request before the first paint), then
 * the API's answer, which follows an admin's save in this tab too. Asks the API: the shop's
 * frame (footer) and the pages that need the text call it.
 */
export function useShopSettings(): ShopSettingsState {
  const [seed] = useState(embeddedSettings);
  const { data, isError } = useGetSettingsQuery();
  return { settings: data ?? seed ?? DEFAULT_SHOP_SETTINGS, failed: isError };
}

/**
 * The same settings without asking the API: what the page carries or the frame already
 * fetched. For small parts drawn on every screen (the logo, the tab's title).
 */
export function useKnownShopSettings(): ShopSettingsDto {
  const [seed] = useState(embeddedSettings);
  const { data } = api.endpoints.getSettings.useQueryState();
  return data ?? seed ?? DEFAULT_SHOP_SETTINGS;
}

/** The phone number as a dialable link target. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[\s-]/g, '')}`;
}
