/**
 * The order lifecycle (SPEC.md §4: Placed, Accepted, Packed, Dispatched,
 * Delivered, Cancelled; the allowed moves are ours, DESIGN.md §4). A move the
 * table does not allow answers 409 with the spec's "unable to cancel order
 * because already …" for cancellations.
 */

export const ORDER_STATUSES = ['placed', 'accepted', 'packed', 'dispatched', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderActor = 'vendor' | 'customer' | 'staff' | 'system';

type Table = Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>>;

/**
 * Who may move an order from one status to the next. Vendors walk it
 * forward and may cancel until it leaves the store; customers may cancel
 * until the store has packed it; "system" cancels an order whose payment
 * failed or was abandoned. A pickup order goes from packed (ready) straight
 * to delivered (collected): see `nextStatuses`.
 */
const TRANSITIONS: Table = {
  placed: { accepted: ['vendor', 'staff'], cancelled: ['vendor', 'customer', 'staff', 'system'] },
  accepted: { packed: ['vendor', 'staff'], cancelled: ['vendor', 'customer', 'staff'] },
  packed: { dispatched: ['vendor', 'staff'], delivered: ['vendor', 'staff'], cancelled: ['vendor', 'staff'] },
  dispatched: { delivered: ['vendor', 'staff'] },
  delivered: {},
  cancelled: {},
};

export function canMove(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  fulfilment: 'delivery' | 'pickup' = 'delivery',
): boolean {
  if (from === 'packed' && to === 'delivered' && fulfilment !== 'pickup') return false;
  if (from === 'packed' && to === 'dispatched' && fulfilment === 'pickup') return false;
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move an order to next (the vendor's status menu). */
export function nextStatuses(
  from: OrderStatus,
  actor: OrderActor,
  fulfilment: 'delivery' | 'pickup' = 'delivery',
): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMove(from, to, actor, fulfilment));
}

/** SPEC.md §4 vendor list filter: completed (delivered or cancelled) and processing (the rest). */
export function isCompleted(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'cancelled';
}

/** The timeline a customer sees, in order (cancelled replaces the rest when it happens). */
export function timelineOf(fulfilment: 'delivery' | 'pickup'): OrderStatus[] {
  return fulfilment === 'pickup'
    ? ['placed', 'accepted', 'packed', 'delivered']
    : ['placed', 'accepted', 'packed', 'dispatched', 'delivered'];
}

/** Orders whose stock goes back when they are cancelled (everything not yet delivered). */
export function releasesStockOnCancel(from: OrderStatus): boolean {
  return from !== 'delivered' && from !== 'cancelled';
}
