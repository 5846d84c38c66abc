import type { EventBus } from '../../lib/event-bus.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { Notifier } from './notifier.ts';

const customerLink = (orderId: string) => `/order?id=${orderId}`;
const vendorLink = (orderId: string) => `/vendor/orders?id=${orderId}`;

/**
 * What the order events mean for people (ADR 0024: once, on the publishing
 * instance): the customer hears of each change of their order, the vendor
 * of a new order and of a customer's cancellation; in-app always, and by
 * e-mail, SMS and push as each of them chose (the notifier).
 */
export function notifyOrderEvents(deps: {
  events: EventBus;
  repository: Pick<NotificationsRepository, 'orderFacts'>;
  notifier: Notifier;
}) {
  const { repository, notifier } = deps;

  deps.events.onLocal('order.placed', async (event) => {
    const facts =
      event.storeTitle !== undefined
        ? { storeTitle: event.storeTitle, email: event.email ?? null }
        : await repository.orderFacts(event.orderId);
    await notifier.notify([
      ...(event.vendorUserId
        ? [
            {
              userId: event.vendorUserId,
              kind: 'new_order' as const,
              messageKey: 'new_order_received' as const,
              params: { number: event.number, amount: event.total, currency: event.currency },
              link: vendorLink(event.orderId),
            },
          ]
        : []),
      {
        userId: event.userId,
        kind: 'order_placed',
        messageKey: 'order_placed_notice',
        params: { number: event.number, store: facts?.storeTitle ?? '' },
        link: customerLink(event.orderId),
        fallbackEmail: facts?.email ?? null,
      },
    ]);
  });

  deps.events.onLocal('order.status_changed', async (event) => {
    const cancelledByCustomer = event.actor === 'customer' && event.to === 'cancelled';
    const facts = await repository.orderFacts(event.orderId);
    await notifier.notify([
      {
        userId: event.userId,
        kind: 'order_status',
        messageKey: 'order_status_changed',
        params: { number: event.number, status: event.to },
        link: customerLink(event.orderId),
        fallbackEmail: facts?.email ?? null,
      },
      ...(cancelledByCustomer && event.vendorUserId
        ? [
            {
              userId: event.vendorUserId,
              kind: 'order_cancelled' as const,
              messageKey: 'order_cancelled_by_customer' as const,
              params: { number: event.number },
              link: vendorLink(event.orderId),
            },
          ]
        : []),
    ]);
  });

  deps.events.onLocal('order.paid', async (event) => {
    const facts = await repository.orderFacts(event.orderId);
    await notifier.notify([
      {
        userId: event.userId,
        kind: 'order_paid',
        messageKey: 'order_paid_notice',
        params: { number: event.number },
        link: customerLink(event.orderId),
        fallbackEmail: facts?.email ?? null,
      },
    ]);
  });
}
