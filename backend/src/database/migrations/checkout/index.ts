import type { MigrationInterface } from 'typeorm';
import { Checkout1732000003000 } from './1732000003000-checkout';
import { OrderChanges1733000700003 } from './1733000700003-order-changes';
import { OrderChangesOnce1733001000000 } from './1733001000000-order-changes-once';
import { AdminOrderPages1733001600100 } from './1733001600100-admin-order-pages';
import { PaymentAttempts1733003000010 } from './1733003000010-payment-attempts';
import { Returns1733003000020 } from './1733003000020-returns';
import { OrderSearch1733003000030 } from './1733003000030-order-search';
import { OrderSync1733003000080 } from './1733003000080-order-sync';
import { ReturnPhotoOwners1733003000090 } from './1733003000090-return-photo-owners';
import { ExtraPayments1733003000091 } from './1733003000091-extra-payments';
import { OrderPaymentCounts1733003000097 } from './1733003000097-order-payment-counts';
import { OrderSearchWrittenThrough1733003400000 } from './1733003400000-order-search-written-through';
import { NoOrderChangeCounter1733003400100 } from './1733003400100-no-order-change-counter';
import { OrderSearchSmallPendingList1733003400200 } from './1733003400200-order-search-small-pending-list';

/** Migrations of the checkout area, oldest first. */
export const CHECKOUT_MIGRATIONS: (new () => MigrationInterface)[] = [
  Checkout1732000003000,
  OrderChanges1733000700003,
  OrderChangesOnce1733001000000,
  AdminOrderPages1733001600100,
  PaymentAttempts1733003000010,
  Returns1733003000020,
  OrderSearch1733003000030,
  OrderSync1733003000080,
  ReturnPhotoOwners1733003000090,
  ExtraPayments1733003000091,
  OrderPaymentCounts1733003000097,
  OrderSearchWrittenThrough1733003400000,
  NoOrderChangeCounter1733003400100,
  OrderSearchSmallPendingList1733003400200,
];
