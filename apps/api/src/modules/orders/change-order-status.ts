import { conflict, notFound } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { canMove, releasesStockOnCancel, type OrderActor, type OrderStatus } from '@bedesten/core/orders/order-status';
import type { EventBus } from '../../lib/event-bus.ts';
import type { OrderBundle, OrderScope, OrdersRepository } from './orders.repository.ts';
import { statusLabel } from './to-order-views.ts';

/**
 * A status change by a customer (cancel only) or a vendor, along the
 * transition table of `core/orders/order-status.ts`. A forbidden move is
 * 409: "unable to cancel order because already {status}" for a cancel,
 * "This order cannot move from {from} to {to}" otherwise, with the statuses
 * in the caller's language. Published after commit.
 */
export async function changeOrderStatus(
  deps: { repository: OrdersRepository; events: EventBus },
  input: {
    scope: OrderScope;
    orderId: string;
    to: OrderStatus;
    actor: OrderActor;
    actorUserId: string;
    reason?: string | undefined;
    lang: Language;
  },
): Promise<OrderBundle> {
  const { lang } = input;
  const label = (status: OrderStatus) => statusLabel(status, lang).toLocaleLowerCase(lang);
  const result = await deps.repository.changeStatus(
    input.scope,
    input.orderId,
    { to: input.to, actor: input.actor, actorUserId: input.actorUserId, note: input.reason?.trim() || null },
    (order) => {
      if (!canMove(order.status, input.to, input.actor, order.fulfilment)) {
        if (input.to === 'cancelled') {
          throw conflict('cannot_cancel_order', 'cannot_cancel_order', { status: label(order.status) });
        }
        throw conflict('order_status_not_allowed', 'order_status_not_allowed', {
          from: label(order.status),
          to: label(input.to),
        });
      }
      return { releaseStock: releasesStockOnCancel(order.status) };
    },
  );
  if (!result) throw notFound('order_not_found');
  const { before, after } = result;
  await deps.events.publish({
    type: 'order.status_changed',
    orderId: before.id,
    number: before.number,
    storeId: before.storeId,
    vendorUserId: after.store.ownerId,
    userId: before.userId,
    from: before.status,
    to: input.to,
    actor: input.actor,
  });
  return after;
}
