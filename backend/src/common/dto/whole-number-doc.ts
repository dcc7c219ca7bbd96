import type { ApiPropertyOptions } from '@nestjs/swagger';

/**
 * A whole number from `minimum` to `maximum`, which HTML forms send as text: the DTO turns
 * digits (spaces around them allowed) into the number, so the document accepts both spellings.
 */
export function wholeNumberDoc(minimum: number, maximum: number, description: string): ApiPropertyOptions {
  return {
    oneOf: [
      { type: 'integer', minimum, maximum },
      { type: 'string', pattern: '^\\s*\\d+\\s*$' },
    ],
    description: `${description}; digits as text are read as the number`,
    example: maximum,
  };
}

/** The DTO side of wholeNumberDoc: digits as text become the number; anything else is left for validation. */
export const digitsAsNumber = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
