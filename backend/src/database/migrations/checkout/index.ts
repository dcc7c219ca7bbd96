import type { MigrationInterface } from 'typeorm';
import { Checkout1732000003000 } from './1732000003000-checkout';

/** Migrations of the checkout area, oldest first. */
export const CHECKOUT_MIGRATIONS: (new () => MigrationInterface)[] = [Checkout1732000003000];
