// The shop's public identity. A self-hosted shop changes these to its own details.
export const SHOP = {
  name: 'Decor Shop',
  tagline: 'Crafting stories, one space at a time.',
  phone: '+91 98765 43210',
  email: 'care@decorshop.example',
  communityGroupUrl: 'https://chat.whatsapp.com/',
  socialProfileUrl: 'https://www.instagram.com/',
  socialName: 'Instagram',
  businessHours: ['Mon-Sat: 9 AM - 7 PM', 'Sun: 10 AM - 5 PM'],
} as const;

/**
 * A setting the server put in the page's head (`<meta name="shop:<name>">`, from its
 * environment: SHOP_COMMUNITY_URL and the like), or the built-in value without one (the Vite
 * dev server, unit tests).
 */
export function shopSetting(name: string, fallback: string): string {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="shop:${name}"]`)?.content;
  return value || fallback;
}

/** The shop's community group: the configured one (SHOP_COMMUNITY_URL), else the built-in. */
export const communityUrl = (): string => shopSetting('community-url', SHOP.communityGroupUrl);

/** The phone number as a dialable link target. */
export const shopPhoneHref = `tel:${SHOP.phone.replace(/\s/g, '')}`;
