/** Orders and products are referred to by the last 8 characters of their id. */
export function shortId(id: string | null | undefined): string {
  return id ? id.slice(-8) : '';
}

/**
 * An order as shoppers and admins see it everywhere (lists, details, payments, mails): '#' and
 * the last 8 characters in capitals, e.g. '#C67C499B', never '#c67c499b' in one place and
 * '#C67c499b' (a capitalising style) in another.
 */
export function orderNumber(id: string | null | undefined): string {
  return id ? `#${shortId(id).toUpperCase()}` : '';
}
