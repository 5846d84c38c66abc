import { nextRideStatus, type RideAction } from '@bedesten/core/cabs/ride-status';
import { AppError, conflict, forbidden, notFound } from '@bedesten/core/errors/app-error';
import type { CabsDeps } from './cabs.deps.ts';
import { announceRideOffers } from './announce-ride-offers.ts';
import { announceRideStatus } from './announce-ride-status.ts';
import type { RideRow } from './rides.repository.ts';

/** The transition table's answer, or 409 with its reason (SPEC.md §4; DESIGN.md §4). */
function allowed(ride: RideRow, action: RideAction, now: Date) {
  const next = nextRideStatus(ride.status, action, new Date(ride.pickup_at), now);
  if (!next.ok) throw conflict(next.reason);
  return next.to;
}

/** Tells the drivers a ride was offered to (but `except`) that it is no longer open; their accounts. */
async function closeOffers(deps: CabsDeps, rideId: string, except: string | null): Promise<string[]> {
  const others = await deps.rides.offeredDrivers(rideId, except);
  if (others.length)
    await deps.events.publish({ type: 'ride.taken', rideId, driverIds: others.map((d) => d.driver_id) });
  return others.map((d) => d.user_id);
}

const placesOf = (ride: RideRow) => ({ from: ride.from_name, to: ride.to_name });

/** `POST /api/ride-cancel`: the customer cancels their ride while the table allows it; a driver who took it is told. */
export async function cancelRideByCustomer(deps: CabsDeps, userId: string, id: string, now = new Date()) {
  const ride = await deps.rides.findForCustomer(userId, id);
  if (!ride) throw notFound('ride_not_found');
  allowed(ride, 'customer_cancel', now);
  const row = await deps.rides.move(
    id,
    ride.status,
    'cancelled',
    { customerUserId: userId },
    { by: 'customer', reason: null },
  );
  if (!row) throw conflict('ride_status_conflict');
  await announceRideStatus(deps, row, ride.status === 'booked' ? await closeOffers(deps, id, null) : []);
  if (row.driver_user_id)
    await deps.notifier.notify([
      {
        userId: row.driver_user_id,
        kind: 'ride_cancelled',
        messageKey: 'ride_cancelled_by_customer_notice',
        params: placesOf(row),
        link: `/driver/rides/${row.id}`,
      },
    ]);
  return row;
}

/**
 * `POST /api/driver-ride-status`: a driver confirms an open ride offered to
 * them (the first one wins: a single conditional UPDATE; the other gets 409
 * `ride_taken`), completes their confirmed ride, or cancels it before
 * pickup with a reason: the ride is then offered to the other drivers who
 * qualify (booked again, the reason told to the customer), and cancelled
 * only when no one else can take it. Only an approved, live profile acts; a
 * ride the driver may not see is 404. The customer is told at each step.
 */
export async function changeRideByDriver(
  deps: CabsDeps,
  driverId: string,
  id: string,
  status: 'confirmed' | 'completed' | 'cancelled',
  reason: string | undefined,
  now = new Date(),
) {
  if (!(await deps.rides.driverApproved(driverId))) throw forbidden('driver_not_approved');
  const ride = await deps.rides.findForDriver(driverId, id);
  if (!ride) throw notFound('ride_not_found');

  if (status === 'confirmed') {
    if (ride.driver_id !== null && ride.driver_id !== driverId) throw conflict('ride_taken');
    allowed(ride, 'confirm', now);
    const row = await deps.rides.confirm(driverId, id);
    if (!row) {
      const current = await deps.rides.findAny(id);
      throw conflict(current?.status === 'confirmed' ? 'ride_taken' : 'ride_status_conflict');
    }
    await announceRideStatus(deps, row, await closeOffers(deps, id, driverId));
    await deps.notifier.notify([
      {
        userId: row.customer_user_id,
        kind: 'ride_confirmed',
        messageKey: 'ride_confirmed_notice',
        params: { ...placesOf(row), driver: row.driver_name ?? '' },
        link: `/my-rides/${row.id}`,
      },
    ]);
    return row;
  }

  // Completing or cancelling is for the driver who took the ride; an offer is not theirs.
  if (ride.driver_id !== driverId) throw conflict(ride.driver_id ? 'ride_taken' : 'ride_status_conflict');
  if (status === 'completed') {
    allowed(ride, 'complete', now);
    const row = await deps.rides.move(id, ride.status, 'completed', { driverId });
    if (!row) throw conflict('ride_status_conflict');
    await announceRideStatus(deps, row);
    await deps.notifier.notify([
      {
        userId: row.customer_user_id,
        kind: 'ride_completed',
        messageKey: 'ride_completed_notice',
        params: placesOf(row),
        link: `/my-rides/${row.id}`,
      },
    ]);
    return row;
  }

  const why = reason?.trim() ?? '';
  if (!why)
    throw new AppError(400, 'ride_cancel_reason_required', {
      fields: { reason: [{ key: 'ride_cancel_reason_required' }] },
    });
  allowed(ride, 'driver_cancel', now);
  // The ride goes back to the other drivers; only when none holds an offer is it cancelled, with the reason.
  const released = await deps.rides.release(id, driverId, { reason: why });
  if (!released) throw conflict('ride_status_conflict');
  const { row, offered } = released;
  // Open again, it is no longer the giving-up driver's to see (their page leaves it); cancelled, it names them.
  await announceRideStatus(deps, row);
  if (row.status === 'booked') {
    await announceRideOffers(deps, row, offered, { messageKey: 'ride_reoffered_notice', reason: why });
    return row;
  }
  await deps.notifier.notify([
    {
      userId: row.customer_user_id,
      kind: 'ride_cancelled',
      messageKey: 'ride_cancelled_by_driver_notice',
      params: { ...placesOf(row), reason: why },
      link: `/my-rides/${row.id}`,
    },
  ]);
  return row;
}
