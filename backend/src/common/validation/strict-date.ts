import { registerDecorator, ValidationOptions } from 'class-validator';

/**
 * A calendar date, optionally with a time of day and a zone: 2025-12-31, 2025-12-31T23:59,
 * 2025-12-31T23:59:59.000Z, 2025-12-31T23:59:59+05:30. Week dates (2025-W01), ordinal dates
 * (2025-001), bare years and days that do not exist (2025-02-30) are refused: JavaScript's
 * Date would silently turn them into another day, or PostgreSQL would fail on them.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isStrictDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1970 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return false;
  if (m[8] !== undefined && (Number(m[8]) > 14 || Number(m[9]) > 59)) return false;
  return !Number.isNaN(new Date(value).getTime());
}

/** class-validator decorator for isStrictDateTime. */
export function IsStrictDateTime(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isStrictDateTime',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value: unknown) => isStrictDateTime(value) },
    });
}
