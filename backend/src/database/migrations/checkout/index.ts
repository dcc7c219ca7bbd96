import type { MigrationInterface } from 'typeorm';

/** Migrations of the checkout area, oldest first. */
export const CHECKOUT_MIGRATIONS: (new () => MigrationInterface)[] = [];
