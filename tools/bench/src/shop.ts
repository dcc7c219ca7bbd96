/**
 * The shop's own code, as the API runs it: loaded from its build (backend/dist, made by
 * `npm run build`; `npm run bench` builds what is stale first) and typed by its sources. So the
 * bench is not compiled into the API, and does not compile the shop a second time.
 */
import type * as RateLimit from '@decor-shop/backend/src/common/guards/rate-limit';
import type * as MemoryRateLimit from '@decor-shop/backend/src/common/guards/rate-limit/memory-rate-limit-storage';
import type * as MigratedConnection from '@decor-shop/backend/src/database/migrated-connection';
import type * as Migrations from '@decor-shop/backend/src/database/migrations';
import type * as Catalogue from '@decor-shop/backend/src/database/seed/catalogue';
import type * as UserEntity from '@decor-shop/backend/src/modules/auth/user.entity';
import type * as Users from '@decor-shop/backend/src/modules/auth/users.service';
import type * as EarningsRule from '@decor-shop/backend/src/modules/stats/earnings-rule';
import type * as IndiaCalendar from '@decor-shop/backend/src/common/india-calendar';
import type * as PageViews from '@decor-shop/backend/src/modules/stats/page-views.service';
import type * as Stats from '@decor-shop/backend/src/modules/stats/stats.service';
import type * as Events from '@decor-shop/backend/src/infra/events';

export type { AppConfig } from '@decor-shop/backend/src/config';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const built = (path: string): unknown => require(`@decor-shop/backend/dist/${path}`);

export const { RateLimitService } = built('common/guards/rate-limit') as typeof RateLimit;
export const { MemoryRateLimitStorage } = built(
  'common/guards/rate-limit/memory-rate-limit-storage',
) as typeof MemoryRateLimit;
export const { migratedConnection } = built('database/migrated-connection') as typeof MigratedConnection;
export const { MIGRATIONS } = built('database/migrations') as typeof Migrations;
export const { DEMO_DEAL } = built('database/seed/catalogue') as typeof Catalogue;
export const { User } = built('modules/auth/user.entity') as typeof UserEntity;
export const { UsersService } = built('modules/auth/users.service') as typeof Users;
export const { Transactions } = built('infra/events') as typeof Events;
export const { EARNING_ORDER } = built('modules/stats/earnings-rule') as typeof EarningsRule;
export const { addDays, shopDate, shopYear } = built('common/india-calendar') as typeof IndiaCalendar;
export const { PageViewsService } = built('modules/stats/page-views.service') as typeof PageViews;
export const { MONTHLY_EARNINGS, StatsService } = built('modules/stats/stats.service') as typeof Stats;
