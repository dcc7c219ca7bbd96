import type { MigrationInterface } from 'typeorm';
import { PageViewsDaily1732000004001 } from './1732000004001-page-views-daily';

/** Migrations of the stats area, oldest first. */
export const STATS_MIGRATIONS: (new () => MigrationInterface)[] = [PageViewsDaily1732000004001];
