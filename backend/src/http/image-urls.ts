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

/** Only plain objects of a body are looked into: a multipart body's files (streams, buffers) are not. */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
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

/** A JSON string as JSON.stringify writes it: any character but a quote or backslash, or an escape. */
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
/**
 * In JSON text a quote that is not escaped opens or closes a string, so `,"image":` (or after
 * `{`) is always a key, and `:"`, `["` or `,"` always the start of a string value: an image
 * field with a stored path as its value, or as an item of its list (of strings, nulls or numbers),
 * is found in the text alone.
 */
const IMAGE_VALUE = new RegExp(
  String.raw`[{,]"(?:${[...IMAGE_FIELDS].join('|')})":(?:"/uploads/|\[[^"[\]{}]*(?:${JSON_STRING}[^"[\]{}]*)*\])`,
  'g',
);
const STORED_PATH = /(?<=[:[,])"\/uploads\//g;

/**
 * Image URLs leave the API absolute, from PUBLIC_URL, so that a storefront on another origin
 * (CORS_ORIGINS) and any integrator can show them as they are; the database keeps the
 * "/uploads/..." paths, so a new PUBLIC_URL needs no migration. The base is fixed per process,
 * so the answer cache (keyed by URL) stays right.
 *
 * The answers are converted as they are serialized (the reply serializer, app.setup.ts) rather
 * than by a Nest interceptor: an interceptor puts every request through a chain of RxJS
 * observables (about 5% of a cart addition's CPU profile). The image fields' values (a string or
 * a list of them) are converted in the written text: a JSON.stringify replacer would keep V8 off
 * its fast path for the whole answer (a fresh page of 20 products: about 130 µs written and
 * converted this way, 240 written plainly and again with a replacer), and what an answer holds
 * (objects a cache keeps) is never changed.
 */
export function answerSerializer(base: string): (payload: unknown) => string {
  // The opening quote and the base as JSON writes them.
  const absolute = JSON.stringify(`${base}${UPLOADS}`).slice(0, -1);
  return (payload) => {
    const text = JSON.stringify(payload);
    if (!text.includes(`"${UPLOADS}`)) return text;
    return text.replace(IMAGE_VALUE, (value) => value.replace(STORED_PATH, () => absolute));
  };
}

/**
 * What comes back in a request body (a product form sent back as it was read) is turned into
 * the stored path again as the body is parsed, before validation.
 */
export function bodyImageConverter(base: string): (body: unknown) => void {
  const stored = (url: string) => storedImagePath(base, url);
  return (body) => convertBodyImages(body, stored);
}
