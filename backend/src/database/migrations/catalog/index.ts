import type { MigrationInterface } from 'typeorm';
import { Catalogue1732000002000 } from './1732000002000-catalogue';

/** Migrations of the catalog area, oldest first. */
export const CATALOG_MIGRATIONS: (new () => MigrationInterface)[] = [Catalogue1732000002000];
