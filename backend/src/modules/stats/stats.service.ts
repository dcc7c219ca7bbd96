import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { batchOf } from '../../common/concurrency/batch-of';
import { prepared } from '../../database/prepared';
import { paiseToRupees, toPaise } from '../../common/money';
import { UsersService } from '../auth/users.service';
import {
  EARNING_ORDER,
  ORDERS_OF_USER,
  PAID_BY_SHOPPER,
  SHOP_MONTH,
  shopMonthBounds,
  shopYearBounds,
} from './earnings-rule';
import { MONTH_NAMES, shopYear } from '../../common/india-calendar';
import { AdminStatsDto, MonthlyEarningsDto, UserMonthActivityDto, UserStatsDto } from './stats.dto';

const USER_YEAR = shopYearBounds('$2::int');
const REVIEW_YEAR = shopYearBounds('$2::int');

/**
 * The dashboard's figures for each of the years $1 (a row each, in their order) in one round
 * trip, from the counters the database keeps current (migration 1733000700000): a few dozen rows
 * whatever the number of orders. Prepared: planning it cost PostgreSQL more than running it.
 */
const SHOP_FIGURES = prepared(`
  SELECT
    (SELECT json_object_agg(name, total) FROM (
       SELECT name, sum(value)::bigint AS total FROM shop_counters
       WHERE name IN ('earnings', 'orders', 'users', 'products', 'reviews') GROUP BY name) AS c) AS totals,
    (SELECT json_object_agg(month, paise) FROM (
       SELECT EXTRACT(MONTH FROM month)::int AS month, sum(earnings_paise)::bigint AS paise FROM shop_monthly_earnings
       WHERE month >= make_date(y.year, 1, 1) AND month < make_date(y.year + 1, 1, 1) GROUP BY 1) AS m) AS monthly
  FROM unnest($1::int[]) WITH ORDINALITY AS y(year, n)
  ORDER BY y.n`);

type ShopFigures = { totals: Record<string, string | number> | null; monthly: Record<string, string | number> | null };

const MONTH = shopMonthBounds('$1::int', 'month');

/**
 * One range sum per India month: each is an index-only scan of the partial earnings index
 * between two constant bounds, with no per-row time-zone conversion or grouping (four times
 * faster than grouping a year's orders by month, see npm run bench).
 */
export const MONTHLY_EARNINGS = `
  SELECT month, (
    SELECT COALESCE(SUM(amount), 0) FROM orders
    WHERE created_at >= ${MONTH.start} AND created_at < ${MONTH.end} AND ${EARNING_ORDER}
  )::text AS earnings
  FROM generate_series(1, 12) AS month`;

const USER_TOTALS = `
  WITH counted AS (SELECT id, amount FROM orders WHERE ${ORDERS_OF_USER} AND ${PAID_BY_SHOPPER})
  SELECT
    (SELECT COALESCE(SUM(amount), 0)::text FROM counted) AS payments,
    (SELECT COALESCE(SUM(quantity), 0) FROM order_items WHERE order_id IN (SELECT id FROM counted))::int AS items,
    (SELECT count(*) FROM reviews WHERE user_id = $1)::int AS reviews`;

const USER_MONTHLY_ORDERS = `
  SELECT ${SHOP_MONTH} AS month,
         COALESCE(SUM(amount) FILTER (WHERE ${PAID_BY_SHOPPER}), 0)::text AS payments,
         count(*)::int AS orders
  FROM orders
  WHERE ${ORDERS_OF_USER} AND status <> 'cancelled'
    AND created_at >= ${USER_YEAR.start} AND created_at < ${USER_YEAR.end}
  GROUP BY 1`;

const USER_MONTHLY_REVIEWS = `
  SELECT ${SHOP_MONTH} AS month, count(*)::int AS reviews
  FROM reviews
  WHERE user_id = $1 AND created_at >= ${REVIEW_YEAR.start} AND created_at < ${REVIEW_YEAR.end}
  GROUP BY 1`;

function byMonth<T extends { month: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((row) => [Number(row.month), row]));
}

/** Read-only reporting over the orders, order_items, reviews, products and users tables. */
@Injectable()
export class StatsService {
  /**
   * The dashboards asked in one turn of the event loop are read by one statement, each year
   * once: every answer is still read after its request came.
   */
  private readonly figures = batchOf<number, ShopFigures>(async (asked) => {
    const years = [...new Set(asked)];
    const rows = await this.dataSource.query<ShopFigures[]>(SHOP_FIGURES, [years]);
    return asked.map((year) => rows[years.indexOf(year)]);
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  async adminStats(year: number = shopYear()): Promise<AdminStatsDto> {
    const { totals, monthly } = await this.figures.load(year);
    const total = (name: string) => Number(totals?.[name] ?? 0);
    const monthlyEarnings: MonthlyEarningsDto[] = MONTH_NAMES.map((name, index) => ({
      month: index + 1,
      name,
      earnings: paiseToRupees(Number(monthly?.[String(index + 1)] ?? 0)),
    }));
    return {
      totalEarnings: paiseToRupees(total('earnings')),
      totalOrders: total('orders'),
      totalUsers: total('users'),
      totalProducts: total('products'),
      totalReviews: total('reviews'),
      monthlyEarnings,
    };
  }

  async userStats(userId: string): Promise<UserStatsDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    const year = shopYear();
    const [[totals], orderMonths, reviewMonths] = await Promise.all([
      this.dataSource.query<{ payments: string; items: number; reviews: number }[]>(USER_TOTALS, [user.id]),
      this.dataSource.query<{ month: number; payments: string; orders: number }[]>(USER_MONTHLY_ORDERS, [
        user.id,
        year,
      ]),
      this.dataSource.query<{ month: number; reviews: number }[]>(USER_MONTHLY_REVIEWS, [user.id, year]),
    ]);
    const orders = byMonth(orderMonths);
    const reviews = byMonth(reviewMonths);
    const monthly: UserMonthActivityDto[] = MONTH_NAMES.map((month, index) => ({
      month,
      payments: paiseToRupees(toPaise(orders.get(index + 1)?.payments ?? '0')),
      orders: orders.get(index + 1)?.orders ?? 0,
      reviews: reviews.get(index + 1)?.reviews ?? 0,
    }));
    return {
      totalPayments: paiseToRupees(toPaise(totals.payments)),
      totalReviews: totals.reviews,
      totalPurchasedProducts: totals.items,
      monthly,
    };
  }
}
