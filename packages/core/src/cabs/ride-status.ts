/**
 * A ride's lifecycle (SPEC.md §4: Booked, Confirm, Completed, cancelled,
 * each behind a confirm prompt), as one transition table. Who may take each
 * action is the caller's business; when is decided here.
 */
export const RIDE_STATUSES = ['booked', 'confirmed', 'completed', 'cancelled'] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

export type RideAction = 'confirm' | 'complete' | 'customer_cancel' | 'driver_cancel' | 'release';

const TRANSITIONS: Record<RideAction, Partial<Record<RideStatus, RideStatus>>> = {
  // The first offered driver to confirm takes the ride.
  confirm: { booked: 'confirmed' },
  complete: { confirmed: 'completed' },
  customer_cancel: { booked: 'cancelled', confirmed: 'cancelled' },
  driver_cancel: { confirmed: 'cancelled' },
  // Staff removed the driver who took it: the ride is open again for the other drivers, until its pickup.
  release: { confirmed: 'booked' },
};

/** A confirmed ride may be cancelled by its customer until this long before pickup (a driver is on the way). */
export const CUSTOMER_CANCEL_CUTOFF_MINUTES = 60;
/** A driver may finish a ride from this long before its pickup time (a customer ready early). */
export const COMPLETE_FROM_MINUTES_BEFORE = 60;

export type RideRefusal = 'ride_status_conflict' | 'ride_cancel_too_late' | 'ride_not_started';

/** The status `action` leads to, or why not: 'ride_status_conflict' when the table forbids it (409). */
export function nextRideStatus(
  from: RideStatus,
  action: RideAction,
  pickupAt: Date,
  now: Date = new Date(),
): { ok: true; to: RideStatus } | { ok: false; reason: RideRefusal } {
  const to = TRANSITIONS[action][from];
  if (!to) return { ok: false, reason: 'ride_status_conflict' };
  const untilPickup = pickupAt.getTime() - now.getTime();
  if (action === 'customer_cancel' && from === 'confirmed' && untilPickup < CUSTOMER_CANCEL_CUTOFF_MINUTES * 60_000)
    return { ok: false, reason: 'ride_cancel_too_late' };
  if ((action === 'driver_cancel' || action === 'release') && untilPickup <= 0)
    return { ok: false, reason: 'ride_cancel_too_late' };
  if (action === 'complete' && untilPickup > COMPLETE_FROM_MINUTES_BEFORE * 60_000)
    return { ok: false, reason: 'ride_not_started' };
  return { ok: true, to };
}

/** The driver's name, vehicle and phone reach the customer only once a driver confirmed (SPEC.md §2). */
export function driverVisibleTo(status: RideStatus): boolean {
  return status === 'confirmed' || status === 'completed';
}
