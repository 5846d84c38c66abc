import { arrivalMinutes, rideFare, type Fare, type TransferType, type WayType } from '@bedesten/core/cabs/fares';
import { airportAt, districtOf, type AirportCode } from '@bedesten/core/cabs/places';
import {
  checkRidePlaces,
  checkRideTimes,
  RIDE_MAX_DAYS_AHEAD,
  RIDE_MIN_LEAD_MINUTES,
  type RideFieldErrors,
} from '@bedesten/core/cabs/ride-rules';
import { AppError, type FieldMessage } from '@bedesten/core/errors/app-error';
import type { Point } from '@bedesten/core/geo/distance';
import type { CabsDeps } from './cabs.deps.ts';
import type { VehicleTypeRow } from './fares.repository.ts';

export interface RideRequest {
  from: Point;
  to: Point;
  wayType: WayType;
  pickupAt: Date;
  returnAt: Date | null;
}

export interface VehicleQuote {
  type: VehicleTypeRow;
  fare: Fare;
  arrivalMinutes: number | null;
}

export interface RideQuote {
  roadKm: number;
  transferType: TransferType;
  airport: AirportCode | null;
  vehicles: VehicleQuote[];
}

const PARAMS: Partial<Record<string, { n: number }>> = {
  ride_pickup_too_soon: { n: RIDE_MIN_LEAD_MINUTES },
  ride_pickup_too_far: { n: RIDE_MAX_DAYS_AHEAD },
};

/** The ride rules' failures as a 400 with one message per field, in the caller's language. */
function refuse(errors: RideFieldErrors): never {
  const fields: Record<string, FieldMessage[]> = {};
  for (const [field, key] of Object.entries(errors)) {
    const params = PARAMS[key];
    fields[field] = [{ key, ...(params ? { params } : {}) }];
  }
  const [first] = Object.values(fields);
  throw new AppError(400, first![0]!.key, { fields, ...(first![0]!.params ? { params: first![0]!.params } : {}) });
}

/**
 * Prices a ride for every active vehicle type (the vehicle list, and again
 * at booking: the client's price is never trusted). The places and times
 * must pass core's ride rules. One end at an airport makes it an airport
 * transfer, at the fixed fare between that airport and the other end's
 * district where staff set one (else metered); a return pays both legs.
 * Each type carries the arrival estimate of its nearest driver who would
 * get the offer, or null (not bookable).
 */
export async function quoteRide(deps: CabsDeps, request: RideRequest, now = new Date()): Promise<RideQuote> {
  const placeErrors = checkRidePlaces(request.from, request.to);
  if (Object.keys(placeErrors).length) refuse(placeErrors);
  const roadKm = await deps.routing.roadKm(request.from, request.to);
  const timeErrors = checkRideTimes({ ...request, roadKm, now });
  if (Object.keys(timeErrors).length) refuse(timeErrors);

  const fromAirport = airportAt(request.from);
  const airport = fromAirport ?? airportAt(request.to);
  const otherEnd = fromAirport ? request.to : request.from;
  const [types, fixed, nearest] = await Promise.all([
    deps.fares.vehicleTypes(true),
    airport ? deps.fares.airportFaresFor(airport, districtOf(otherEnd)) : Promise.resolve(new Map<string, number>()),
    deps.rides.nearestDriverKm(request.from.lat, request.from.lng),
  ]);
  return {
    roadKm,
    transferType: airport ? 'airport' : 'standard',
    airport,
    vehicles: types.map((type) => ({
      type,
      fare: rideFare({
        wayType: request.wayType,
        roadKm,
        rate: { perKmMinor: type.perKmMinor, minimumFareMinor: type.minimumFareMinor },
        airportLegMinor: fixed.get(type.code) ?? null,
      }),
      arrivalMinutes: arrivalMinutes(nearest.get(type.code) ?? null),
    })),
  };
}
