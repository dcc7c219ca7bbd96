import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { prepared } from './prepared';

/** Rows of one entity to insert. */
export interface InsertPart<T extends ObjectLiteral = ObjectLiteral> {
  entity: EntityTarget<T>;
  rows: Partial<T>[];
}

/**
 * A step of the statement written in SQL (an update, a delete, a check): common table
 * expressions, each named `${name}_...`, the last of which gives the rows that come back.
 * Values go in through `value`, which answers the placeholder to write (with its cast).
 */
export interface SqlPart {
  sql(name: string, value: (v: unknown, type: string) => string): string;
  /** The suffix of the expression whose rows come back, as JSON objects of its columns. */
  returns: string;
}

export type WritePart = InsertPart | SqlPart;

/**
 * Per part, per row (in the order given): for an insert, the columns the database filled in
 * (ids, times, defaults); for a SQL part, its rows.
 */
export type Generated = Record<string, unknown>[][];

/**
 * Writes rows of several entities, and SQL steps with them, in one statement (one round trip
 * instead of one per table), as the entities map them. The rows of a part set the same
 * properties; a property they all leave undefined takes its column's default.
 * What comes back for an insert is what TypeORM's `insert` would put in `generatedMaps`.
 * The parts must not depend on each other's results (the parts of one statement see the same
 * snapshot), but a row may refer to one inserted by another part: foreign keys and each
 * table's statement triggers are checked when the statement ends.
 */
export async function writeTogether(manager: EntityManager, parts: WritePart[]): Promise<Generated> {
  // An INSERT needs at least one row: an empty part is a mistake of the caller's.
  if (parts.some((part) => 'rows' in part && part.rows.length === 0))
    throw new Error('writeTogether: a part has no rows');
  const params: unknown[] = [];
  const value = (v: unknown, type: string) => `$${params.push(v)}::${type}`;
  const plans = parts.map((part, index) =>
    'sql' in part ? sqlPlan(part, `part${index}`, value) : insertPlan(manager, part, `part${index}`, value),
  );
  const result = await manager.query<{ part: number; rows: Record<string, unknown>[] | null }[]>(
    // Its text depends only on the parts' tables, columns and SQL, never on the rows: there are
    // only as many statements as kinds of callers.
    prepared(
      `WITH ${plans.map((plan) => plan.sql).join(',\n')}\n` +
        plans.map((plan, index) => `SELECT ${index} AS part, ${plan.select} AS rows`).join('\nUNION ALL '),
    ),
    params,
  );
  const byPart = new Map(result.map((row) => [Number(row.part), row.rows ?? []]));
  return plans.map((plan, index) => (byPart.get(index) ?? []).map(plan.hydrate));
}

interface Plan {
  /** The part's common table expressions. */
  sql: string;
  /** The expression (reading them) that gives its rows as one JSON array. */
  select: string;
  hydrate: (row: Record<string, unknown>) => Record<string, unknown>;
}

type Value = (v: unknown, type: string) => string;

function sqlPlan(part: SqlPart, name: string, value: Value): Plan {
  return {
    sql: part.sql(name, value),
    select: `(SELECT json_agg(r) FROM ${name}_${part.returns} r)`,
    hydrate: (row) => row,
  };
}

function insertPlan(manager: EntityManager, part: InsertPart, name: string, value: Value): Plan {
  const { driver } = manager.connection;
  const metadata = manager.connection.getMetadata(part.entity);
  const columns = unique(metadata.columns.filter((c) => part.rows.some((row) => c.getEntityValue(row) !== undefined)));
  const returning = metadata.getInsertionReturningColumns();
  // One array per column, whatever the number of rows: the statement's text stays the same
  // from one call to the next, so it is prepared once per connection.
  const arrays = columns.map((column) => {
    const type = driver.normalizeType(column);
    if (column.isArray || type === 'enum')
      throw new Error(`writeTogether: ${column.databaseName} cannot go in an array`);
    const values = part.rows.map((row) => {
      const given = column.getEntityValue(row);
      if (given === undefined) throw new Error(`writeTogether: the rows of a part must all set ${column.propertyName}`);
      return driver.preparePersistentValue(given, column);
    });
    return value(values, `${type}[]`);
  });
  const sql = `${name} AS (
      INSERT INTO ${driver.escape(metadata.tableName)}
        (${columns.map((c) => driver.escape(c.databaseName)).join(', ')})
      SELECT * FROM unnest(${arrays.join(', ')})
      RETURNING ${returning.map((c) => driver.escape(c.databaseName)).join(', ')})`;
  // The rows come back as one JSON array, in the order they were inserted; numbers that pg
  // hands over as text (numeric, bigint) stay text, as a separate insert gives them.
  const fields = returning.map((c) => {
    const column = driver.escape(c.databaseName);
    return `'${c.databaseName}', ${AS_TEXT.has(String(c.type)) ? `${column}::text` : column}`;
  });
  return {
    sql,
    select: `(SELECT json_agg(json_build_object(${fields.join(', ')})) FROM ${name})`,
    hydrate: (row) => {
      const generated: Record<string, unknown> = {};
      for (const column of returning) {
        generated[column.propertyName] = driver.prepareHydratedValue(row[column.databaseName], column);
      }
      return generated;
    },
  };
}

/** Column types pg returns as strings (JSON would turn them into numbers). */
const AS_TEXT = new Set(['numeric', 'decimal', 'bigint', 'int8', 'money']);

/** A column mapped by both a property and a relation's join column appears once. */
function unique(columns: ColumnMetadata[]): ColumnMetadata[] {
  const seen = new Set<string>();
  return columns.filter((column) => !seen.has(column.databaseName) && !!seen.add(column.databaseName));
}
