import type { MigrationInterface } from 'typeorm';

/** Migrations of the stats area, oldest first. */
export const STATS_MIGRATIONS: (new () => MigrationInterface)[] = [];
