import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** How deep the check walks into a body; the body parser's own depth limit is far below this. */
const MAX_DEPTH = 64;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A string PostgreSQL cannot store (a NUL byte) or that is not valid Unicode (a UTF-16
 * surrogate without its pair, which JSON allows as "\ud800").
 */
export function isUnsafeText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** The path of the first unsafe string (or object key) in a value, or null when all are fine. */
export function findUnsafeText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (value instanceof Date) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnsafeText(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isUnsafeText(key)) return path || 'a field name';
    const found = findUnsafeText(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Every body, query and path value of every route goes through here (a global pipe): a NUL
 * byte or an unpaired surrogate anywhere is a 400 naming the field, before a service could
 * hand it to PostgreSQL (which refuses NUL in text and jsonb with an error).
 */
@Injectable()
export class SafeTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const root = metadata.type === 'body' ? '' : (metadata.data ?? '');
    const path = findUnsafeText(value, root);
    if (path !== null) {
      const field = path || metadata.type;
      throw new BadRequestException(`${field} contains a character that is not allowed (NUL or invalid Unicode)`);
    }
    return value;
  }
}
