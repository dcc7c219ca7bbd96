import type { MigrationInterface } from 'typeorm';
import { SessionVersions1733000200000 } from './1733000200000-session-versions';
import { PasswordResets1733000200001 } from './1733000200001-password-resets';
import { OrderRequestHash1733000200002 } from './1733000200002-order-request-hash';
import { CouponLimits1733000200003 } from './1733000200003-coupon-limits';
import { IdempotencyKeys1733003000061 } from './1733003000061-idempotency-keys';

/** Migrations of the security hardening (sessions, idempotency, coupon limits), oldest first. */
export const SECURITY_MIGRATIONS: (new () => MigrationInterface)[] = [
  SessionVersions1733000200000,
  PasswordResets1733000200001,
  OrderRequestHash1733000200002,
  CouponLimits1733000200003,
  IdempotencyKeys1733003000061,
];
