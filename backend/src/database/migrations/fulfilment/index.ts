import type { MigrationInterface } from 'typeorm';
import { Stock1733000300000 } from './1733000300000-stock';
import { Shipments1733000300100 } from './1733000300100-shipments';

/** Migrations of stock and shipping (timestamps 17330003xxxxx), oldest first. */
export const FULFILMENT_MIGRATIONS: (new () => MigrationInterface)[] = [Stock1733000300000, Shipments1733000300100];
