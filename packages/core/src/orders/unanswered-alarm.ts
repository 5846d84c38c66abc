/**
 * The vendor's alarm for a new order nobody answered (SPEC.md §9: "Sounds
 * exist for an alarm and a new-order modal"; the spec gives no time, so 3
 * minutes): an order still `placed` after this long rings until the vendor
 * opens or accepts it, or mutes it.
 */
export const UNANSWERED_ORDER_ALARM_MS = 3 * 60_000;

/** How often the alarm sounds again while an order stays unanswered. */
export const UNANSWERED_ORDER_REPEAT_MS = 15_000;

export interface WaitingOrder {
  id: string;
  status: string;
  /** ISO time the order was placed. */
  placed_at: string;
}

/** Orders left unanswered past the alarm time, oldest first, leaving out the ones the vendor muted or opened. */
export function overdueOrders<T extends WaitingOrder>(
  orders: readonly T[],
  now: number,
  silenced: ReadonlySet<string> = new Set(),
  alarmMs: number = UNANSWERED_ORDER_ALARM_MS,
): T[] {
  return orders
    .filter((order) => order.status === 'placed' && !silenced.has(order.id))
    .filter((order) => now - Date.parse(order.placed_at) >= alarmMs)
    .sort((a, b) => Date.parse(a.placed_at) - Date.parse(b.placed_at));
}

/** Milliseconds until the next waiting order becomes overdue; null when none will. */
export function msUntilNextOverdue(
  orders: readonly WaitingOrder[],
  now: number,
  silenced: ReadonlySet<string> = new Set(),
  alarmMs: number = UNANSWERED_ORDER_ALARM_MS,
): number | null {
  const waits = orders
    .filter((order) => order.status === 'placed' && !silenced.has(order.id))
    .map((order) => Date.parse(order.placed_at) + alarmMs - now)
    .filter((ms) => ms > 0);
  return waits.length > 0 ? Math.min(...waits) : null;
}
