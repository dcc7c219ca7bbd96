/** The deal's discount as shown: 25 when the deal carries none. */
export function dealPercent(discount: number | null | undefined): number {
  return typeof discount === 'number' && Number.isFinite(discount) && discount > 0 ? discount : 25;
}

/** Category names from a list of strings or of objects carrying name or title. */
export function categoryNames(categories: unknown): string[] {
  if (!Array.isArray(categories)) return [];
  return categories
    .map((entry: unknown) => {
      if (typeof entry === 'string') return entry;
      if (entry && typeof entry === 'object') {
        const { name, title } = entry as { name?: unknown; title?: unknown };
        if (typeof name === 'string') return name;
        if (typeof title === 'string') return title;
      }
      return '';
    })
    .filter(Boolean);
}
