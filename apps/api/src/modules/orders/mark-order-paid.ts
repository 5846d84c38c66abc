import { conflict, notFound } from '@bedesten/core/errors/app-error';
import type { EventBus } from '../../lib/event-bus.ts';
import type { OrderBundle, OrderScope, OrdersRepository } from './orders.repository.ts';

/**
 * The vendor received the cash or the bank transfer: the order becomes paid
 * with a captured payment row (provider `cod` or `bank_transfer`). Card
 * payments are settled by the gateway, never by hand; a cancelled or paid
 * order refuses (409).
 */
export async function markOrderPaid(
  deps: { repository: OrdersRepository; events: EventBus },
  input: { scope: OrderScope; orderId: string },
): Promise<OrderBundle> {
  const after = await deps.repository.markPaid(input.scope, input.orderId, (order) => {
    if (order.paymentStatus === 'paid') throw conflict('order_already_paid');
    if (order.paymentMethod === 'card' || order.status === 'cancelled') throw conflict('order_payment_not_manual');
    return { provider: order.paymentMethod === 'cod' ? 'cod' : 'bank_transfer' };
  });
  if (!after) throw notFound('order_not_found');
  await deps.events.publish({
    type: 'order.paid',
    orderId: after.order.id,
    number: after.order.number,
    storeId: after.order.storeId,
    vendorUserId: after.store.ownerId,
    userId: after.order.userId,
  });
  return after;
}
