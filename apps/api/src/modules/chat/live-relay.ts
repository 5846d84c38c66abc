import type { OrderStatus } from '@bedesten/core/orders/order-status';
import type { EventBus } from '../../lib/event-bus.ts';
import type { ChatHub } from './chat-hub.ts';

/**
 * The account socket carries more than chat (issue 43): each instance pushes
 * to the sockets it holds a change of an order (to its customer and its
 * store's owner), of a ride (to its customer and the drivers the event
 * names) and of someone's notifications (to them). The events come from the
 * bus, so through Redis from any instance, or in process without it; only
 * the accounts an event names hear it, and they hear ids and statuses only.
 */
export function relayLiveEvents(events: EventBus, hub: Pick<ChatHub, 'push'>): void {
  events.onEveryInstance('order.status_changed', (event) =>
    hub.push([event.userId, event.vendorUserId], {
      type: 'order',
      order_id: event.orderId,
      // The ledger publishes only statuses of core's table.
      status: event.to as OrderStatus,
    }),
  );
  events.onEveryInstance('order.paid', (event) =>
    hub.push([event.userId, event.vendorUserId], { type: 'order', order_id: event.orderId, status: null }),
  );
  events.onEveryInstance('ride.status_changed', (event) =>
    hub.push([event.customerUserId, ...event.driverUserIds], {
      type: 'ride',
      ride_id: event.rideId,
      status: event.status,
    }),
  );
  events.onEveryInstance('notifications.changed', (event) => hub.push(event.userIds, { type: 'notifications' }));
}
