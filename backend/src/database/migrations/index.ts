import { Foundation1732000000000 } from './1732000000000-foundation';
import { AppState1732000000001 } from './1732000000001-app-state';
import { TimeOrderedIds1733001200000 } from './1733001200000-time-ordered-ids';
import { SyncKeysets1733003000070 } from './1733003000070-sync-keysets';
import { AUTH_MIGRATIONS } from './auth';
import { BILLING_MIGRATIONS } from './billing';
import { CATALOG_MIGRATIONS } from './catalog';
import { CHECKOUT_MIGRATIONS } from './checkout';
import { FULFILMENT_MIGRATIONS } from './fulfilment';
import { SECURITY_MIGRATIONS } from './security';
import { SETTINGS_MIGRATIONS } from './settings';
import { STATS_MIGRATIONS } from './stats';
import { WEBHOOK_MIGRATIONS } from './webhooks';

/**
 * Every migration. Each area keeps its own list (timestamps: auth 1732000001xxx and 17330009xxxxx, catalog
 * 1732000002xxx, 17330011xxxxx, 17330015xxxxx, 17330016000xx, 17330032xxxxx and 17330033xxxxx, checkout 1732000003xxx, 17330010xxxxx, 17330014xxxxx, 17330016001xx, 17330030000xx (to 1733003000097) and 17330034xxxxx, stats 1732000004xxx and 17330035xxxxx, fulfilment 17330003xxxxx and 17330013xxxxx,
 * billing 17330004xxxxx, security 17330002xxxxx, webhooks 17330008xxxxx, settings 17330030000xx (to 1733003000092); those of every area live here, as the sync keysets' 1733003000070); TypeORM runs them
 * by timestamp.
 */
export const MIGRATIONS = [
  Foundation1732000000000,
  AppState1732000000001,
  ...AUTH_MIGRATIONS,
  ...CATALOG_MIGRATIONS,
  ...CHECKOUT_MIGRATIONS,
  ...STATS_MIGRATIONS,
  ...FULFILMENT_MIGRATIONS,
  ...BILLING_MIGRATIONS,
  ...SECURITY_MIGRATIONS,
  ...WEBHOOK_MIGRATIONS,
  ...SETTINGS_MIGRATIONS,
  TimeOrderedIds1733001200000,
  SyncKeysets1733003000070,
];
