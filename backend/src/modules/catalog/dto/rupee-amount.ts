import { registerDecorator, ValidationOptions } from 'class-validator';
import { toPaise } from '../../../common/money';

/** The most a single product may cost, in paise (Rs. 1,00,00,000). */
export const MAX_PRICE_PAISE = 10_000_000 * 100;

const RUPEE_TEXT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * A rupee amount sent as a number or a string with at most two decimals, converted to
 * paise without floating-point arithmetic; undefined when it is not one.
 */
export function parseRupees(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  return RUPEE_TEXT.test(text) ? toPaise(text) : undefined;
}

/** A price: positive, at most Rs. 1,00,00,000, at most two decimals (number or string). */
export function IsPrice(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isPrice',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: `${String(propertyName)} must be a positive amount of at most 10000000 with at most 2 decimals`,
        ...options,
      },
      validator: {
        validate(value: unknown): boolean {
          const paise = parseRupees(value);
          return paise !== undefined && paise > 0 && paise <= MAX_PRICE_PAISE;
        },
      },
    });
}
