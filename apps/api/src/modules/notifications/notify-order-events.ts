import type { DomainEvent, EventBus } from '../../lib/event-bus.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { Notice, Notifier } from './notifier.ts';

type Of<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;

const customerLink = (orderId: string) => `/order?id=${orderId}`;
const vendorLink = (orderId: string) => `/vendor/orders?id=${orderId}`;

/**
 * What the order events mean for people (ADR 0024: once, on the publishing
 * instance): the customer hears of each change of their order, the vendor
 * of a new order and of a customer's cancellation; in-app always, and by
 * e-mail, SMS and push as each of them chose (the notifier). Each event's
 * notices are durable (ADR 0087): when the read of the order's facts or the
 * in-app write fails, the notifier tries them again in the background.
 */
export function notifyOrderEvents(deps: {
  events: EventBus;
  repository: Pick<NotificationsRepository, 'orderFacts'>;
  notifier: Notifier;
}) {
  const { repository, notifier } = deps;

  const placed = notifier.durable<Of<'order.placed'>>('order.placed', async (event): Promise<Notice[]> => {
    const facts =
      event.storeTitle !== undefined
        ? { storeTitle: event.storeTitle, email: event.email ?? null }
        : await repository.orderFacts(event.orderId);
    return [
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
    ];
  });

  const statusChanged = notifier.durable<Of<'order.status_changed'>>(
    'order.status_changed',
    async (event): Promise<Notice[]> => {
      const cancelledByCustomer = event.actor === 'customer' && event.to === 'cancelled';
      const facts = await repository.orderFacts(event.orderId);
      return [
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
      ];
    },
  );

  const paid = notifier.durable<Of<'order.paid'>>('order.paid', async (event): Promise<Notice[]> => {
    const facts = await repository.orderFacts(event.orderId);
    return [
      {
        userId: event.userId,
        kind: 'order_paid',
        messageKey: 'order_paid_notice',
        params: { number: event.number },
        link: customerLink(event.orderId),
        fallbackEmail: facts?.email ?? null,
      },
    ];
  });

  deps.events.onLocal('order.placed', placed);
  deps.events.onLocal('order.status_changed', statusChanged);
  deps.events.onLocal('order.paid', paid);
}
