import type { DriverRide } from '@bedesten/core/schemas/cabs';
import { describe, expect, it } from 'vitest';
import {
  cyprusDay,
  isGivenUp,
  rideActions,
  rideBadge,
  rideFilterOf,
  ridesOnDay,
  withOfferedRide,
} from './ride-list.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const minutesFromNow = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();

function ride(overrides: Partial<DriverRide> = {}): DriverRide {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 1,
    status: 'booked',
    from: { name: 'Ledra Street', lat: 35.17, lng: 33.36 },
    to: { name: 'Larnaca Airport', lat: 34.87, lng: 33.62 },
    road_km: 60,
    way_type: 'one_way',
    transfer_type: 'airport',
    airport: 'LCA',
    pickup_at: minutesFromNow(120),
    return_at: null,
    vehicle: { code: 'saloon', name: 'Saloon', seats: 4 },
    price: { total: 4500, leg: 4500, legs: 1, currency: 'EUR' },
    comments: null,
    confirmed_at: null,
    completed_at: null,
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason: null,
    created_at: NOW.toISOString(),
    mine: false,
    customer: { first_name: 'Elena', last_name: null, mobile: null, email: null },
    ...overrides,
  } as DriverRide;
}

const none = new Set<string>();

describe('the received rides list', () => {
  it('reads the tab from the address, anything unknown being "all"', () => {
    expect(rideFilterOf('booked')).toBe('booked');
    expect(rideFilterOf('completed')).toBe('completed');
    expect(rideFilterOf('nonsense')).toBe('all');
    expect(rideFilterOf(null)).toBe('all');
  });

  it('puts a live offer first on the tabs that show offers, once, and not on the others', () => {
    const old = ride({ id: '00000000-0000-4000-8000-000000000002', status: 'completed', mine: true });
    const offer = ride();
    expect(withOfferedRide([old], offer, 'all').map((r) => r.id)).toEqual([offer.id, old.id]);
    expect(withOfferedRide([old], offer, 'booked')).toHaveLength(2);
    expect(withOfferedRide([offer, old], offer, 'all')).toHaveLength(2);
    expect(withOfferedRide([old], offer, 'completed')).toEqual([old]);
  });

  it('offers confirm on an open offer, and nothing once another driver took it', () => {
    expect(rideActions(ride(), none, NOW)).toEqual(['confirm']);
    const offer = ride();
    expect(rideActions(offer, new Set([offer.id]), NOW)).toEqual([]);
    expect(rideBadge(offer, new Set([offer.id]))).toBe('taken');
    // Read again after the other driver confirmed: no longer open, not this driver's.
    expect(rideBadge(ride({ status: 'confirmed' }), none)).toBe('taken');
    expect(rideActions(ride({ status: 'confirmed' }), none, NOW)).toEqual([]);
  });

  it('lets the driver complete from an hour before pickup and cancel until pickup', () => {
    const mine = { status: 'confirmed' as const, mine: true };
    expect(rideActions(ride({ ...mine, pickup_at: minutesFromNow(120) }), none, NOW)).toEqual(['cancel']);
    expect(rideActions(ride({ ...mine, pickup_at: minutesFromNow(45) }), none, NOW)).toEqual(['complete', 'cancel']);
    expect(rideActions(ride({ ...mine, pickup_at: minutesFromNow(-5) }), none, NOW)).toEqual(['complete']);
    expect(rideActions(ride({ status: 'completed', mine: true }), none, NOW)).toEqual([]);
    expect(rideBadge(ride(mine), none)).toBe('confirmed');
  });

  it('counts the rides of a Cyprus calendar day', () => {
    // 23:30 UTC on the 24th is already the 25th in Nicosia (UTC+2).
    expect(cyprusDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    const rides = [ride({ pickup_at: '2026-11-24T23:30:00Z' }), ride({ pickup_at: '2026-11-26T08:00:00Z' })];
    expect(ridesOnDay(rides, '2026-11-25')).toBe(1);
  });

  it('tells a ride the driver gave up (theirs, now open and not theirs) from an open offer or their own cancellation', () => {
    const confirmed = ride({ status: 'confirmed', mine: true });
    expect(isGivenUp(confirmed, ride({ status: 'booked', mine: false }))).toBe(true);
    expect(isGivenUp(confirmed, ride({ status: 'cancelled', mine: true }))).toBe(false);
    expect(isGivenUp(ride(), ride({ status: 'booked', mine: false }))).toBe(false);
    expect(isGivenUp(undefined, ride())).toBe(false);
  });
});
