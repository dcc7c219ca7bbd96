import type { MigrationInterface } from 'typeorm';
import { Webhooks1733000800000 } from './1733000800000-webhooks';

/** Migrations of outgoing webhooks (timestamps 17330008xxxxx), oldest first. */
export const WEBHOOK_MIGRATIONS: (new () => MigrationInterface)[] = [Webhooks1733000800000];
