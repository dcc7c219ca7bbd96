import type { MigrationInterface } from 'typeorm';
import { PageViewsDaily1732000004001 } from './1732000004001-page-views-daily';
import { EarningsIndex1732000004002 } from './1732000004002-earnings-index';

/** Migrations of the stats area, oldest first. */
export const STATS_MIGRATIONS: (new () => MigrationInterface)[] = [
  PageViewsDaily1732000004001,
  EarningsIndex1732000004002,
];
