import { registerDecorator } from 'class-validator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** backend/data, from src/modules/auth (tests, dev) and dist/modules/auth (built) alike. */
const LIST_FILE = join(__dirname, '..', '..', '..', 'data', 'common-passwords.txt');

export const COMMON_PASSWORD = 'This password is too common. Please choose a less guessable one.';
export const BLANK_PASSWORD = 'Password cannot be only spaces.';

let common: Set<string> | undefined;

/** The shipped list of the most common passwords, read once, lower-case. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/**
 * Why a new password is refused beyond its length (the DTOs check 8-128 characters), or null:
 * only whitespace, or one of the few thousand passwords attackers try first.
 */
export function passwordWeakness(password: string): string | null {
  if (password.trim() === '') return BLANK_PASSWORD;
  if (commonPasswords().has(password.toLowerCase())) return COMMON_PASSWORD;
  if (commonPasswords().has(password.trim().toLowerCase())) return COMMON_PASSWORD;
  return null;
}

/** class-validator: a new password must not be blank or common (see passwordWeakness). */
export function IsNotWeakPassword(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isNotWeakPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || passwordWeakness(value) === null,
        defaultMessage: (args) => (typeof args?.value === 'string' ? passwordWeakness(args.value) : null) ?? '',
      },
    });
}
