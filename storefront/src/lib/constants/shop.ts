// The shop's fixed identity. Its name, phone, e-mail and texts are the owner's settings
// (api/shopSettings.ts); the community and social links come from the server's environment.
export const SHOP = {
  tagline: 'Crafting stories, one space at a time.',
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
