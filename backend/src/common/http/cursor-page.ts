import { createHash } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isCursorWalk, SYNC_PAGE_DEFAULT } from '../dto/sync-query.dto';
import { microsecondTimeSql } from '../sql-time';

/** What a cursor walk is asked for (`SyncQueryDto`, `PagedSyncQueryDto`). */
export interface SyncQuery {
  updated_since?: string;
  updated_before?: string;
  cursor?: string;
  limit?: number;
}

/**
 * The order a list is walked in: ascending by a timestamp column, then by id, both SQL
 * expressions of the query builder's alias (e.g. `u.updated_at`, `u.id`); a composite index
 * on (timestamp, id), after any column the list is filtered by, serves it.
 * `list` names the list and what it is filtered by (an endpoint's id, a product's id): a cursor
 * is read only by the list that made it.
 */
export interface KeysetOrder {
  list: string;
  at: string;
  id: string;
}

export interface CursorPage<T> {
  rows: T[];
  /** The cursor of the page after this one; null when the walk has reached the present. */
  next: string | null;
}

const INVALID_CURSOR = 'Invalid cursor';
const MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A short fingerprint of the list, so that the cursor carries no e-mail or filter in clear. */
function listKey(list: string): string {
  return createHash('sha256').update(list).digest('base64url').slice(0, 16);
}

export function encodeCursor(list: string, at: string, id: string): string {
  return Buffer.from(JSON.stringify({ l: listKey(list), t: at, i: id })).toString('base64url');
}

/** The position a cursor holds; 400 "Invalid cursor" when it is not one of this list's. */
export function decodeCursor(cursor: string, list: string): { at: string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestException(INVALID_CURSOR);
  }
  const { l, t, i } = (parsed ?? {}) as Record<string, unknown>;
  if (l !== listKey(list) || typeof t !== 'string' || !MICROS.test(t) || typeof i !== 'string' || !UUID.test(i)) {
    throw new BadRequestException(INVALID_CURSOR);
  }
  return { at: t, id: i };
}

/**
 * The instant before which every row's timestamp is final: a row stamped earlier is committed
 * (and seen by a statement that starts after this one) or never will be. A row is stamped with
 * its transaction's start (`now()`) or later, so a transaction still open holds the horizon at
 * its start; the second's margin covers a transaction that has taken its start time but not
 * yet shown it in pg_stat_activity. Without it, a row committed late with an earlier stamp
 * than rows already handed out would be skipped by every cursor past it.
 * Read in its own statement, before the page's: a transaction that commits between the two is
 * then seen by the page.
 */
export async function syncHorizon(manager: EntityManager): Promise<string> {
  const [{ horizon }] = await manager.query<{ horizon: string }[]>(
    `SELECT ${microsecondTimeSql(`least(now() - interval '1 second', min(xact_start))`)} AS horizon
     FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
       AND xact_start IS NOT NULL`,
  );
  return horizon;
}

/**
 * One page of a cursor walk over `query` (a builder of one table, which may join others one to
 * one): rows older than the horizon, at or after `updated_since`, before `updated_before`, after
 * the cursor's position,
 * in the keyset order, `limit` of them (100 by default). Never an OFFSET: each page starts
 * in the index where the last one ended, however deep, and rows written meanwhile neither
 * shift nor repeat it.
 */
export async function readCursorPage<E extends ObjectLiteral>(
  query: SelectQueryBuilder<E>,
  order: KeysetOrder,
  sync: SyncQuery,
): Promise<CursorPage<E> & { raw: Record<string, unknown>[] }> {
  const position = sync.cursor === undefined ? null : decodeCursor(sync.cursor, order.list);
  const limit = sync.limit ?? SYNC_PAGE_DEFAULT;
  const horizon = await syncHorizon(query.connection.manager);
  query.andWhere(`${order.at} < CAST(:syncHorizon AS timestamptz)`, { syncHorizon: horizon });
  if (sync.updated_since !== undefined) {
    query.andWhere(`${order.at} >= CAST(:syncSince AS timestamptz)`, { syncSince: sync.updated_since });
  }
  if (sync.updated_before !== undefined) {
    query.andWhere(`${order.at} < CAST(:syncBefore AS timestamptz)`, { syncBefore: sync.updated_before });
  }
  if (position) {
    query.andWhere(`(${order.at}, ${order.id}) > (CAST(:syncAt AS timestamptz), CAST(:syncId AS uuid))`, {
      syncAt: position.at,
      syncId: position.id,
    });
  }
  const { entities, raw } = await query
    .addSelect(microsecondTimeSql(order.at), 'sync_at')
    .addSelect(`${order.id}::text`, 'sync_id')
    .orderBy(order.at, 'ASC')
    .addOrderBy(order.id, 'ASC')
    .limit(limit + 1)
    .getRawAndEntities();
  const more = entities.length > limit;
  const last = raw[Math.min(entities.length, limit) - 1] as { sync_at: string; sync_id: string } | undefined;
  return {
    rows: entities.slice(0, limit),
    raw: raw.slice(0, limit) as Record<string, unknown>[],
    next: more && last ? encodeCursor(order.list, last.sync_at, last.sync_id) : null,
  };
}

/** Whether a list that had no pages is asked for a cursor walk (`limit` alone starts one too). */
export function walksUnpagedList(query: SyncQuery): boolean {
  return isCursorWalk(query) || query.limit !== undefined;
}

/**
 * A list's answer with the cursor of its next page, which sendCursorLinks sends as
 * `Link: <…>; rel="next"` (the body goes as it is: a bare array stays one).
 */
export class CursorAnswer<T> {
  constructor(
    readonly body: T,
    readonly next: string | null,
  ) {}
}

/** The `Link` header's URL: this request's, with the next cursor. */
export function nextLink(url: string, next: string): string {
  const parsed = new URL(url, 'http://shop.invalid');
  parsed.searchParams.set('cursor', next);
  return `<${parsed.pathname}${parsed.search}>; rel="next"`;
}

/**
 * Sends a `CursorAnswer` as its body, with the next page's cursor in the `Link` header: a
 * Fastify hook rather than a Nest interceptor, which put every request of its routes through a
 * chain of RxJS observables (a tenth of the API's CPU time for the admin's order table).
 */
export function sendCursorLinks(instance: FastifyInstance): void {
  instance.addHook('preSerialization', (request, reply, payload, done) => {
    if (!(payload instanceof CursorAnswer)) return done(null, payload);
    if (payload.next !== null) reply.header('Link', nextLink(request.url, payload.next));
    done(null, payload.body);
  });
}

/** The `Link` header, for `@ApiOkResponse({ headers })` of a cursor list. */
export const NEXT_LINK_HEADER = {
  Link: {
    description:
      'On a cursor walk with more rows to come: `<url of the next page>; rel="next"` (the same cursor as `next`)',
    schema: { type: 'string' },
  },
};

/** An answer of a list that walks by cursor, in the one shape of new lists: `{ items, next }`. */
export function cursorItems<T>(items: T[], next: string | null): CursorAnswer<{ items: T[]; next: string | null }> {
  return new CursorAnswer({ items, next }, next);
}
