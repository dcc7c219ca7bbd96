/** What the SEO renderer says about the pages that have no database record behind them. */

export const SITE_DESCRIPTION =
  'Mirrors, wall art, wall shelves, tables and table decor for Indian homes, delivered across India.';

export const INFO_PAGES: Record<string, { title: string; description: string }> = {
  'delivery-information': {
    title: 'Delivery Information',
    description: 'Standard, express and same-day delivery across India: charges, times and free delivery thresholds.',
  },
  'return-exchange': {
    title: 'Return & Exchange',
    description:
      'Returns are accepted within {returnWindowDays} days of delivery. How to return or exchange a piece, step by step.',
  },
  'cancellation-policy': {
    title: 'Cancellation Policy',
    description: 'How to cancel an order and when the refund reaches you (7-10 business days after confirmation).',
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    description: 'What the shop keeps about you, why, and how to have it removed.',
  },
  'terms-and-conditions': {
    title: 'Terms & Conditions',
    description: 'The terms for buying from the shop: orders, prices, payment, delivery and returns.',
  },
  'about-us': {
    title: 'About Us',
    description: 'Home decor made by Indian carpenters, metalsmiths and artists, brought straight to your home.',
  },
  help: {
    title: 'Help & FAQ',
    description: 'Answers about orders, payment by UPI or cash on delivery, delivery and returns.',
  },
  'contact-us': {
    title: 'Contact Us',
    description: 'Reach us by phone, e-mail or chat: Mon-Sat 9 AM-7 PM, Sun 10 AM-5 PM.',
  },
  blogs: { title: 'Customer Stories', description: 'How our customers styled their homes with pieces from the shop.' },
};

/**
 * Client-side routes that are real pages but no place for a search engine (accounts, checkout
 * results). Together with the pages above they are every route of storefront/src/app/router.tsx:
 * any other path answers 404 with the app, which then shows its own not-found page.
 */
const PRIVATE_ROUTES = [
  /^\/login$/,
  /^\/register$/,
  /^\/forgot-password$/,
  /^\/search$/,
  /^\/collection$/,
  /^\/thanks$/,
  /^\/payment-success$/,
  /^\/cod-success$/,
  /^\/orders(\/[^/]+)?$/,
  /^\/dashboard(\/.*)?$/,
  // An order's page by its signed link: the link is a key, never to be indexed. (The Track
  // order form itself, /track, is a public page: TRACK_PAGE.)
  /^\/track\/[^/]+$/,
];

/** The Track order form: public and indexable (shoppers search for it), unlike the pages it opens. */
export const TRACK_PAGE = {
  title: 'Track order',
  description:
    'Track your order without signing in: enter its number and the e-mail or phone number used on it to see its status, parcels and courier.',
};

export function isPrivateRoute(path: string): boolean {
  return PRIVATE_ROUTES.some((route) => route.test(path));
}

/** robots.txt disallows these prefixes. */
export const DISALLOWED_PREFIXES = [
  '/api/',
  '/dashboard',
  '/orders',
  '/login',
  '/register',
  '/search',
  '/thanks',
  '/payment-success',
  '/cod-success',
  '/track/',
  '/sandbox/',
];
