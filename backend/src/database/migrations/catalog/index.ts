import type { MigrationInterface } from 'typeorm';

/** Migrations of the catalog area, oldest first. */
export const CATALOG_MIGRATIONS: (new () => MigrationInterface)[] = [];
