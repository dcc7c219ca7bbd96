import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';

/** A statement the shop sent to PostgreSQL through TypeORM. */
export interface SentSql {
  /** Its text; a prepared statement (database/prepared.ts) carries it as its toString. */
  sql: string;
  params: unknown[];
  /** Sent as a prepared statement, by name. */
  named: boolean;
}

/**
 * The statements sent while `work` runs, in order, that `keep` accepts. `keep` is asked as each
 * one is sent, so it may look at the async context (the shop's timers query meanwhile too).
 */
export async function sentSql(
  work: () => Promise<unknown>,
  keep: (sent: SentSql) => boolean = () => true,
): Promise<SentSql[]> {
  const sent: SentSql[] = [];
  const original = PostgresQueryRunner.prototype.query;
  jest.spyOn(PostgresQueryRunner.prototype, 'query').mockImplementation(function (
    this: PostgresQueryRunner,
    ...args: Parameters<PostgresQueryRunner['query']>
  ) {
    const statement = {
      sql: String(args[0]),
      params: (args[1] as unknown[] | undefined) ?? [],
      named: typeof args[0] !== 'string',
    };
    if (keep(statement)) sent.push(statement);
    return original.apply(this, args);
  });
  try {
    await work();
  } finally {
    jest.restoreAllMocks();
  }
  return sent;
}
