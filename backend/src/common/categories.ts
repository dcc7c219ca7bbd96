/** The shop's six product categories, in the order the storefront lists them. */
export const PRODUCT_CATEGORIES = [
  'Mirrors',
  'Table Decor',
  'Tables',
  'Wall Art',
  'Wall Shelves',
  'Table Top',
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * The canonical spelling of a category typed by a person or carried in a URL
 * ('wall art', 'Wall+Art', ' MIRRORS ' → 'Wall Art', 'Mirrors'); undefined when unknown.
 */
export function canonicalCategory(input: string): ProductCategory | undefined {
  const wanted = input.replace(/\+/g, ' ').trim().replace(/\s+/g, ' ').toLowerCase();
  return PRODUCT_CATEGORIES.find((category) => category.toLowerCase() === wanted);
}
