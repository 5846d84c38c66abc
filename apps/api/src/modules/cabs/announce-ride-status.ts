import type { CabsDeps } from './cabs.deps.ts';
import type { RideRow } from './rides.repository.ts';

/**
 * A ride changed status: its customer's open pages and those of the drivers
 * concerned hear it at once (issue 43), on any instance: the ride's driver,
 * if it has one, and `others` (those whose open offer it closed, who can
 * still see it). A driver it was taken from cannot see it any more: their
 * page leaves it.
 */
export async function announceRideStatus(
  { events }: Pick<CabsDeps, 'events'>,
  row: RideRow,
  others: readonly (string | null)[] = [],
): Promise<void> {
  const driverUserIds = [...new Set([row.driver_user_id, ...others])].filter((id): id is string => id !== null);
  await events.publish({
    type: 'ride.status_changed',
    rideId: row.id,
    status: row.status,
    customerUserId: row.customer_user_id,
    driverUserIds,
  });
}
