import { nextRideStatus } from '@bedesten/core/cabs/ride-status';
import type { Ride } from '@bedesten/core/schemas/cabs';

/**
 * Whether the customer may cancel the ride now: core's transition table
 * (`customer_cancel` from its status, and not within the cut-off before a
 * confirmed pickup), so the page offers no Cancel the server would refuse.
 */
export function customerMayCancel(ride: Pick<Ride, 'status' | 'pickup_at'>, now: Date = new Date()): boolean {
  return nextRideStatus(ride.status, 'customer_cancel', new Date(ride.pickup_at), now).ok;
}
