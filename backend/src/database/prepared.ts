import { createHash } from 'node:crypto';

/** The statements made so far in this process, by text: one object, and one hash, per text. */
const made = new Map<string, string>();

/**
 * A statement PostgreSQL parses and plans once per connection instead of on every call: for
 * the statements every cart change and checkout runs, planning cost about as much of the
 * database's time as running them. Pass it where SQL text goes (`manager.query`,
 * `repository.query`): TypeORM hands it on to node-postgres unchanged, which prepares a query
 * that has a name on each connection the first time it runs there. Its text is its `toString`,
 * so logs and errors show the SQL.
 *
 * Only for SQL text that is the same on every call (values go in parameters): one name per
 * text, and each connection keeps every statement it prepared. Asking again for a text made
 * before answers the statement made then.
 */
export function prepared(text: string): string {
  const known = made.get(text);
  if (known) return known;
  const statement = { name: `shop_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, text };
  Object.defineProperty(statement, 'toString', { value: () => text });
  // The type of what it stands for: the query methods take SQL text.
  const asText = statement as unknown as string;
  made.set(text, asText);
  return asText;
}

/** Every statement made so far, for the query-plan test (each must keep to indexes in its generic plan). */
export function preparedStatements(): string[] {
  return [...made.keys()];
}
