// The shop's information pages: their addresses and titles. Kept apart from the page text so
// the footer and the router can list them without loading the text itself.
export const STATIC_PAGES = [
  { slug: 'delivery-information', title: 'Delivery Information' },
  { slug: 'return-exchange', title: 'Return & Exchange' },
  { slug: 'cancellation-policy', title: 'Cancellation Policy' },
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'terms-and-conditions', title: 'Terms & Conditions' },
  { slug: 'about-us', title: 'About Us' },
  { slug: 'help', title: 'Help & FAQ' },
  { slug: 'contact-us', title: 'Contact Us' },
  { slug: 'blogs', title: 'Customer Stories' },
] as const;

export type StaticPageSlug = (typeof STATIC_PAGES)[number]['slug'];

export function staticPageTitle(slug: StaticPageSlug): string {
  return STATIC_PAGES.find((page) => page.slug === slug)?.title ?? '';
}
