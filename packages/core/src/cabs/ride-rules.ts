import type { MessageKey } from '../messages/catalogue.ts';
import { distanceKm, type Point } from '../geo/distance.ts';
import { isInCyprus } from '../geo/cyprus.ts';
import { driveMinutes, type WayType } from './fares.ts';

/**
 * What a booking must satisfy before it is priced (SPEC.md §5: "valid
 * pickup time, valid return time, correct destination"). Each failure is a
 * catalogue key for the field it belongs to.
 */

/** A driver needs notice: pickups sooner than this are refused. */
export const RIDE_MIN_LEAD_MINUTES = 30;
/** Bookings open this far ahead. */
export const RIDE_MAX_DAYS_AHEAD = 90;
/** Pickup and destination closer than this are the same place. */
export const RIDE_MIN_DISTANCE_KM = 1;
/** The return leaves at least this long after arriving (a meeting, a flight check-in). */
export const RIDE_RETURN_MIN_GAP_MINUTES = 30;

export type RideFieldErrors = Partial<Record<'pickup_at' | 'return_at' | 'from' | 'to', MessageKey>>;

export interface RideTimesInput {
  wayType: WayType;
  pickupAt: Date;
  returnAt: Date | null;
  /** The one-way road distance, for when a return can start. */
  roadKm: number;
  now: Date;
}

export function checkRideTimes({ wayType, pickupAt, returnAt, roadKm, now }: RideTimesInput): RideFieldErrors {
  const errors: RideFieldErrors = {};
  const lead = pickupAt.getTime() - now.getTime();
  if (Number.isNaN(pickupAt.getTime()) || lead < 0) errors.pickup_at = 'ride_pickup_invalid';
  else if (lead < RIDE_MIN_LEAD_MINUTES * 60_000) errors.pickup_at = 'ride_pickup_too_soon';
  else if (lead > RIDE_MAX_DAYS_AHEAD * 86_400_000) errors.pickup_at = 'ride_pickup_too_far';
  if (wayType === 'return') {
    const earliest = pickupAt.getTime() + (driveMinutes(roadKm) + RIDE_RETURN_MIN_GAP_MINUTES) * 60_000;
    if (!returnAt || Number.isNaN(returnAt.getTime()) || returnAt.getTime() < earliest)
      errors.return_at = 'ride_return_invalid';
    else if (returnAt.getTime() - now.getTime() > (RIDE_MAX_DAYS_AHEAD + 30) * 86_400_000)
      errors.return_at = 'ride_return_invalid';
  }
  return errors;
}

export function checkRidePlaces(from: Point, to: Point): RideFieldErrors {
  const errors: RideFieldErrors = {};
  if (!isInCyprus(from)) errors.from = 'ride_outside_cyprus';
  if (!isInCyprus(to)) errors.to = 'ride_outside_cyprus';
  else if (!errors.from && distanceKm(from, to) < RIDE_MIN_DISTANCE_KM) errors.to = 'ride_destination_invalid';
  return errors;
}
