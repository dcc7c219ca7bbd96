import { Client } from 'pg';

/** Runs one statement on the server itself (the database its URL names), e.g. to create or drop a database. */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
