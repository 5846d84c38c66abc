import type { OrderDetail, OrderSummary } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLiveList, useLiveStatus } from '~/lib/live-updates.ts';
import { withStatus, type OrderViewer } from './live-order.ts';

/**
 * The order an open page shows, kept live (issue 43): a status change pushed
 * over the account socket shows at once with only the actions core's
 * transition table allows from it, and the page's data is read again.
 */
export function useLiveOrder(order: OrderDetail, viewer: OrderViewer): OrderDetail {
  const { t } = useTranslation('orders');
  const status = useLiveStatus('order', order);
  return withStatus(order, status, viewer, (next) => t(`status.${next}`));
}

/** An open list of orders reads its data again when one of them changes (or after a reconnect). */
export function useLiveOrderList(orders: readonly OrderSummary[]): void {
  useLiveList('order', orders);
}
