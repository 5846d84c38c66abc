import { airportAt } from '@bedesten/core/cabs/places';
import type { ApiErrorBody, Query } from '~/lib/api-client.ts';
import type { CabDetails, CabState, Place } from '~/lib/client-state/types.ts';
import { cyprusInputToIso } from '@bedesten/core/i18n/cyprus-clock';

/** The trip's fields the vehicle list checks (the API's `errors` keys). */
export const TRIP_FIELDS = ['from', 'to', 'pickup_at', 'return_at'] as const;
export type TripField = (typeof TRIP_FIELDS)[number];
export type TripErrors = Partial<Record<TripField, string>>;

/** A `datetime-local` value ("2026-11-26T09:30", read as Cyprus time) as an ISO instant, or null. */
export function localToIso(value: string | null | undefined): string | null {
  return value ? cyprusInputToIso(value) : null;
}

/** The `cab-vehicle-list` query of a draft, or null while a place or the pickup time is missing. */
export function vehicleListQuery(cab: CabState): Query | null {
  const pickupAt = localToIso(cab.pickupDateTime);
  if (!cab.pickup || !cab.destination || !pickupAt) return null;
  const returnAt = cab.wayType === 'return' ? localToIso(cab.returnDateTime) : null;
  return {
    from_lat: cab.pickup.lat,
    from_lng: cab.pickup.lng,
    to_lat: cab.destination.lat,
    to_lng: cab.destination.lng,
    way_type: cab.wayType === 'return' ? 'return' : 'one_way',
    pickup_at: pickupAt,
    return_at: returnAt ?? undefined,
  };
}

/** What the draft misses before the vehicle list can be asked for, as the field names the API uses. */
export function missingTripFields(cab: CabState): TripField[] {
  const missing: TripField[] = [];
  if (!cab.pickup) missing.push('from');
  if (!cab.destination) missing.push('to');
  if (!localToIso(cab.pickupDateTime)) missing.push('pickup_at');
  if (cab.wayType === 'return' && !localToIso(cab.returnDateTime)) missing.push('return_at');
  return missing;
}

/** The API's per-field messages (already in the caller's language) for the trip's fields; coordinates count as their place. */
export function tripErrorsOf(body: ApiErrorBody | null): TripErrors {
  const errors: TripErrors = {};
  if (!body || typeof body.errors !== 'object' || body.errors === null) return errors;
  for (const [key, value] of Object.entries(body.errors)) {
    const field: TripField | null = key.startsWith('from')
      ? 'from'
      : key.startsWith('to')
        ? 'to'
        : key === 'pickup_at' || key === 'return_at'
          ? key
          : null;
    const text = Array.isArray(value) ? value[0] : value;
    if (field && typeof text === 'string' && !errors[field]) errors[field] = text;
  }
  return errors;
}

/** Whether either end is at one of the airports (a hint only: the API decides the transfer type). */
export function touchesAirport(pickup: Place | null, destination: Place | null): boolean {
  return [pickup, destination].some((place) => place !== null && airportAt(place) !== null);
}

/** The booking form, empty fields filled from the signed-in person; what they typed stays. */
export function prefillDetails(
  current: CabDetails | null | undefined,
  user: {
    first_name?: string;
    name?: string;
    email?: string | null;
    mobile?: string | null;
    country_code?: string | null;
  } | null,
): CabDetails {
  const [first = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  const base: CabDetails = {
    first_name: user?.first_name || first,
    last_name: rest.join(' '),
    email: user?.email ?? '',
    country_code: user?.country_code ?? '+357',
    mobile: user?.mobile ?? '',
    comments: '',
  };
  if (!current) return base;
  const merged = { ...base };
  for (const key of Object.keys(base) as (keyof CabDetails)[]) if (current[key]) merged[key] = current[key];
  return merged;
}

/** A fresh key for a new draft's booking. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
