/**
 * How the vendor's sales figures are counted (transactions, report,
 * dashboard). SPEC.md §3 names the figures but not their rules; these are
 * ours, and the report page says them in words too.
 *
 * Decision (issue 5, vendor sales):
 * - A **transaction** is an order's payment. Every order that is not
 *   cancelled has one: "paid" when its payment_status is `paid`, otherwise
 *   "unpaid" (pending card payments, cash not yet collected, bank transfers
 *   not yet confirmed). Cancelled orders are left out: nothing is owed.
 *   "Completed" counts the paid ones, "pending" the unpaid ones.
 * - **Sales** are money the store has earned: the `order_total` of orders
 *   that are not cancelled and are paid or delivered (a delivered cash order
 *   has been paid at the door even when nobody has marked it yet). Counting
 *   every non-cancelled order would report as sold what may still be
 *   cancelled or never paid.
 * - **Orders** count every order placed that is not cancelled: the demand.
 * - **Average order value** is sales divided by the orders behind them.
 * - Figures fall in the day, week (Monday first) or month the order was
 *   placed, in the deployment's time zone (SALES_TIME_ZONE), not UTC: an
 *   order placed at 01:00 in Nicosia belongs to that day there.
 * - **Top products** rank the lines of those same sold orders by quantity and
 *   by revenue (selling price × quantity, before a coupon, which applies to
 *   the whole order).
 */

export const SALES_TIME_ZONE = 'Europe/Nicosia';

export type SalesOrderStatus = 'placed' | 'accepted' | 'packed' | 'dispatched' | 'delivered' | 'cancelled';
export type SalesPaymentStatus = 'unpaid' | 'pending' | 'awaiting_payment' | 'paid' | 'failed' | 'refunded';

/** SPEC.md §3 Transaction status of an order's payment. */
export function transactionStatus(paymentStatus: SalesPaymentStatus): 'paid' | 'unpaid' {
  return paymentStatus === 'paid' ? 'paid' : 'unpaid';
}

/** Whether an order counts towards sales (see above). */
export function isSale(order: { status: SalesOrderStatus; payment_status: SalesPaymentStatus }): boolean {
  if (order.status === 'cancelled') return false;
  return order.payment_status === 'paid' || order.status === 'delivered';
}

/** Statuses of orders the store still has to deal with (the dashboard's "pending orders"). */
export const OPEN_ORDER_STATUSES = ['placed', 'accepted', 'packed', 'dispatched'] as const;

/** Whole minor units, rounded half up; 0 when there is nothing to divide. */
export function averageOf(total: number, count: number): number {
  return count > 0 ? Math.round(total / count) : 0;
}
