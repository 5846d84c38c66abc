import { AppError, conflict } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import type { CabBookingBody, Ride } from '@bedesten/core/schemas/cabs';
import { normaliseMobile } from '@bedesten/core/validation/phone';
import { requestHashOf } from '../checkout/idempotency.ts';
import type { CabsDeps } from './cabs.deps.ts';
import { announceRideOffers } from './announce-ride-offers.ts';
import { quoteRide } from './quote-ride.ts';
import { toRide } from './to-cab-views.ts';

export interface BookedRide {
  status: number;
  body: { data: Ride; message: string };
}

const SCOPE = 'cab-booking';

/**
 * `POST /api/cab-booking`: prices the ride again on the server (the body's
 * price is ignored), then books it and offers it, in one transaction, to
 * every approved, available driver of that vehicle type whose service area
 * covers the pickup. After commit each of them is told (in-app, and by push
 * and SMS as their settings allow) and their open panel hears `ride.offered`;
 * the customer is told it is booked. An `Idempotency-Key` makes a repeat
 * return the first answer and book nothing.
 */
export async function bookRide(
  deps: CabsDeps,
  input: { userId: string; lang: Language; body: CabBookingBody; idempotencyKey?: string | undefined; now?: Date },
): Promise<BookedRide> {
  const { body, lang } = input;
  const requestHash = requestHashOf(SCOPE, body);
  const quote = await quoteRide(
    deps,
    {
      from: body.from,
      to: body.to,
      wayType: body.way_type,
      pickupAt: new Date(body.pickup_at),
      returnAt: body.way_type === 'return' && body.return_at ? new Date(body.return_at) : null,
    },
    input.now,
  );
  const chosen = quote.vehicles.find((v) => v.type.code === body.vehicle_type);
  if (!chosen)
    throw new AppError(400, 'vehicle_type_unknown', { fields: { vehicle_type: [{ key: 'vehicle_type_unknown' }] } });
  if (chosen.arrivalMinutes === null) throw conflict('cab_not_available');
  const mobile = normaliseMobile(body.country_code, body.mobile)!;

  const outcome = await deps.rides.book(
    {
      customerUserId: input.userId,
      fromName: body.from.name,
      fromLat: body.from.lat,
      fromLng: body.from.lng,
      toName: body.to.name,
      toLat: body.to.lat,
      toLng: body.to.lng,
      roadKm: quote.roadKm,
      wayType: body.way_type,
      transferType: quote.transferType,
      airportCode: quote.airport,
      pickupAt: new Date(body.pickup_at),
      returnAt: body.way_type === 'return' && body.return_at ? new Date(body.return_at) : null,
      vehicleType: chosen.type.code,
      priceTotalMinor: chosen.fare.totalMinor,
      priceLegMinor: chosen.fare.legMinor,
      currency: deps.currency,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      mobile: mobile.e164,
      comments: body.comments ? body.comments : null,
      language: lang,
    },
    input.idempotencyKey ? { userId: input.userId, scope: SCOPE, key: input.idempotencyKey, requestHash } : null,
    (row) => ({ data: toRide(row, lang), message: message('ride_booked', lang) }),
  );
  if (outcome.kind === 'none') throw conflict('cab_not_available');
  if (outcome.kind === 'replay') {
    if (outcome.requestHash !== requestHash || outcome.status === null) throw conflict('idempotency_key_reused');
    return { status: outcome.status, body: outcome.body as BookedRide['body'] };
  }

  const { row, offered } = outcome;
  await announceRideOffers(deps, row, offered, { messageKey: 'ride_booked_notice' });
  return { status: 201, body: outcome.body as BookedRide['body'] };
}
