/**
 * Which page-view events count. Only the shop's own pages, seen by people, are counted;
 * anything else is dropped without telling the sender why.
 */

export interface PageViewRequest {
  origin?: string;
  referer?: string;
  userAgent?: string;
  /** The Host header the request came in with. */
  host?: string;
}

/** Crawlers, link previewers, headless browsers, monitors and scripted clients. */
const AUTOMATED_AGENT =
  /bot|crawl|spider|slurp|headless|lighthouse|phantom|selenium|puppeteer|playwright|prerender|preview|facebookexternalhit|embedly|curl|wget|python|httpclient|java\/|go-http|node-fetch|axios|okhttp|scrapy|pingdom|uptime|monitor/i;

export function isAutomatedAgent(userAgent: string | undefined): boolean {
  return !userAgent || AUTOMATED_AGENT.test(userAgent);
}

function originOf(url: string | undefined): URL | undefined {
  if (!url || url === 'null') return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * True when the event comes from a page of the shop: the browser's Origin (or, failing that,
 * the Referer) is the shop's public URL, one of its configured origins, or the very host
 * that served the request. A browser on another site cannot forge these headers.
 */
export function isFromShopPage(request: PageViewRequest, shopOrigins: readonly string[]): boolean {
  const source = originOf(request.origin) ?? originOf(request.referer);
  if (!source) return false;
  return shopOrigins.includes(source.origin) || (request.host !== undefined && source.host === request.host);
}

const ROUTE_CHARACTERS = /^\/[A-Za-z0-9\-._~:/]*$/;
/** uuids, 24-hex document ids, numbers and other long tokens with digits in them. */
const ID_SEGMENT =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24}|\d+|(?=.*\d)[\w-]{16,})$/i;

/**
 * The route a view is counted under: query and fragment removed, trailing slash dropped and
 * id-like segments replaced by ':id', so '/shop/3f2a...' and '/shop/9c1b...' count as
 * '/shop/:id' and no order or user id is kept. Undefined for anything that is not a path.
 */
export function normalizeRoute(route: string): string | undefined {
  const pathOnly = route.trim().split(/[?#]/, 1)[0];
  if (!ROUTE_CHARACTERS.test(pathOnly)) return undefined;
  const segments = pathOnly
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment));
  return `/${segments.join('/')}`;
}

const STATIC_PAGES = [
  'delivery-information',
  'return-exchange',
  'cancellation-policy',
  'privacy-policy',
  'terms-and-conditions',
  'about-us',
  'help',
  'contact-us',
  'blogs',
];
const DASHBOARD_PAGES = [
  'admin',
  'add-new-post',
  'manage-products',
  'update-product/:id',
  'users',
  'manage-orders',
  'deals-banners',
  'add-coupon',
  'manage-reels',
  'orders',
  'orders/:id',
  'payments',
  'profile',
  'reviews',
];
/** The storefront's routes (SPEC 2.1) after normalizeRoute; categories are matched by shape. */
const KNOWN_ROUTES = new Set([
  '/',
  '/search',
  '/shop',
  '/shop/:id',
  '/collection',
  '/thanks',
  '/payment-success',
  '/cod-success',
  '/login',
  '/register',
  '/forgot-password',
  '/orders',
  '/orders/:id',
  '/dashboard',
  ...STATIC_PAGES.map((page) => `/${page}`),
  ...DASHBOARD_PAGES.map((page) => `/dashboard/${page}`),
]);
const CATEGORY_ROUTE = /^\/categories\/[A-Za-z][A-Za-z-]{0,39}$/;

/** Only the shop's own pages are counted: made-up routes would only bloat the table. */
export function isKnownRoute(normalized: string): boolean {
  return KNOWN_ROUTES.has(normalized) || CATEGORY_ROUTE.test(normalized);
}
