import type { CabsDeps } from './cabs.deps.ts';
import { cyprusDateTime } from './cyprus-time.ts';
import type { OfferedDriver, RideRow } from './rides.repository.ts';

/**
 * A ride is open to drivers (just booked, or open again because its driver
 * was deleted or gave it up): the customer hears it, every driver now
 * holding an offer is told, and their open panels hear `ride.offered`.
 */
export async function announceRideOffers(
  { notifier, events }: Pick<CabsDeps, 'notifier' | 'events'>,
  row: RideRow,
  offered: readonly OfferedDriver[],
  customerNotice:
    | { messageKey: 'ride_booked_notice' | 'ride_released_notice' }
    | { messageKey: 'ride_reoffered_notice'; reason: string },
) {
  const places = { from: row.from_name, to: row.to_name };
  await notifier.notify([
    {
      userId: row.customer_user_id,
      kind: customerNotice.messageKey === 'ride_booked_notice' ? 'ride_booked' : 'ride_released',
      messageKey: customerNotice.messageKey,
      params: 'reason' in customerNotice ? { ...places, reason: customerNotice.reason } : places,
      link: `/my-rides/${row.id}`,
    },
    ...offered.map((driver) => ({
      userId: driver.user_id,
      kind: 'ride_offered' as const,
      messageKey: 'ride_offered_notice' as const,
      params: { ...places, when: cyprusDateTime(row.pickup_at) },
      link: `/driver/rides/${row.id}`,
    })),
  ]);
  if (offered.length)
    await events.publish({
      type: 'ride.offered',
      rideId: row.id,
      driverIds: offered.map((driver) => driver.driver_id),
      from: row.from_name,
      to: row.to_name,
      pickupAt: new Date(row.pickup_at).toISOString(),
    });
}
