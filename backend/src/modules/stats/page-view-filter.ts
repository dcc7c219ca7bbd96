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
