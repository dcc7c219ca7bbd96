import { shopDate } from '../../../common/india-calendar';

/**
 * The Indian financial year (April to March, India time) of an instant, as '25-26'. Invoice
 * numbering restarts at 1 each financial year.
 */
export function financialYear(at: Date): string {
  const [year, month] = shopDate(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}
