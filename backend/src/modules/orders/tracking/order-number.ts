/**
 * Shoppers know an order by its number: '#' and the last 8 characters of its id in capitals
 * (storefront lib/ids.ts, the mails). Typed with or without '#', in any case, or as the whole id.
 */
const NUMBER = /^#?\s*([0-9a-f]{8})$/i;
const WHOLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-([0-9a-f]{12})$/i;

/** The id's last 8 characters, lower-case as ids are stored; null when the text is no order number. */
export function orderNumberSuffix(text: string): string | null {
  const trimmed = text.trim();
  const whole = WHOLE_ID.exec(trimmed);
  if (whole) return whole[1].slice(-8).toLowerCase();
  return NUMBER.exec(trimmed)?.[1].toLowerCase() ?? null;
}

/** '#C67C499B' for an order id. */
export function orderNumberOf(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}

/**
 * A 10-digit Indian mobile number as profiles keep it, from what a person types: spaces,
 * dashes and a leading +91 or 0 are dropped; null when it is not one.
 */
export function mobileNumber(text: string): string | null {
  if (!/^[\d\s()+-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}
