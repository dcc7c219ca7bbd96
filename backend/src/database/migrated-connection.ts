import { DataSource } from 'typeorm';
import { MIGRATIONS } from './migrations';

/**
 * A connection (one) to the database at `url` once every migration has been applied to it, as the
 * shop's boot applies them; the caller destroys it.
 */
export async function migratedConnection(url: string): Promise<DataSource> {
  const connection = new DataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    extra: { max: 1 },
  });
  await connection.initialize();
  try {
    await connection.runMigrations();
  } catch (error) {
    await connection.destroy();
    throw error;
  }
  return connection;
}
