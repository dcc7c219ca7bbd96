/** The fields that carry an image: products, deal banners, cart and order lines, avatars. */
const IMAGE_FIELDS = new Set(['image', 'imageUrl', 'additionalImages', 'profileImage']);
const UPLOADS = '/uploads/';

/** "/uploads/x.webp" → "https://shop.example.in/uploads/x.webp"; anything else unchanged. */
export function absoluteImageUrl(base: string, value: string): string {
  return value.startsWith(UPLOADS) ? `${base}${value}` : value;
}

/** The shop's own absolute image URL back to the stored "/uploads/..." path. */
function storedImagePath(base: string, value: string): string {
  return value.startsWith(`${base}${UPLOADS}`) ? value.slice(base.length) : value;
}

function mapImages(value: unknown, convert: (url: string) => string): unknown {
  if (typeof value === 'string') return convert(value);
  if (Array.isArray(value)) return value.map((item) => mapImages(item, convert));
  return value;
}

/**
 * Only plain objects are looked into: the answers the views build. Class instances (a PDF's
 * StreamableFile, streams, buffers, dates) are not JSON made here and pass through as they are.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of an answer with every image field converted; other values are shared, not copied
 * (an answer may hold objects a cache keeps). Every answer of the API passes through here, so
 * fields are assigned plainly (defineProperty would leave slow objects for JSON.stringify),
 * except a "__proto__" key from a JSON column, which must stay a plain field.
 */
function answerWithImages(value: unknown, convert: (url: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => answerWithImages(item, convert));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = value[key];
    const converted = IMAGE_FIELDS.has(key)
      ? mapImages(field, convert)
      : field !== null && typeof field === 'object'
        ? answerWithImages(field, convert)
        : field;
    if (key === '__proto__') {
      Object.defineProperty(copy, key, { value: converted, enumerable: true, writable: true, configurable: true });
    } else copy[key] = converted;
  }
  return copy;
}

/** Converts the image fields of a request body in place (it belongs to this request alone). */
function convertBodyImages(value: unknown, convert: (url: string) => string): void {
  if (Array.isArray(value)) {
    for (const item of value) convertBodyImages(item, convert);
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, field] of Object.entries(value)) {
    if (IMAGE_FIELDS.has(key)) value[key] = mapImages(field, convert);
    else convertBodyImages(field, convert);
  }
}

/**
 * Image URLs leave the API absolute, from PUBLIC_URL, so that a storefront on another origin
 * (CORS_ORIGINS) and any integrator can show them as they are; the database keeps the
 * "/uploads/..." paths, so a new PUBLIC_URL needs no migration. The base is fixed per process,
 * so the answer cache (keyed by URL) stays right.
 *
 * The answers are converted as they are serialized (the reply serializer, app.setup.ts) rather
 * than by a Nest interceptor: an interceptor puts every request through a chain of RxJS
 * observables (about 5% of a cart addition's CPU profile).
 */
export function answerSerializer(base: string): (payload: unknown) => string {
  const absolute = (url: string) => absoluteImageUrl(base, url);
  return (payload) => JSON.stringify(answerWithImages(payload, absolute));
}

/**
 * What comes back in a request body (a product form sent back as it was read) is turned into
 * the stored path again as the body is parsed, before validation.
 */
export function bodyImageConverter(base: string): (body: unknown) => void {
  const stored = (url: string) => storedImagePath(base, url);
  return (body) => convertBodyImages(body, stored);
}
