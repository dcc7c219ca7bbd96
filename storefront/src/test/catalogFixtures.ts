import { jest } from '@jest/globals';
import type { ProductDto } from '../api/generated';
import type { ProductVariantFields } from '../lib/variants';

export function makeProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  const id = overrides._id ?? overrides.id ?? 'p-1';
  return {
    _id: id,
    id,
    name: 'Udaipur Carved Arch Mirror',
    description: 'A carved mango-wood arch around a bevelled mirror.',
    category: 'Mirrors',
    material: 'Mango wood',
    size: 'H 90 cm x W 60 cm',
    metal: null,
    hsnCode: '70099200',
    gstRate: 18,
    image: '/uploads/products/abc.webp',
    additionalImages: ['/uploads/products/def.webp'],
    price: 8999,
    oldPrice: 11999,
    originalPrice: 8999,
    listOldPrice: 11999,
    dealDiscount: 0,
    dealTitle: null,
    rating: 4,
    reviewCount: 0,
    isTrending: false,
    author: null,
    stock: null,
    inStock: true,
    options: [],
    variantCount: 1,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

type Reply = { status?: number; body: unknown } | ((request: Request) => { status?: number; body: unknown });

/**
 * Answers the shop's API calls from a table of pathname → reply (the first matching prefix wins,
 * longest first) and records every request.
 */
export function mockApi(given: Record<string, Reply>) {
  // The shop's and the categories' option filters ask for their counts: none unless a test gives some.
  const routes: Record<string, Reply> = { '/api/product/options': { body: { optionCounts: [] } }, ...given };
  const requests: Request[] = [];
  const paths = Object.keys(routes).sort((a, b) => b.length - a.length);
  const spy = jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    requests.push(request);
    const { pathname } = new URL(request.url);
    const match = paths.find((path) => pathname === path || pathname.startsWith(`${path}/`));
    if (!match) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const route = routes[match];
    const reply = typeof route === 'function' ? route(request) : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { spy, requests };
}

/**
 * A mirror sold in two sizes and two finishes, as the product detail answer carries it: Large
 * Teak is sold out and Small Teak is not made.
 */
export function makeVariantProduct(): ProductDto & Partial<ProductVariantFields> {
  const variant = (id: string, options: string[], price: number, stock: number | null, image?: string) => ({
    id,
    sku: `DS-MIRROR-${options.join('-').toUpperCase()}`,
    options,
    title: `Size: ${options[0]} / Finish: ${options[1]}`,
    price,
    oldPrice: price + 1000,
    originalPrice: price,
    listOldPrice: price + 1000,
    stock,
    inStock: stock !== 0,
    image: image ?? '/uploads/products/abc.webp',
    // As the server answers: the product's further pictures where the variant has none.
    additionalImages: ['/uploads/products/def.webp'],
    weightGrams: null,
    position: 0,
  });
  return {
    ...makeProduct({ price: 4999, oldPrice: 5999, stock: null }),
    options: [
      { name: 'Size', values: ['Small', 'Large'] },
      { name: 'Finish', values: ['Walnut', 'Teak'] },
    ],
    variantCount: 3,
    variants: [
      variant('v-small-walnut', ['Small', 'Walnut'], 4999, 3),
      variant('v-large-walnut', ['Large', 'Walnut'], 7999, null, '/uploads/products/large-walnut.webp'),
      variant('v-large-teak', ['Large', 'Teak'], 8499, 0),
    ],
  };
}

/** The product list requests among those made (not the option counts, search or others). */
export function listRequests(requests: Request[]): URLSearchParams[] {
  return requests
    .filter((request) => new URL(request.url).pathname === '/api/product')
    .map((request) => new URL(request.url).searchParams);
}
