import { distanceKm, type Point } from '../geo/distance.ts';

/**
 * Cab fares (SPEC.md §3 Ride: kilometer, way type, transfer type, price),
 * in minor units of the deployment's currency. Pure: the API feeds it the
 * staff-set rates and a road distance (a routing service's when one answers,
 * else `estimatedRoadKm`); the same numbers show in the vehicle list and are
 * charged at booking.
 */

export const WAY_TYPES = ['one_way', 'return'] as const;
export type WayType = (typeof WAY_TYPES)[number];
export const TRANSFER_TYPES = ['standard', 'airport'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/**
 * Roads in Cyprus run about a third longer than the straight line between
 * two towns (Nicosia–Limassol: 67 km straight, 85 km by the A1), so the
 * default distance is the great circle times this factor.
 */
export const ROAD_FACTOR = 1.3;
/** Average door-to-door speed for arrival and trip estimates, town and motorway mixed. */
export const AVERAGE_SPEED_KMH = 50;
/** A driver needs this long to set off once they confirm. */
export const DRIVER_SETUP_MINUTES = 5;

/** A vehicle type's rate as staff set it. */
export interface VehicleRate {
  perKmMinor: number;
  minimumFareMinor: number;
}

/** Kilometres rounded to one decimal, as shown and stored. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;

/** The road distance guessed from coordinates when no routing service answers. */
export function estimatedRoadKm(from: Point, to: Point): number {
  return roundKm(distanceKm(from, to) * ROAD_FACTOR);
}

/** One leg at the per-kilometre rate, never under the minimum fare; whole minor units. */
export function meteredLegMinor(roadKm: number, rate: VehicleRate): number {
  return Math.max(rate.minimumFareMinor, Math.round(roadKm * rate.perKmMinor));
}

export interface FareInput {
  wayType: WayType;
  roadKm: number;
  rate: VehicleRate;
  /** An airport transfer's fixed fare for one leg (airport, district, vehicle type); null: metered. */
  airportLegMinor: number | null;
}

export interface Fare {
  legs: 1 | 2;
  legMinor: number;
  totalMinor: number;
  /** Which tariff priced it. */
  basis: 'metered' | 'airport_fixed';
}

/** The price of a ride: a return trip pays both legs, each priced alike. */
export function rideFare({ wayType, roadKm, rate, airportLegMinor }: FareInput): Fare {
  const legs = wayType === 'return' ? 2 : 1;
  const fixed = airportLegMinor !== null;
  const legMinor = fixed ? airportLegMinor : meteredLegMinor(roadKm, rate);
  return { legs, legMinor, totalMinor: legMinor * legs, basis: fixed ? 'airport_fixed' : 'metered' };
}

/** Minutes to drive a road distance at the average speed, rounded up. */
export function driveMinutes(roadKm: number): number {
  return Math.ceil((roadKm / AVERAGE_SPEED_KMH) * 60);
}

/** Minutes until the nearest available driver could be at the pickup (null: nobody near). */
export function arrivalMinutes(driverStraightKm: number | null): number | null {
  if (driverStraightKm === null) return null;
  return DRIVER_SETUP_MINUTES + driveMinutes(driverStraightKm * ROAD_FACTOR);
}
