import type { MessageKey, MessageParams } from '@bedesten/core/messages/catalogue';
import type { EventBus } from '../../lib/event-bus.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { languageOf, renderMessage } from './render-notification.ts';

const customerLink = (orderId: string) => `/order?id=${orderId}`;
const vendorLink = (orderId: string) => `/vendor/orders?id=${orderId}`;

/**
 * What the order events mean for people (ADR 0024: once, on the publishing
 * instance): a notification row for the customer on each change of their
 * order and for the vendor on a new order (and a customer's cancellation),
 * and an e-mail to the customer in their own language.
 */
export function notifyOrderEvents(deps: {
  events: EventBus;
  repository: NotificationsRepository;
  messenger: Messenger;
  publicUrl: string | undefined;
}) {
  const { repository } = deps;

  async function emailCustomer(userId: string, orderId: string, key: MessageKey, params: MessageParams) {
    const [person, facts] = await Promise.all([repository.person(userId), repository.orderFacts(orderId)]);
    const to = person?.email ?? facts?.email;
    if (!person || !to) return;
    const lang = languageOf(person.language);
    const subject = renderMessage(key, params, lang);
    const link = `${deps.publicUrl?.replace(/\/$/, '') ?? ''}${customerLink(orderId)}`;
    await deps.messenger.send({
      channel: 'email',
      to,
      subject,
      body: `${subject}\n\n${renderMessage('order_email_footer', { link }, lang)}\n\nBedesten`,
    });
  }

  deps.events.onLocal('order.placed', async (event) => {
    const facts = await repository.orderFacts(event.orderId);
    const customerParams = { number: event.number, store: facts?.storeTitle ?? '' };
    await repository.add([
      ...(event.vendorUserId
        ? [
            {
              userId: event.vendorUserId,
              kind: 'new_order',
              messageKey: 'new_order_received',
              params: { number: event.number, amount: event.total, currency: event.currency },
              link: vendorLink(event.orderId),
            },
          ]
        : []),
      {
        userId: event.userId,
        kind: 'order_placed',
        messageKey: 'order_placed_notice',
        params: customerParams,
        link: customerLink(event.orderId),
      },
    ]);
    await emailCustomer(event.userId, event.orderId, 'order_placed_notice', customerParams);
  });

  deps.events.onLocal('order.status_changed', async (event) => {
    const params = { number: event.number, status: event.to };
    const cancelledByCustomer = event.actor === 'customer' && event.to === 'cancelled';
    await repository.add([
      {
        userId: event.userId,
        kind: 'order_status',
        messageKey: 'order_status_changed',
        params,
        link: customerLink(event.orderId),
      },
      ...(cancelledByCustomer && event.vendorUserId
        ? [
            {
              userId: event.vendorUserId,
              kind: 'order_cancelled',
              messageKey: 'order_cancelled_by_customer',
              params: { number: event.number },
              link: vendorLink(event.orderId),
            },
          ]
        : []),
    ]);
    await emailCustomer(event.userId, event.orderId, 'order_status_changed', params);
  });

  deps.events.onLocal('order.paid', async (event) => {
    const params = { number: event.number };
    await repository.add([
      {
        userId: event.userId,
        kind: 'order_paid',
        messageKey: 'order_paid_notice',
        params,
        link: customerLink(event.orderId),
      },
    ]);
    await emailCustomer(event.userId, event.orderId, 'order_paid_notice', params);
  });
}
