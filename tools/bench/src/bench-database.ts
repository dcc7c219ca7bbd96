import { randomBytes } from 'node:crypto';
import { DataSource, DataSourceOptions } from 'typeorm';
import { onServer } from './on-server';
import { MIGRATIONS } from './shop';

export interface BenchDatabase {
  dataSource: DataSource;
  name: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database with the shop's schema, migrated exactly as the shop migrates at boot.
 * One connection, so session settings (the full-scan baselines) apply to every query.
 */
export async function createBenchDatabase(
  serverUrl: string,
  entities: DataSourceOptions['entities'],
): Promise<BenchDatabase> {
  const name = `shop_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataSource = new DataSource({
    type: 'postgres',
    url: url.toString(),
    entities,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    extra: { max: 1 },
    logging: ['error'],
  });
  const drop = async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
  } catch (err) {
    await drop();
    throw err;
  }
  return { dataSource, name, drop };
}
