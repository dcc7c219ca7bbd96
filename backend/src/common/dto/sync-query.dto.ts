import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, registerDecorator } from 'class-validator';
import { isStrictDateTime } from '../validation/strict-date';

/** Rows a cursor page holds unless `limit` says otherwise, and at most. */
export const SYNC_PAGE_DEFAULT = 100;
export const SYNC_PAGE_MAX = 500;

const zonedMessage = (field: string) => `${field} must be an ISO 8601 date-time with a zone, e.g. 2025-01-31T18:30:00Z`;

/** A date-time with its zone: without one, the instant would depend on the server's zone. */
export function isZonedDateTime(value: unknown): value is string {
  return isStrictDateTime(value) && /T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
}

/**
 * A zoned date-time as microseconds since 1970, exactly: a JavaScript Date keeps milliseconds
 * only, and two bounds a few microseconds apart must still compare as PostgreSQL does.
 */
function microsOf(value: string): number {
  const fraction = /\.(\d{1,6})/.exec(value)?.[1] ?? '';
  const whole = Date.parse(value.replace(/\.\d{1,6}/, ''));
  return whole * 1000 + Number(fraction.padEnd(6, '0'));
}

export function IsZonedDateTime(field = 'updated_since'): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isZonedDateTime',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: zonedMessage(field) },
      validator: { validate: (value: unknown) => isZonedDateTime(value) },
    });
}

/**
 * `updated_before`: a zoned date-time, later than `updated_since` when both are given (an empty
 * or reversed range is a client's mistake, not an empty page).
 */
export function IsUpdatedBefore(): PropertyDecorator {
  return (target, propertyName) => {
    IsZonedDateTime('updated_before')(target, propertyName);
    registerDecorator({
      name: 'isAfterUpdatedSince',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'updated_before must be later than updated_since' },
      validator: {
        validate: (value: unknown, args) => {
          const since = (args?.object as { updated_since?: unknown }).updated_since;
          if (!isZonedDateTime(value) || !isZonedDateTime(since)) return true;
          return microsOf(value) > microsOf(since);
        },
      },
    });
  };
}

export const UPDATED_SINCE_DOC = {
  type: String,
  format: 'date-time',
  example: '2025-01-31T18:30:00Z',
  description:
    'Only rows changed at or after this instant (ISO 8601 with a zone, up to microseconds). Starts a cursor walk; ' +
    'see docs/integrations-sync.md',
};

export const UPDATED_BEFORE_DOC = {
  type: String,
  format: 'date-time',
  example: '2025-02-01T00:00:00Z',
  description:
    'Only rows changed before this instant (exclusive; ISO 8601 with a zone), later than `updated_since`. Starts a ' +
    'cursor walk; see docs/integrations-sync.md',
};

export const CURSOR_DOC = {
  type: String,
  maxLength: 500,
  description: 'The `next` of the previous page (or the cursor of its `Link: <…>; rel="next"` header), as it came',
};

/**
 * The query of an incremental sync (`docs/integrations-sync.md`): `updated_since`,
 * `updated_before`, `cursor` and `limit`. The cursor itself is checked where it is read (`readCursorPage`), against its list.
 */
export class SyncQueryDto {
  @ApiPropertyOptional(UPDATED_SINCE_DOC)
  @IsOptional()
  @IsZonedDateTime()
  updated_since?: string;

  @ApiPropertyOptional(UPDATED_BEFORE_DOC)
  @IsOptional()
  @IsUpdatedBefore()
  updated_before?: string;

  @ApiPropertyOptional(CURSOR_DOC)
  @IsOptional()
  @IsString({ message: 'Invalid cursor' })
  @MaxLength(500, { message: 'Invalid cursor' })
  cursor?: string;

  @ApiPropertyOptional({ default: SYNC_PAGE_DEFAULT, minimum: 1, maximum: SYNC_PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(SYNC_PAGE_MAX)
  limit?: number;
}

/**
 * The sync parameters for a list that already had `page` and `limit` (20 a page, at most 100):
 * `updated_since`, `updated_before` or `cursor` start a cursor walk, where `limit` may go up to 500 (default 100);
 * without them the list pages as it always did.
 */
export class PagedSyncQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 100000, description: 'Page mode only' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1)
  @Max(100000)
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: SYNC_PAGE_MAX,
    description: `Rows a page: 20 by default and at most 100 by page; ${SYNC_PAGE_DEFAULT} by default and at most ${SYNC_PAGE_MAX} on a cursor walk`,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(SYNC_PAGE_MAX)
  @MaxWhenPaging(100)
  limit?: number;

  @ApiPropertyOptional(UPDATED_SINCE_DOC)
  @IsOptional()
  @IsZonedDateTime()
  updated_since?: string;

  @ApiPropertyOptional(UPDATED_BEFORE_DOC)
  @IsOptional()
  @IsUpdatedBefore()
  updated_before?: string;

  @ApiPropertyOptional(CURSOR_DOC)
  @IsOptional()
  @IsString({ message: 'Invalid cursor' })
  @MaxLength(500, { message: 'Invalid cursor' })
  cursor?: string;
}

/** Whether a query walks by cursor (`updated_since`, `updated_before` or `cursor` given) rather than by page. */
export function isCursorWalk(query: { updated_since?: string; updated_before?: string; cursor?: string }): boolean {
  return query.updated_since !== undefined || query.updated_before !== undefined || query.cursor !== undefined;
}

/** Page mode keeps its old bound on `limit`; a cursor walk has its own. */
function MaxWhenPaging(max: number): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'maxWhenPaging',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `limit must not be greater than ${max}` },
      validator: {
        validate: (value: unknown, args) =>
          typeof value !== 'number' || value <= max || isCursorWalk(args?.object as PagedSyncQueryDto),
      },
    });
}
