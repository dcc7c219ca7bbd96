import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
import { MONTH_NAMES, shopYear } from './india-calendar';
import { AdminStatsDto, MonthlyEarningsDto, UserMonthActivityDto, UserStatsDto } from './stats.dto';

const USER_YEAR = shopYearBounds('$3::int');
const REVIEW_YEAR = shopYearBounds('$2::int');

/** Every figure is aggregated by PostgreSQL in one round trip; no order is loaded into memory. */
const SHOP_TOTALS = `
  SELECT
    (SELECT COALESCE(SUM(amount), 0)::text FROM orders WHERE ${EARNING_ORDER}) AS earnings,
    (SELECT count(*) FROM orders)::int AS orders,
    (SELECT count(*) FROM users)::int AS users,
    (SELECT count(*) FROM products)::int AS products,
    (SELECT count(*) FROM reviews)::int AS reviews`;

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
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  async adminStats(year: number = shopYear()): Promise<AdminStatsDto> {
    const [[totals], monthly] = await Promise.all([
      this.dataSource.query<{ earnings: string; orders: number; users: number; products: number; reviews: number }[]>(
        SHOP_TOTALS,
      ),
      this.dataSource.query<{ month: number; earnings: string }[]>(MONTHLY_EARNINGS, [year]),
    ]);
    const earnings = byMonth(monthly);
    const monthlyEarnings: MonthlyEarningsDto[] = MONTH_NAMES.map((name, index) => ({
      month: index + 1,
      name,
      earnings: paiseToRupees(toPaise(earnings.get(index + 1)?.earnings ?? '0')),
    }));
    return {
      totalEarnings: paiseToRupees(toPaise(totals.earnings)),
      totalOrders: totals.orders,
      totalUsers: totals.users,
      totalProducts: totals.products,
      totalReviews: totals.reviews,
      monthlyEarnings,
    };
  }

  async userStats(userId: string): Promise<UserStatsDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    const year = shopYear();
    const [[totals], orderMonths, reviewMonths] = await Promise.all([
      this.dataSource.query<{ payments: string; items: number; reviews: number }[]>(USER_TOTALS, [user.id, user.email]),
      this.dataSource.query<{ month: number; payments: string; orders: number }[]>(USER_MONTHLY_ORDERS, [
        user.id,
        user.email,
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
