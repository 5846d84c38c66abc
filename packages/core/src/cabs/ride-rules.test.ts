import { describe, expect, it } from 'vitest';
import { checkRidePlaces, checkRideTimes } from './ride-rules.ts';
import { nextRideStatus, driverVisibleTo } from './ride-status.ts';

const now = new Date('2026-11-25T10:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('ride times', () => {
  const oneWay = (pickupAt: Date) => checkRideTimes({ wayType: 'one_way', pickupAt, returnAt: null, roadKm: 50, now });

  it('refuses a pickup in the past, too soon or too far ahead', () => {
    expect(oneWay(at(-5))).toEqual({ pickup_at: 'ride_pickup_invalid' });
    expect(oneWay(new Date('nonsense'))).toEqual({ pickup_at: 'ride_pickup_invalid' });
    expect(oneWay(at(29))).toEqual({ pickup_at: 'ride_pickup_too_soon' });
    expect(oneWay(at(30))).toEqual({});
    expect(oneWay(at(91 * 24 * 60))).toEqual({ pickup_at: 'ride_pickup_too_far' });
  });

  it('wants a return after the outward trip and a gap, never before the pickup', () => {
    const check = (returnAt: Date | null) =>
      checkRideTimes({ wayType: 'return', pickupAt: at(60), returnAt, roadKm: 50, now });
    expect(check(null)).toEqual({ return_at: 'ride_return_invalid' });
    expect(check(at(30))).toEqual({ return_at: 'ride_return_invalid' });
    // 50 km take 60 min; with the 30-minute gap the return may leave 90 min after pickup.
    expect(check(at(60 + 89))).toEqual({ return_at: 'ride_return_invalid' });
    expect(check(at(60 + 90))).toEqual({});
  });
});

describe('ride places', () => {
  const nicosia = { lat: 35.1856, lng: 33.3823 };
  it('refuses places outside Cyprus and a destination at the pickup', () => {
    expect(checkRidePlaces(nicosia, { lat: 35.19, lng: 33.385 })).toEqual({ to: 'ride_destination_invalid' });
    expect(checkRidePlaces({ lat: 36.9, lng: 30.7 }, nicosia)).toEqual({ from: 'ride_outside_cyprus' });
    expect(checkRidePlaces(nicosia, { lat: 34.9, lng: 35.5 })).toEqual({ to: 'ride_outside_cyprus' });
    expect(checkRidePlaces(nicosia, { lat: 34.8751, lng: 33.6249 })).toEqual({});
  });
});

describe('ride status', () => {
  it('moves Booked → Confirm → Completed, and to cancelled, as the table allows', () => {
    expect(nextRideStatus('booked', 'confirm', at(120), now)).toEqual({ ok: true, to: 'confirmed' });
    expect(nextRideStatus('confirmed', 'confirm', at(120), now)).toEqual({ ok: false, reason: 'ride_status_conflict' });
    expect(nextRideStatus('booked', 'complete', at(0), now)).toEqual({ ok: false, reason: 'ride_status_conflict' });
    expect(nextRideStatus('confirmed', 'complete', at(30), now)).toEqual({ ok: true, to: 'completed' });
    expect(nextRideStatus('completed', 'customer_cancel', at(-60), now).ok).toBe(false);
    expect(nextRideStatus('cancelled', 'confirm', at(120), now).ok).toBe(false);
    expect(nextRideStatus('booked', 'driver_cancel', at(120), now)).toEqual({
      ok: false,
      reason: 'ride_status_conflict',
    });
  });

  it('lets the customer cancel a booked ride any time and a confirmed one until an hour before pickup', () => {
    expect(nextRideStatus('booked', 'customer_cancel', at(10), now).ok).toBe(true);
    expect(nextRideStatus('confirmed', 'customer_cancel', at(61), now).ok).toBe(true);
    expect(nextRideStatus('confirmed', 'customer_cancel', at(59), now)).toEqual({
      ok: false,
      reason: 'ride_cancel_too_late',
    });
  });

  it('lets the driver cancel only before pickup and complete only from an hour before it', () => {
    expect(nextRideStatus('confirmed', 'driver_cancel', at(1), now).ok).toBe(true);
    expect(nextRideStatus('confirmed', 'driver_cancel', at(0), now).ok).toBe(false);
    expect(nextRideStatus('confirmed', 'complete', at(61), now)).toEqual({ ok: false, reason: 'ride_not_started' });
  });

  it('shows the driver to the customer only once confirmed', () => {
    expect(['booked', 'confirmed', 'completed', 'cancelled'].map((s) => driverVisibleTo(s as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
