/**
 * Money travels as rupees with two decimals and is computed in integer paise, never in
 * binary floating point. PostgreSQL numeric columns arrive from `pg` as strings.
 */
export type Paise = number;

const RUPEES = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** '1234.5' | 1234.5 -> 123450. Throws on anything that is not a rupee amount with at most 2 decimals. */
export function toPaise(rupees: string | number): Paise {
  const text = typeof rupees === 'number' ? rupees.toFixed(2) : rupees.trim();
  const match = RUPEES.exec(text);
  if (!match) throw new RangeError(`Not a rupee amount: ${String(rupees)}`);
  const [, minus, whole, fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount too large: ${String(rupees)}`);
  return minus ? -paise : paise;
}

/** 123450 -> '1234.50', the exact text stored in numeric(12,2) columns. */
export function paiseToDecimal(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * 123450 -> 1234.5, for JSON responses (a number with at most two decimals). Division is
 * rounded correctly, so the result is the very number that reading paiseToDecimal's text gives.
 */
export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** Rounds half away from zero to whole paise: the one rounding rule for percentages. */
export function percentOf(paise: Paise, percent: number): Paise {
  const exact = (paise * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}
