import type { MigrationInterface } from 'typeorm';
import { Stock1733000300000 } from './1733000300000-stock';
import { Shipments1733000300100 } from './1733000300100-shipments';
import { StockCountsWithoutIndex1733001300000 } from './1733001300000-stock-counts-without-index';
import { StockHistoryOrder1733001300100 } from './1733001300100-stock-history-order';

/** Migrations of stock and shipping (timestamps 17330003xxxxx and 17330013xxxxx), oldest first. */
export const FULFILMENT_MIGRATIONS: (new () => MigrationInterface)[] = [
  Stock1733000300000,
  Shipments1733000300100,
  StockCountsWithoutIndex1733001300000,
  StockHistoryOrder1733001300100,
];
