import type { MigrationInterface } from 'typeorm';

/** Migrations of the auth area, oldest first. */
export const AUTH_MIGRATIONS: (new () => MigrationInterface)[] = [];
