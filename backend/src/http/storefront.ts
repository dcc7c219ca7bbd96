import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { PUBLIC_CACHE_CONTROL } from './cached-reads';
import { preferredEncoding } from './encoding';

/** Paths served by the API process but not as storefront pages. */
const NON_PAGE_PREFIXES = ['/api/', '/uploads/', '/sandbox/'];
export const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** A page body in every encoding a browser may ask for, compressed once. */
export interface PageVariants {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function pageVariants(html: Buffer, dir?: string, name?: string): PageVariants {
  const sibling = (ext: string) =>
    dir && name && existsSync(join(dir, name + ext)) ? readFileSync(join(dir, name + ext)) : undefined;
  return {
    identity: html,
    br: sibling('.br') ?? brotliCompressSync(html),
    gzip: sibling('.gz') ?? gzipSync(html),
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
  };
}

/** Sends one of the variants, or 304 when the browser already has it. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageVariants, cacheControl: string) {
  reply.header('Cache-Control', cacheControl).header('ETag', page.etag).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.type('text/html; charset=utf-8');
  if (encoding === 'identity') return reply.send(page.identity);
  return reply.header('Content-Encoding', encoding).send(page[encoding]);
}

/** Per-page HTML for crawlers and link previews (the SEO module's SeoService). */
export interface PageRenderer {
  /** `private`: one visitor's page (an order by its signed link), kept by no cache. */
  render(path: string): Promise<{ status: number; html: string; private?: boolean }>;
  robotsTxt(): string;
  sitemapXml(): Promise<string>;
}

type RenderedPage = Awaited<ReturnType<PageRenderer['render']>>;

/** A rendered page is reused for a few seconds (SeoService): compressed once while it is. */
const compressedPages = new WeakMap<object, PageVariants>();

/**
 * A page rendered for this path: title, description, Open Graph, JSON-LD and the main text,
 * with a 404 status for a product that does not exist. Should rendering fail (the database
 * away), the plain index.html still starts the app.
 */
async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  renderer: PageRenderer,
  fallback: PageVariants,
) {
  let rendered: RenderedPage;
  try {
    rendered = await renderer.render(request.url);
  } catch (error) {
    request.log.error({ err: error }, 'SEO page rendering failed; serving the plain index.html');
    return sendPage(request, reply, fallback, 'no-cache');
  }
  if (rendered.private) return sendPrivate(request, reply, rendered);
  let variants = compressedPages.get(rendered);
  if (!variants) {
    variants = pageVariants(Buffer.from(rendered.html));
    compressedPages.set(rendered, variants);
  }
  if (rendered.status !== 200) {
    // Not cacheable as a page the browser may revalidate: no ETag, so never a 304 for a 404.
    reply.code(rendered.status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8');
    if (encoding === 'identity') return reply.send(variants.identity);
    return reply.header('Content-Encoding', encoding).send(variants[encoding]);
  }
  // The same for every visitor: a CDN or nginx may keep it as it keeps the catalogue's answers.
  return sendPage(request, reply, variants, PUBLIC_CACHE_CONTROL);
}

/**
 * A page made for this request only (an order by its signed link, read anew each time): kept
 * by no cache, not even the browser's, and compressed once, in the one encoding asked for, at
 * a quality cheap enough for every request.
 */
function sendPrivate(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'private, no-store')
    .header('Vary', 'Accept-Encoding');
  const html = Buffer.from(page.html);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html);
  return reply.header('Content-Encoding', encoding).send(body);
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url;
  if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * The built storefront: its files (with the .br/.gz siblings the build writes, so nothing is
 * compressed per request), and index.html, held in memory, for every client-side route.
 */
export async function serveStorefront(instance: FastifyInstance, dir: string, renderer?: PageRenderer): Promise<void> {
  if (renderer) {
    instance.get('/robots.txt', (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(renderer.robotsTxt()),
    );
    instance.get('/sitemap.xml', async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(await renderer.sitemapXml()),
    );
  }
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) return;
  const assets = join(dir, 'assets') + sep;
  await instance.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    // Routes for the files present at boot: the storefront is built before the server starts,
    // and unknown paths fall through to the page route below.
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, path) => {
      // Vite puts content hashes in /assets file names, so they may be cached for good.
      const immutable = path.startsWith(assets);
      res.header(
        'Cache-Control',
        immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
    },
  });
  const index = pageVariants(readFileSync(indexFile), dir, 'index.html');
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return reply.callNotFound();
    if (renderer) return sendRendered(request, reply, renderer, index);
    return sendPage(request, reply, index, 'no-cache');
  };
  instance.get('/', page);
  instance.get('/*', page);
}
