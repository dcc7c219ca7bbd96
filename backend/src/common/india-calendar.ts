/**
 * The shop reports in India time: a day or a month is an Asia/Kolkata day or month, whatever
 * the server's own time zone is. Dates travel as 'YYYY-MM-DD' calendar dates.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 3600 * 1000;

const shopDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The India calendar date of an instant, as 'YYYY-MM-DD'. */
export function shopDate(at: Date = new Date()): string {
  return shopDateFormat.format(at);
}

export function shopYear(at: Date = new Date()): number {
  return Number(shopDate(at).slice(0, 4));
}

/** True for a real calendar date in 'YYYY-MM-DD' form (rejects 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Calendar arithmetic on 'YYYY-MM-DD' dates (no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
