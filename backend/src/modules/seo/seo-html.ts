/**
 * Pure pieces of the crawler-facing HTML: escaping, the head block (title, description,
 * canonical, Open Graph, JSON-LD, image preload) and putting both into the built index.html.
 * Everything from the database passes through escapeHtml or jsonForScript.
 */

import { toPaise } from '../../common/money';

/** '2499.5' → 'Rs. 2,499.50', the storefront's way of showing money (from paise, no float sums). */
export function formatRupees(rupees: number): string {
  const paise = toPaise(rupees);
  const whole = Math.floor(paise / 100).toLocaleString('en-IN');
  return `Rs. ${whole}.${String(paise % 100).padStart(2, '0')}`;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  ogType: 'website' | 'product';
  /** Absolute image URL for link previews. */
  image?: string;
  /** Private or empty pages ask not to be indexed. */
  noindex?: boolean;
  /** schema.org objects, one <script type="application/ld+json"> each. */
  jsonLd?: object[];
  /** The page's largest picture, fetched before the app asks for it. */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
  /** The shop's settings for the app, in <script type="application/json" id="shop-settings">. */
  shopSettings?: object;
  /** Styles for this page's own markup, after CRAWLER_CSS. */
  css?: string;
  /**
   * The page's first screen is the server's text (no picture): the app starts once it is
   * painted (start-after-picture.js), so its script's work does not hold back the first paint.
   */
  startAfterPaint?: boolean;
  /** The API's JSON answer for a signed tracking link, for the app, in <script type="application/json" id="tracked-order">. */
  trackedOrder?: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or attribute value made safe for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** JSON that cannot end its <script> element or open a comment inside it. */
export function jsonForScript(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/** JSON text, as JSON.stringify or the API's serializer writes it, made safe inside <script>. */
export function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One line of plain text at most `max` characters long, cut at a word, for meta descriptions. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

export function headTags(meta: PageMeta, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    meta.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage.href)}"${
          meta.preloadImage.srcset ? ` imagesrcset="${escapeHtml(meta.preloadImage.srcset)}"` : ''
        }${meta.preloadImage.sizes ? ` imagesizes="${escapeHtml(meta.preloadImage.sizes)}"` : ''} fetchpriority="high" />`
      : '',
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    meta.shopSettings
      ? `<script type="application/json" id="shop-settings">${jsonForScript(meta.shopSettings)}</script>`
      : '',
    meta.trackedOrder
      ? `<script type="application/json" id="tracked-order">${scriptSafe(meta.trackedOrder)}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Just enough of the shop's look for the server's text to be painted before the app's script
 * arrives, at the sizes the app draws the same elements (theme.ts, GlobalStyle.ts): the first
 * paint then already holds the page's largest element, and the app replacing it moves nothing.
 */
export const CRAWLER_CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  "body{margin:0;min-height:100vh;background:#faf6f0;color:#2b2420;font-family:'Inter',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1rem;line-height:1.6}",
  '.ssr{width:100%;max-width:1240px;margin-inline:auto;padding:72px 15px}',
  '@media (min-width:768px){.ssr{padding-inline:24px}}',
  ".ssr h1{margin:0;font-family:'Cormorant Garamond','Playfair Display',Georgia,'Times New Roman',serif;font-weight:600;line-height:1.2;font-size:clamp(2.25rem,5vw,3.75rem);letter-spacing:-0.01em}",
  '.ssr p{margin:16px 0 0;max-width:62ch;color:#5e544c;font-size:1.125rem}',
  '.ssr a{color:inherit}',
  '.ssr .grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px;margin:24px 0 0;padding:0;list-style:none}',
  '@media (min-width:768px){.ssr .grid{grid-template-columns:repeat(3,minmax(0,1fr))}}',
  '@media (min-width:1024px){.ssr .grid{grid-template-columns:repeat(4,minmax(0,1fr))}}',
  '.ssr .grid img{max-width:none;border-radius:12px;margin-bottom:8px}',
  '.ssr img{display:block;width:100%;max-width:600px;height:auto;aspect-ratio:1/1;object-fit:cover;border-radius:20px;margin-bottom:24px}',
  // The home hero's poster, the size of the app's alcove (HomeHero).
  '.ssr img.hero{width:min(240px,64vw);aspect-ratio:3/4;margin:48px auto 0;border-radius:999px 999px 12px 12px}',
  '@media (min-width:768px){.ssr img.hero{width:360px}}',
].join('');

const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** storefront/public/start-after-picture.js: starts the app once the page's main picture is painted. */
export const START_AFTER_PICTURE = '/start-after-picture.js';

/**
 * On a page whose first screen is the server's picture (`data-lcp`), the app's module script
 * and its preloads give way to start-after-picture.js, which requests them once the picture is
 * painted: on a slow connection the picture gets the whole line. Other pages keep Vite's tags.
 */
export function startAppAfterPicture(html: string): string {
  const app = APP_SCRIPT.exec(html);
  if (!app) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      APP_SCRIPT,
      () =>
        `<script src="${START_AFTER_PICTURE}" data-app="${escapeHtml(app[1])}" data-preload="${escapeHtml(preloads.join(' '))}" defer></script>`,
    );
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?>/i;
const ROOT = /<div id="root"><\/div>/;

/**
 * The built index.html with this page's head and, inside #root, its main content. The app
 * replaces #root's content when it starts, so shoppers see the app and crawlers the text.
 */
export function renderDocument(template: string, meta: PageMeta, body: string, siteName: string): string {
  const stripped = template.replace(TITLE, '').replace(DESCRIPTION, '');
  const head = body.includes(' data-lcp') || meta.startAfterPaint ? startAppAfterPicture(stripped) : stripped;
  const style = body ? `\n    <style>${CRAWLER_CSS}${meta.css ?? ''}</style>` : '';
  const withHead = head.replace('</head>', `    ${headTags(meta, siteName)}${style}\n  </head>`);
  return withHead.replace(ROOT, () => `<div id="root">${body}</div>`);
}

/** Used when the storefront has not been built (API-only runs, backend tests). */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Decor Shop</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
