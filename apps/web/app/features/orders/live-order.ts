import { nextStatuses, type OrderStatus } from '@bedesten/core/orders/order-status';
import type { OrderDetail } from '@bedesten/core/schemas/orders';

/** Who looks at an order page: its customer, or the store's owner in the vendor panel. */
export type OrderViewer = 'customer' | 'vendor';

/** What `viewer` may move an order in `status` to: core's transition table, nothing else. */
export function orderMoves(
  status: OrderStatus,
  viewer: OrderViewer,
  fulfilment: OrderDetail['fulfilment'],
): OrderStatus[] {
  return nextStatuses(status, viewer, fulfilment);
}

/**
 * The order as a page shows it once a live event moved it to `status`
 * (issue 43): the status, its label, and only the moves core's transition
 * table allows `viewer` from there, so a Cancel that is no longer allowed
 * goes at once. The rest (timeline, payment) follows with the page's data,
 * which the same event reads again.
 */
export function withStatus(
  order: OrderDetail,
  status: OrderStatus,
  viewer: OrderViewer,
  label: (status: OrderStatus) => string,
): OrderDetail {
  if (status === order.status) return order;
  const next = orderMoves(status, viewer, order.fulfilment);
  return {
    ...order,
    status,
    status_label: label(status),
    next_statuses: next,
    can_cancel: next.includes('cancelled'),
    payment: { ...order.payment, can_mark_paid: order.payment.can_mark_paid && status !== 'cancelled' },
  };
}
