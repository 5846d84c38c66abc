import type { DomainEvent, EventBus } from '../../lib/event-bus.ts';
import { RELEASE_REASON } from '../orders/order-ledger-hold.ts';
import { bankTransferEmail } from './bank-transfer-email.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { Notice, Notifier } from './notifier.ts';

type Of<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;

const customerLink = (orderId: string) => `/order?id=${orderId}`;
const vendorLink = (orderId: string) => `/vendor/orders?id=${orderId}`;

/**
 * How long after an order's first status change its status e-mail (and
 * SMS) goes: a vendor clicking accepted, packed, dispatched within minutes
 * sends one message with the last of them, not three.
 */
export const ORDER_STATUS_EMAIL_DELAY_MS = 3 * 60_000;

/**
 * What the order events mean for people (ADR 0024: once, on the publishing
 * instance): the customer hears of each change of their order (of a
 * declined card's time-out through the release's own notice), the vendor
 * of a new order and of a customer's cancellation; in-app always, and by
 * e-mail, SMS and push as each of them chose (the notifier). Their e-mails
 * show the order (items, totals, address, what happens next). Each event's
 * notices are durable (ADR 0087): when the read of the order or the in-app
 * write fails, the notifier tries them again in the background.
 *
 * A status change is in-app and pushed at once; its e-mail and SMS wait
 * ORDER_STATUS_EMAIL_DELAY_MS in a job keyed by the order, and tell the
 * status the order has reached by then: at most one per order per few minutes.
 */
export function notifyOrderEvents(deps: {
  events: EventBus;
  repository: Pick<NotificationsRepository, 'orderMail'>;
  notifier: Notifier;
}) {
  const { repository, notifier } = deps;

  const placed = notifier.durable<Of<'order.placed'>>('order.placed', async (event): Promise<Notice[]> => {
    const order = await repository.orderMail(event.orderId);
    const storeTitle = event.storeTitle ?? order?.facts.store.title ?? '';
    return [
      ...(event.vendorUserId
        ? [
            {
              userId: event.vendorUserId,
              kind: 'new_order' as const,
              messageKey: 'new_order_received' as const,
              params: { number: event.number, amount: event.total, currency: event.currency },
              link: vendorLink(event.orderId),
              ...(order ? { mail: { ...order.facts, audience: 'vendor' as const, event: 'placed' as const } } : {}),
            },
          ]
        : []),
      {
        userId: event.userId,
        kind: 'order_placed',
        messageKey: 'order_placed_notice',
        params: { number: event.number, store: storeTitle },
        link: customerLink(event.orderId),
        fallbackEmail: event.email ?? order?.email ?? null,
        ...bankTransferEmail(event.bank_transfer, storeTitle),
        ...(order
          ? {
              mail: {
                ...order.facts,
                audience: 'customer' as const,
                event: 'placed' as const,
                bank_transfer: event.bank_transfer ?? null,
              },
            }
          : {}),
      },
    ];
  });

  // The e-mail and SMS of the status changes of the last few minutes: one, with the order as it is now.
  const statusEmail = notifier.debounced<{ orderId: string; userId: string }>(
    'order.status_email',
    async ({ orderId, userId }): Promise<Notice[]> => {
      const order = await repository.orderMail(orderId);
      if (!order) return [];
      return [
        {
          userId,
          kind: 'order_status',
          messageKey: 'order_status_changed',
          params: { number: order.facts.number, status: order.facts.status },
          link: customerLink(orderId),
          fallbackEmail: order.email,
          mail: { ...order.facts, audience: 'customer', event: 'status' },
          channels: ['email', 'sms'],
          inApp: false,
        },
      ];
    },
    { delayMs: ORDER_STATUS_EMAIL_DELAY_MS, key: ({ orderId }) => orderId },
  );

  const statusChanged = notifier.durable<Of<'order.status_changed'>>(
    'order.status_changed',
    async (event): Promise<Notice[]> => {
      const cancelledByCustomer = event.actor === 'customer' && event.to === 'cancelled';
      // The vendor's e-mail of a cancellation shows the order; the customer's status notice needs no read.
      const order = cancelledByCustomer && event.vendorUserId ? await repository.orderMail(event.orderId) : null;
      return [
        {
          userId: event.userId,
          kind: 'order_status',
          messageKey: 'order_status_changed',
          // `reason`: a cancelling store's (or anyone's) own words, for whoever renders the notice to show.
          params: { number: event.number, status: event.to, ...(event.reason ? { reason: event.reason } : {}) },
          link: customerLink(event.orderId),
          channels: ['push'],
        },
        ...(cancelledByCustomer && event.vendorUserId
          ? [
              {
                userId: event.vendorUserId,
                kind: 'order_cancelled' as const,
                messageKey: 'order_cancelled_by_customer' as const,
                params: { number: event.number },
                link: vendorLink(event.orderId),
                ...(order
                  ? { mail: { ...order.facts, audience: 'vendor' as const, event: 'cancelled_by_customer' as const } }
                  : {}),
              },
            ]
          : []),
      ];
    },
  );

  const paid = notifier.durable<Of<'order.paid'>>('order.paid', async (event): Promise<Notice[]> => {
    const order = await repository.orderMail(event.orderId);
    return [
      {
        userId: event.userId,
        kind: 'order_paid',
        messageKey: 'order_paid_notice',
        params: { number: event.number },
        link: customerLink(event.orderId),
        fallbackEmail: order?.email ?? null,
        ...(order ? { mail: { ...order.facts, audience: 'customer' as const, event: 'paid' as const } } : {}),
      },
    ];
  });

  deps.events.onLocal('order.placed', placed);
  deps.events.onLocal('order.status_changed', async (event) => {
    // An order released after its declined card's time ran out: the release's own notice (`payment_timeout_notice`)
    // tells the customer, and why; a second "now Cancelled" (in-app, push, e-mail, SMS) would only repeat it.
    if (event.actor === 'system' && event.to === 'cancelled' && event.reason === RELEASE_REASON) return;
    await statusChanged(event);
    await statusEmail({ orderId: event.orderId, userId: event.userId });
  });
  deps.events.onLocal('order.paid', paid);
}
