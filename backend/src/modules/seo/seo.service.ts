import { HttpException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { toPaise } from '../../common/money';
import { AppConfig, InjectConfig } from '../../config';
import { canonicalCategory, PRODUCT_CATEGORIES } from '../../common/categories';
import type { ProductDto } from '../catalog/dto/product.dto';
import type { VariantDto } from '../catalog/dto/product.dto';
import type { VariantProductDto } from '../catalog/dto/variant.dto';
import { ProductsService } from '../catalog/products.service';
import { VariantsService } from '../catalog/variants.service';
import { DealsService } from '../deals/deals.service';
import { TrackingService } from '../orders/tracking/tracking.service';
import type { ShopSettingsDto } from '../settings/dto/settings.dto';
import { SettingsService } from '../settings/settings.service';
import { escapeHtml, FALLBACK_TEMPLATE, formatRupees, PageMeta, renderDocument, summary } from './seo-html';
import { DISALLOWED_PREFIXES, INFO_PAGES, isPrivateRoute, SITE_DESCRIPTION, TRACK_PAGE } from './seo-pages';
import { trackedOrderBody, trackFormBody, TRACKING_CSS, trackingProblemBody } from './seo-tracking';
import { isUuid } from '../../common/uuid';
import { AnswerCache } from '../../infra/cache';
import { answerSerializer } from '../../http/image-urls';

/** How long a built sitemap is reused: products added or removed show within a minute. */
export const SITEMAP_TTL_MS = 60_000;
/** Same sizes as the product page's main picture (storefront ProductGallery), so the preload is the one used. */
const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 600px, 100vw';
/** Same sizes as the storefront's hero poster (HeroVideo). */
const HERO_POSTER_SIZES = '(min-width: 768px) 360px, 64vw';
/** Same sizes as the storefront's ProductCard picture. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw';
/** Cards on the first screen of a phone: the server's page shows their pictures, the app all of them. */
const EAGER_CARDS = 4;
const LIST_SIZE = 20;
/** How often the built storefront's index.html is looked at again (a rebuild shows within this). */
const TEMPLATE_CHECK_MS = 1_000;

export interface RenderedPage {
  /** 200, 404 for a page that does not exist, or the tracking API's 400/404/410 for a bad tracking link. */
  status: number;
  html: string;
  /** One visitor's page (an order by its signed link): never kept by a browser or a shared cache. */
  private?: boolean;
}

/** An order's page by its signed link (storefront /track/:token). */
const TRACKED_ORDER_PATH = /^\/track\/([^/]+)$/;

/**
 * The storefront's index.html as a search engine or link preview should see it: per page
 * title, description, canonical URL and Open Graph tags, schema.org Product JSON-LD on product
 * pages, and the main text inside #root. Names and prices come from the catalogue's own
 * service, the same one the JSON API answers from.
 */
@Injectable()
export class SeoService {
  private template: { mtimeMs: number; html: string } | null = null;
  /** The template as last looked at, and when: one look a second, not a file system call per page. */
  private checked: { at: number; html: Promise<string> } | null = null;
  private sitemap: { builtAt: number; xml: string } | null = null;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(ProductsService) private readonly products: ProductsService,
    @Inject(VariantsService) private readonly variants: VariantsService,
    @Inject(DealsService) private readonly deals: DealsService,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(AnswerCache) private readonly cache: AnswerCache,
    @Inject(TrackingService) private readonly tracking: TrackingService,
  ) {}

  /**
   * The HTML for a storefront path (no query string needed; it is ignored). Every page view of
   * the shop is answered here: pages are kept in the answer cache, tagged with what they show,
   * so a change to the catalogue, the deal or the settings shows on every process within its bound.
   */
  async render(rawPath: string): Promise<RenderedPage> {
    const path = this.normalise(rawPath);
    const token = TRACKED_ORDER_PATH.exec(path)?.[1];
    if (token) return this.trackedOrder(path, token);
    const template = await this.loadTemplate();
    const key = `seo:${path}`;
    const cached = this.cache.get<{ template: string; page: RenderedPage }>(key);
    if (cached && cached.template === template) return cached.page;
    const begunAt = this.cache.begin();
    const shop = await this.settings.current();
    const page = (await this.describe(path, shop)) ?? this.notFound(path, shop.shopName);
    const meta = { ...page.meta, shopSettings: embeddedSettings(shop, path) };
    const rendered = {
      status: page.status,
      html: renderDocument(template, meta, page.body, shop.shopName),
    };
    const product = /^\/shop\/([^/]+)$/.exec(path)?.[1].toLowerCase();
    const tags = ['catalogue', 'deal', 'settings', ...(product ? [`product:${product}`, `reviews:${product}`] : [])];
    this.cache.set(key, { template, page: rendered }, tags, begunAt, rendered.html.length);
    return rendered;
  }

  robotsTxt(): string {
    return [
      'User-agent: *',
      ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      'Allow: /',
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  /** Every product and category page, built from the database (kept for SITEMAP_TTL_MS). */
  async sitemapXml(now = Date.now()): Promise<string> {
    if (this.sitemap && now - this.sitemap.builtAt < SITEMAP_TTL_MS) return this.sitemap.xml;
    const entries = await this.products.sitemapEntries();
    const urls = [
      { path: '/' },
      { path: '/shop' },
      { path: '/categories/all' },
      ...PRODUCT_CATEGORIES.map((category) => ({ path: this.categoryPath(category) })),
      ...entries.map((entry) => ({ path: `/shop/${entry.id}`, lastmod: entry.updatedAt.toISOString() })),
      ...Object.keys(INFO_PAGES).map((slug) => ({ path: `/${slug}` })),
      { path: '/track' },
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (entry) =>
          `  <url><loc>${escapeHtml(this.url(entry.path))}</loc>${
            'lastmod' in entry ? `<lastmod>${entry.lastmod}</lastmod>` : ''
          }</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    this.sitemap = { builtAt: now, xml };
    return xml;
  }

  private async describe(
    path: string,
    shop: ShopSettingsDto,
  ): Promise<{ status: 200; meta: PageMeta; body: string } | null> {
    if (path === '/') return this.home(await this.deals.find(), shop);
    const name = shop.shopName;
    if (path === '/shop') return this.listing(name, '/shop', 'Shop', undefined);
    const product = /^\/shop\/([^/]+)$/.exec(path);
    if (product) return this.product(name, decodeURIComponent(product[1]));
    const category = /^\/categories\/([^/]+)$/.exec(path);
    if (category) {
      const categoryName = decodeURIComponent(category[1]);
      if (categoryName.toLowerCase() === 'all')
        return this.listing(name, '/categories/all', 'All Collection', undefined);
      const known = canonicalCategory(categoryName);
      return known ? this.listing(name, this.categoryPath(known), known, known) : null;
    }
    const info = INFO_PAGES[path.slice(1)];
    if (info) {
      const description = info.description.replace('{returnWindowDays}', String(shop.returnWindowDays));
      // The owner's text (sanitized when rendered: settings/markdown.ts), else the page's summary.
      const text = shop.pages.find((page) => `/${page.slug}` === path)?.html ?? `<p>${escapeHtml(description)}</p>`;
      return this.page(
        name,
        path,
        info.title,
        description,
        `<main class="ssr"><h1>${escapeHtml(info.title)}</h1>${text}</main>`,
      );
    }
    if (path === '/track') {
      const { title, description } = TRACK_PAGE;
      const page = this.page(name, path, title, description, trackFormBody());
      page.meta.css = TRACKING_CSS;
      page.meta.startAfterPaint = true;
      return page;
    }
    if (isPrivateRoute(path)) {
      return { status: 200, meta: this.meta(path, name, SITE_DESCRIPTION, true), body: '' };
    }
    return null;
  }

  /**
   * An order by its signed link, from the tracking service's own answer (what GET
   * /api/track/{token} answers: no address, phone or e-mail), or the app's words for a changed
   * (400), expired (410) or gone (404) link with that status. Never kept: each look reads the order.
   */
  private async trackedOrder(path: string, token: string): Promise<RenderedPage> {
    const [template, shop] = await Promise.all([this.loadTemplate(), this.settings.current()]);
    let page: { status: number; title: string; body: string; tracked?: string };
    try {
      const tracked = await this.tracking.byToken(token);
      const { order } = tracked;
      // As GET /api/track/{token} answers it (image URLs made absolute), so the app reads one form.
      const json = answerSerializer(this.config.publicUrl)(tracked);
      page = { status: 200, title: `Order ${order.orderNumber}`, body: trackedOrderBody(order), tracked: json };
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
      page = { status: error.getStatus(), title: TRACK_PAGE.title, body: trackingProblemBody(error.message) };
    }
    const meta: PageMeta = {
      ...this.meta(path, `${page.title} | ${shop.shopName}`, SITE_DESCRIPTION, true),
      css: TRACKING_CSS,
      startAfterPaint: true,
      shopSettings: embeddedSettings(shop, path),
      // The API's answer for the app, which then draws the order without asking for it again.
      trackedOrder: page.tracked,
    };
    return { status: page.status, html: renderDocument(template, meta, page.body, shop.shopName), private: true };
  }

  private home(deal: { heroPosterUrl: string | null } | null, shop: ShopSettingsDto) {
    // The hero's poster where the app draws it, fetched first: the first screen's largest picture.
    const poster = deal?.heroPosterUrl ? cardImage(deal.heroPosterUrl) : null;
    const picture = poster
      ? `<img class="hero" src="${escapeHtml(poster.src)}"${poster.srcset ? ` srcset="${escapeHtml(poster.srcset)}"` : ''} sizes="${HERO_POSTER_SIZES}" alt="" width="480" height="640" fetchpriority="high" data-lcp />`
      : '';
    const links = PRODUCT_CATEGORIES.map(
      (category) => `<li><a href="${escapeHtml(this.categoryPath(category))}">${escapeHtml(category)}</a></li>`,
    ).join('');
    // The hero's words, as the app's HomeHero draws them.
    const body =
      `<main class="ssr"><h1>${escapeHtml(shop.heroTitle)}</h1>` +
      `<p>${escapeHtml(shop.heroText)}</p>` +
      picture +
      `<nav aria-label="Categories"><ul>${links}</ul></nav></main>`;
    return {
      status: 200 as const,
      meta: {
        ...this.meta('/', `${shop.shopName}: handpicked home decor for Indian homes`, SITE_DESCRIPTION),
        ogType: 'website' as const,
        jsonLd: [this.storeJsonLd(shop)],
        preloadImage: poster ? { href: poster.src, srcset: poster.srcset, sizes: HERO_POSTER_SIZES } : undefined,
      },
      body,
    };
  }

  private async listing(
    shopName: string,
    path: string,
    heading: string,
    category: (typeof PRODUCT_CATEGORIES)[number] | undefined,
  ) {
    const { products, totalProducts } = await this.products.list({
      category,
      page: 1,
      limit: LIST_SIZE,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      dealOnly: false,
    });
    const description = category
      ? `${category} for Indian homes: ${totalProducts} pieces, delivered across India. Cash on delivery or UPI.`
      : SITE_DESCRIPTION;
    const items = products
      .map((product, index) => {
        const href = `/shop/${escapeHtml(product.id)}`;
        // Pictures only for the cards on a phone's first screen: the others would only compete
        // with them for a slow connection before the app (which draws every card) starts.
        const card = index < EAGER_CARDS ? cardImage(product.image) : null;
        const picture = card
          ? `<a href="${href}" tabindex="-1"><img src="${escapeHtml(card.src)}"${
              card.srcset ? ` srcset="${escapeHtml(card.srcset)}"` : ''
            } sizes="${CARD_IMAGE_SIZES}" alt="" width="400" height="400"${
              index === 0 ? ' fetchpriority="high" data-lcp' : ''
            } /></a>`
          : '';
        return `<li>${picture}<a href="${href}">${escapeHtml(product.name)}</a> ${escapeHtml(formatRupees(product.price))}</li>`;
      })
      .join('');
    const body =
      `<main class="ssr"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(description)}</p>` +
      `<ul class="grid">${items}</ul></main>`;
    const page = this.page(shopName, path, heading, description, body, products.length === 0);
    const first = cardImage(products[0]?.image);
    if (first) page.meta.preloadImage = { href: first.src, srcset: first.srcset, sizes: CARD_IMAGE_SIZES };
    return page;
  }

  private async product(shopName: string, id: string) {
    if (!isUuid(id)) return null;
    let product: VariantProductDto;
    try {
      product = await this.variants.product(id);
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
    const path = `/shop/${product.id}`;
    const description = summary(product.description || `${product.name}: ${product.category} from ${shopName}.`);
    const image = product.image ? this.url(product.image) : undefined;
    // The same picture, sizes and priority as the app's gallery: painted before the app starts.
    const srcset = product.image ? imageSrcSet(product.image) : undefined;
    const picture = product.image
      ? `<img src="${escapeHtml(product.image)}"${srcset ? ` srcset="${escapeHtml(srcset)}"` : ''} sizes="${GALLERY_IMAGE_SIZES}" alt="${escapeHtml(product.name)}" width="800" height="800" fetchpriority="high" data-lcp />`
      : '';
    const meta: PageMeta = {
      ...this.meta(path, `${product.name} | ${shopName}`, description),
      ogType: 'product',
      image,
      jsonLd: [
        product.variants.length > 1
          ? this.productGroupJsonLd(shopName, product, path, description, image)
          : this.productJsonLd(shopName, product, path, description, image),
      ],
      preloadImage: product.image ? { href: product.image, srcset, sizes: GALLERY_IMAGE_SIZES } : undefined,
    };
    const oldPrice =
      product.oldPrice !== null && product.oldPrice > product.price
        ? ` <s>${escapeHtml(formatRupees(product.oldPrice))}</s>`
        : '';
    const body =
      `<main class="ssr"><nav aria-label="Breadcrumb"><a href="/">Home</a> &gt; <a href="/shop">Shop</a> &gt; ${escapeHtml(product.name)}</nav>` +
      picture +
      `<h1>${escapeHtml(product.name)}</h1>` +
      `<p>${escapeHtml(product.category)}</p>` +
      `<p>${new Set(product.variants.map((variant) => variant.price)).size > 1 ? 'From ' : ''}${escapeHtml(formatRupees(product.price))}${oldPrice}</p>` +
      product.options
        .map((option) => `<p>${escapeHtml(option.name)}: ${escapeHtml(option.values.join(', '))}</p>`)
        .join('') +
      `<p>${escapeHtml(product.description)}</p></main>`;
    return { status: 200 as const, meta, body };
  }

  /** The shop itself, with the contact the owner set: how search engines show its phone and e-mail. */
  private storeJsonLd(shop: ShopSettingsDto) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: shop.shopName,
      url: this.url('/'),
      telephone: shop.phone,
      email: shop.email,
    };
  }

  private productJsonLd(
    shopName: string,
    product: ProductDto,
    path: string,
    description: string,
    image: string | undefined,
  ) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      sku: product.id,
      category: product.category,
      ...(image ? { image: [image] } : {}),
      ...(product.material ? { material: product.material } : {}),
      brand: { '@type': 'Brand', name: shopName },
      offers: this.offer(path, product),
      ...ratingJsonLd(product),
    };
  }

  /**
   * A product sold in several variants, as search engines read it: a ProductGroup whose variants
   * are each a Product with its SKU, its option values (size and colour as such, others as
   * properties) and its own offer; `variesBy` names the options.
   */
  private productGroupJsonLd(
    shopName: string,
    product: VariantProductDto,
    path: string,
    description: string,
    image: string | undefined,
  ) {
    const properties = product.options.map((option) => OPTION_PROPERTIES[option.name.toLowerCase()]);
    return {
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: product.name,
      description,
      url: this.url(path),
      productGroupID: product.id,
      category: product.category,
      ...(image ? { image: [image] } : {}),
      ...(product.material ? { material: product.material } : {}),
      brand: { '@type': 'Brand', name: shopName },
      variesBy: product.options.map((option, i) =>
        properties[i] ? `https://schema.org/${properties[i]}` : option.name,
      ),
      hasVariant: product.variants.map((variant) => {
        const named = variant.options.map((value, i) => [product.options[i]?.name ?? '', value, properties[i]]);
        const others = named.filter(([, , property]) => !property);
        return {
          '@type': 'Product',
          name: `${product.name} (${variant.options.join(', ')})`,
          sku: variant.sku,
          image: this.url(variant.image),
          ...Object.fromEntries(
            named.filter(([, , property]) => property).map(([, value, property]) => [property, value]),
          ),
          ...(others.length > 0
            ? {
                additionalProperty: others.map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
              }
            : {}),
          offers: this.offer(path, variant),
        };
      }),
      ...ratingJsonLd(product),
    };
  }

  private offer(path: string, sold: Pick<ProductDto | VariantDto, 'price' | 'stock'>) {
    const inStock = sold.stock === null || sold.stock > 0;
    return {
      '@type': 'Offer',
      url: this.url(path),
      priceCurrency: 'INR',
      price: (toPaise(sold.price) / 100).toFixed(2),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    };
  }

  /** A page's head: its title followed by the shop's name (the owner's setting), as the app's tab title. */
  private page(shopName: string, path: string, title: string, description: string, body: string, noindex = false) {
    return { status: 200 as const, meta: this.meta(path, `${title} | ${shopName}`, description, noindex), body };
  }

  private notFound(path: string, shopName: string) {
    return {
      status: 404 as const,
      meta: this.meta(path, `Page not found | ${shopName}`, SITE_DESCRIPTION, true),
      // The words of the app's own not-found page (storefront NotFoundPage), usable before it starts.
      body:
        '<main class="ssr"><h1>Page not found</h1><p>We could not find the page you were looking for.</p>' +
        '<form role="search" action="/search"><input type="search" name="query" aria-label="Search for products" placeholder="Search for decor..." /> <button type="submit">Search</button></form>' +
        '<p><a href="/">Home</a> · <a href="/shop">Browse the shop</a> · <a href="/help">Help &amp; FAQ</a></p></main>',
    };
  }

  private meta(path: string, title: string, description: string, noindex = false): PageMeta {
    return { title, description, canonical: this.url(path), ogType: 'website', noindex };
  }

  private categoryPath(category: string): string {
    return `/categories/${encodeURIComponent(category).replace(/%20/g, '+')}`;
  }

  private url(path: string): string {
    return new URL(path, `${this.config.publicUrl.replace(/\/$/, '')}/`).toString();
  }

  /** One trailing slash, double slashes and a query string never make a different page. */
  private normalise(rawPath: string): string {
    const path = rawPath.split(/[?#]/)[0].replace(/\/{2,}/g, '/');
    return path.length > 1 ? path.replace(/\/$/, '') : '/';
  }

  private loadTemplate(): Promise<string> {
    const now = Date.now();
    if (!this.checked || now - this.checked.at >= TEMPLATE_CHECK_MS) {
      const html = this.readTemplate();
      this.checked = { at: now, html };
      // A failed read (the file replaced mid-read) is not kept: the next page tries again.
      html.catch(() => {
        if (this.checked?.html === html) this.checked = null;
      });
    }
    return this.checked.html;
  }

  private async readTemplate(): Promise<string> {
    const file = join(this.config.storefrontDir, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info) return FALLBACK_TEMPLATE;
    if (this.template?.mtimeMs !== info.mtimeMs) {
      this.template = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
    }
    return this.template.html;
  }
}

/**
 * The settings the app starts with (storefront api/shopSettings.ts): everything but the pages'
 * text, except this page's own, so that the header, footer and page draw at once without a request.
 */
function embeddedSettings(shop: ShopSettingsDto, path: string): ShopSettingsDto {
  return { ...shop, pages: shop.pages.filter((page) => `/${page.slug}` === path) };
}

/** A product card's picture: the 400 px copy of an upload (as the storefront's thumbnailUrl), with its srcset. */
function cardImage(image: string | undefined): { src: string; srcset?: string } | null {
  if (!image) return null;
  const srcset = imageSrcSet(image);
  return { src: srcset ? image.replace(/\.webp$/, '-400.webp') : image, srcset };
}

/** The 400 px and 1200 px copies stored beside an uploaded image (see ImageUploadService). */
function imageSrcSet(image: string): string | undefined {
  if (!image.startsWith('/uploads/') || !image.endsWith('.webp')) return undefined;
  const base = image.slice(0, -'.webp'.length);
  return `${base}-400.webp 400w, ${base}-1200.webp 1200w`;
}

/** Options that schema.org has a property for (by name, in any case); the others become additionalProperty. */
const OPTION_PROPERTIES: Record<string, string | undefined> = {
  size: 'size',
  colour: 'color',
  color: 'color',
  material: 'material',
  pattern: 'pattern',
};

function ratingJsonLd(product: ProductDto) {
  return product.reviewCount > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating.toFixed(1),
          reviewCount: product.reviewCount,
          bestRating: '5',
          worstRating: '1',
        },
      }
    : {};
}
