import { nextRideStatus } from '@bedesten/core/cabs/ride-status';
import { conflict, forbidden, notFound } from '@bedesten/core/errors/app-error';
import type { CabsDeps } from './cabs.deps.ts';
import { announceRideOffers } from './announce-ride-offers.ts';
import { announceRideStatus } from './announce-ride-status.ts';

/** Staff approve or reject a waiting driver profile; its owner is told, with the reason of a rejection. */
export async function decideDriver(
  { drivers, notifier }: CabsDeps,
  staffId: string,
  id: string,
  action: 'approve' | 'reject',
  reason?: string,
) {
  const current = await drivers.findAdmin(id);
  if (!current) throw notFound('driver_not_found');
  if (current.driver.userId === staffId) throw forbidden('driver_own');
  if (current.driver.status !== 'pending') throw conflict('driver_not_pending');
  const to = action === 'approve' ? 'approved' : 'rejected';
  const row = await drivers.decide(id, to, staffId, action === 'reject' ? (reason ?? '').trim() : null);
  if (!row) throw conflict('driver_not_pending');
  await notifier.notify([
    {
      userId: row.userId,
      kind: to === 'approved' ? 'driver_approved' : 'driver_rejected',
      messageKey: to === 'approved' ? 'driver_approved_notice' : 'driver_rejected_notice',
      params: to === 'rejected' ? { reason: row.rejectionReason ?? '' } : {},
      link: to === 'approved' ? '/driver/rides' : '/driver/setup',
    },
  ]);
  return { ...current, driver: row };
}

/**
 * Staff delete a driver profile (SPEC.md §4 "Admin deleting a store or
 * driver returns the owner to plain user; a message tells them to create a
 * new setup"). The owner is told at once through the notifier; the setup
 * page repeats it until they set up again.
 */
export async function deleteDriver(deps: CabsDeps, id: string) {
  const { drivers, notifier } = deps;
  const deleted = await drivers.softDelete(id);
  if (!deleted) throw notFound('driver_not_found');
  await releaseRidesOf(deps, id);
  await notifier.notify([
    {
      userId: deleted.userId,
      kind: 'driver_deleted',
      messageKey: 'setup_deleted_by_admin',
      params: {},
      link: '/driver/setup',
    },
  ]);
}

/**
 * The rides a deleted driver had confirmed and not yet driven go back to
 * the other drivers (the table's `release`); their customers are told, and
 * every driver now offered one hears `ride.offered`.
 */
async function releaseRidesOf(deps: CabsDeps, driverId: string, now = new Date()) {
  for (const ride of await deps.rides.confirmedRidesOf(driverId)) {
    if (!nextRideStatus(ride.status, 'release', new Date(ride.pickup_at), now).ok) continue;
    const released = await deps.rides.release(ride.id, driverId);
    if (!released) continue;
    await announceRideStatus(deps, released.row);
    await announceRideOffers(deps, released.row, released.offered, { messageKey: 'ride_released_notice' });
  }
}
