import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { prepared } from './prepared';

/** Rows of one entity to insert. */
export interface InsertPart<T extends ObjectLiteral = ObjectLiteral> {
  entity: EntityTarget<T>;
  rows: Partial<T>[];
  /** A row that meets a unique key already taken is skipped (and returns nothing), as `orIgnore()`. */
  skipConflicts?: boolean;
}

/**
 * Per part, per row (in the order given): the columns the database filled in (ids, times,
 * defaults). A part that skips conflicts has only the rows it inserted.
 */
export type Generated = Record<string, unknown>[][];

/**
 * Inserts rows of several entities in one statement (one round trip instead of one per
 * table), as the entities map them. The rows of a part set the same properties; a property
 * they all leave undefined takes its column's default.
 * What comes back is what TypeORM's `insert` would put in `generatedMaps`, per part and row.
 * The rows must not depend on each other's generated values (the parts of one statement
 * see the same snapshot); each table's statement triggers fire once, when the statement ends.
 */
export async function insertTogether(manager: EntityManager, parts: InsertPart[]): Promise<Generated> {
  // An INSERT needs at least one row: an empty part is a mistake of the caller's.
  if (parts.some((part) => part.rows.length === 0)) throw new Error('insertTogether: a part has no rows');
  const { driver } = manager.connection;
  const params: unknown[] = [];
  const plans = parts.map((part, index) => {
    const metadata = manager.connection.getMetadata(part.entity);
    const columns = unique(
      metadata.columns.filter((c) => part.rows.some((row) => c.getEntityValue(row) !== undefined)),
    );
    const returning = metadata.getInsertionReturningColumns();
    // One array per column, whatever the number of rows: the statement's text stays the same
    // from one call to the next, so it is prepared once per connection.
    const arrays = columns.map((column) => {
      const type = driver.normalizeType(column);
      if (column.isArray || type === 'enum')
        throw new Error(`insertTogether: ${column.databaseName} cannot go in an array`);
      const values = part.rows.map((row) => {
        const value = column.getEntityValue(row);
        if (value === undefined)
          throw new Error(`insertTogether: the rows of a part must all set ${column.propertyName}`);
        return driver.preparePersistentValue(value, column);
      });
      return `$${params.push(values)}::${type}[]`;
    });
    const sql = `part${index} AS (
      INSERT INTO ${driver.escape(metadata.tableName)}
        (${columns.map((c) => driver.escape(c.databaseName)).join(', ')})
      SELECT * FROM unnest(${arrays.join(', ')})${part.skipConflicts ? '\n      ON CONFLICT DO NOTHING' : ''}
      RETURNING ${returning.map((c) => driver.escape(c.databaseName)).join(', ')})`;
    return { sql, returning };
  });
  // Each part's rows come back as one JSON array, in the order they were inserted; numbers
  // that pg hands over as text (numeric, bigint) stay text, as a separate insert gives them.
  const selects = plans.map(({ returning }, index) => {
    const fields = returning.map((c) => {
      const name = driver.escape(c.databaseName);
      return `'${c.databaseName}', ${AS_TEXT.has(String(c.type)) ? `${name}::text` : name}`;
    });
    return `SELECT ${index} AS part, json_agg(json_build_object(${fields.join(', ')})) AS rows FROM part${index}`;
  });
  const result = await manager.query<{ part: number; rows: Record<string, unknown>[] | null }[]>(
    // Its text depends only on the parts' tables, columns and conflict handling, never on the
    // rows: there are only as many statements as kinds of callers.
    prepared(`WITH ${plans.map((plan) => plan.sql).join(',\n')}\n${selects.join('\nUNION ALL ')}`),
    params,
  );
  const byPart = new Map(result.map((row) => [Number(row.part), row.rows ?? []]));
  return plans.map((plan, index) =>
    (byPart.get(index) ?? []).map((row) => {
      const generated: Record<string, unknown> = {};
      for (const column of plan.returning) {
        generated[column.propertyName] = driver.prepareHydratedValue(row[column.databaseName], column);
      }
      return generated;
    }),
  );
}

/** Column types pg returns as strings (JSON would turn them into numbers). */
const AS_TEXT = new Set(['numeric', 'decimal', 'bigint', 'int8', 'money']);

/** A column mapped by both a property and a relation's join column appears once. */
function unique(columns: ColumnMetadata[]): ColumnMetadata[] {
  const seen = new Set<string>();
  return columns.filter((column) => !seen.has(column.databaseName) && !!seen.add(column.databaseName));
}
