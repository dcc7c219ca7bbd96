import type { MigrationInterface } from 'typeorm';
import { ShopSettings1733003000040 } from './1733003000040-shop-settings';
import { ShopSocialLinks1733003000092 } from './1733003000092-shop-social-links';

/** Migrations of the shop's settings (timestamps 17330030000xx), oldest first. */
export const SETTINGS_MIGRATIONS: (new () => MigrationInterface)[] = [
  ShopSettings1733003000040,
  ShopSocialLinks1733003000092,
];
