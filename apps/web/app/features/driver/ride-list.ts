import { nextRideStatus, RIDE_STATUSES, type RideAction, type RideStatus } from '@bedesten/core/cabs/ride-status';
import type { DriverRide } from '@bedesten/core/schemas/cabs';

/** The received-rides tabs: everything, or one status (`booked`: the open offers). */
export const RIDE_FILTERS = ['all', ...RIDE_STATUSES] as const;
export type RideFilter = (typeof RIDE_FILTERS)[number];

export function rideFilterOf(value: string | null): RideFilter {
  return (RIDE_FILTERS as readonly (string | null)[]).includes(value) ? (value as RideFilter) : 'all';
}

/** The API's `status` for a tab. */
export const statusOfFilter = (filter: RideFilter): RideStatus | undefined => (filter === 'all' ? undefined : filter);

/**
 * A ride offered live (`ride.offered`) joins the list the driver has open,
 * first (open offers lead the API's order too), when the tab shows open
 * offers and it is not there yet.
 */
export function withOfferedRide(rides: readonly DriverRide[], ride: DriverRide, filter: RideFilter): DriverRide[] {
  if (filter !== 'all' && filter !== ride.status) return [...rides];
  if (rides.some((item) => item.id === ride.id)) return rides.map((item) => (item.id === ride.id ? ride : item));
  return [ride, ...rides];
}

/** A ride the driver sees as taken: still an open offer here, but another driver confirmed it. */
export function isTaken(ride: DriverRide, taken: ReadonlySet<string>): boolean {
  return !ride.mine && (taken.has(ride.id) || ride.status !== 'booked');
}

export type DriverRideAction = 'confirm' | 'complete' | 'cancel';

/**
 * What the driver may do with a ride now (SPEC.md §4, core's transition
 * table): confirm an open offer nobody took; complete their confirmed ride
 * from an hour before pickup; cancel it (with a reason) before pickup.
 */
export function rideActions(ride: DriverRide, taken: ReadonlySet<string>, now: Date = new Date()): DriverRideAction[] {
  const pickupAt = new Date(ride.pickup_at);
  const allows = (action: RideAction) => nextRideStatus(ride.status, action, pickupAt, now).ok;
  if (!ride.mine) return allows('confirm') && !isTaken(ride, taken) ? ['confirm'] : [];
  return (['complete', 'cancel'] as const).filter((action) =>
    allows(action === 'complete' ? 'complete' : 'driver_cancel'),
  );
}

/**
 * A ride the driver cancelled that went back to the other drivers: it was
 * theirs, and the answer shows it open again and no longer theirs. It leaves
 * their list (they are not offered it again).
 */
export function isGivenUp(before: DriverRide | undefined, after: DriverRide): boolean {
  return Boolean(before?.mine) && after.status === 'booked' && !after.mine;
}

/** The label a ride's status chip shows: an open offer someone else took reads "taken". */
export function rideBadge(ride: DriverRide, taken: ReadonlySet<string>): RideStatus | 'taken' {
  return ride.status === 'booked' || !ride.mine ? (isTaken(ride, taken) ? 'taken' : ride.status) : ride.status;
}

/** How many of these rides are picked up on the given Cyprus calendar day (`YYYY-MM-DD`). */
export function ridesOnDay(rides: readonly DriverRide[], day: string): number {
  return rides.filter((ride) => cyprusDay(new Date(ride.pickup_at)) === day).length;
}

export function cyprusDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Nicosia',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
