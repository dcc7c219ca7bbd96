// Dates are written by hand rather than with Intl.DateTimeFormat: building a formatter loads
// the locale's data, a long task on a phone when a page first shows a date (a product's
// reviews). The output is en-US's (see dates.test.ts).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'March 7, 2025' from an ISO string, a timestamp or a Date; '' when the input is no date. */
export function formatLongDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
