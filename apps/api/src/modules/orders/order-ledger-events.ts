import type { DomainEvent } from '../../lib/event-bus.ts';
import type { OrderActor, OrderStatus } from '@bedesten/core/orders/order-status';
import type { LockedOrder } from './order-ledger.repository.ts';

/** The domain events the order ledger publishes after commit (order-ledger.ts). */

export function statusChangedEvent(
  { order, vendorUserId }: LockedOrder,
  to: OrderStatus,
  actor: OrderActor,
  reason: string | null = null,
): Extract<DomainEvent, { type: 'order.status_changed' }> {
  return {
    type: 'order.status_changed',
    orderId: order.id,
    number: order.number,
    storeId: order.storeId,
    vendorUserId,
    userId: order.userId,
    from: order.status,
    to,
    actor,
    reason,
  };
}

export function paidEvent({ order, vendorUserId }: LockedOrder): DomainEvent {
  return {
    type: 'order.paid',
    orderId: order.id,
    number: order.number,
    storeId: order.storeId,
    vendorUserId,
    userId: order.userId,
  };
}
