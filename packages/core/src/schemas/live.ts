import type { RideStatus } from '../cabs/ride-status.ts';
import type { OrderStatus } from '../orders/order-status.ts';

/**
 * What the account's socket (`GET /api/chat-socket`) pushes besides chat
 * (issue 43): a change to one of the person's orders or rides, for the page
 * that shows it, and to their notifications, for the header's badge. Ids
 * and statuses only: the page reads the rest over HTTP, where the usual
 * access rules apply.
 */
export type LiveEvent =
  /** `status` null: something other than the status changed (the payment). */
  | { type: 'order'; order_id: string; status: OrderStatus | null }
  | { type: 'ride'; ride_id: string; status: RideStatus }
  | { type: 'notifications' };

export const LIVE_EVENT_TYPES: readonly LiveEvent['type'][] = ['order', 'ride', 'notifications'];
