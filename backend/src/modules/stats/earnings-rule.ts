/**
 * Which orders count as money, in SQL over the `orders` table (read-only reporting).
 *
 * Shop earnings (admin): an order earns its amount unless it is cancelled, when it has been
 * paid (any method), or when it is cash on delivery still to be collected. Unpaid, failed
 * or refunded UPI orders and refunded orders never count.
 *
 * A shopper's payments: the same orders, except that cash on delivery counts only once the
 * order is delivered (status 'completed'), since only then has the shopper handed over the
 * money. So a shopper's total is always part of the shop's earnings.
 *
 * The partial index orders_earnings_created_idx (stats migration 1732000004002) is declared
 * with EARNING_ORDER's exact text: PostgreSQL only uses it when the query repeats it.
 */
export const EARNING_ORDER = `status <> 'cancelled' AND (payment_status = 'paid' OR (payment_method = 'COD' AND payment_status = 'unpaid'))`;

export const PAID_BY_SHOPPER = `${EARNING_ORDER} AND (payment_status = 'paid' OR status = 'completed')`;

/**
 * The orders of the user $1. By account id only: the orders of a deleted account (user_id
 * NULL) never come back to whoever registers its e-mail again.
 */
export const ORDERS_OF_USER = `user_id = $1`;

/** [start, end) of the India year in parameter `year`, as bounds an index on created_at can use. */
export function shopYearBounds(year: string): { start: string; end: string } {
  return {
    start: `make_timestamptz(${year}, 1, 1, 0, 0, 0, 'Asia/Kolkata')`,
    end: `make_timestamptz(${year} + 1, 1, 1, 0, 0, 0, 'Asia/Kolkata')`,
  };
}

/**
 * [start, end) of India month `month` (1-12) of `year`. The end is built, not computed as
 * start + 1 month, because interval arithmetic would run in the session's time zone.
 */
export function shopMonthBounds(year: string, month: string): { start: string; end: string } {
  return {
    start: `make_timestamptz(${year}, ${month}, 1, 0, 0, 0, 'Asia/Kolkata')`,
    end: `make_timestamptz(${year} + ${month} / 12, ${month} % 12 + 1, 1, 0, 0, 0, 'Asia/Kolkata')`,
  };
}

/** The India month (1-12) of created_at. */
export const SHOP_MONTH = `EXTRACT(MONTH FROM created_at AT TIME ZONE 'Asia/Kolkata')::int`;
