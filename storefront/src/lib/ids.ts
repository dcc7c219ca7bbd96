/** Orders and products are referred to by the last 8 characters of their id. */
export function shortId(id: string | null | undefined): string {
  return id ? id.slice(-8) : '';
}
