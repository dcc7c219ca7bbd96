export const CATEGORIES = ['Mirrors', 'Table Decor', 'Tables', 'Wall Art', 'Wall Shelves', 'Table Top'] as const;

export type Category = (typeof CATEGORIES)[number];

/** The category page address: spaces become '+', so 'Wall Art' lives at /categories/Wall+Art. */
export function categoryPath(name: Category | 'all'): string {
  return `/categories/${name.replace(/ /g, '+')}`;
}

/** Reads a category name back from the address segment written by categoryPath. */
export function categoryFromParam(param: string): string {
  return param.replace(/\+/g, ' ');
}
