const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** 'March 7, 2025' from an ISO string, a timestamp or a Date; '' when the input is no date. */
export function formatLongDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
