import type { MigrationInterface } from 'typeorm';
import { Webhooks1733000800000 } from './1733000800000-webhooks';
import { WebhookApiVersion1733003000060 } from './1733003000060-webhook-api-version';

/** Migrations of outgoing webhooks (timestamps 17330008xxxxx and 17330030000x0), oldest first. */
export const WEBHOOK_MIGRATIONS: (new () => MigrationInterface)[] = [
  Webhooks1733000800000,
  WebhookApiVersion1733003000060,
];
