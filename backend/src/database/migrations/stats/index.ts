import type { MigrationInterface } from 'typeorm';
import { PageViewsDaily1732000004001 } from './1732000004001-page-views-daily';
import { EarningsIndex1732000004002 } from './1732000004002-earnings-index';
import { ShopCounters1733000700000 } from './1733000700000-shop-counters';
import { CounterSlots1733003500000 } from './1733003500000-counter-slots';

/** Migrations of the stats area, oldest first. */
export const STATS_MIGRATIONS: (new () => MigrationInterface)[] = [
  PageViewsDaily1732000004001,
  EarningsIndex1732000004002,
  ShopCounters1733000700000,
  CounterSlots1733003500000,
];
