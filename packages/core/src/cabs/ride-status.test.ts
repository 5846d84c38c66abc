import { describe, expect, it } from 'vitest';
import {
  COMPLETE_FROM_MINUTES_BEFORE,
  CUSTOMER_CANCEL_CUTOFF_MINUTES,
  driverVisibleTo,
  nextRideStatus,
  RIDE_STATUSES,
  type RideAction,
  type RideStatus,
} from './ride-status.ts';

const now = new Date('2026-11-25T10:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const FAR = inMinutes(24 * 60);

describe('the ride transition table', () => {
  const allowed: [RideStatus, RideAction, RideStatus][] = [
    ['booked', 'confirm', 'confirmed'],
    ['confirmed', 'complete', 'completed'],
    ['booked', 'customer_cancel', 'cancelled'],
    ['confirmed', 'customer_cancel', 'cancelled'],
    ['confirmed', 'driver_cancel', 'cancelled'],
    ['confirmed', 'release', 'booked'],
  ];
  it.each(allowed)('%s --%s--> %s', (from, action, to) => {
    const pickup = action === 'complete' ? inMinutes(COMPLETE_FROM_MINUTES_BEFORE - 1) : FAR;
    expect(nextRideStatus(from, action, pickup, now)).toEqual({ ok: true, to });
  });

  it('refuses every other move as a conflict', () => {
    const actions: RideAction[] = ['confirm', 'complete', 'customer_cancel', 'driver_cancel', 'release'];
    for (const from of RIDE_STATUSES)
      for (const action of actions) {
        if (allowed.some(([f, a]) => f === from && a === action)) continue;
        expect(nextRideStatus(from, action, FAR, now)).toEqual({ ok: false, reason: 'ride_status_conflict' });
      }
  });

  it('keeps the time rules: the customer’s cut-off, the driver before pickup, completing near pickup', () => {
    expect(nextRideStatus('confirmed', 'customer_cancel', inMinutes(CUSTOMER_CANCEL_CUTOFF_MINUTES - 1), now)).toEqual({
      ok: false,
      reason: 'ride_cancel_too_late',
    });
    // An open booking may be cancelled up to its pickup: nobody is on the way yet.
    expect(nextRideStatus('booked', 'customer_cancel', inMinutes(5), now).ok).toBe(true);
    expect(nextRideStatus('confirmed', 'driver_cancel', inMinutes(-1), now)).toEqual({
      ok: false,
      reason: 'ride_cancel_too_late',
    });
    expect(nextRideStatus('confirmed', 'release', inMinutes(-1), now).ok).toBe(false);
    expect(nextRideStatus('confirmed', 'complete', inMinutes(COMPLETE_FROM_MINUTES_BEFORE + 1), now)).toEqual({
      ok: false,
      reason: 'ride_not_started',
    });
  });

  it('shows the driver to the customer only once confirmed', () => {
    expect(RIDE_STATUSES.filter(driverVisibleTo)).toEqual(['confirmed', 'completed']);
  });
});
